import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { passwordRule, registerSchema, type RegisterInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { paths } from '../../config/paths.ts';
import { authClient, authRequest } from '../../lib/auth-client.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';
import { AuthCard } from './auth-card.tsx';

const fieldNames = ['name', 'email', 'password'] as const;

export function RegisterPage() {
  usePageTitle('Create an account');
  const [search] = useSearchParams();
  const redirectTo = safeRedirectPath(search.get('redirectTo'));
  const afterSignIn = useAfterSignIn();

  const form = useForm<RegisterInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
    validate: zodValidate(registerSchema),
  });

  const register = useMutation({
    mutationFn: (values: RegisterInput) => {
      const { name, email, password } = registerSchema.parse(values);
      return authRequest(() => authClient.signUp.email({ name, email, password }));
    },
    onSuccess: () => afterSignIn({ event: 'sign_up', method: 'email' }),
    // A refusal of the password itself (e.g. too common) shows under the password field.
    onError: (error) => form.setErrors(fieldMessages(error, fieldNames)),
  });

  const formError = formLevelMessage(register.error, fieldNames);

  return (
    <AuthCard
      title="Create your account"
      intro={<>Run your leagues, tournaments and live games with Tempo.</>}
    >
      <form onSubmit={form.onSubmit((values) => register.mutate(values))} noValidate>
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
