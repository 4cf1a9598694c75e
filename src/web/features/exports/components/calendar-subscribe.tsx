// "Subscribe to calendar" on the season's schedule tab: the address of the season's iCal feed to
// paste into a calendar app (or open through webcal://), and, for the owner and admins, a way to
// replace it when it was shared too widely. A Premium feature of the tournament's owner.
import { Anchor, Button, Group, Modal, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert.tsx';
import { CopyButton } from '../../../components/copy-button.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { PremiumFeatureCard } from './premium-feature-card.tsx';
import { useTournamentAccess } from '../../tournaments/api/use-tournament-access.ts';
import { exportKeys } from '../keys.ts';
import { getCalendarLink, replaceCalendarLink } from '../../../../contract/endpoints/exports.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

/** webcal:// asks the system to subscribe with its calendar app instead of downloading once. */
function webcalOf(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

export function CalendarSubscribe({
  tournamentId,
  seasonId,
}: {
  tournamentId: string;
  seasonId: string;
}) {
  const t = useT('manage');
  const { can } = useTournamentAccess(tournamentId);
  return (
    <PremiumFeatureCard
      tournamentId={tournamentId}
      feature="exports"
      title={t('exports.calendar.title')}
      order={3}
    >
      <CalendarLink seasonId={seasonId} canReset={can('admin')} />
    </PremiumFeatureCard>
  );
}

function CalendarLink({ seasonId, canReset }: { seasonId: string; canReset: boolean }) {
  const t = useT('manage');
  const app = useT('app');
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: exportKeys.calendarLink(seasonId),
    queryFn: ({ signal }) => callEndpoint(getCalendarLink, { params: { seasonId }, signal }),
  });
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => callEndpoint(replaceCalendarLink, { params: { seasonId } }),
    onSuccess: (fresh) => {
      queryClient.setQueryData(exportKeys.calendarLink(seasonId), fresh);
      setConfirming(false);
      notifySuccess(t('exports.calendar.replaced'));
    },
  });

  if (link.isPending) return <Skeleton height={36} />;
  if (link.isError) return <ApiErrorAlert error={link.error} />;
  const feed = link.data.url;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('exports.calendar.help')}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('exports.calendar.address')}
          value={feed}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          style={{ flex: 1 }}
        />
        <CopyButton variant="default" value={feed} label={t('exports.calendar.copy')} />
      </Group>
      <Group gap="md">
        <Anchor href={webcalOf(feed)} size="sm">
          <Group gap={4} component="span">
            <IconCalendarPlus size={16} aria-hidden />
            {t('exports.calendar.open')}
          </Group>
        </Anchor>
        {canReset ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => setConfirming(true)}
          >
            {t('exports.calendar.reset')}
          </Button>
        ) : null}
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('exports.calendar.resetTitle')}
      >
        <Stack gap="sm">
          <Text size="sm">{t('exports.calendar.resetExplain')}</Text>
          <ApiErrorAlert error={reset.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {app('shell.cancel')}
            </Button>
            <Button color="red" loading={reset.isPending} onClick={() => reset.mutate()}>
              {t('exports.calendar.reset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
