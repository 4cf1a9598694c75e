import { Stack } from '@mantine/core';
import { PageFrame } from '../../components/page-frame.tsx';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { useProfile } from '../../lib/session.ts';
import { AccountCard } from './account-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DeactivateCard } from './deactivate-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

export function ProfilePage() {
  const t = useT('app');
  const profile = useProfile();
  return (
    <PageFrame title={t('profile.title')} description={t('profile.description')}>
      <Stack gap="lg" maw={760}>
        <AccountCard profile={profile} />
        <ChangePasswordCard />
        <SessionsCard />
        <DeactivateCard />
      </Stack>
    </PageFrame>
  );
}
