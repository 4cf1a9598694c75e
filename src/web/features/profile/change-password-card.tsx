import { Button, Checkbox, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordLimits } from '../../../contract/password-rule.ts';
import { changePasswordSchema, type ChangePasswordInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { accountIssueMessage } from '../../lib/account-form-messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useChangePassword } from './profile-api.ts';

const fieldNames = ['currentPassword', 'newPassword'] as const;

/** Better Auth's code for a wrong current password. */
function isWrongCurrentPassword(error: unknown) {
  return error instanceof ApiRequestError && error.code === 'INVALID_PASSWORD';
}

export function ChangePasswordCard() {
  const t = useT('app');
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', revokeOtherSessions: true },
    validate: zodValidate(changePasswordSchema, accountIssueMessage),
  });

  const submit = (values: ChangePasswordInput) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess(
          values.revokeOtherSessions
            ? t('profile.password.changedEverywhere')
            : t('profile.password.changed'),
        );
      },
      onError: (error) => {
        form.setErrors(fieldMessages(error, fieldNames));
        if (isWrongCurrentPassword(error)) {
          form.setFieldError('currentPassword', t('profile.password.wrongCurrent'));
        }
      },
    });

  const formError = isWrongCurrentPassword(change.error)
    ? null
    : formLevelMessage(change.error, fieldNames);

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md" maw={420}>
          <div>
            <Title order={2} size="h4">
              {t('profile.password.title')}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t('auth.passwordRule', passwordLimits)}
            </Text>
          </div>
          <FormError message={formError} />
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <Checkbox
            label={t('profile.password.signOutOthers')}
            key={form.key('revokeOtherSessions')}
            {...form.getInputProps('revokeOtherSessions', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.title')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
