import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { passwordLimits } from '../../../contract/password-rule.ts';
import type { RegisterInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { paths, withSearch } from '../../config/paths.ts';
import { accountIssueMessage } from '../../lib/account-form-messages.ts';
import { authRequest } from '../../lib/auth-client.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import { track } from '../../lib/track.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { submitChecked } from '../../lib/zod-form.ts';
import { loadRegisterSchema } from './account-schemas.ts';
import { AuthCard } from './auth-card.tsx';
import { OutboxHint } from './outbox-hint.tsx';

const fieldNames = ['name', 'email', 'password'] as const;

export function RegisterPage() {
  const t = useT('app');
  usePageTitle(t('register.pageTitle'));
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
      <AuthCard title={t('register.checkInboxTitle')} intro={t('register.checkInboxIntro')}>
        <Alert color="teal" variant="light" role="status">
          {t.rich<ReactNode>('register.checkInbox', {
            email: register.data.user.email,
            b: (chunks) => <strong key="email">{chunks}</strong>,
          })}
        </Alert>
        <OutboxHint />
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths.login.href(redirectTo)} underline="always">
            {t('register.goToSignIn')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')}>
      <form
        onSubmit={form.onSubmit(
          submitChecked(
            form,
            loadRegisterSchema,
            (values) => register.mutate(values),
            accountIssueMessage,
          ),
        )}
        noValidate
      >
        <Stack gap="md">
          <FormError message={formError} />
          <TextInput
            label={t('auth.name')}
            autoComplete="name"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordRule', passwordLimits)}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>

      <Text size="sm" ta="center">
        {t.rich<ReactNode>('register.haveAccount', {
          link: (chunks) => (
            <Anchor
              key="login"
              component={Link}
              to={paths.login.href(redirectTo)}
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
