import { Paper } from '@mantine/core';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import type { MessageValues } from '../../../i18n/translator.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import styles from './console.module.css';
import { KeyCap, keysShown } from './shortcuts.tsx';

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
      <div className={styles.legend}>
        <span className={styles.legendTitle}>{t('shortcuts.keyboard')}</span>
        {items.map(([keys, action, values]) => (
          <span key={keys} className={styles.legendItem}>
            {keys.split(' ').map((k) => (
              <KeyCap key={k} shortcut={k} />
            ))}
            <span>{t(action, values)}</span>
          </span>
        ))}
      </div>
    </Paper>
  );
}
