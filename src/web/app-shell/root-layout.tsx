// The root of every page: keeps the profile live, confines a deactivated account to the
// reactivation page on every path (docs/product/accounts.md), records page views and tells the person when the network is gone.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { usePageViews } from '../features/analytics/use-page-views.ts';
import { useProfileStream } from '../lib/profile-stream.ts';
import { applyPersonLocale } from '../lib/i18n/person-locale.ts';
import { useMaybeProfile } from '../lib/session.ts';
import { ConnectionBanner } from './connection-banner.tsx';

const ReactivationPage = lazy(() =>
  import('../features/account/reactivation-page.tsx').then((m) => ({
    default: m.ReactivationPage,
  })),
);

export function RootLayout() {
  const profile = useMaybeProfile();
  useProfileStream(profile !== null);
  usePageViews();
  const profileLocale = profile?.locale;
  // A language chosen in settings, on this device or another, applies at once.
  useEffect(() => {
    void applyPersonLocale(profileLocale);
  }, [profileLocale]);

  return (
    <>
      {profile?.status === 'deactivated' ? (
        <Suspense fallback={<FullPageLoader />}>
          <ReactivationPage profile={profile} />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <ConnectionBanner />
    </>
  );
}
