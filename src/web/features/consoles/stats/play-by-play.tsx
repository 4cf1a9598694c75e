// The play-by-play of the stats consoles, newest first, with names and the running score; each
// play of this console's teams can be undone (a void) or edited (a void plus a replacement).
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';
import { useMemo, useState } from 'react';
import { formatClock, isUntimedPeriod } from '../../../../domain/game/clock.ts';
import {
  playerPlayTypes,
  type EventType,
  type GameEvent,
  type TeamSide,
} from '../../../../domain/game/events.ts';
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { PlayEntry } from '../../../../domain/game/state.ts';
import { periodShort } from '../../../../i18n/basketball-words.ts';
import { DeferredModal } from '../../../components/deferred-modal.tsx';
import type { LoadedConsole } from '../store/loaded-console.ts';
import { replacementOf, stamp } from '../store/event-factory.ts';
import styles from '../console.module.css';
import { describePlay, useWords } from '../text/event-text.ts';
import { EditPlayDialog } from './lazy-stat-dialogs.tsx';

/** Event kinds a play-by-play line can be edited for (anything else: undo and record again). */
const editableTypes = new Set<EventType>([...playerPlayTypes, 'foul']);

/**
 * One line of the play-by-play, a component of its own so that React Compiler keeps each line's
 * output while its props stay the same: a tap late in a game renders one new line, not every line
 * of the game again (stats-console.component.test.tsx counts them).
 */
/** A hint a scorer can read by tapping as well as by pointing. */
const touchAndHover = { hover: true, focus: true, touch: true };

function PlayRow({
  game,
  entry,
  event,
  text,
  waiting,
  mine,
  onEdit,
  onUndo,
}: {
  game: LiveGame;
  entry: PlayEntry;
  event: GameEvent | undefined;
  text: string;
  waiting: boolean;
  mine: boolean;
  onEdit: (editing: { entry: PlayEntry; event: GameEvent }) => void;
  onUndo: (entry: PlayEntry) => void;
}) {
  const { t, common } = useWords();
  return (
    <tr data-testid="play">
      <td className={styles.playNumbers}>
        {periodShort(common, entry.period, game.rules)}{' '}
        {isUntimedPeriod(game.rules, entry.period) ? '' : formatClock(entry.clockMs, game.rules)}
      </td>
      <td>
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
          {waiting ? (
            <Badge size="xs" color="orange" variant="light">
              {t('playByPlay.waiting')}
            </Badge>
          ) : null}
          {entry.review ? (
            <DeferredTooltip
              label={t('playByPlay.reviewHint')}
              multiline
              w={280}
              events={touchAndHover}
            >
              {/* Focusable, so a tap on a tablet opens the hint as a pointer does. */}
              <Badge
                size="xs"
                color="yellow"
                variant="light"
                tabIndex={0}
                aria-label={`${t('playByPlay.review')}: ${t('playByPlay.reviewHint')}`}
                data-testid="play-review"
              >
                {t('playByPlay.review')}
              </Badge>
            </DeferredTooltip>
          ) : null}
        </Group>
      </td>
      <td className={styles.playNumbers} style={{ textAlign: 'right' }}>
        {entry.score.home} : {entry.score.away}
      </td>
      <td>
        {mine ? (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {event && editableTypes.has(event.type) ? (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => onEdit({ entry, event })}
                aria-label={t('playByPlay.editAria', { play: text })}
              >
                {t('playByPlay.edit')}
              </Button>
            ) : null}
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => onUndo(entry)}
              aria-label={t('undo.label', { what: text })}
            >
              {t('playByPlay.undo')}
            </Button>
          </Group>
        ) : null}
      </td>
    </tr>
  );
}

export function PlayByPlay({
  console: cg,
  sides,
}: {
  console: LoadedConsole;
  sides: readonly TeamSide[];
}) {
  const { game, state, snapshot, clock, record } = cg;
  const words = useWords();
  const { t, common } = words;
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
  // Each line is worded once per change of the log or the language, not on every render.
  const texts = useMemo(
    () =>
      new Map(
        entries.map((entry) => [
          entry.clientId,
          describePlay(words, game, entry, events.get(entry.clientId)),
        ]),
      ),
    [words, game, entries, events],
  );

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
      <div className={styles.playScroll}>
        <table className={styles.playTable} aria-label={t('playByPlay.table')}>
          <thead>
            <tr>
              <th>{t('playByPlay.time')}</th>
              <th>{t('playByPlay.play')}</th>
              <th style={{ textAlign: 'right' }}>{common('term.score')}</th>
              <th>
                <VisuallyHidden>{t('playByPlay.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.length === 0 ? (
              <tr>
                <td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    {t('playByPlay.none')}
                  </Text>
                </td>
              </tr>
            ) : null}
            {entries.map((entry) => (
              <PlayRow
                key={entry.clientId}
                game={game}
                entry={entry}
                event={events.get(entry.clientId)}
                text={texts.get(entry.clientId) ?? ''}
                waiting={waiting.has(entry.clientId)}
                mine={mine(entry)}
                onEdit={setEditing}
                onUndo={setUndoing}
              />
            ))}
          </tbody>
        </table>
      </div>
      <DeferredModal
        opened={undoing !== null}
        onClose={() => setUndoing(null)}
        title={t('dialog.undoTitle')}
        centered
      >
        {undoing ? (
          <Stack>
            <Text size="sm">
              {describePlay(words, game, undoing, events.get(undoing.clientId))}
            </Text>
            <Text size="xs" c="dimmed">
              {t('playByPlay.undoNote')}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setUndoing(null)}>
                {t('dialog.keepIt')}
              </Button>
              <Button color="red.9" onClick={() => undo(undoing)} data-autofocus>
                {t('dialog.undoPlay')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </DeferredModal>
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
