// The season teams tab's exports card: every player's and team's statistics as CSV, for the
// regular season and the playoffs. A Premium feature of the tournament's owner.
import { Group, Text } from '@mantine/core';
import type { Season } from '../../../../contract/seasons.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { PremiumFeatureCard } from './premium-feature-card.tsx';
import { getSeasonStatsCsv } from '../../../../contract/endpoints/exports.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';

export function SeasonExports({ season }: { season: Season }) {
  const url = endpointUrl(getSeasonStatsCsv, { params: { seasonId: season.id } });
  return (
    <PremiumFeatureCard
      tournamentId={season.tournamentId}
      feature="exports"
      title="Exports"
      order={3}
    >
      <Text size="sm" c="dimmed">
        Every player’s games, totals and per-game averages, and each team’s, for a spreadsheet.
      </Text>
      <Group align="flex-start" gap="md">
        <DownloadButton
          label="Season stats (CSV)"
          url={`${url}?phase=regular`}
          fallbackName="season-stats.csv"
        />
        <DownloadButton
          label="Playoff stats (CSV)"
          url={`${url}?phase=playoff`}
          fallbackName="playoff-stats.csv"
        />
      </Group>
    </PremiumFeatureCard>
  );
}
