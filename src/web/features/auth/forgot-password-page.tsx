import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { accountIssueMessage } from '../../lib/account-form-messages.ts';
import { authRequest } from '../../lib/auth-client.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { submitChecked } from '../../lib/zod-form.ts';
import { loadForgotPasswordSchema } from './account-schemas.ts';
import { AuthCard, BackToSignIn } from './auth-card.tsx';
import { OutboxHint } from './outbox-hint.tsx';

export function ForgotPasswordPage() {
  const t = useT('app');
  usePageTitle(t('reset.requestTitle'));
  const form = useForm<ForgotPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
  });

  const request = useMutation({
    mutationFn: ({ email }: ForgotPasswordInput) =>
      authRequest((auth) =>
        auth.requestPasswordReset({ email, redirectTo: paths.resetPassword.href() }),
      ),
  });

  return (
    <AuthCard title={t('reset.requestTitle')} intro={t('reset.requestIntro')}>
      {request.isSuccess ? (
        <>
          <Alert color="teal" variant="light" role="status">
            {/* The same answer whether or not the account exists: it reveals no one's email. */}
            {t('reset.sent')}
          </Alert>
          <OutboxHint />
        </>
      ) : null}

      <form
        onSubmit={form.onSubmit(
          submitChecked(
            form,
            loadForgotPasswordSchema,
            (values) => request.mutate(values),
            accountIssueMessage,
          ),
        )}
        noValidate
      >
        <Stack gap="md">
          <FormError message={request.error ? errorMessage(request.error) : null} />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            {t('reset.send')}
          </Button>
        </Stack>
      </form>

      <BackToSignIn />
    </AuthCard>
  );
}
