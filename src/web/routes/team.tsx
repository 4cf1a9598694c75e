import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Game } from '../../contract/games.ts';
import type { Player, Team } from '../../contract/teams.ts';
import { ConfirmDeleteButton } from '../components/confirm-delete-button.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { ColorSwatchLabel, TeamBadge } from '../components/team-badge.tsx';
import { paths } from '../config/paths.ts';
import { formatGameTime } from '../lib/game-time-format.ts';
import { fieldMessages } from '../lib/form-errors.ts';
import { notifySuccess } from '../lib/notify.ts';
import { useRouteParams } from '../lib/route-params.ts';
import { RosterImport } from '../features/players/components/roster-import.tsx';
import { useTournamentAccess } from '../features/tournaments/api/use-tournament-access.ts';
import { QueryPage } from '../components/query-page.tsx';
import { QueryState } from '../components/query-state.tsx';
import { TeamForm } from '../features/teams/components/team-form.tsx';
import { TeamShotsCard } from '../features/stats/components/shots-cards.tsx';
import { TeamStatsSection } from '../features/stats/components/team-stats-section.tsx';
import { useSeasonGames } from '../features/games/api/get-season-games.ts';
import { usePlayers } from '../features/players/api/get-players.ts';
import { useDeleteTeam } from '../features/teams/api/delete-team.ts';
import { useTeam } from '../features/teams/api/get-team.ts';
import { useUpdateTeam } from '../features/teams/api/update-team.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { playersQueryOptions } from '../features/players/api/get-players.ts';
import { seasonGamesQueryOptions } from '../features/games/api/get-season-games.ts';
import { seasonQueryOptions } from '../features/seasons/api/get-season.ts';
import { teamQueryOptions } from '../features/teams/api/get-team.ts';
import { teamStatsQueryOptions } from '../features/stats/api/get-team-stats.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import type { Translate } from '../../i18n/translator.ts';
import { useT } from '../lib/i18n/i18n-store.ts';

const bold = (chunks: ReactNode[]) => <b key="label">{chunks}</b>;

export function TeamPage() {
  const common = useT('common');
  const t = useT('manage');
  const params = useRouteParams('tournamentId', 'seasonId', 'teamId');
  const team = useTeam(params.teamId);
  return (
    <QueryPage
      title={team.data?.name ?? common('term.team')}
      back={paths.seasonTeams.href(params)}
      backLabel={t('teams.back')}
      query={team}
      what="team"
    >
      {(loaded) => <TeamDetails team={loaded} />}
    </QueryPage>
  );
}

function TeamDetails({ team }: { team: Team }) {
  const t = useT('manage');
  const params = { tournamentId: team.tournamentId, seasonId: team.seasonId, teamId: team.id };
  const { can } = useTournamentAccess(team.tournamentId);
  const navigate = useNavigate();
  const remove = useDeleteTeam(team);
  const [editing, setEditing] = useState(false);
  const update = useUpdateTeam(team.id);

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        {editing ? (
          <TeamForm
            team={team}
            submitLabel={t('teams.save')}
            pending={update.isPending}
            error={update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(body, setErrors) =>
              update.mutate(body, {
                onSuccess: () => {
                  notifySuccess(t('teams.saved'));
                  setEditing(false);
                },
                onError: (error) => setErrors(fieldMessages(error, Object.keys(body))),
              })
            }
          />
        ) : (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <TeamBadge team={team} size={64} />
              <Group gap="xs">
                {can('admin') ? (
                  <>
                    <Button variant="default" onClick={() => setEditing(true)}>
                      {t('teams.edit')}
                    </Button>
                    <ConfirmDeleteButton
                      label={t('teams.delete.button')}
                      question={t('teams.delete.question', { name: team.name })}
                      remove={remove}
                      onDeleted={() => {
                        notifySuccess(t('teams.deleted', { name: team.name }));
                        void navigate(paths.seasonTeams.href(params));
                      }}
                    />
                  </>
                ) : null}
              </Group>
            </Group>
            <Group gap="lg">
              <Text size="sm">
                {t.rich<ReactNode>('teams.detail.shortName', { name: team.shortName, b: bold })}
              </Text>
              <Group gap={6}>
                <Text size="sm" fw={700}>
                  {t('teams.detail.colours')}
                </Text>
                <ColorSwatchLabel color={team.primaryColor} label={t('teams.field.primaryColor')} />
                <ColorSwatchLabel
                  color={team.secondaryColor}
                  label={t('teams.field.secondaryColor')}
                />
              </Group>
              <Text size="sm">
                {t.rich<ReactNode>('teams.detail.coach', {
                  name: team.coachName || t('teams.detail.coach.notSet'),
                  b: bold,
                })}
              </Text>
              <Text size="sm">
                {t.rich<ReactNode>('teams.detail.group', {
                  name: team.groupName || t('teams.detail.group.none'),
                  b: bold,
                })}
              </Text>
            </Group>
          </Stack>
        )}
      </Paper>
      <Roster team={team} canEdit={can('scorekeeper')} />
      <Results team={team} />
      <TeamStatsSection team={team} />
      <TeamShotsCard team={team} />
    </Stack>
  );
}

