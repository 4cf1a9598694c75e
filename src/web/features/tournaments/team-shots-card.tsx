// A team's season shot chart on the team page (regular season), filterable by player, from the
// season statistics.
import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Team } from '../../../contract/teams.ts';
import { LazyShotChart } from '../../components/charts/lazy-charts.tsx';
import { teamStatsQuery } from '../../lib/stats-api.ts';
import { QueryState } from './season-query-state.tsx';

export function TeamShotsCard({ team }: { team: Team }) {
  const stats = useQuery(teamStatsQuery(team.id, 'regular'));
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
              playerNames={
                new Map(
                  s.players.map((p) => [p.playerId, `#${p.jersey} ${p.firstName} ${p.lastName}`]),
                )
              }
              label={`Shots of ${team.name} this season`}
            />
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
