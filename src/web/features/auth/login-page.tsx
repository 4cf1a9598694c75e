import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { LoginInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { paths } from '../../config/paths.ts';
import { accountIssueMessage } from '../../lib/account-form-messages.ts';
import { ApiRequestError, errorMessage } from '../../lib/api-client.ts';
import { authRequest } from '../../lib/auth-client.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { submitChecked } from '../../lib/zod-form.ts';
import { loadLoginSchema } from './account-schemas.ts';
import { authChannelName, readAuthMessage } from './auth-channel.ts';
import { openGooglePopup, startGoogleSignIn } from './google-sign-in.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';
import { AuthCard } from './auth-card.tsx';
import { OutboxHint } from './outbox-hint.tsx';

/** Better Auth's refusal of a sign-in before the address is confirmed; it mails a new link. */
function isUnconfirmed(error: unknown) {
  return error instanceof ApiRequestError && error.code === 'EMAIL_NOT_VERIFIED';
}

/** Why Google sign-in failed: the popup's or the round trip's refusal, or a request's error. */
type GoogleError = { failed: true } | { message: string } | null;

/** Set by the reset-password page when it sends the person here. */
export interface LoginLocationState {
  passwordReset?: boolean;
}

export function LoginPage() {
  const t = useT('app');
  usePageTitle(t('login.title'));
  const [search] = useSearchParams();
  const location = useLocation();
  const redirectTo = safeRedirectPath(search.get('redirectTo'));
  const passwordReset = (location.state as LoginLocationState | null)?.passwordReset === true;
  const config = usePublicConfig();
  const afterSignIn = useAfterSignIn();
  // Where a confirmation link lands (?confirmed=1), with ?error=… when the link did not work.
  const confirmed = search.get('confirmed') === '1';
  const confirmFailed = confirmed && search.has('error');
  // Better Auth adds ?error=… when a full-page Google round trip fails.
  // The refused Google sign-in is a flag, not a sentence, so it reads in the current language.
  const [googleError, setGoogleError] = useState<GoogleError>(
    search.has('error') && !confirmed ? { failed: true } : null,
  );

  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    // The confirmation link lands here with the address it confirmed: only the password is left.
    initialValues: { email: (confirmed && search.get('email')) || '', password: '' },
  });

  const signIn = useMutation({
    mutationFn: ({ email, password }: LoginInput) =>
      authRequest((auth) => auth.signIn.email({ email, password })),
    onSuccess: () => afterSignIn({ event: 'sign_in', method: 'email' }),
  });

  const googleRedirect = useMutation({
    mutationFn: () =>
      startGoogleSignIn({
        callbackURL: redirectTo ?? paths.dashboard.href(),
        errorCallbackURL: paths.login.href(redirectTo),
      }),
    onError: (error) => setGoogleError({ message: errorMessage(error) }),
  });

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(authChannelName);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const message = readAuthMessage(event.data);
      if (message?.type === 'error') setGoogleError({ failed: true });
      if (message?.type === 'signed-in') {
        setGoogleError(null);
        void afterSignIn({ event: message.newUser ? 'sign_up' : 'sign_in', method: 'google' });
      }
    };
    return () => channel.close();
  }, [afterSignIn]);

  const continueWithGoogle = () => {
    setGoogleError(null);
    if (!openGooglePopup(redirectTo)) googleRedirect.mutate();
  };

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      {passwordReset ? (
        <Alert color="teal" variant="light" role="status">
          {t('login.passwordReset')}
        </Alert>
      ) : null}
      {confirmed && !confirmFailed ? (
        <Alert color="teal" variant="light" role="status">
          {t('login.confirmed')}
        </Alert>
      ) : null}
      {confirmFailed ? (
        <Alert color="red" variant="light" role="alert" title={t('login.confirmFailedTitle')}>
          {t('login.confirmFailed')}
        </Alert>
      ) : null}

      <form
        onSubmit={form.onSubmit(
          submitChecked(
            form,
            loadLoginSchema,
            (values) => signIn.mutate(values),
            accountIssueMessage,
          ),
        )}
        noValidate
      >
        <Stack gap="md">
          <FormError message={signIn.error ? errorMessage(signIn.error) : null} />
          {isUnconfirmed(signIn.error) ? <OutboxHint /> : null}
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <div>
            <PasswordInput
              label={t('auth.password')}
              autoComplete="current-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end" mt={6}>
              <Anchor component={Link} to={paths.forgotPassword.href()} size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
          </div>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>

      {config?.googleSignIn ? (
        <Stack gap="sm">
          <Divider label={t('login.or')} labelPosition="center" />
          <FormError
            message={
              googleError && 'failed' in googleError
                ? t('auth.google.failed')
                : (googleError?.message ?? null)
            }
          />
          <Button
            variant="default"
            fullWidth
            onClick={continueWithGoogle}
            loading={googleRedirect.isPending}
          >
            {t('auth.google.continue')}
          </Button>
        </Stack>
      ) : null}

      <Text size="sm" ta="center">
        {t.rich<ReactNode>('login.newHere', {
          link: (chunks) => (
            <Anchor
              key="register"
              component={Link}
              to={paths.register.href(redirectTo)}
              underline="always"
            >
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
    </AuthCard>
  );
}
