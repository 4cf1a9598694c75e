// The game page's exports: the box score as CSV and the printable score sheet as PDF. Exports
// come with the tournament owner's Premium plan; without it the card offers the upgrade instead.
import { Group, Text } from '@mantine/core';
import type { Game } from '../../../../contract/games.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { PremiumFeatureCard } from './premium-feature-card.tsx';
import { getBoxScoreCsv, getScoreSheetPdf } from '../../../../contract/endpoints/exports.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

export function GameExports({ game }: { game: Game }) {
  const t = useT('manage');
  const base = `${game.homeTeam.shortName}-${game.awayTeam.shortName}`;
  return (
    <PremiumFeatureCard
      tournamentId={game.tournamentId}
      feature="exports"
      title={t('exports.title')}
    >
      <Text size="sm" c="dimmed">
        {t('exports.game.help')}
      </Text>
      <Group align="flex-start" gap="md">
        <DownloadButton
          label={t('exports.game.boxScore')}
          url={endpointUrl(getBoxScoreCsv, { params: { gameId: game.id } })}
          fallbackName={`${base}-box-score.csv`}
        />
        <DownloadButton
          label={t('exports.game.scoreSheet')}
          url={endpointUrl(getScoreSheetPdf, { params: { gameId: game.id } })}
          fallbackName={`${base}-score-sheet.pdf`}
        />
      </Group>
    </PremiumFeatureCard>
  );
}