function Roster({ team, canEdit }: { team: Team; canEdit: boolean }) {
  const t = useT('manage');
  const params = { tournamentId: team.tournamentId, seasonId: team.seasonId, teamId: team.id };
  const players = usePlayers(team.id);
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="sm">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('teams.roster')}
            </Title>
            {canEdit ? (
              <Group gap="xs">
                <Button component={Link} to={paths.playerCreate.href(params)}>
                  {t('players.add')}
                </Button>
                <Button variant="default" onClick={() => setImporting(true)} disabled={importing}>
                  {t('players.import.open')}
                </Button>
              </Group>
            ) : null}
          </Group>
          <QueryState query={players} what="roster">
            {(list) =>
              list.length === 0 ? (
                <EmptyState>{t('teams.roster.empty')}</EmptyState>
              ) : (
                <RosterTable players={list} params={params} />
              )
            }
          </QueryState>
        </Stack>
      </Paper>
      {importing ? <RosterImport teamId={team.id} onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}

function RosterTable({
  players,
  params,
}: {
  players: Player[];
  params: { tournamentId: string; seasonId: string; teamId: string };
}) {
  const t = useT('manage');
  const common = useT('common');
  const sorted = [...players].sort(
    (a, b) => Number(a.jersey) - Number(b.jersey) || a.jersey.length - b.jersey.length,
  );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t('teams.roster')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('players.column.name')}</Table.Th>
            <Table.Th>{t('players.column.position')}</Table.Th>
            <Table.Th>{t('players.column.height')}</Table.Th>
            <Table.Th>{t('players.column.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td fw={700}>{p.jersey}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.player.href({ ...params, playerId: p.id })}>
                  {p.firstName} {p.lastName}
                </Anchor>
              </Table.Td>
              <Table.Td title={p.position ? common(`position.${p.position}.long`) : undefined}>
                {p.position ? common(`position.${p.position}`) : '—'}
              </Table.Td>
              <Table.Td>{p.heightCm ? t('players.heightCm', { cm: p.heightCm }) : '—'}</Table.Td>
              <Table.Td>
                {p.active ? (
                  <Badge variant="light" color="teal">
                    {t('players.active')}
                  </Badge>
                ) : (
                  <Badge variant="light" color="gray">
                    {t('players.inactive')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function resultFor(t: Translate<MessageKey<'manage'>>, team: Team, game: Game): string {
  const home = game.homeTeamId === team.id;
  const mine = home ? game.homeScore : game.awayScore;
  const theirs = home ? game.awayScore : game.homeScore;
  if (game.status === 'forfeit') {
    const won = game.forfeitedBy !== (home ? 'home' : 'away');
    return t('teams.results.forfeit', { won: String(won) });
  }
  if (mine == null || theirs == null) return '—';
  return t('teams.results.score', { won: String(mine > theirs), mine, theirs });
}

function Results({ team }: { team: Team }) {
  const t = useT('manage');
  const games = useSeasonGames(team.seasonId, { teamId: team.id });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('teams.results')}
        </Title>
        <QueryState query={games} what="games">
          {(list) => {
            const played = list.filter((g) => g.status === 'final' || g.status === 'forfeit');
            if (played.length === 0) return <EmptyState>{t('teams.results.empty')}</EmptyState>;
            return (
              <Table.ScrollContainer minWidth={480}>
                <Table aria-label={t('teams.results')}>
                  <Table.Tbody>
                    {played.map((g) => {
                      const home = g.homeTeamId === team.id;
                      const opponent = home ? g.awayTeam : g.homeTeam;
                      return (
                        <Table.Tr key={g.id}>
                          <Table.Td>{formatGameTime(t, g.scheduledAt, g.timezone)}</Table.Td>
                          <Table.Td>
                            {t.rich<ReactNode>('teams.results.opponent', {
                              home: String(home),
                              name: opponent.name,
                              link: (chunks) => (
                                <Anchor
                                  key="opponent"
                                  component={Link}
                                  to={paths.game.href({
                                    tournamentId: team.tournamentId,
                                    seasonId: team.seasonId,
                                    gameId: g.id,
                                  })}
                                >
                                  {chunks}
                                </Anchor>
                              ),
                            })}
                          </Table.Td>
                          <Table.Td fw={600}>{resultFor(t, team, g)}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId', 'seasonId', 'teamId');
  return loadQueries(
    tournamentQueryOptions(p.tournamentId),
    seasonQueryOptions(p.seasonId),
    teamQueryOptions(p.teamId),
    playersQueryOptions(p.teamId),
    seasonGamesQueryOptions(p.seasonId, { teamId: p.teamId }),
    teamStatsQueryOptions(p.teamId, 'regular'),
  );
}

export { TeamPage as Component };
