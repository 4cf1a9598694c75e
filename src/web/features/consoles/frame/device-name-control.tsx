// This device's name (decision 0049), under the console's panels: "This device: Table laptop",
// a tap to rename it. A device the crew has not named yet is given one from the console and the
// kind of device ("Time & score · tablet") the first time it opens a console online, so every
// other screen names it that way too, even while it is offline later.
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { maxDeviceName } from '../../../../contract/device-names.ts';
import { nameDevice } from '../../../../contract/endpoints/device-names.ts';
import type { ConsoleKind } from '../../../../domain/plans/plans.ts';
import { DeferredModal } from '../../../components/deferred-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { deviceForm } from '../../../lib/live/device-form.ts';
import styles from '../console.module.css';
import type { FrameConsole } from '../store/loaded-console.ts';

function saveName(gameId: string, deviceId: string, name: string) {
  return callEndpoint(nameDevice, { params: { gameId }, body: { deviceId, name } });
}

/** Names this device once, quietly, if nobody has: a failure is tried again on the next open. */
function useDefaultName(cg: FrameConsole, online: boolean) {
  const t = useT('console');
  const { gameId, deviceId, kind } = cg;
  const named = cg.game.deviceNames?.[deviceId] !== undefined;
  // The member state always carries the names; a game cached before they existed does not.
  const known = cg.game.deviceNames !== undefined;
  const asked = useRef(false);
  useEffect(() => {
    if (named || !known || !online || asked.current) return;
    asked.current = true;
    const name = t('device.default', { console: kind satisfies ConsoleKind, form: deviceForm() });
    saveName(gameId, deviceId, name).catch(() => {
      asked.current = false;
    });
  }, [named, known, online, gameId, deviceId, kind, t]);
}

export function DeviceNameControl({ console: cg }: { console: FrameConsole }) {
  const t = useT('console');
  const online = cg.connection === 'online';
  useDefaultName(cg, online);
  const current = cg.game.deviceNames?.[cg.deviceId];
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const open = () => {
    setValue(current ?? '');
    setError(null);
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online) {
      setError(t('device.needsNetwork'));
      return;
    }
    setSaving(true);
    saveName(cg.gameId, cg.deviceId, value).then(
      () => {
        setSaving(false);
        setOpened(false);
      },
      (err: unknown) => {
        setSaving(false);
        setError(errorMessage(err));
      },
    );
  };

  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={open} data-testid="device-name">
        {t('device.this', { name: current ?? t('device.unnamed') })}
      </Anchor>
      <DeferredModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('device.renameTitle')}
        centered
      >
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              label={t('device.nameLabel')}
              description={t('device.nameHelp')}
              value={value}
              maxLength={maxDeviceName}
              onChange={(e) => setValue(e.currentTarget.value)}
              data-autofocus
            />
            {error ? (
              <Alert color="red" variant="light" role="alert" p="xs">
                {error}
              </Alert>
            ) : null}
            <Button type="submit" className={styles.tap} loading={saving}>
              {t('device.save')}
            </Button>
          </Stack>
        </form>
      </DeferredModal>
    </>
  );
}
