// The game clock, shot clock and period controls of `console/timescore` and `console/timeonly`.
// The clock is never ticked over the network: start/stop/set events carry the time left at a
// server instant, and this panel redraws it every frame from the measured server clock.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatClock, periodLengthMs } from '../../../../domain/game/clock.ts';
import { periodShort } from '../../../../i18n/basketball-words.ts';
import { DeferredModal } from '../../../components/deferred-modal.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useClockControls, type ClockControls } from './clock-controls.ts';
import { parseClockInput } from './clock-input.ts';
import { GameClockReadout, ShotClockReadout } from './clock-readout.tsx';
import { ClockOwnerNote } from './clock-owner-note.tsx';
import type { LoadedConsole } from '../store/loaded-console.ts';
import styles from '../console.module.css';
import type { LegendItem } from '../panels/shortcut-legend.tsx';
import { KeyHint, useShortcuts, type Shortcut } from '../panels/shortcuts.tsx';

export const clockKeys = {
  toggle: 'Space',
  plusSecond: 'ArrowUp',
  minusSecond: 'ArrowDown',
  plusTenth: 'Shift+ArrowUp',
  minusTenth: 'Shift+ArrowDown',
  shotFull: 'r',
  shotShort: 't',
  shotToggle: 's',
  shotOff: 'o',
  nextPeriod: 'n',
} as const;

/** The clock panel's shortcuts, for the legend of every console that shows the panel. */
export const clockLegend: readonly LegendItem[] = [
  [clockKeys.toggle, 'shortcuts.gameClock'],
  [`${clockKeys.plusSecond} ${clockKeys.minusSecond}`, 'shortcuts.nudgeSecond'],
  [`${clockKeys.plusTenth} ${clockKeys.minusTenth}`, 'shortcuts.nudgeTenth'],
  [`${clockKeys.shotFull} ${clockKeys.shotShort}`, 'shortcuts.shotReset'],
  [clockKeys.shotToggle, 'shortcuts.shotToggle'],
  [clockKeys.shotOff, 'shortcuts.shotOff'],
  [clockKeys.nextPeriod, 'shortcuts.nextPeriod'],
];

