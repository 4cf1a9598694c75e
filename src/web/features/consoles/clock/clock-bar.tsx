// The stats consoles' clock bar: the game clock with start/stop, the shot clock resets, the period
// and the game's start and finish in one compact row, so a lone statistician covers a game with
// one tablet or phone. It runs the clock only on the device that runs it (see clock-controls.ts).
import { Button, Text } from '@mantine/core';
import { periodShort } from '../../../../i18n/basketball-words.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useClockControls, type ClockControls } from './clock-controls.ts';
import { GameClockReadout, ShotClockReadout } from './clock-readout.tsx';
import { PeriodConfirm } from './clock-panel.tsx';
import { useDeviceName } from './clock-owner-note.tsx';
import type { LoadedConsole } from '../store/loaded-console.ts';
import styles from '../console.module.css';
import { StartFinishButton } from '../panels/game-controls.tsx';
import type { LegendItem } from '../panels/shortcut-legend.tsx';
import { KeyHint, useShortcuts } from '../panels/shortcuts.tsx';

export const clockBarKeys = { toggle: 'Space', shotFull: 'r', shotShort: 'Shift+r' } as const;

export const clockBarLegend: readonly LegendItem[] = [
  [clockBarKeys.toggle, 'shortcuts.gameClock'],
  [`${clockBarKeys.shotFull} ${clockBarKeys.shotShort}`, 'shortcuts.shotReset'],
];

export function ClockBar({ console: cg, enabled }: { console: LoadedConsole; enabled: boolean }) {
  const { game, state } = cg;
  const { rules } = game;
  const t = useT('console');
  const common = useT('common');
  const controls = useClockControls(cg);
  const off = !controls.canRun;
  const shotClockEnabled = rules.shotClock.enabled;

  useShortcuts(
    [
      { key: clockBarKeys.toggle, run: controls.toggle },
      ...(shotClockEnabled
        ? [
            {
              key: clockBarKeys.shotFull,
              run: () => controls.resetShot(rules.shotClock.fullSeconds),
            },
            {
              key: clockBarKeys.shotShort,
              run: () => controls.resetShot(rules.shotClock.resetSeconds),
            },
          ]
        : []),
    ],
    enabled && controls.periodRequest === null,
  );

  const label = periodShort(common, state.period, rules) || t('clock.pre');
  return (
    <section className={styles.clockBar} aria-label={t('clock.region')}>
      <Button
        variant="default"
        className={styles.tap}
        px={8}
        onClick={() => controls.goToPeriod(-1)}
        disabled={off || state.period <= 1}
        aria-label={t('clock.previousPeriod')}
      >
        ◀
      </Button>
      <Text fw={800} data-testid="period" aria-label={t('clock.periodAria', { period: label })}>
        {label}
      </Text>
      <Button
        variant="default"
        className={styles.tap}
        px={8}
        onClick={() => controls.goToPeriod(1)}
        disabled={off}
        aria-label={t('clock.nextPeriod')}
      >
        ▶
      </Button>
      <GameClockReadout
        console={cg}
        untimed={controls.untimed}
        className={`${styles.barClock} ${controls.untimed ? styles.untimedClock : ''}`}
      />
      <Button
        className={styles.tap}
        color={controls.running ? 'red.9' : 'teal.9'}
        onClick={controls.toggle}
        disabled={off || state.status === 'final'}
      >
        {controls.toggleLabel}
        <KeyHint shortcut={clockBarKeys.toggle} />
      </Button>
      {shotClockEnabled ? (
        <>
          <ShotClockReadout console={cg} className={styles.barShot} warnAtZero={false} />
          <Button
            className={styles.tap}
            px={8}
            variant="light"
            onClick={() => controls.resetShot(rules.shotClock.fullSeconds)}
            disabled={off}
            aria-label={t('clock.resetShot', { seconds: rules.shotClock.fullSeconds })}
          >
            {rules.shotClock.fullSeconds}
            <KeyHint shortcut={clockBarKeys.shotFull} />
          </Button>
          {/* FIBA 3x3 resets to 12 whatever happened: one button. */}
          {rules.shotClock.resetSeconds !== rules.shotClock.fullSeconds ? (
            <Button
              className={styles.tap}
              px={8}
              variant="light"
              onClick={() => controls.resetShot(rules.shotClock.resetSeconds)}
              disabled={off}
              aria-label={t('clock.resetShot', { seconds: rules.shotClock.resetSeconds })}
            >
              {rules.shotClock.resetSeconds}
              <KeyHint shortcut={clockBarKeys.shotShort} />
            </Button>
          ) : null}
        </>
      ) : null}
      <StartFinishButton console={cg} size="sm" />
      {controls.runBy !== null ? (
        <TakeOverButton controls={controls} runBy={controls.runBy} />
      ) : null}
      <PeriodConfirm controls={controls} />
    </section>
  );
}

/** Taking the clocks over from the device that runs them, named in the button's title. */
function TakeOverButton({ controls, runBy }: { controls: ClockControls; runBy: string }) {
  const t = useT('console');
  const deviceName = useDeviceName();
  return (
    <Button
      className={styles.tap}
      variant="filled"
      onClick={controls.takeOver}
      title={t('owner.runFrom', { device: deviceName(runBy) })}
      data-testid="clock-owner-note"
    >
      {t('owner.takeOver')}
    </Button>
  );
}
