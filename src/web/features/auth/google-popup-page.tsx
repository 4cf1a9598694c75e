// Opened by "Continue with Google" in a small window: hands over to the provider at once
// (Google's account picker), which later sends the window to the popup-complete page.
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CenteredPage } from '../../components/centered-page.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { postAuthMessage } from './auth-channel.ts';
import { startGoogleSignIn } from './google-sign-in.ts';

export function GooglePopupPage() {
  const t = useT('app');
  usePageTitle(t('auth.google.continue'));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Development renders effects twice; one hand-over is enough.
    if (started.current) return;
    started.current = true;
    startGoogleSignIn({
      callbackURL: paths.popupComplete.href(),
      newUserCallbackURL: paths.popupComplete.href('new-user'),
      errorCallbackURL: paths.popupComplete.href('error'),
    }).catch((error: unknown) => {
      setFailure(errorMessage(error));
      postAuthMessage({ type: 'error' });
    });
  }, []);

  return (
    <CenteredPage width={400}>
      <Stack gap="md" align="center" ta="center">
        <Title order={1} size="h3">
          {t('auth.google.continue')}
        </Title>
        {failure ? (
          <Alert color="red" variant="light" role="alert" w="100%">
            {t('auth.google.popupFailed', { failure })}
          </Alert>
        ) : (
          <>
            <Loader role="status" aria-label={t('auth.google.openingLabel')} />
            <Text size="sm">{t('auth.google.opening')}</Text>
          </>
        )}
      </Stack>
    </CenteredPage>
  );
}
