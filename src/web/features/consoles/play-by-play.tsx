// The play-by-play of the stats consoles, newest first, with names and the running score; each
// play of this console's teams can be undone (a void) or edited (a void plus a replacement).
import {
  Badge,
  Button,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatClock, isUntimedPeriod, periodLabel } from '../../../domain/game/clock.ts';
import {
  playerPlayTypes,
  type EventType,
  type GameEvent,
  type TeamSide,
} from '../../../domain/game/events.ts';
import type { PlayEntry } from '../../../domain/game/state.ts';
import type { LoadedConsole } from './console-frame.tsx';
import { replacementOf, stamp } from './event-factory.ts';
import { describePlay } from './event-text.ts';
import { EditPlayDialog } from './lazy-stat-dialogs.tsx';

/** Event kinds a play-by-play line can be edited for (anything else: undo and record again). */
const editableTypes = new Set<EventType>([...playerPlayTypes, 'foul']);

export function PlayByPlay({
  console: cg,
  sides,
}: {
  console: LoadedConsole;
  sides: readonly TeamSide[];
}) {
  const { game, state, snapshot, clock, record } = cg;
  const [undoing, setUndoing] = useState<PlayEntry | null>(null);
  const [editing, setEditing] = useState<{ entry: PlayEntry; event: GameEvent } | null>(null);

  const events = useMemo(() => {
    const map = new Map<string, GameEvent>();
    for (const logged of snapshot.log) map.set(logged.event.clientId, logged.event);
    return map;
  }, [snapshot.log]);
  const waiting = useMemo(
    () =>
      new Set(
        snapshot.pending.filter((p) => p.seq === undefined).map((p) => p.record.event.clientId),
      ),
    [snapshot.pending],
  );
  const entries = useMemo(() => state.playByPlay.slice().reverse(), [state.playByPlay]);

  const undo = (entry: PlayEntry) => {
    setUndoing(null);
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'void', targetClientId: entry.clientId })]);
  };
  const save = (original: GameEvent, edited: GameEvent) => {
    setEditing(null);
    const at = clock.now();
    void record(({ state: s }) => [
      stamp(s, at, { type: 'void', targetClientId: original.clientId }),
      replacementOf(original, edited),
    ]);
  };

  const mine = (entry: PlayEntry) => entry.team !== null && sides.includes(entry.team);

  return (
    <Stack gap="xs">
      <ScrollArea.Autosize mah={460} type="auto">
        <Table striped verticalSpacing={4} aria-label="Play-by-play">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Play</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    No plays yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {entries.map((entry) => {
              const event = events.get(entry.clientId);
              const text = describePlay(game, entry);
              return (
                <Table.Tr key={entry.clientId} data-testid="play">
                  <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {periodLabel(entry.period, game.rules)}{' '}
                    {isUntimedPeriod(game.rules, entry.period)
                      ? ''
                      : formatClock(entry.clockMs, game.rules)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {entry.team ? (
                        <span
                          aria-hidden
                          style={{
                            width: 8,
                            height: 8,
                            borderRadius: 4,
                            flex: 'none',
                            background: game[entry.team].primaryColor,
                          }}
                        />
                      ) : null}
                      <Text size="sm">{text}</Text>
                      {waiting.has(entry.clientId) ? (
                        <Badge size="xs" color="orange" variant="light">
                          waiting
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {entry.score.home} : {entry.score.away}
                  </Table.Td>
                  <Table.Td>
                    {mine(entry) ? (
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        {event && editableTypes.has(event.type) ? (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => setEditing({ entry, event })}
                            aria-label={`Edit: ${text}`}
                          >
                            Edit
                          </Button>
                        ) : null}
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setUndoing(entry)}
                          aria-label={`Undo: ${text}`}
                        >
                          Undo
                        </Button>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Modal
        opened={undoing !== null}
        onClose={() => setUndoing(null)}
        title="Undo this play?"
        centered
      >
        {undoing ? (
          <Stack>
            <Text size="sm">{describePlay(game, undoing)}</Text>
            <Text size="xs" c="dimmed">
              The play stays in the log, marked as undone, and stops counting everywhere.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setUndoing(null)}>
                Keep it
              </Button>
              <Button color="red.9" onClick={() => undo(undoing)} data-autofocus>
                Undo play
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
      {editing ? (
        <EditPlayDialog
          game={game}
          state={state}
          event={editing.event}
          onSave={(edited) => save(editing.event, edited)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
