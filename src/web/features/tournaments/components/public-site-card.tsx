// The "Public site" section of a tournament's settings (docs/product/public-league-site.md):
// publish or withdraw the league's site, choose its address and how players' names appear.
import {
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  leagueSlugSchema,
  publicNameDisplays,
  type PublicNameDisplay,
  type PublicSiteSettings,
} from '../../../../contract/public-league.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePublicSite, useUpdatePublicSite } from '../api/public-site.ts';

const fieldNames = ['enabled', 'slug', 'nameDisplay'] as const;

const nameDisplayLabels: Record<PublicNameDisplay, string> = {
  full: 'Full name (Maya Lopez)',
  initial: 'First name and initial (Maya L.)',
  jersey: 'Jersey number only (#23)',
};

interface Values {
  enabled: boolean;
  slug: string;
  nameDisplay: PublicNameDisplay;
}

export function PublicSiteCard({ tournamentId }: { tournamentId: string }) {
  const settings = usePublicSite(tournamentId);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          Public site
        </Title>
        {settings.isPending ? <Loader size="sm" /> : null}
        {settings.error ? <ApiErrorAlert error={settings.error} /> : null}
        {settings.data ? (
          <PublicSiteForm tournamentId={tournamentId} settings={settings.data} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function PublicSiteForm({
  tournamentId,
  settings,
}: {
  tournamentId: string;
  settings: PublicSiteSettings;
}) {
  const update = useUpdatePublicSite(tournamentId);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      enabled: settings.enabled,
      slug: settings.slug ?? '',
      nameDisplay: settings.nameDisplay,
    },
    validate: {
      slug: (slug) => {
        if (slug.trim() === '') return null;
        const result = leagueSlugSchema.safeParse(slug);
        return result.success ? null : (result.error.issues[0]?.message ?? 'Not a valid address');
      },
    },
  });
  const slug = form.values.slug.trim().toLowerCase();
  const address = `${window.location.origin}/leagues/${slug === '' ? '…' : slug}`;

  const submit = (values: Values) => {
    const chosen = values.slug.trim();
    update.mutate(
      {
        enabled: values.enabled,
        nameDisplay: values.nameDisplay,
        ...(chosen === '' ? {} : { slug: chosen }),
      },
      {
        onSuccess: (saved) => {
          form.setValues({ slug: saved.slug ?? '' });
          form.resetDirty();
          notifySuccess(saved.enabled ? 'The public site was saved.' : 'The public site is off.');
        },
        onError: (error) => form.setErrors(fieldMessages(error, fieldNames)),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {formLevelMessage(update.error, fieldNames) !== null ? (
          <ApiErrorAlert error={update.error} />
        ) : null}
        <Switch
          label="Publish the league’s site"
          description="Anyone can read the schedule, results, standings and statistics, without an account."
          key={form.key('enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <TextInput
          label="Address"
          description={address}
          placeholder="harbour-city"
          maxLength={60}
          autoComplete="off"
          key={form.key('slug')}
          {...form.getInputProps('slug')}
        />
        <Select
          label="Players’ names in public"
          description="Pages, embeds, preview images and public scoreboards show names this way."
          data={publicNameDisplays.map((value) => ({ value, label: nameDisplayLabels[value] }))}
          allowDeselect={false}
          key={form.key('nameDisplay')}
          {...form.getInputProps('nameDisplay')}
        />
        {settings.enabled && settings.url ? (
          <Text size="sm">
            The site is live at{' '}
            <Anchor href={settings.url} target="_blank" rel="noreferrer">
              {settings.url}
            </Anchor>
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save public site
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
