import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../lib/i18n/i18n-store.ts';
import { CopyAction } from './copy-action.tsx';

/**
 * A button that copies `value` and says "Copied" for a moment (or offers the text to copy by
 * hand, CopyAction): the address, code and link buttons beside a field or in a table row.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  withIcon = true,
  disabled,
  ...button
}: {
  value: string;
  label: string;
  /** What it says once copied, where "Copied" alone would not say what. */
  copiedLabel?: string;
  withIcon?: boolean;
  disabled?: boolean;
} & Omit<ButtonProps, 'children' | 'leftSection' | 'color'>) {
  const app = useT('app');
  return (
    <CopyAction value={value}>
      {({ copied, copy }) => (
        <Button
          {...button}
          disabled={disabled}
          color={copied ? 'teal' : undefined}
          leftSection={
            withIcon ? copied ? <IconCheck size={16} /> : <IconCopy size={16} /> : undefined
          }
          onClick={copy}
        >
          {copied ? (copiedLabel ?? app('shell.copied')) : label}
        </Button>
      )}
    </CopyAction>
  );
}
