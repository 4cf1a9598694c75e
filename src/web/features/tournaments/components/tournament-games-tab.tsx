import { Button, Group, Select, Stack, type SelectProps } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { gameStatuses, type Game, type GameListQuery } from '../../../../contract/games.ts';
import { roleAtLeast } from '../../../../contract/tournaments.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { GamesTable } from '../../../components/games-table.tsx';
import { paths } from '../../../config/paths.ts';
import { compareNames } from '../../../../i18n/intl-format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-store.ts';
import { ListQueryState } from '../../../components/list-query-state.tsx';
import { useTournament } from './tournament-context.ts';
import { useTournamentGames } from '../../games/api/get-tournament-games.ts';
import { useSeasons } from '../../seasons/api/get-seasons.ts';

function teamOptions(games: Game[], locale: string) {
  const byName = compareNames(locale);
  const teams = new Map<string, string>();
  for (const game of games) {
    teams.set(game.homeTeam.id, game.homeTeam.name);
    teams.set(game.awayTeam.id, game.awayTeam.name);
  }
  return [...teams]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => byName(a.label, b.label));
}

/** A filter of the list: cleared, it shows everything. */
function FilterSelect({
  value,
  ...props
}: Pick<SelectProps, 'label' | 'placeholder' | 'data' | 'searchable' | 'onChange' | 'w'> & {
  value: string | undefined;
}) {
  return <Select clearable value={value ?? null} {...props} />;
}

/** The filters in the address (`?season=…&status=…&team=…`). */
export function tournamentGameFilters(search: URLSearchParams): GameListQuery {
  return {
    seasonId: search.get('season') ?? undefined,
    status: gameStatuses.find((s) => s === search.get('status')),
    teamId: search.get('team') ?? undefined,
  };
}

/** The tournament's index: every game, filtered by season, status and team in the address. */
export function TournamentGamesTab() {
  const t = useT('manage');
  const common = useT('common');
  const locale = useLocale();
  const tournament = useTournament();
  const [search, setSearch] = useSearchParams();
  const filters = tournamentGameFilters(search);
  const seasons = useSeasons(tournament.id);
  // The team choices come from the games of the chosen season, whatever the other filters say.
  const forTeams = useTournamentGames(tournament.id, { seasonId: filters.seasonId });
  const games = useTournamentGames(tournament.id, filters);

  const setFilter = (key: 'season' | 'status' | 'team', value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'season') next.delete('team');
    setSearch(next, { replace: true });
  };
  const filtered = Boolean(filters.seasonId || filters.status || filters.teamId);
  const canCreateSeason = roleAtLeast(tournament.myRole, 'admin') && !tournament.archived;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <FilterSelect
          label={t('games.filter.season')}
          placeholder={t('games.filter.allSeasons')}
          data={(seasons.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          value={filters.seasonId}
          onChange={(value) => setFilter('season', value)}
          w={220}
        />
        <FilterSelect
          label={t('games.filter.status')}
          placeholder={t('games.filter.anyStatus')}
          data={gameStatuses.map((s) => ({ value: s, label: common(`status.${s}`) }))}
          value={filters.status}
          onChange={(value) => setFilter('status', value)}
          w={180}
        />
        <FilterSelect
          label={t('games.filter.team')}
          placeholder={t('games.filter.allTeams')}
          searchable
          data={teamOptions(forTeams.data ?? [], locale)}
          value={filters.teamId}
          onChange={(value) => setFilter('team', value)}
          w={220}
        />
        {filtered ? (
          <Button variant="subtle" onClick={() => setSearch({}, { replace: true })}>
            {t('games.filter.clear')}
          </Button>
        ) : null}
      </Group>
      <ListQueryState
        query={games}
        loadingLabel={t('games.loading')}
        empty={
          filtered ? (
            <EmptyState title={t('games.noMatch.title')}>{t('games.noMatch.body')}</EmptyState>
          ) : seasons.data && seasons.data.length === 0 ? (
            <EmptyState
              title={t('games.empty.title')}
              action={
                canCreateSeason ? (
                  <Button
                    component={Link}
                    to={paths.seasonCreate.href({ tournamentId: tournament.id })}
                    variant="light"
                  >
                    {t('games.empty.createSeason')}
                  </Button>
                ) : null
              }
            >
              {t('games.empty.noSeasons')}
            </EmptyState>
          ) : (
            <EmptyState
              title={t('games.empty.title')}
              action={
                <Button
                  component={Link}
                  to={paths.tournamentSeasons.href({ tournamentId: tournament.id })}
                  variant="light"
                >
                  {t('games.empty.openSeasons')}
                </Button>
              }
            >
              {t('games.empty.inSeasons')}
            </EmptyState>
          )
        }
      >
        {(items) => (
          <GamesTable games={items} caption={t('games.caption', { name: tournament.name })} />
        )}
      </ListQueryState>
    </Stack>
  );
}
