import { Accordion, Group, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { GameStatusBadge } from '../../../components/game-status-badge.tsx';
import { formatGameTime, scoreLine } from '../../../lib/game-time-format.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { GameScreens, PremiumNote } from './game-screens.tsx';
import { useTournamentAccess } from '../../tournaments/api/use-tournament-access.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useSeasonGames } from '../api/get-season-games.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

export function SeasonConsoleTab() {
  const t = useT('manage');
  const common = useT('common');
  const params = useRouteParams('tournamentId', 'seasonId');
  const { tournament } = useTournamentAccess(params.tournamentId);
  const games = useSeasonGames(params.seasonId);
  const tier = tournament?.ownerTier ?? 'free';
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('games.console.intro')}
      </Text>
      <PremiumNote ownerTier={tier} />
      <QueryState query={games} what="games">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={t('seasons.tab.console')} order={3}>
              {t('games.console.empty')}
            </EmptyState>
          ) : (
            <Accordion variant="separated" multiple>
              {list.map((game) => (
                <Accordion.Item key={game.id} value={game.id}>
                  <Accordion.Control>
                    <Group gap="sm" wrap="wrap">
                      <Text fw={600}>
                        {common('vs', { home: game.homeTeam.name, away: game.awayTeam.name })}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {formatGameTime(t, game.scheduledAt, game.timezone)}
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
