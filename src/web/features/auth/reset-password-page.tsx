import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { passwordLimits } from '../../../contract/password-rule.ts';
import type { ResetPasswordInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { paths } from '../../config/paths.ts';
import { accountIssueMessage } from '../../lib/account-form-messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { authRequest } from '../../lib/auth-client.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { meQueryKey } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { submitChecked } from '../../lib/zod-form.ts';
import { loadResetPasswordSchema } from './account-schemas.ts';
import type { LoginLocationState } from './login-page.tsx';
import { AuthCard, BackToSignIn } from './auth-card.tsx';

const fieldNames = ['newPassword', 'confirmPassword'] as const;

function isBadToken(error: unknown) {
  return error instanceof ApiRequestError && /TOKEN/i.test(error.code);
}

export function ResetPasswordPage() {
  const t = useT('app');
  usePageTitle(t('reset.title'));
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = search.get('token');
  // Better Auth sends an expired or used link here with ?error=INVALID_TOKEN.
  const linkRefused = search.has('error');

  const form = useForm<ResetPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { newPassword: '', confirmPassword: '' },
  });

  const reset = useMutation({
    mutationFn: ({ newPassword }: ResetPasswordInput) =>
      authRequest((auth) => auth.resetPassword({ newPassword, token: token ?? '' })),
    onError: (error) => form.setErrors(fieldMessages(error, fieldNames)),
    onSuccess: async () => {
      // The reset ends the account's sessions, possibly this browser's too.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      const state: LoginLocationState = { passwordReset: true };
      await navigate(paths.login.href(), { replace: true, state });
    },
  });

  const tokenProblem =
    linkRefused || isBadToken(reset.error)
      ? t('reset.linkExpired')
      : !token
        ? t('reset.linkMissing')
        : null;

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      {tokenProblem ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" role="alert" title={t('reset.linkInvalidTitle')}>
            {tokenProblem}
          </Alert>
          <Anchor component={Link} to={paths.forgotPassword.href()}>
            {t('reset.requestNew')}
          </Anchor>
        </Stack>
      ) : (
        <form
          onSubmit={form.onSubmit(
            submitChecked(
              form,
              loadResetPasswordSchema,
              (values) => reset.mutate(values),
              accountIssueMessage,
            ),
          )}
          noValidate
        >
          <Stack gap="md">
            <FormError message={formLevelMessage(reset.error, fieldNames)} />
            <PasswordInput
              label={t('auth.newPassword')}
              description={t('auth.passwordRule', passwordLimits)}
              autoComplete="new-password"
              required
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t('reset.confirmPassword')}
              autoComplete="new-password"
              required
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" fullWidth loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}

      <BackToSignIn />
    </AuthCard>
  );
}
