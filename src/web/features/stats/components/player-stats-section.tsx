// A player's season on their page (docs/product/league-pages.md): averages and totals, then the game log with
// a row per game (newest first) that links to the game.
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlayerStats, StatLineDto } from '../../../../contract/season-stats.ts';
import type { Player } from '../../../../contract/teams.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMinutes, formatPct, formatPlusMinus, formatStat } from '../../../lib/format.ts';
import { formatGameTime } from '../../../lib/game-time-format.ts';
import { PhaseSwitch } from './player-stats-table.tsx';
import { noStatsYet } from './season-stats-cards.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useBeyondArcLabels } from './use-beyond-arc-labels.ts';
import { usePlayerStats } from '../api/get-player-stats.ts';
import { type StatsPhase } from '../keys.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

const countingColumns = [
  ['MIN', 'Minutes'],
  ['PTS', 'Points'],
  ['REB', 'Rebounds'],
  ['AST', 'Assists'],
  ['STL', 'Steals'],
  ['BLK', 'Blocks'],
  ['TOV', 'Turnovers'],
  ['PF', 'Personal fouls'],
  ['FG', 'Field goals made–attempted'],
  ['3P', 'Three-pointers made–attempted'],
  ['FT', 'Free throws made–attempted'],
  ['+/-', 'Plus-minus'],
] as const;

/** The counting columns' headings, the beyond-the-arc one as the season names it. */
function CountingHeaders({ seasonId }: { seasonId: string }) {
  const arc = useBeyondArcLabels(seasonId);
  return countingColumns.map(([label, title]) =>
    label === '3P' ? (
      <Table.Th key={label} title={`${arc.name} made–attempted`}>
        {arc.short}
      </Table.Th>
    ) : (
      <Table.Th key={label} title={title}>
        {label}
      </Table.Th>
    ),
  );
}

function countingCells(line: StatLineDto, perGame: boolean) {
  const f = (v: number) => formatStat(v, perGame);
  return [
    formatMinutes(line.playedMs),
    f(line.points),
    f(line.rebounds),
    f(line.assists),
    f(line.steals),
    f(line.blocks),
    f(line.turnovers),
    f(line.personalFouls),
    `${f(line.fieldGoalsMade)}-${f(line.fieldGoalsAttempted)}`,
    `${f(line.threesMade)}-${f(line.threesAttempted)}`,
    `${f(line.freeThrowsMade)}-${f(line.freeThrowsAttempted)}`,
    formatPlusMinus(line.plusMinus, perGame),
  ];
}

export function PlayerStatsSection({ player }: { player: Player }) {
  const [phase, setPhase] = useState<StatsPhase>('regular');
  const stats = usePlayerStats(player.id, phase);
  return (
    <SectionCard
      title="Season averages and game log"
      order={2}
      actions={<PhaseSwitch value={phase} onChange={setPhase} />}
    >
      <QueryState query={stats} what="playerStatistics">
        {(s) =>
          s.games === 0 ? (
            <EmptyState>
              {noStatsYet}: {player.firstName}’s figures appear once a{' '}
              {phase === 'playoff' ? 'playoff' : 'regular-season'} game they played is finished with
              a stats console.
            </EmptyState>
          ) : (
            <Stack gap="md">
              <SeasonLines stats={s} seasonId={player.seasonId} />
              <GameLog stats={s} player={player} />
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function SeasonLines({ stats, seasonId }: { stats: PlayerStats; seasonId: string }) {
  const arc = useBeyondArcLabels(seasonId);
  const rows = [
    { label: 'Per game', line: stats.perGame, perGame: true },
    { label: 'Totals', line: stats.totals, perGame: false },
  ];
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label="Season averages and totals" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th title="Games played">GP</Table.Th>
            <CountingHeaders seasonId={seasonId} />
            <Table.Th>FG%</Table.Th>
            <Table.Th>{arc.pct}</Table.Th>
            <Table.Th>FT%</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.label}>
              <Table.Th scope="row">{r.label}</Table.Th>
              <Table.Td>{stats.games}</Table.Td>
              {countingCells(r.line, r.perGame).map((v, i) => (
                <Table.Td key={countingColumns[i]![0]}>{v}</Table.Td>
              ))}
              <Table.Td>{formatPct(stats.pct.fieldGoalPct)}</Table.Td>
              <Table.Td>{formatPct(stats.pct.threePct)}</Table.Td>
              <Table.Td>{formatPct(stats.pct.freeThrowPct)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GameLog({ stats, player }: { stats: PlayerStats; player: Player }) {
  const t = useT('manage');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Game log
      </Title>
      <Text size="sm" c="dimmed">
        Newest first; @ marks away games. Select a date to open the game.
      </Text>
      <Table.ScrollContainer minWidth={980}>
        <Table aria-label="Game log" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Opponent</Table.Th>
              <Table.Th>Result</Table.Th>
              <CountingHeaders seasonId={player.seasonId} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.gameLog.map((g) => (
              <Table.Tr key={g.gameId}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.game.href({
                      tournamentId: player.tournamentId,
                      seasonId: player.seasonId,
                      gameId: g.gameId,
                    })}
                  >
                    {formatGameTime(t, g.scheduledAt, g.timezone)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  {g.home ? 'vs ' : '@ '}
                  {g.opponentShortName || g.opponentName}
                  {g.starter ? null : (
                    <Badge ml={6} size="xs" variant="light" color="gray">
                      bench
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td fw={600}>
                  {g.result ?? ''} {g.teamScore ?? '–'}–{g.opponentScore ?? '–'}
                </Table.Td>
                {countingCells(g.line, false).map((v, i) => (
                  <Table.Td key={countingColumns[i]![0]}>{v}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
