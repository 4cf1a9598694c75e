// Who runs the clock, on a console that does not: its clock buttons stay off until the operator
// takes over, so two devices never both move the game's clock.
import { Alert, Group, Text } from '@mantine/core';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import type { Translate } from '../../../i18n/translator.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { isScreenKind, screenSelector } from '../../lib/live/screen-labels.ts';
import type { ClockControls } from './clock-controls.ts';
import type { LoadedConsole } from './console-frame.tsx';
import styles from './console.module.css';
import { TapButton } from './tap-button.tsx';

/** "the Time & score console on another device", or "another device" when it is not connected. */
export function deviceName(
  t: Translate<MessageKey<'console'>>,
  cg: LoadedConsole,
  deviceId: string,
): string {
  const screen = cg.feed.presence?.find((c) => c.deviceId === deviceId && isScreenKind(c.kind));
  const code = deviceId.slice(0, 6);
  return screen
    ? t('owner.deviceScreen', { screen: screenSelector(screen.kind), code })
    : t('owner.deviceOffline', { code });
}

export function ClockOwnerNote({ cg, controls }: { cg: LoadedConsole; controls: ClockControls }) {
  const t = useT('console');
  if (controls.runBy === null) return null;
  return (
    <Alert color="blue" variant="light" p={6} data-testid="clock-owner-note">
      <Group justify="space-between" gap={6} wrap="wrap">
        <Text size="sm">{t('owner.runFrom', { device: deviceName(t, cg, controls.runBy) })}</Text>
        <TapButton size="sm" className={styles.tap} variant="filled" onClick={controls.takeOver}>
          {t('owner.takeOver')}
        </TapButton>
      </Group>
    </Alert>
  );
}
