import { Group, Kbd, Paper, Text } from '@mantine/core';
import styles from './console.module.css';
import { shortcutText } from './shortcuts.tsx';

/** Space-separated keys, and what they do. */
export type LegendItem = [keys: string, action: string];

/** Every shortcut of a console in one line under it. */
export function ShortcutLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      component="section"
      aria-label="Keyboard shortcuts"
      className={styles.keysOnly}
    >
      <Group gap="md" wrap="wrap">
        <Text size="xs" fw={700}>
          Keyboard
        </Text>
        {items.map(([keys, action]) => (
          <Group key={action} gap={4} wrap="nowrap">
            {keys.split(' ').map((k) => (
              <Kbd key={k} size="xs">
                {shortcutText(k)}
              </Kbd>
            ))}
            <Text size="xs">{action}</Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
