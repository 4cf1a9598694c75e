import { Anchor, Avatar, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useForm } from '@mantine/form';
import {
  updateProfileSchema,
  type Profile,
  type UpdateProfile,
} from '../../../contract/profile.ts';
import { FormError } from '../../components/form-error.tsx';
import { PlanBadge } from '../../components/plan-badge.tsx';
import { paths } from '../../config/paths.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ownImage } from '../../lib/own-image.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useUpdateProfile } from './profile-api.ts';

export function AccountCard({ profile }: { profile: Profile }) {
  const plan = usePlanStatus(profile);
  const update = useUpdateProfile();
  const form = useForm<UpdateProfile>({
    mode: 'uncontrolled',
    initialValues: { name: profile.name },
    validate: zodValidate(updateProfileSchema),
  });

  const save = (values: UpdateProfile) =>
    update.mutate(updateProfileSchema.parse(values), {
      onSuccess: (saved) => {
        form.setInitialValues({ name: saved.name });
        form.resetDirty();
        notifySuccess('Your name was saved.');
      },
      onError: (error) => form.setErrors(fieldMessages(error, ['name'])),
    });

  const formError = formLevelMessage(update.error, ['name']);

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Account
        </Title>
        <Group gap="md" wrap="nowrap">
          <Avatar src={ownImage(profile.image)} name={profile.name} color="blue" size={56} />
          <div>
            <Text fw={600}>{profile.name}</Text>
            <Text size="sm" c="dimmed">
              {profile.email}
            </Text>
            <Text size="xs" c="dimmed">
              Member since {formatDate(profile.createdAt)}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Text size="sm">Plan:</Text>
          <PlanBadge profile={profile} />
          {plan.tier === 'free' && profile.premiumExpiresAt ? (
            <Text size="sm" c="dimmed">
              Premium ended on {formatDate(profile.premiumExpiresAt)}
            </Text>
          ) : null}
          <Anchor component={Link} to={paths.upgrade.href()} size="sm">
            {plan.tier === 'tempo-premium' ? 'Extend Premium' : 'Upgrade to Premium'}
          </Anchor>
        </Group>
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack gap="sm" maw={420}>
            <FormError message={formError} />
            <TextInput
              label="Name"
              autoComplete="name"
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <Group>
              <Button type="submit" loading={update.isPending}>
                Save name
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
