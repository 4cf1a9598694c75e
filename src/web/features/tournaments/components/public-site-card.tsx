import { useState, type ReactNode } from 'react';
// The "Public site" section of a tournament's settings (docs/product/public-league-site.md):
// publish or withdraw the league's site, choose its address and how players' names appear, and
// see the addresses it had before, which the owner may release.
import {
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
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
  oldAddressHoldDays,
  publicNameDisplays,
  type PublicNameDisplay,
  type PublicOldAddress,
  type PublicSiteSettings,
} from '../../../../contract/public-league.ts';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import { fieldMessages, formLevelMessage } from '../../../lib/form-errors.ts';
import { formatDay } from '../../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-store.ts';
import { useLinkOrigin } from '../../../lib/link-url.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePublicSite, useReleaseOldAddress, useUpdatePublicSite } from '../api/public-site.ts';
import { useTournamentAccess } from '../api/use-tournament-access.ts';

const fieldNames = ['enabled', 'slug', 'nameDisplay'] as const;

const nameDisplayLabels: Record<PublicNameDisplay, MessageKey<'manage'>> = {
  full: 'share.site.names.full',
  initial: 'share.site.names.initial',
  jersey: 'share.site.names.jersey',
};

interface Values {
  enabled: boolean;
  slug: string;
  nameDisplay: PublicNameDisplay;
}

export function PublicSiteCard({ tournamentId }: { tournamentId: string }) {
  const t = useT('manage');
  const settings = usePublicSite(tournamentId);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('share.site.title')}
        </Title>
        {settings.isPending ? <Loader size="sm" /> : null}
        {settings.error ? <ApiErrorAlert error={settings.error} /> : null}
        {settings.data ? (
          <PublicSiteForm tournamentId={tournamentId} settings={settings.data} />
        ) : null}
        {settings.data?.oldAddresses.length ? (
          <OldAddresses tournamentId={tournamentId} oldAddresses={settings.data.oldAddresses} />
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
  const t = useT('manage');
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
        return result.success
          ? null
          : (result.error.issues[0]?.message ?? t('share.site.invalidAddress'));
      },
    },
  });
  const liveUrl = settings.enabled ? settings.url : null;
  const slug = form.values.slug.trim().toLowerCase();
  const address = siteAddress(useLinkOrigin(), slug === '' ? '…' : slug);

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
          notifySuccess(t(saved.enabled ? 'share.site.saved' : 'share.site.off'));
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
          label={t('share.site.publish')}
          description={t('share.site.publish.description')}
          key={form.key('enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <TextInput
          label={t('share.site.address')}
          description={address}
          placeholder={t('share.site.address.placeholder')}
          maxLength={60}
          autoComplete="off"
          key={form.key('slug')}
          {...form.getInputProps('slug')}
        />
        <Select
          label={t('share.site.names')}
          description={t('share.site.names.description')}
          data={publicNameDisplays.map((value) => ({ value, label: t(nameDisplayLabels[value]) }))}
          allowDeselect={false}
          key={form.key('nameDisplay')}
          {...form.getInputProps('nameDisplay')}
        />
        {liveUrl ? (
          <Text size="sm">
            {t.rich<ReactNode>('share.site.live', {
              url: liveUrl,
              link: (chunks) => (
                <Anchor key="link" href={liveUrl} target="_blank" rel="noreferrer">
                  {chunks}
                </Anchor>
              ),
            })}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={update.isPending}>
            {t('share.site.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A league's address as readers type it. */
const siteAddress = (origin: string, slug: string) => `${origin}/leagues/${slug}`;

/** The addresses the site had before: each still leads here, and the owner may release it. */
function OldAddresses({
  tournamentId,
  oldAddresses,
}: {
  tournamentId: string;
  oldAddresses: PublicOldAddress[];
}) {
  const t = useT('manage');
  const locale = useLocale();
  const { can } = useTournamentAccess(tournamentId);
  const release = useReleaseOldAddress(tournamentId);
  const origin = useLinkOrigin();
  // The slug whose release is being confirmed.
  const [asking, setAsking] = useState<string | null>(null);
  const [shownAt] = useState(() => Date.now());
  const close = () => {
    release.reset();
    setAsking(null);
  };

  return (
    <Stack gap="xs" component="section" aria-label={t('share.site.oldAddresses')}>
      <Title order={3} size="h5">
        {t('share.site.oldAddresses')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('share.site.oldAddresses.description', { days: oldAddressHoldDays })}
      </Text>
      {oldAddresses.map((old) => (
        <Group key={old.slug} justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {siteAddress(origin, old.slug)}
            </Text>
            <Text size="xs" c="dimmed">
              {Date.parse(old.heldUntil) > shownAt
                ? t('share.site.oldAddress.heldUntil', { date: formatDay(locale, old.heldUntil) })
                : t('share.site.oldAddress.free')}
            </Text>
          </div>
          {can('owner') ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('share.site.oldAddress.releaseLabel', {
                address: siteAddress(origin, old.slug),
              })}
              onClick={() => setAsking(old.slug)}
            >
              {t('share.site.oldAddress.release')}
            </Button>
          ) : null}
        </Group>
      ))}
      <Modal
        opened={asking !== null}
        onClose={close}
        title={t('share.site.oldAddress.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t('share.site.oldAddress.confirm', { address: siteAddress(origin, asking ?? '') })}
          </Text>
          <ApiErrorAlert error={release.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('tournaments.cancel')}
            </Button>
            <Button
              color="red"
              loading={release.isPending}
              onClick={() => {
                if (asking === null) return;
                release.mutate(asking, {
                  onSuccess: () => {
                    notifySuccess(
                      t('share.site.oldAddress.released', { address: siteAddress(origin, asking) }),
                    );
                    close();
                  },
                });
              }}
            >
              {t('share.site.oldAddress.release')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
