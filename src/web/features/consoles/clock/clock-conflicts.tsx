// Clock events the game's clock did not follow (they came late from a device that was not running
// the clock), shown to every console that can run the clock: accept one device's clock (the clock
// takes what that device showed, carried on to now) or discard its events. Nothing moves the
// clock until an operator decides.
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import {
  acceptConflicts,
  conflictingDevices,
  conflictsOf,
  discardConflicts,
} from '../../../../domain/game/clock-authority.ts';
import type { EventPayload } from '../../../../domain/game/events.ts';
import { useDeviceName } from './clock-owner-note.tsx';
import type { LoadedConsole } from '../store/loaded-console.ts';
import type { RecordContext } from '../store/console-store.ts';
import styles from '../console.module.css';
import { describeEvent, useWords } from '../text/event-text.ts';
import { stamp } from '../store/event-factory.ts';

export function ClockConflicts({ console: cg }: { console: LoadedConsole }) {
  const { game, state, snapshot, clock, record } = cg;
  const words = useWords();
  const { t } = words;
  const deviceName = useDeviceName();
  const devices = conflictingDevices(state);
  if (devices.length === 0) return null;
  const byId = new Map(snapshot.log.map((l) => [l.event.clientId, l.event]));

  /** Logs what `build` makes of the console's current state and log, at this instant. */
  const log = (build: (ctx: RecordContext, now: number) => EventPayload[]) => {
    const at = clock.now();
    void record((ctx) => build(ctx, Math.round(at)).map((p) => stamp(ctx.state, at, p)));
  };

  return (
    <Alert
      color="orange"
      variant="light"
      title={t('conflict.title')}
      role="alert"
      data-testid="clock-conflicts"
    >
      <Stack gap="sm">
        {devices.map((device) => {
          const events = conflictsOf(state, device)
            .map((c) => byId.get(c.clientId))
            .filter((e) => e !== undefined);
          return (
            <Stack key={device} gap={4}>
              <Text size="sm">
                {t('conflict.changed', {
                  device: deviceName(device),
                  where:
                    state.clockOwner === cg.deviceId
                      ? 'here'
                      : state.clockOwner === null
                        ? 'nowhere'
                        : 'other',
                  owner: state.clockOwner === null ? '' : deviceName(state.clockOwner),
                })}
              </Text>
              <List size="sm" spacing={0}>
                {events.map((e) => (
                  <List.Item key={e.clientId}>{describeEvent(game, e, words)}</List.Item>
                ))}
              </List>
              <Group gap={6}>
                <Button
                  className={styles.tap}
                  color="orange"
                  onClick={() =>
                    log((ctx, now) => acceptConflicts(ctx.setup, ctx.state, ctx.log, device, now))
                  }
                >
                  {t('conflict.useIts')}
                </Button>
                <Button
                  className={styles.tap}
                  variant="default"
                  onClick={() => log((ctx) => discardConflicts(ctx.state, device))}
                >
                  {t('conflict.discard')}
                </Button>
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}