function SetClockModal({
  opened,
  onClose,
  onSet,
  maxMs,
  rules,
}: {
  opened: boolean;
  onClose: () => void;
  onSet: (ms: number) => void;
  maxMs: number;
  rules: { showTenthsLastMinute: boolean };
}) {
  const t = useT('console');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ms = parseClockInput(value);
    if (ms === null) {
      setError(t('clock.badInput'));
      return;
    }
    if (ms > maxMs) {
      setError(t('clock.tooLong', { max: formatClock(maxMs, rules) }));
      return;
    }
    onSet(ms);
    setValue('');
    setError(null);
    onClose();
  };
  return (
    <DeferredModal opened={opened} onClose={onClose} title={t('clock.setTitle')} centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('clock.timeLeft')}
            description={t('clock.timeLeftHint')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
            autoComplete="off"
            inputMode="decimal"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit">{t('clock.setSubmit')}</Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}

/** Asks before a period change resets a clock that still has time (or goes back a period). */
export function PeriodConfirm({ controls }: { controls: ClockControls }) {
  const t = useT('console');
  const request = controls.periodRequest;
  return (
    <DeferredModal
      opened={request !== null}
      onClose={controls.cancelPeriod}
      title={t('clock.periodTitle')}
      centered
    >
      <Stack>
        <Text size="sm">{request?.question}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={controls.cancelPeriod}>
            {t('clock.keepPeriod')}
          </Button>
          <Button onClick={controls.confirmPeriod} data-autofocus>
            {t('clock.changePeriod')}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}

export function ClockPanel({ console: cg }: { console: LoadedConsole }) {
  const { game, state } = cg;
  const { rules } = game;
  const t = useT('console');
  const common = useT('common');
  const controls = useClockControls(cg);
  const shot = state.shotClock;
  const [settingClock, setSettingClock] = useState(false);
  const periodMs = periodLengthMs(rules, Math.max(1, state.period));
  const off = !controls.canRun;
  // No game clock to nudge or set in an untimed overtime.
  const noClock = off || controls.untimed;

  const shotClockEnabled = rules.shotClock.enabled;
  const shortcuts: Shortcut[] = [
    { key: clockKeys.toggle, run: controls.toggle },
    { key: clockKeys.plusSecond, run: () => controls.nudge(1000), repeat: true },
    { key: clockKeys.minusSecond, run: () => controls.nudge(-1000), repeat: true },
    { key: clockKeys.plusTenth, run: () => controls.nudge(100), repeat: true },
    { key: clockKeys.minusTenth, run: () => controls.nudge(-100), repeat: true },
    { key: clockKeys.nextPeriod, run: () => controls.goToPeriod(1) },
  ];
  if (shotClockEnabled) {
    shortcuts.push(
      { key: clockKeys.shotFull, run: () => controls.resetShot(rules.shotClock.fullSeconds) },
      { key: clockKeys.shotShort, run: () => controls.resetShot(rules.shotClock.resetSeconds) },
      { key: clockKeys.shotToggle, run: controls.toggleShot },
      { key: clockKeys.shotOff, run: controls.shotOff },
    );
  }
  useShortcuts(shortcuts, !settingClock && controls.periodRequest === null);

  const label = periodShort(common, state.period, rules) || common('period.beforeGame');
  const previous = periodShort(common, Math.max(1, state.period) - 1, rules);
  const next = periodShort(common, Math.max(1, state.period) + 1, rules);

  return (
    <section className={styles.panel} aria-label={t('clock.region')}>
      <ClockOwnerNote controls={controls} />
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <Button
          variant="default"
          className={styles.tap}
          onClick={() => controls.goToPeriod(-1)}
          disabled={off || state.period <= 1}
          aria-label={t('clock.previousPeriod')}
        >
          {previous ? `◀ ${previous}` : '◀'}
        </Button>
        {/* "Before the game" wraps rather than pushing the buttons off the panel. */}
        <Text
          fw={800}
          fz="xl"
          lh={1.1}
          ta="center"
          miw={0}
          style={{ overflowWrap: 'anywhere' }}
          aria-label={t('clock.periodAria', { period: label })}
          data-testid="period"
        >
          {label}
        </Text>
        <Button
          variant="default"
          className={styles.tap}
          onClick={() => controls.goToPeriod(1)}
          disabled={off}
          aria-label={t('clock.nextPeriod')}
        >
          {next} ▶
          <KeyHint shortcut={clockKeys.nextPeriod} />
        </Button>
      </Group>

      <div className={styles.clockMain}>
        <GameClockReadout
          console={cg}
          untimed={controls.untimed}
          className={`${styles.gameClock} ${controls.untimed ? styles.untimedClock : ''}`}
        />
        <Button
          size="lg"
          mih={50}
          classNames={{ label: styles.wrapsLabel }}
          color={controls.running ? 'red.9' : 'teal.9'}
          onClick={controls.toggle}
          disabled={off || state.status === 'final'}
          fullWidth
        >
          {controls.toggleLabel}
          <KeyHint shortcut={clockKeys.toggle} />
        </Button>
      </div>

      <div className={styles.nudges}>
        <Button
          variant="light"
          className={styles.tap}
          px={2}
          onClick={() => controls.nudge(-1000)}
          disabled={noClock}
          aria-label={t('clock.minusSecond')}
        >
          {t('clock.minusSecondButton')}
          <KeyHint shortcut={clockKeys.minusSecond} />
        </Button>
        <Button
          variant="light"
          className={styles.tap}
          px={2}
          onClick={() => controls.nudge(1000)}
          disabled={noClock}
          aria-label={t('clock.plusSecond')}
        >
          {t('clock.plusSecondButton')}
          <KeyHint shortcut={clockKeys.plusSecond} />
        </Button>
        <Button
          variant="light"
          className={styles.tap}
          px={2}
          onClick={() => controls.nudge(-100)}
          disabled={noClock}
          aria-label={t('clock.minusTenth')}
        >
          −.1
          <KeyHint shortcut={clockKeys.minusTenth} />
        </Button>
        <Button
          variant="light"
          className={styles.tap}
          px={2}
          onClick={() => controls.nudge(100)}
          disabled={noClock}
          aria-label={t('clock.plusTenth')}
        >
          +.1
          <KeyHint shortcut={clockKeys.plusTenth} />
        </Button>
        <Button
          variant="default"
          className={styles.tap}
          px={6}
          onClick={() => setSettingClock(true)}
          disabled={noClock}
          aria-label={t('clock.setAria')}
        >
          {t('clock.setButton')}
        </Button>
      </div>

      {shotClockEnabled ? (
        <Group gap={6} wrap="nowrap" align="center">
          <ShotClockReadout console={cg} className={styles.shotClock} warnAtZero />
          <div className={styles.row} style={{ flex: 1 }}>
            <Button
              className={styles.tap}
              px={2}
              onClick={() => controls.resetShot(rules.shotClock.fullSeconds)}
              disabled={off}
              aria-label={t('clock.resetShot', { seconds: rules.shotClock.fullSeconds })}
            >
              {rules.shotClock.fullSeconds}
              <KeyHint shortcut={clockKeys.shotFull} />
            </Button>
            {/* FIBA 3x3 resets to 12 whatever happened: one button. */}
            {rules.shotClock.resetSeconds !== rules.shotClock.fullSeconds ? (
              <Button
                className={styles.tap}
                px={2}
                onClick={() => controls.resetShot(rules.shotClock.resetSeconds)}
                disabled={off}
                aria-label={t('clock.resetShot', { seconds: rules.shotClock.resetSeconds })}
              >
                {rules.shotClock.resetSeconds}
                <KeyHint shortcut={clockKeys.shotShort} />
              </Button>
            ) : null}
            <Button
              className={styles.tap}
              px={2}
              variant="light"
              onClick={controls.toggleShot}
              disabled={off || shot === null}
              color={shot?.running ? 'red' : 'teal'}
              aria-label={t(shot?.running ? 'controls.stopShotClock' : 'controls.startShotClock')}
            >
              {t(shot?.running ? 'clock.stop' : 'clock.start')}
              <KeyHint shortcut={clockKeys.shotToggle} />
            </Button>
            <Button
              className={styles.tap}
              px={2}
              variant="default"
              onClick={controls.shotOff}
              disabled={off || shot === null}
              aria-label={t('clock.shotOff')}
            >
              {t('clock.off')}
              <KeyHint shortcut={clockKeys.shotOff} />
            </Button>
          </div>
        </Group>
      ) : null}
      <SetClockModal
        opened={settingClock}
        onClose={() => setSettingClock(false)}
        onSet={controls.set}
        maxMs={periodMs}
        rules={rules}
      />
      <PeriodConfirm controls={controls} />
    </section>
  );
}
