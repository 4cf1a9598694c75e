// The QR encoder loads only when a code is first shown, so it stays out of every other page.
import { ActionIcon, Loader, Popover, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useT } from '../lib/i18n/i18n-store.ts';
import { useLinkUrl } from '../lib/link-url.ts';

const QrSvg = lazy(() => import('./qr-svg.tsx').then((m) => ({ default: m.QrSvg })));

/** A button that shows the QR code of an app path's full address, to open it on another device. */
export function QrCodeButton({ path, label }: { path: string; label: string }) {
  const t = useT('app');
  const url = useLinkUrl()(path);
  return (
    <Popover withArrow shadow="md" position="bottom">
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('shell.qrCodeOf', { label })}>
          <IconQrcode size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={4} align="center">
          <Suspense fallback={<Loader size="sm" />}>
            <QrSvg value={url} size={168} title={t('shell.qrCodeFor', { label })} />
          </Suspense>
          <Text size="xs" c="dimmed" maw={200} ta="center">
            {label}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
