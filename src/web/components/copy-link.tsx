import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../lib/i18n/i18n-store.ts';
import { useLinkUrl } from '../lib/link-url.ts';
import { CopyAction } from './copy-action.tsx';

/** Copies the full address of an app path (for another device, OBS or a message). */
export function CopyLink({ path, label }: { path: string; label: string }) {
  const t = useT('app');
  const url = useLinkUrl()(path);
  return (
    <CopyAction value={url}>
      {({ copied, copy }) => (
        // Shown while it says "Copied", so a touch screen, which never hovers, sees it too.
        <Tooltip
          label={copied ? t('shell.copied') : t('shell.copyLink')}
          opened={copied || undefined}
          withArrow
        >
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
    </CopyAction>
  );
}
