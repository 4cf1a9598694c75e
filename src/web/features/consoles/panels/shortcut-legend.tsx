import { Group, Kbd, Paper, Text } from '@mantine/core';
import type { MessageKey } from '../../../../i18n/catalogues.ts';
import type { MessageValues } from '../../../../i18n/translator.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import styles from '../console.module.css';
import { keysShown, shortcutText } from './shortcuts.tsx';

/** Space-separated keys, and what they do (a message of the consoles' catalogue). */
export type LegendItem = [keys: string, action: MessageKey<'console'>, values?: MessageValues];

/** Every shortcut of a console in one line under it. */
export function ShortcutLegend({ items }: { items: readonly LegendItem[] }) {
  const t = useT('console');
  if (!keysShown()) return null;
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      component="section"
      aria-label={t('shortcuts.title')}
      className={styles.keysOnly}
    >
      <Group gap="md" wrap="wrap">
        <Text size="xs" fw={700}>
          {t('shortcuts.keyboard')}
        </Text>
        {items.map(([keys, action, values]) => (
          <Group key={keys} gap={4} wrap="nowrap">
            {keys.split(' ').map((k) => (
              <Kbd key={k} size="xs">
                {shortcutText(k, t)}
              </Kbd>
            ))}
            <Text size="xs">{t(action, values)}</Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
