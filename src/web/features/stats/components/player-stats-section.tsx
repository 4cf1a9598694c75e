// A player's season on their page (docs/product/league-pages.md): averages and totals, then the game log with
// a row per game (newest first) that links to the game.
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PlayerStats, StatLineDto } from '../../../../contract/season-stats.ts';
import type { Player } from '../../../../contract/teams.ts';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatMinutes } from '../../../lib/format.ts';
import { formatGameTime } from '../../../lib/game-time-format.ts';
import { PhaseSwitch } from './player-stats-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useBeyondArcLabels } from './use-beyond-arc-labels.ts';
import { usePlayerStats } from '../api/get-player-stats.ts';
import { type StatsPhase } from '../keys.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useStatFormat, type StatFormat } from './stat-format.ts';

type BoxWord = Extract<MessageKey<'common'>, `box.${string}`>;

/** The counting columns, as box-score words; 'arc' is the beyond-the-arc one (3P, or 2P). */
const countingColumns: ReadonlyArray<BoxWord | 'arc'> = [
  'box.min',
  'box.pts',
  'box.reb',
  'box.ast',
  'box.stl',
  'box.blk',
  'box.tov',
  'box.pf',
  'box.pfd',
  'box.fg',
  'arc',
  'box.ft',
  'box.plusMinus',
];

/** The counting columns' headings, the beyond-the-arc one as the season names it. */
function CountingHeaders({ seasonId }: { seasonId: string }) {
  const common = useT('common');
  const arc = useBeyondArcLabels(seasonId);
  return countingColumns.map((word) =>
    word === 'arc' ? (
      <Table.Th key={word} title={arc.name}>
        {arc.short}
      </Table.Th>
    ) : (
      <Table.Th key={word} title={common(`${word}.long` as BoxWord)}>
        {common(word)}
      </Table.Th>
    ),
  );
}

function countingCells(format: StatFormat, line: StatLineDto, perGame: boolean) {
  const f = (v: number) => format.stat(v, perGame);
  return [
    formatMinutes(line.playedMs),
    f(line.points),
    f(line.rebounds),
    f(line.assists),
    f(line.steals),
    f(line.blocks),
    f(line.turnovers),
    f(line.personalFouls),
    f(line.foulsDrawn),
    `${f(line.fieldGoalsMade)}-${f(line.fieldGoalsAttempted)}`,
    `${f(line.threesMade)}-${f(line.threesAttempted)}`,
    `${f(line.freeThrowsMade)}-${f(line.freeThrowsAttempted)}`,
    format.plusMinus(line.plusMinus, perGame),
  ];
}

export function PlayerStatsSection({ player }: { player: Player }) {
  const t = useT('manage');
  const [phase, setPhase] = useState<StatsPhase>('regular');
  const stats = usePlayerStats(player.id, phase);
  return (
    <SectionCard
      title={t('stats.player.title')}
      order={2}
      actions={<PhaseSwitch value={phase} onChange={setPhase} />}
    >
      <QueryState query={stats} what="playerStatistics">
        {(s) =>
          s.games === 0 ? (
            <EmptyState>{t('stats.player.empty', { name: player.firstName, phase })}</EmptyState>
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
  const t = useT('manage');
  const common = useT('common');
  const f = useStatFormat();
  const arc = useBeyondArcLabels(seasonId);
  const rows = [
    { key: 'perGame', label: t('stats.perGame'), line: stats.perGame, perGame: true },
    { key: 'totals', label: common('term.totals'), line: stats.totals, perGame: false },
  ];
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table aria-label={t('stats.player.averages')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th title={common('box.gp.long')}>{common('box.gp')}</Table.Th>
            <CountingHeaders seasonId={seasonId} />
            <Table.Th title={common('box.fgPct.long')}>{common('box.fgPct')}</Table.Th>
            <Table.Th title={arc.pctName}>{arc.pct}</Table.Th>
            <Table.Th title={common('box.ftPct.long')}>{common('box.ftPct')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Th scope="row">{r.label}</Table.Th>
              <Table.Td>{f.stat(stats.games, false)}</Table.Td>
              {countingCells(f, r.line, r.perGame).map((v, i) => (
                <Table.Td key={countingColumns[i]}>{v}</Table.Td>
              ))}
              <Table.Td>{f.pct(stats.pct.fieldGoalPct)}</Table.Td>
              <Table.Td>{f.pct(stats.pct.threePct)}</Table.Td>
              <Table.Td>{f.pct(stats.pct.freeThrowPct)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GameLog({ stats, player }: { stats: PlayerStats; player: Player }) {
  const t = useT('manage');
  const common = useT('common');
  const f = useStatFormat();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('stats.log.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('stats.log.hint')}
      </Text>
      <Table.ScrollContainer minWidth={980}>
        <Table aria-label={t('stats.log.title')} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stats.log.date')}</Table.Th>
              <Table.Th>{t('stats.log.opponent')}</Table.Th>
              <Table.Th>{t('stats.log.result')}</Table.Th>
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
                  {t('stats.log.against', {
                    home: g.home ? 'yes' : 'no',
                    team: g.opponentShortName || g.opponentName,
                  })}
                  {g.starter ? null : (
                    <Badge ml={6} size="xs" variant="light" color="gray">
                      {common('term.bench')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td fw={600}>
                  {t('stats.log.score', {
                    result: g.result ?? 'none',
                    team: g.teamScore ?? '–',
                    opponent: g.opponentScore ?? '–',
                  })}
                </Table.Td>
                {countingCells(f, g.line, false).map((v, i) => (
                  <Table.Td key={countingColumns[i]}>{v}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
