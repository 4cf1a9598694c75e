// Opened by "Continue with Google" in a small window: hands over to the provider at once
// (Google's account picker), which later sends the window to the popup-complete page.
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { CenteredPage } from '../../components/centered-page.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { postAuthMessage } from './auth-channel.ts';
import { startGoogleSignIn } from './google-sign-in.ts';

export function GooglePopupPage() {
  usePageTitle('Continue with Google');
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
          Continue with Google
        </Title>
        {failure ? (
          <Alert color="red" variant="light" role="alert" w="100%">
            {failure} You can close this window and try again.
          </Alert>
        ) : (
          <>
            <Loader role="status" aria-label="Opening Google" />
            <Text size="sm">Opening Google…</Text>
          </>
        )}
      </Stack>
    </CenteredPage>
  );
}
