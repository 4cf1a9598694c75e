import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../lib/i18n/i18n-store.ts';

/** Copies the full address of an app path (for another device, OBS or a message). */
export function CopyLink({ path, label }: { path: string; label: string }) {
  const t = useT('app');
  const url = new URL(path, window.location.origin).toString();
  return (
    <CopyButton value={url} timeout={2000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('shell.copied') : t('shell.copyLink')} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={t('shell.copyLinkOf', { label })}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
