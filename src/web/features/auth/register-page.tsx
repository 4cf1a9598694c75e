import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { passwordRule } from '../../../contract/password-rule.ts';
import type { RegisterInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { paths, withSearch } from '../../config/paths.ts';
import { authRequest } from '../../lib/auth-client.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { track } from '../../lib/track.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { submitChecked } from '../../lib/zod-form.ts';
import { loadRegisterSchema } from './account-schemas.ts';
import { AuthCard } from './auth-card.tsx';
import { OutboxHint } from './outbox-hint.tsx';

const fieldNames = ['name', 'email', 'password'] as const;

export function RegisterPage() {
  usePageTitle('Create an account');
  const [search] = useSearchParams();
  const redirectTo = safeRedirectPath(search.get('redirectTo'));

  const form = useForm<RegisterInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
  });

  const register = useMutation({
    mutationFn: ({ name, email, password }: RegisterInput) => {
      // The mailed link confirms the address and comes back to sign in, then to redirectTo.
      const callbackURL = withSearch(paths.login.pattern, { confirmed: '1', redirectTo });
      return authRequest((auth) => auth.signUp.email({ name, email, password, callbackURL }));
    },
    onSuccess: () => track('sign_up', { props: { method: 'email' } }),
    // A refusal of the password itself (e.g. too common) shows under the password field.
    onError: (error) => form.setErrors(fieldMessages(error, fieldNames)),
  });

  const formError = formLevelMessage(register.error, fieldNames);

  if (register.isSuccess) {
    // The same words whether or not the email had an account: the mail says which it was.
    return (
      <AuthCard title="Check your inbox" intro={<>One more step and your account is ready.</>}>
        <Alert color="teal" variant="light" role="status">
          Check your inbox to finish creating your account: we sent a mail to{' '}
          <strong>{register.data.user.email}</strong>. Open the link in it, then sign in.
        </Alert>
        <OutboxHint />
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.login.href(redirectTo)} underline="always">
            Go to sign in
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      intro={<>Run your leagues, tournaments and live games with Tempo.</>}
    >
      <form
        onSubmit={form.onSubmit(
          submitChecked(form, loadRegisterSchema, (values) => register.mutate(values)),
        )}
        noValidate
      >
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label="Name"
            autoComplete="name"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={passwordRule}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            Create account
          </Button>
        </Stack>
      </form>

      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.login.href(redirectTo)} underline="always">
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
