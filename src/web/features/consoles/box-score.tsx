// A team's box score as the stats consoles show it, recomputed from the log on every change.
import { Table, Text } from '@mantine/core';
import type { LiveGame } from '../../../contract/live-games.ts';
import type { TeamSide } from '../../../domain/game/events.ts';
import type { BoxLine, GameState } from '../../../domain/game/state.ts';
import { beyondArcLabels } from '../../../domain/season/rules.ts';
import { rosterOf } from './roster-of.ts';

function minutes(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function made(m: number, a: number) {
  return `${m}-${a}`;
}

function pct(value: number | null) {
  return value === null ? '' : `${value.toFixed(1)}%`;
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
  const arc = beyondArcLabels(game.rules);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        striped
        verticalSpacing={2}
        horizontalSpacing={6}
        fz="sm"
        aria-label={`Box score: ${game[side].name}`}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Player</Table.Th>
            <Table.Th>MIN</Table.Th>
            <Table.Th>PTS</Table.Th>
            <Table.Th>FG</Table.Th>
            <Table.Th title={arc.name}>{arc.short}</Table.Th>
            <Table.Th>FT</Table.Th>
            <Table.Th>OREB</Table.Th>
            <Table.Th>DREB</Table.Th>
            <Table.Th>REB</Table.Th>
            <Table.Th>AST</Table.Th>
            <Table.Th>STL</Table.Th>
            <Table.Th>BLK</Table.Th>
            <Table.Th>TOV</Table.Th>
            <Table.Th>PF</Table.Th>
            <Table.Th title="Technical fouls">TF</Table.Th>
            <Table.Th>+/-</Table.Th>
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
                      (out)
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
                <Table.Td data-testid="box-technicals">{b?.technicalFouls ?? 0}</Table.Td>
                <Table.Td>{b?.plusMinus ?? 0}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>Team</Table.Td>
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
            <Table.Td>{totals.technicalFouls}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
