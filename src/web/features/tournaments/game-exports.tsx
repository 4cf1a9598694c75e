// The game page's exports: the box score as CSV and the printable score sheet as PDF. Exports
// come with the tournament owner's Premium plan; without it the card offers the upgrade instead.
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { apiPath, seasonStatsPaths } from '../../../contract/api-paths.ts';
import type { Game } from '../../../contract/games.ts';
import { DownloadButton } from '../../components/download-button.tsx';
import { UpgradePrompt } from '../../components/upgrade-prompt.tsx';
import { useTournamentAccess } from './season-access.ts';

export function GameExports({ game }: { game: Game }) {
  const { tournament } = useTournamentAccess(game.tournamentId);
  if (!tournament) return null;
  const base = `${game.homeTeam.shortName}-${game.awayTeam.shortName}`;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Exports
        </Title>
        {tournament.ownerTier === 'free' ? (
          <UpgradePrompt feature="exports" />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              The box score opens in any spreadsheet; the score sheet prints on A4.
            </Text>
            <Group align="flex-start" gap="md">
              <DownloadButton
                label="Box score (CSV)"
                url={apiPath(seasonStatsPaths.gameBoxScoreCsv, { gameId: game.id })}
                fallbackName={`${base}-box-score.csv`}
              />
              <DownloadButton
                label="Score sheet (PDF)"
                url={apiPath(seasonStatsPaths.gameScoreSheetPdf, { gameId: game.id })}
                fallbackName={`${base}-score-sheet.pdf`}
              />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
