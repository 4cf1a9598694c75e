// The players' season figures as a sortable table (per game, or totals), shared by the season's
// teams tab and the team page, and the switch between regular season and playoffs.
import { Anchor, Group, SegmentedControl, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlayerSeasonRow, StatLineDto } from '../../../../contract/season-stats.ts';
import { paths } from '../../../config/paths.ts';
import { formatMinutes, formatPct, formatStat } from '../../../lib/format.ts';
import { useBeyondArcLabels } from './use-beyond-arc-labels.ts';
import { type StatsPhase } from '../keys.ts';

/** "Regular season" / "Playoffs": which games the figures count. */
export function PhaseSwitch({
  value,
  onChange,
  label = 'Games counted',
}: {
  value: StatsPhase;
  onChange: (phase: StatsPhase) => void;
  /** Names the switch when a page has more than one. */
  label?: string;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v as StatsPhase)}
      data={[
        { value: 'regular', label: 'Regular season' },
        { value: 'playoff', label: 'Playoffs' },
      ]}
    />
  );
}

type SortKey =
  'name' | 'team' | 'games' | keyof StatLineDto | 'fieldGoalPct' | 'threePct' | 'freeThrowPct';

interface Column {
  key: SortKey;
  label: string;
  title: string;
}

const statColumns: Column[] = [
  { key: 'games', label: 'GP', title: 'Games played' },
  { key: 'playedMs', label: 'MIN', title: 'Minutes' },
  { key: 'points', label: 'PTS', title: 'Points' },
  { key: 'rebounds', label: 'REB', title: 'Rebounds' },
  { key: 'assists', label: 'AST', title: 'Assists' },
  { key: 'steals', label: 'STL', title: 'Steals' },
  { key: 'blocks', label: 'BLK', title: 'Blocks' },
  { key: 'turnovers', label: 'TOV', title: 'Turnovers' },
  { key: 'personalFouls', label: 'PF', title: 'Personal fouls' },
  { key: 'fieldGoalPct', label: 'FG%', title: 'Field-goal percentage' },
  { key: 'threePct', label: '3P%', title: 'Three-point percentage' },
  { key: 'freeThrowPct', label: 'FT%', title: 'Free-throw percentage' },
];

function sortValue(row: PlayerSeasonRow, key: SortKey, perGame: boolean): number | string {
  if (key === 'name') return `${row.lastName} ${row.firstName}`;
  if (key === 'team') return row.teamName;
  if (key === 'games') return row.games;
  if (key === 'fieldGoalPct' || key === 'threePct' || key === 'freeThrowPct') {
    return row.pct[key] ?? -1;
  }
  return (perGame ? row.perGame : row.totals)[key];
}

function cell(row: PlayerSeasonRow, key: SortKey, perGame: boolean): string {
  if (key === 'games') return String(row.games);
  if (key === 'fieldGoalPct' || key === 'threePct' || key === 'freeThrowPct') {
    return formatPct(row.pct[key]);
  }
  if (key === 'name' || key === 'team') return '';
  const line = perGame ? row.perGame : row.totals;
  if (key === 'playedMs') return formatMinutes(line.playedMs);
  return formatStat(line[key], perGame);
}

export function PlayerStatsTable({
  rows,
  tournamentId,
  seasonId,
  showTeam,
  label,
}: {
  rows: PlayerSeasonRow[];
  tournamentId: string;
  seasonId: string;
  showTeam: boolean;
  label: string;
}) {
  const [mode, setMode] = useState<'perGame' | 'totals'>('perGame');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'points', desc: true });
  const perGame = mode === 'perGame';
  const sorted = [...rows].sort((a, b) => {
    const va = sortValue(a, sort.key, perGame);
    const vb = sortValue(b, sort.key, perGame);
    const order = typeof va === 'string' ? va.localeCompare(String(vb)) : va - Number(vb);
    return (sort.desc ? -order : order) || a.lastName.localeCompare(b.lastName);
  });
  const arc = useBeyondArcLabels(seasonId);
  const columns: Column[] = [
    { key: 'name', label: 'Player', title: 'Player' },
    ...(showTeam ? [{ key: 'team' as const, label: 'Team', title: 'Team' }] : []),
    ...statColumns.map((c) =>
      c.key === 'threePct' ? { ...c, label: arc.pct, title: `${arc.name}: percentage` } : c,
    ),
  ];
  const header = (c: Column) => {
    const active = sort.key === c.key;
    const ariaSort = active ? (sort.desc ? 'descending' : 'ascending') : 'none';
    return (
      <Table.Th key={c.key} aria-sort={ariaSort} title={c.title}>
        <UnstyledButton
          fw={700}
          fz="sm"
          onClick={() =>
            setSort(
              active
                ? { key: c.key, desc: !sort.desc }
                : { key: c.key, desc: c.key !== 'name' && c.key !== 'team' },
            )
          }
        >
          {c.label}
          {active ? (sort.desc ? ' ▼' : ' ▲') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {perGame ? 'Per game' : 'Season totals'} · select a heading to sort
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Figures shown"
          value={mode}
          onChange={(v) => setMode(v as 'perGame' | 'totals')}
          data={[
            { value: 'perGame', label: 'Per game' },
            { value: 'totals', label: 'Totals' },
          ]}
        />
      </Group>
      <Table.ScrollContainer minWidth={showTeam ? 860 : 760}>
        <Table aria-label={label} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>{columns.map(header)}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Table.Tr key={row.playerId}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={paths.player.href({
                      tournamentId,
                      seasonId,
                      teamId: row.teamId,
                      playerId: row.playerId,
                    })}
                  >
                    #{row.jersey} {row.firstName} {row.lastName}
                  </Anchor>
                </Table.Td>
                {showTeam ? <Table.Td>{row.teamShortName}</Table.Td> : null}
                {statColumns.map((c) => (
                  <Table.Td key={c.key}>{cell(row, c.key, perGame)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
