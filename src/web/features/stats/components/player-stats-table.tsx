// The players' season figures as a sortable table (per game, or totals), shared by the season's
// teams tab and the team page, and the switch between regular season and playoffs.
import { Anchor, Group, SegmentedControl, Table, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlayerSeasonRow, StatLineDto } from '../../../../contract/season-stats.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import { compareNames } from '../../../../i18n/intl-format.ts';
import { paths } from '../../../config/paths.ts';
import { formatMinutes, playerLabel } from '../../../lib/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-store.ts';
import { statFormat, type StatFormat } from './stat-format.ts';
import { useBeyondArcLabels } from './use-beyond-arc-labels.ts';
import { type StatsPhase } from '../keys.ts';

/** "Regular season" / "Playoffs": which games the figures count. */
export function PhaseSwitch({
  value,
  onChange,
  label,
}: {
  value: StatsPhase;
  onChange: (phase: StatsPhase) => void;
  /** Names the switch when a page has more than one ("Games counted" otherwise). */
  label?: string;
}) {
  const t = useT('manage');
  return (
    <SegmentedControl
      size="xs"
      aria-label={label ?? t('stats.phase.label')}
      value={value}
      onChange={(v) => onChange(v as StatsPhase)}
      data={[
        { value: 'regular', label: t('stats.phase.regular') },
        { value: 'playoff', label: t('stats.phase.playoff') },
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

type BoxWord = Extract<MessageKey<'common'>, `box.${string}`>;

/** Each column's statistic and its box-score abbreviation; the full name is the `.long` message. */
const statColumns: ReadonlyArray<{ key: SortKey; word: BoxWord }> = [
  { key: 'games', word: 'box.gp' },
  { key: 'playedMs', word: 'box.min' },
  { key: 'points', word: 'box.pts' },
  { key: 'rebounds', word: 'box.reb' },
  { key: 'assists', word: 'box.ast' },
  { key: 'steals', word: 'box.stl' },
  { key: 'blocks', word: 'box.blk' },
  { key: 'turnovers', word: 'box.tov' },
  { key: 'personalFouls', word: 'box.pf' },
  { key: 'foulsDrawn', word: 'box.pfd' },
  { key: 'fieldGoalPct', word: 'box.fgPct' },
  { key: 'threePct', word: 'box.3pPct' },
  { key: 'freeThrowPct', word: 'box.ftPct' },
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

function cell(f: StatFormat, row: PlayerSeasonRow, key: SortKey, perGame: boolean): string {
  if (key === 'games') return f.stat(row.games, false);
  if (key === 'fieldGoalPct' || key === 'threePct' || key === 'freeThrowPct') {
    return f.pct(row.pct[key]);
  }
  if (key === 'name' || key === 'team') return '';
  const line = perGame ? row.perGame : row.totals;
  if (key === 'playedMs') return formatMinutes(line.playedMs);
  return f.stat(line[key], perGame);
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
  const t = useT('manage');
  const common = useT('common');
  const locale = useLocale();
  const f = statFormat(locale);
  const byName = compareNames(locale);
  const [mode, setMode] = useState<'perGame' | 'totals'>('perGame');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'points', desc: true });
  const perGame = mode === 'perGame';
  const sorted = [...rows].sort((a, b) => {
    const va = sortValue(a, sort.key, perGame);
    const vb = sortValue(b, sort.key, perGame);
    const order = typeof va === 'string' ? byName(va, String(vb)) : va - Number(vb);
    return (sort.desc ? -order : order) || byName(a.lastName, b.lastName);
  });
  const arc = useBeyondArcLabels(seasonId);
  const player = common('term.player');
  const team = common('term.team');
  const columns: Column[] = [
    { key: 'name', label: player, title: player },
    ...(showTeam ? [{ key: 'team' as const, label: team, title: team }] : []),
    ...statColumns.map(({ key, word }) =>
      key === 'threePct'
        ? { key, label: arc.pct, title: arc.pctName }
        : { key, label: common(word), title: common(`${word}.long` as BoxWord) },
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
          {t('stats.table.hint', { mode })}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={t('stats.table.figuresShown')}
          value={mode}
          onChange={(v) => setMode(v as 'perGame' | 'totals')}
          data={[
            { value: 'perGame', label: t('stats.perGame') },
            { value: 'totals', label: common('term.totals') },
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
                    {playerLabel(row)}
                  </Anchor>
                </Table.Td>
                {showTeam ? <Table.Td>{row.teamShortName}</Table.Td> : null}
                {statColumns.map((c) => (
                  <Table.Td key={c.key}>{cell(f, row, c.key, perGame)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
