// A team's box score as the stats consoles show it, recomputed from the log on every change.
import { Table, Text } from '@mantine/core';
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { TeamSide } from '../../../../domain/game/events.ts';
import type { BoxLine, GameState } from '../../../../domain/game/state.ts';
import { shotValuesOf } from '../../../../domain/season/rules.ts';
import { formatPercent } from '../../../../i18n/intl-format.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { rosterOf } from './roster-of.ts';

function minutes(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function made(m: number, a: number) {
  return `${m}-${a}`;
}

export function BoxScore({
  game,
  state,
  side,
}: {
  game: LiveGame;
  state: GameState;
  side: TeamSide;
}) {
  const roster = rosterOf(game, state, side);
  const totals = state.totals[side];
  const line = (id: string): BoxLine | undefined => state.players[id];
  const t = useT('console');
  const c = useT('common');
  const locale = t.locale;
  /** A percentage of 0–100, written the language's way. */
  const pct = (value: number | null) => (value === null ? '' : formatPercent(locale, value / 100));
  // Beyond the arc is worth 3, or 2 in FIBA 3x3.
  const arc = shotValuesOf(game.rules)[1] === 3 ? 'box.3p' : 'box.2p';
  const columns = [
    'box.min',
    'box.pts',
    'box.fg',
    arc,
    'box.ft',
    'box.oreb',
    'box.dreb',
    'box.reb',
    'box.ast',
    'box.stl',
    'box.blk',
    'box.tov',
    'box.pf',
    'box.pfd',
  ] as const;
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table
        striped
        verticalSpacing={2}
        horizontalSpacing={6}
        fz="sm"
        aria-label={t('boxScore.table', { team: game[side].name })}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c('term.player')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column} title={c(`${column}.long`)}>
                {c(column)}
              </Table.Th>
            ))}
            <Table.Th title={t('boxScore.tf.long')}>{t('boxScore.tf')}</Table.Th>
            <Table.Th title={c('box.plusMinus.long')}>{c('box.plusMinus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roster.map((p) => {
            const b = line(p.id);
            return (
              <Table.Tr key={p.id} data-testid={`box-${p.id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  #{p.jersey} {p.firstName} {p.lastName}
                  {b?.fouledOut ? (
                    <Text span c="red.9" fw={700} size="xs">
                      {' '}
                      {t('boxScore.out')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{minutes(b?.playedMs ?? 0)}</Table.Td>
                <Table.Td fw={700} data-testid="box-points">
                  {b?.points ?? 0}
                </Table.Td>
                <Table.Td>{made(b?.fieldGoalsMade ?? 0, b?.fieldGoalsAttempted ?? 0)}</Table.Td>
                <Table.Td>{made(b?.threesMade ?? 0, b?.threesAttempted ?? 0)}</Table.Td>
                <Table.Td>{made(b?.freeThrowsMade ?? 0, b?.freeThrowsAttempted ?? 0)}</Table.Td>
                <Table.Td>{b?.offensiveRebounds ?? 0}</Table.Td>
                <Table.Td>{b?.defensiveRebounds ?? 0}</Table.Td>
                <Table.Td data-testid="box-rebounds">{b?.rebounds ?? 0}</Table.Td>
                <Table.Td data-testid="box-assists">{b?.assists ?? 0}</Table.Td>
                <Table.Td>{b?.steals ?? 0}</Table.Td>
                <Table.Td>{b?.blocks ?? 0}</Table.Td>
                <Table.Td>{b?.turnovers ?? 0}</Table.Td>
                <Table.Td data-testid="box-fouls">{b?.personalFouls ?? 0}</Table.Td>
                <Table.Td data-testid="box-fouls-drawn">{b?.foulsDrawn ?? 0}</Table.Td>
                <Table.Td data-testid="box-technicals">{b?.technicalFouls ?? 0}</Table.Td>
                <Table.Td>{b?.plusMinus ?? 0}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{c('term.team')}</Table.Td>
            <Table.Td />
            <Table.Td>{totals.points}</Table.Td>
            <Table.Td>
              {made(totals.fieldGoalsMade, totals.fieldGoalsAttempted)} {pct(totals.fieldGoalPct)}
            </Table.Td>
            <Table.Td>
              {made(totals.threesMade, totals.threesAttempted)} {pct(totals.threePct)}
            </Table.Td>
            <Table.Td>
              {made(totals.freeThrowsMade, totals.freeThrowsAttempted)} {pct(totals.freeThrowPct)}
            </Table.Td>
            <Table.Td>{totals.offensiveRebounds}</Table.Td>
            <Table.Td>{totals.defensiveRebounds}</Table.Td>
            <Table.Td>{totals.rebounds}</Table.Td>
            <Table.Td>{totals.assists}</Table.Td>
            <Table.Td>{totals.steals}</Table.Td>
            <Table.Td>{totals.blocks}</Table.Td>
            <Table.Td>{totals.turnovers}</Table.Td>
            <Table.Td>{totals.fouls}</Table.Td>
            <Table.Td>{totals.foulsDrawn}</Table.Td>
            <Table.Td>{totals.technicalFouls}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
