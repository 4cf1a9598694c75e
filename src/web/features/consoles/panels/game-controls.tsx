// The game's own controls on the time & score and time-only consoles: start and finish, and undo
// of this device's last action, named on the button, one tap on every plan (a mis-keyed +2 or a
// clock stopped by mistake is taken back at once; undoing again takes back the one before).
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { isClockControl } from '../../../../domain/game/clock-authority.ts';
import type { GameEvent } from '../../../../domain/game/events.ts';
import { DeferredModal } from '../../../components/deferred-modal.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import type { LoadedConsole } from '../store/loaded-console.ts';
import styles from '../console.module.css';
import { readClock, stamp } from '../store/event-factory.ts';
import { useWords } from '../text/event-text.ts';
import { lastOwnAction } from '../store/undo.ts';
import { undoLabel } from '../text/undo-label.ts';

/** Undoes this device's last action that `allowed` lets this console take back. */
export function UndoButton({
  console: cg,
  allowed,
}: {
  console: LoadedConsole;
  allowed: (e: GameEvent) => boolean;
}) {
  const { game, state, snapshot, clock, record, deviceId } = cg;
  const words = useWords();
  // Clock events are this device's to take back only while it still runs the clock.
  const last = lastOwnAction(
    snapshot.log,
    state,
    deviceId,
    (e) => allowed(e) && (!isClockControl(e) || state.clockOwner === deviceId),
  );
  const undo = () => {
    if (!last) return;
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'void', targetClientId: last.clientId })]);
  };
  return (
    <Button
      variant="default"
      className={styles.tap}
      onClick={undo}
      disabled={last === null}
      classNames={{ label: styles.wrapsLabel }}
      data-testid="undo-last"
    >
      {last
        ? words.t('undo.label', { what: undoLabel(words, game, last) })
        : words.t('undo.nothing')}
    </Button>
  );
}

/** "Start the game", or "Finish the game" with a confirmation, or the final badge. */
export function StartFinishButton({
  console: cg,
  size = 'lg',
}: {
  console: LoadedConsole;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { state, clock, record } = cg;
  const t = useT('console');
  const common = useT('common');
  const [confirmFinish, setConfirmFinish] = useState(false);

  const start = () => {
    const at = clock.now();
    void record(({ state: s }) => {
      if (s.status !== 'scheduled') return t('controls.alreadyStarted');
      return [stamp(s, at, { type: 'game-start' })];
    });
  };
  const finish = () => {
    const at = clock.now();
    setConfirmFinish(false);
    void record(({ state: s }) => {
      const events = [];
      if (s.clock.running) {
        events.push(stamp(s, at, { type: 'clock-stop', ...readClock(s.clock, at) }));
      }
      events.push(stamp(s, at, { type: 'game-end' }));
      return events;
    });
  };

  return (
    <>
      {state.status === 'scheduled' ? (
        <Button
          size={size}
          className={styles.tap}
          classNames={{ label: styles.wrapsLabel }}
          color="teal.9"
          onClick={start}
        >
          {t('controls.startGame')}
        </Button>
      ) : null}
      {state.status === 'live' ? (
        <Button
          size={size}
          className={styles.tap}
          classNames={{ label: styles.wrapsLabel }}
          variant="light"
          color="red"
          onClick={() => setConfirmFinish(true)}
        >
          {t('controls.finishGame')}
        </Button>
      ) : null}
      {state.status === 'final' ? (
        <Badge size="xl" color="gray" h={44}>
          {common('status.final')}
        </Badge>
      ) : null}
      <DeferredModal
        opened={confirmFinish}
        onClose={() => setConfirmFinish(false)}
        title={t('controls.finishTitle')}
        centered
      >
        <Stack>
          <Text size="sm">
            {t('controls.finishText', { home: state.score.home, away: state.score.away })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmFinish(false)}>
              {t('controls.keepPlaying')}
            </Button>
            <Button color="red.9" onClick={finish} data-autofocus>
              {t('controls.finishGame')}
            </Button>
          </Group>
        </Stack>
      </DeferredModal>
    </>
  );
}

/** Start and finish the game, undo, and whatever else a console puts beside them. */
export function GameControls({
  console: cg,
  allowed,
  children,
}: {
  console: LoadedConsole;
  /** What this console's undo may take back. */
  allowed: (e: GameEvent) => boolean;
  children?: ReactNode;
}) {
  const common = useT('common');
  return (
    <section className={styles.panel} aria-label={common('term.game')}>
      <div className={styles.gameControls}>
        <StartFinishButton console={cg} />
        <UndoButton console={cg} allowed={allowed} />
        {children}
      </div>
    </section>
  );
}
