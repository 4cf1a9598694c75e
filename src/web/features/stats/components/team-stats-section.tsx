// A team's season statistics on its page (docs/product/league-pages.md): the record from every result, the
// per-game figures and percentages from the games recorded with a stats console, and its
// players' averages.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { TeamSeasonRow } from '../../../../contract/season-stats.ts';
import type { Team } from '../../../../contract/teams.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatPct } from '../../../lib/format.ts';
import { PhaseSwitch, PlayerStatsTable } from './player-stats-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useBeyondArcLabels } from './use-beyond-arc-labels.ts';
import { useTeamStats } from '../api/get-team-stats.ts';
import { type StatsPhase } from '../keys.ts';

export function TeamStatsSection({ team }: { team: Team }) {
  const [phase, setPhase] = useState<StatsPhase>('regular');
  const stats = useTeamStats(team.id, phase);
  return (
    <SectionCard
      title="Team stats"
      order={2}
      actions={<PhaseSwitch value={phase} onChange={setPhase} />}
    >
      <QueryState query={stats} what="teamStatistics">
        {(s) => (
          <Stack gap="md">
            <TeamFigures row={s.team} phase={phase} seasonId={team.seasonId} />
            {s.players.length === 0 ? null : (
              <>
                <Title order={3} size="h5">
                  Players
                </Title>
                <PlayerStatsTable
                  rows={s.players}
                  tournamentId={team.tournamentId}
                  seasonId={team.seasonId}
                  showTeam={false}
                  label={`${team.name} player stats`}
                />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

function Figure({ label, value, title }: { label: string; value: string; title?: string }) {
  return (
    <Stack gap={0} title={title}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

function TeamFigures({
  row,
  phase,
  seasonId,
}: {
  row: TeamSeasonRow;
  phase: StatsPhase;
  seasonId: string;
}) {
  const arc = useBeyondArcLabels(seasonId);
  const games = phase === 'playoff' ? 'playoff games' : 'regular-season games';
  if (row.played === 0) return <EmptyState>No finished {games} yet.</EmptyState>;
  const pg = row.perGame;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm" aria-label="Team record">
        <Figure label="Record" value={`${row.wins}–${row.losses}`} title="Wins–losses" />
        <Figure label="Played" value={String(row.played)} />
        <Figure label="PF/G" value={formatPct(row.pointsForPerGame)} title="Points for per game" />
        <Figure
          label="PA/G"
          value={formatPct(row.pointsAgainstPerGame)}
          title="Points against per game"
        />
      </SimpleGrid>
      {row.gamesWithStats === 0 ? (
        <EmptyState>
          No finished games with recorded statistics yet: the figures below appear once a game is
          recorded with a stats console.
        </EmptyState>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            Per game, from {row.gamesWithStats} {row.gamesWithStats === 1 ? 'game' : 'games'} with
            statistics
          </Text>
          <SimpleGrid
            cols={{ base: 3, sm: 5, md: 9 }}
            spacing="sm"
            aria-label="Team per-game stats"
          >
            <Figure label="PTS" value={pg.points.toFixed(1)} title="Points" />
            <Figure label="REB" value={pg.rebounds.toFixed(1)} title="Rebounds" />
            <Figure label="AST" value={pg.assists.toFixed(1)} title="Assists" />
            <Figure label="STL" value={pg.steals.toFixed(1)} title="Steals" />
            <Figure label="BLK" value={pg.blocks.toFixed(1)} title="Blocks" />
            <Figure label="TOV" value={pg.turnovers.toFixed(1)} title="Turnovers" />
            <Figure label="FG%" value={formatPct(row.pct.fieldGoalPct)} />
            <Figure label={arc.pct} value={formatPct(row.pct.threePct)} title={arc.name} />
            <Figure label="FT%" value={formatPct(row.pct.freeThrowPct)} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
