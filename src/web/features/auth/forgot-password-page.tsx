import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { authRequest } from '../../lib/auth-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { submitChecked } from '../../lib/zod-form.ts';
import { loadForgotPasswordSchema } from './account-schemas.ts';
import { AuthCard, BackToSignIn } from './auth-card.tsx';
import { OutboxHint } from './outbox-hint.tsx';

/** The same answer whether or not the account exists, so the page reveals no one's email. */
const sentMessage = 'If an account exists for that email, we sent a link to reset the password.';

export function ForgotPasswordPage() {
  usePageTitle('Reset your password');
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
    <AuthCard
      title="Reset your password"
      intro={
        <>
          Enter the email of your account and we will send you a link to set a new password. The
          link works once, within an hour.
        </>
      }
    >
      {request.isSuccess ? (
        <>
          <Alert color="teal" variant="light" role="status">
            {sentMessage}
          </Alert>
          <OutboxHint />
        </>
      ) : null}

      <form
        onSubmit={form.onSubmit(
          submitChecked(form, loadForgotPasswordSchema, (values) => request.mutate(values)),
        )}
        noValidate
      >
        <Stack gap="md">
          <FormError message={request.error ? errorMessage(request.error) : null} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={request.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>

      <BackToSignIn />
    </AuthCard>
  );
}
