import { Button, Checkbox, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordRule } from '../../../contract/password-rule.ts';
import { changePasswordSchema, type ChangePasswordInput } from '../../../contract/account.ts';
import { FormError } from '../../components/form-error.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useChangePassword } from './profile-api.ts';

const fieldNames = ['currentPassword', 'newPassword'] as const;

/** Better Auth's code for a wrong current password. */
function isWrongCurrentPassword(error: unknown) {
  return error instanceof ApiRequestError && error.code === 'INVALID_PASSWORD';
}

export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', revokeOtherSessions: true },
    validate: zodValidate(changePasswordSchema),
  });

  const submit = (values: ChangePasswordInput) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifySuccess(
          values.revokeOtherSessions
            ? 'Your password was changed and your other devices were signed out.'
            : 'Your password was changed.',
        );
      },
      onError: (error) => {
        form.setErrors(fieldMessages(error, fieldNames));
        if (isWrongCurrentPassword(error)) {
          form.setFieldError('currentPassword', 'The current password is not correct');
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
              Change password
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {passwordRule}
            </Text>
          </div>
          <FormError message={formError} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <Checkbox
            label="Sign out of my other devices"
            key={form.key('revokeOtherSessions')}
            {...form.getInputProps('revokeOtherSessions', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
