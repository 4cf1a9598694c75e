import { Accordion, Group, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { GameStatusBadge } from '../../../components/game-status-badge.tsx';
import { formatGameTime, scoreLine } from '../../../lib/game-time-format.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { GameScreens, PremiumNote } from './game-screens.tsx';
import { useTournamentAccess } from '../../tournaments/api/use-tournament-access.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useSeasonGames } from '../api/get-season-games.ts';

export function SeasonConsoleTab() {
  const params = useRouteParams('tournamentId', 'seasonId');
  const { tournament } = useTournamentAccess(params.tournamentId);
  const games = useSeasonGames(params.seasonId);
  const tier = tournament?.ownerTier ?? 'free';
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Open a console at the court, or put an output on a screen. Copy a link or scan its QR code
        to open it on another device.
      </Text>
      <PremiumNote ownerTier={tier} />
      <QueryState query={games} what="games">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="Console" order={3}>
              Each game's consoles and outputs open from here. This season has no games yet.
            </EmptyState>
          ) : (
            <Accordion variant="separated" multiple>
              {list.map((game) => (
                <Accordion.Item key={game.id} value={game.id}>
                  <Accordion.Control>
                    <Group gap="sm" wrap="wrap">
                      <Text fw={600}>
                        {game.homeTeam.name} vs {game.awayTeam.name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {formatGameTime(game.scheduledAt, game.timezone)}
                        {game.court ? ` · ${game.court}` : ''}
                      </Text>
                      <GameStatusBadge status={game.status} />
                      {scoreLine(game) ? <Text size="sm">{scoreLine(game)}</Text> : null}
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <GameScreens game={game} ownerTier={tier} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )
        }
      </QueryState>
    </Stack>
  );
}
