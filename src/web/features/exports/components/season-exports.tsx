// The season teams tab's exports card: every player's and team's statistics as CSV, for the
// regular season and the playoffs. A Premium feature of the tournament's owner.
import { Group, Text } from '@mantine/core';
import type { Season } from '../../../../contract/seasons.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { PremiumFeatureCard } from './premium-feature-card.tsx';
import { getSeasonStatsCsv } from '../../../../contract/endpoints/exports.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

export function SeasonExports({ season }: { season: Season }) {
  const t = useT('manage');
  const url = endpointUrl(getSeasonStatsCsv, { params: { seasonId: season.id } });
  return (
    <PremiumFeatureCard
      tournamentId={season.tournamentId}
      feature="exports"
      title={t('exports.title')}
      order={3}
    >
      <Text size="sm" c="dimmed">
        {t('exports.season.help')}
      </Text>
      <Group align="flex-start" gap="md">
        <DownloadButton
          label={t('exports.season.regular')}
          url={`${url}?phase=regular`}
          fallbackName="season-stats.csv"
        />
        <DownloadButton
          label={t('exports.season.playoff')}
          url={`${url}?phase=playoff`}
          fallbackName="playoff-stats.csv"
        />
      </Group>
    </PremiumFeatureCard>
  );
}
