// Where the provider sends the Google popup back: tell the tab that opened it, then close.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CenteredPage } from '../../components/centered-page.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { postAuthMessage } from './auth-channel.ts';

export function PopupCompletePage() {
  const t = useT('app');
  usePageTitle(t('auth.google.title'));
  const [search] = useSearchParams();
  const failed = search.has('error');
  const newUser = search.has('new');
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    postAuthMessage(failed ? { type: 'error' } : { type: 'signed-in', newUser });
    window.close();
  }, [failed, newUser]);

  // Seen only when the browser keeps the window open (or it was not a popup after all).
  return (
    <CenteredPage width={400}>
      <Stack gap="sm" ta="center">
        <Title order={1} size="h3">
          {failed ? t('auth.google.notCompleted') : t('auth.google.signedIn')}
        </Title>
        <Text size="sm">{failed ? t('auth.google.failed') : t('auth.google.closeWindow')}</Text>
        <Anchor component={Link} to={failed ? paths.login.href() : paths.dashboard.href()}>
          {failed ? t('auth.backToSignIn') : t('auth.google.continueToApp')}
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
