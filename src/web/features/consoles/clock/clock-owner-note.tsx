// Who runs the clock, on a console that does not: its clock buttons stay off until the operator
// takes over, so two devices never both move the game's clock.
import { Alert, Button, Group, Text } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import type { DeviceNames } from '../../../../contract/device-names.ts';
import type { FeedSnapshot } from '../../../lib/live/game-feed.ts';
import { isScreenKind, screenSelector } from '../../../lib/live/screen-labels.ts';
import type { ClockControls } from './clock-controls.ts';
import styles from '../console.module.css';

/**
 * Who is connected to the game, from the console's feed. Apart from the panels' view of the console
 * (LoadedConsole): it changes whenever a screen comes or goes, and only device names read it.
 */
export const PresenceContext = createContext<FeedSnapshot['presence']>(null);

/** The names the crew gave the tournament's devices (decision 0049), from the game's setup. */
export const DeviceNamesContext = createContext<DeviceNames | undefined>(undefined);

/**
 * A device by the name the crew gave it ("Table laptop"), else by what it is connected as ("the
 * Time & score console on device 3fa2c1"), else by its code. The component using it renders
 * again when names or connections change.
 */
export function useDeviceName(): (deviceId: string) => string {
  const t = useT('console');
  const presence = useContext(PresenceContext);
  const names = useContext(DeviceNamesContext);
  return (deviceId) => {
    const named = names?.[deviceId];
    if (named !== undefined) return named;
    const screen = presence?.find((c) => c.deviceId === deviceId && isScreenKind(c.kind));
    const code = deviceId.slice(0, 6);
    return screen
      ? t('owner.deviceScreen', { screen: screenSelector(screen.kind), code })
      : t('owner.deviceOffline', { code });
  };
}

export function ClockOwnerNote({ controls }: { controls: ClockControls }) {
  const t = useT('console');
  const deviceName = useDeviceName();
  if (controls.runBy === null) return null;
  return (
    <Alert color="blue" variant="light" p={6} data-testid="clock-owner-note">
      <Group justify="space-between" gap={6} wrap="wrap">
        <Text size="sm">{t('owner.runFrom', { device: deviceName(controls.runBy) })}</Text>
        <Button size="sm" className={styles.tap} variant="filled" onClick={controls.takeOver}>
          {t('owner.takeOver')}
        </Button>
      </Group>
    </Alert>
  );
}
