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
import { accountIssueMessage } from '../../lib/account-form-messages.ts';
import { fieldMessages, formLevelMessage } from '../../lib/form-errors.ts';
import { formatDay } from '../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { ownImage } from '../../lib/own-image.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useUpdateProfile } from './profile-api.ts';

export function AccountCard({ profile }: { profile: Profile }) {
  const t = useT('app');
  const locale = useLocale();
  const plan = usePlanStatus(profile);
  const update = useUpdateProfile();
  const form = useForm<UpdateProfile>({
    mode: 'uncontrolled',
    initialValues: { name: profile.name },
    validate: zodValidate(updateProfileSchema, accountIssueMessage),
  });

  const save = (values: UpdateProfile) =>
    update.mutate(updateProfileSchema.parse(values), {
      onSuccess: (saved) => {
        form.setInitialValues({ name: saved.name });
        form.resetDirty();
        notifySuccess(t('profile.nameSaved'));
      },
      onError: (error) => form.setErrors(fieldMessages(error, ['name'])),
    });

  const formError = formLevelMessage(update.error, ['name']);

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('profile.account')}
        </Title>
        <Group gap="md" wrap="nowrap">
          <Avatar src={ownImage(profile.image)} name={profile.name} color="blue" size={56} />
          <div>
            <Text fw={600}>{profile.name}</Text>
            <Text size="sm" c="dimmed">
              {profile.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('profile.memberSince', { date: formatDay(locale, profile.createdAt) })}
            </Text>
          </div>
        </Group>
        <Group gap="xs">
          <Text size="sm">{t('profile.plan')}</Text>
          <PlanBadge profile={profile} />
          {plan.tier === 'free' && profile.premiumExpiresAt ? (
            <Text size="sm" c="dimmed">
              {t('profile.premiumEnded', { date: formatDay(locale, profile.premiumExpiresAt) })}
            </Text>
          ) : null}
          <Anchor component={Link} to={paths.upgrade.href()} size="sm">
            {plan.tier === 'tempo-premium' ? t('billing.extend') : t('billing.upgradeToPremium')}
          </Anchor>
        </Group>
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack gap="sm" maw={420}>
            <FormError message={formError} />
            <TextInput
              label={t('auth.name')}
              autoComplete="name"
              required
              key={form.key('name')}
              {...form.getInputProps('name')}
            />
            <Group>
              <Button type="submit" loading={update.isPending}>
                {t('profile.saveName')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
