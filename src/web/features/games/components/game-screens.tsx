// The consoles and outputs of a game on the game page and the season's console tab; the links
// themselves are shared with the operators' monitor (components/game-screens.tsx).
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Game } from '../../../../contract/games.ts';
import type { PlanTier } from '../../../../domain/plans/effective-tier.ts';
import { GameScreenLinks } from '../../../components/game-screens.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

/** Both lists side by side (or stacked on a phone) for one game. */
export function GameScreens({ game, ownerTier }: { game: Game; ownerTier: PlanTier }) {
  const params = { tournamentId: game.tournamentId, seasonId: game.seasonId, gameId: game.id };
  return <GameScreenLinks params={params} ownerTier={ownerTier} />;
}

export function PremiumNote({ ownerTier }: { ownerTier: PlanTier }) {
  const t = useT('manage');
  if (ownerTier !== 'free') return null;
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {t('games.premiumNote')}{' '}
        <Anchor component={Link} to={paths.upgrade.href()} underline="always">
          {t('tournaments.limit.upgrade')}
        </Anchor>
      </Text>
    </Stack>
  );
}
