import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../components/confirm-delete-button.tsx';
import type { Player } from '../../contract/teams.ts';
import { paths } from '../config/paths.ts';
import { formatDateTime } from '../../i18n/intl-format.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { notifySuccess } from '../lib/notify.ts';
import { ownImage } from '../lib/own-image.ts';
import { useRouteParams } from '../lib/route-params.ts';
import { PlayerShotsCard } from '../features/stats/components/shots-cards.tsx';
import { PlayerStatsSection } from '../features/stats/components/player-stats-section.tsx';
import { useTournamentAccess } from '../features/tournaments/api/use-tournament-access.ts';
import { QueryPage } from '../components/query-page.tsx';
import { useDeletePlayer } from '../features/players/api/delete-player.ts';
import { usePlayer } from '../features/players/api/get-player.ts';
import { useTeam } from '../features/teams/api/get-team.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { playerQueryOptions } from '../features/players/api/get-player.ts';
import { playerStatsQueryOptions } from '../features/stats/api/get-player-stats.ts';
import { seasonQueryOptions } from '../features/seasons/api/get-season.ts';
import { teamQueryOptions } from '../features/teams/api/get-team.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function PlayerPage() {
  const t = useT('manage');
  const common = useT('common');
  const params = useRouteParams('tournamentId', 'seasonId', 'teamId', 'playerId');
  const player = usePlayer(params.playerId);
  const team = useTeam(params.teamId);
  const title = player.data
    ? `${player.data.firstName} ${player.data.lastName}`
    : common('term.player');
  return (
    <QueryPage
      title={title}
      back={paths.team.href(params)}
      backLabel={
        team.data ? t('players.backToTeam', { team: team.data.name }) : t('players.backToTheTeam')
      }
      query={player}
      what="player"
    >
      {(p) => <PlayerProfile player={p} />}
    </QueryPage>
  );
}

function PlayerProfile({ player }: { player: Player }) {
  const params = {
    tournamentId: player.tournamentId,
    seasonId: player.seasonId,
    teamId: player.teamId,
    playerId: player.id,
  };
  const t = useT('manage');
  const common = useT('common');
  const { can } = useTournamentAccess(player.tournamentId);
  const navigate = useNavigate();
  const remove = useDeletePlayer(player);
  const name = `${player.firstName} ${player.lastName}`;
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="md">
            <Avatar src={ownImage(player.photoUrl)} name={name} size={72} radius="md" />
            <Stack gap={4}>
              <Title order={2} size="h3">
                #{player.jersey} {name}
              </Title>
              <Group gap="xs">
                <Badge variant="light">
                  {player.position
                    ? common(`position.${player.position}.long`)
                    : t('players.noPosition')}
                </Badge>
                <Badge variant="light" color={player.active ? 'teal' : 'gray'}>
                  {t(player.active ? 'players.active' : 'players.inactive')}
                </Badge>
              </Group>
              <Text size="sm">
                {t('players.profile.details', {
                  heightSet: String(player.heightCm !== null),
                  height: player.heightCm ?? 0,
                  bornSet: String(player.birthDate !== null),
                  born: player.birthDate
                    ? formatDateTime(t.locale, new Date(`${player.birthDate}T12:00:00Z`), {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      })
                    : '',
                })}
              </Text>
            </Stack>
          </Group>
          {can('scorekeeper') ? (
            <Group gap="xs">
              <Button component={Link} to={paths.playerEdit.href(params)} variant="default">
                {t('players.edit')}
              </Button>
              <ConfirmDeleteButton
                label={t('players.delete.button')}
                question={t('players.delete.question', { name })}
                remove={remove}
                onDeleted={() => {
                  notifySuccess(t('players.deleted', { name }));
                  void navigate(paths.team.href(params));
                }}
              />
            </Group>
          ) : null}
        </Group>
      </Paper>
      <PlayerStatsSection player={player} />
      <PlayerShotsCard player={player} />
    </Stack>
  );
}

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId', 'seasonId', 'teamId', 'playerId');
  return loadQueries(
    tournamentQueryOptions(p.tournamentId),
    seasonQueryOptions(p.seasonId),
    playerQueryOptions(p.playerId),
    teamQueryOptions(p.teamId),
    playerStatsQueryOptions(p.playerId, 'regular'),
  );
}

export { PlayerPage as Component };
