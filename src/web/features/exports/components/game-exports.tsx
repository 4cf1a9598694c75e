// The game page's exports: the box score as CSV and the printable score sheet as PDF. Exports
// come with the tournament owner's Premium plan; without it the card offers the upgrade instead.
import { Group, Text } from '@mantine/core';
import type { Game } from '../../../../contract/games.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { PremiumFeatureCard } from './premium-feature-card.tsx';
import { getBoxScoreCsv, getScoreSheetPdf } from '../../../../contract/endpoints/exports.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';

export function GameExports({ game }: { game: Game }) {
  const base = `${game.homeTeam.shortName}-${game.awayTeam.shortName}`;
  return (
    <PremiumFeatureCard tournamentId={game.tournamentId} feature="exports" title="Exports">
      <Text size="sm" c="dimmed">
        The box score opens in any spreadsheet; the score sheet prints on A4.
      </Text>
      <Group align="flex-start" gap="md">
        <DownloadButton
          label="Box score (CSV)"
          url={endpointUrl(getBoxScoreCsv, { params: { gameId: game.id } })}
          fallbackName={`${base}-box-score.csv`}
        />
        <DownloadButton
          label="Score sheet (PDF)"
          url={endpointUrl(getScoreSheetPdf, { params: { gameId: game.id } })}
          fallbackName={`${base}-score-sheet.pdf`}
        />
      </Group>
    </PremiumFeatureCard>
  );
}
