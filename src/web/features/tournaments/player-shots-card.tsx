// A player's season shot chart on the player page (regular season), from the season statistics.
import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Player } from '../../../contract/teams.ts';
import { LazyShotChart } from '../../components/charts/lazy-charts.tsx';
import { playerStatsQuery } from '../../lib/stats-api.ts';
import { QueryState } from './season-query-state.tsx';

export function PlayerShotsCard({ player }: { player: Player }) {
  const stats = useQuery(playerStatsQuery(player.id, 'regular'));
  const name = `#${player.jersey} ${player.firstName} ${player.lastName}`;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Shot chart
        </Title>
        <QueryState query={stats} what="shot chart">
          {(s) => (
            <LazyShotChart
              shots={s.shots}
              playerNames={new Map([[player.id, name]])}
              playerFilter={false}
              label={`Shots of ${player.firstName} ${player.lastName} this season`}
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
