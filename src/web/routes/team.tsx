import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Game } from '../../contract/games.ts';
import { positionNames, type Player, type Team } from '../../contract/teams.ts';
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

export function TeamPage() {
  const params = useRouteParams('tournamentId', 'seasonId', 'teamId');
  const team = useTeam(params.teamId);
  return (
    <QueryPage
      title={team.data?.name ?? 'Team'}
      back={paths.seasonTeams.href(params)}
      backLabel="Back to the season's teams"
      query={team}
      what="team"
    >
      {(t) => <TeamDetails team={t} />}
    </QueryPage>
  );
}

function TeamDetails({ team }: { team: Team }) {
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
            submitLabel="Save team"
            pending={update.isPending}
            error={update.error}
            onCancel={() => setEditing(false)}
            onSubmit={(body, setErrors) =>
              update.mutate(body, {
                onSuccess: () => {
                  notifySuccess('The team was saved.');
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
                      Edit team
                    </Button>
                    <ConfirmDeleteButton
                      label="Delete team"
                      what={`the team ${team.name} and its roster`}
                      remove={remove}
                      onDeleted={() => {
                        notifySuccess(`${team.name} was deleted.`);
                        void navigate(paths.seasonTeams.href(params));
                      }}
                    />
                  </>
                ) : null}
              </Group>
            </Group>
            <Group gap="lg">
              <Text size="sm">
                <b>Short name:</b> {team.shortName}
              </Text>
              <Group gap={6}>
                <Text size="sm" fw={700}>
                  Colours:
                </Text>
                <ColorSwatchLabel color={team.primaryColor} label="Primary colour" />
                <ColorSwatchLabel color={team.secondaryColor} label="Secondary colour" />
              </Group>
              <Text size="sm">
                <b>Coach:</b> {team.coachName || 'not set'}
              </Text>
              <Text size="sm">
                <b>Group:</b> {team.groupName || 'none'}
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
  const params = { tournamentId: team.tournamentId, seasonId: team.seasonId, teamId: team.id };
  const players = usePlayers(team.id);
  const [importing, setImporting] = useState(false);
  return (
    <Stack gap="sm">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Roster
            </Title>
            {canEdit ? (
              <Group gap="xs">
                <Button component={Link} to={paths.playerCreate.href(params)}>
                  Add player
                </Button>
                <Button variant="default" onClick={() => setImporting(true)} disabled={importing}>
                  Import CSV
                </Button>
              </Group>
            ) : null}
          </Group>
          <QueryState query={players} what="roster">
            {(list) =>
              list.length === 0 ? (
                <EmptyState>This team has no players yet.</EmptyState>
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
  const sorted = [...players].sort(
    (a, b) => Number(a.jersey) - Number(b.jersey) || a.jersey.length - b.jersey.length,
  );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Roster" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Position</Table.Th>
            <Table.Th>Height</Table.Th>
            <Table.Th>Status</Table.Th>
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
              <Table.Td title={p.position ? positionNames[p.position] : undefined}>
                {p.position ?? '—'}
              </Table.Td>
              <Table.Td>{p.heightCm ? `${p.heightCm} cm` : '—'}</Table.Td>
              <Table.Td>
                {p.active ? (
                  <Badge variant="light" color="teal">
                    Active
                  </Badge>
                ) : (
                  <Badge variant="light" color="gray">
                    Inactive
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

function resultFor(team: Team, game: Game): string {
  const home = game.homeTeamId === team.id;
  const mine = home ? game.homeScore : game.awayScore;
  const theirs = home ? game.awayScore : game.homeScore;
  if (game.status === 'forfeit') {
    const lost = game.forfeitedBy === (home ? 'home' : 'away');
    return lost ? 'L (forfeit)' : 'W (forfeit)';
  }
  if (mine == null || theirs == null) return '—';
  return `${mine > theirs ? 'W' : 'L'} ${mine}–${theirs}`;
}

function Results({ team }: { team: Team }) {
  const games = useSeasonGames(team.seasonId, { teamId: team.id });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Results
        </Title>
        <QueryState query={games} what="games">
          {(list) => {
            const played = list.filter((g) => g.status === 'final' || g.status === 'forfeit');
            if (played.length === 0) return <EmptyState>No results yet.</EmptyState>;
            return (
              <Table.ScrollContainer minWidth={480}>
                <Table aria-label="Results">
                  <Table.Tbody>
                    {played.map((g) => {
                      const home = g.homeTeamId === team.id;
                      const opponent = home ? g.awayTeam : g.homeTeam;
                      return (
                        <Table.Tr key={g.id}>
                          <Table.Td>{formatGameTime(g.scheduledAt, g.timezone)}</Table.Td>
                          <Table.Td>
                            {home ? 'vs' : 'at'}{' '}
                            <Anchor
                              component={Link}
                              to={paths.game.href({
                                tournamentId: team.tournamentId,
                                seasonId: team.seasonId,
                                gameId: g.id,
                              })}
                            >
                              {opponent.name}
                            </Anchor>
                          </Table.Td>
                          <Table.Td fw={600}>{resultFor(team, g)}</Table.Td>
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
