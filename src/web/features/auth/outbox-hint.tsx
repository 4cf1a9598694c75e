import { Text } from '@mantine/core';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { usePublicConfig } from '../../lib/public-config.ts';

/**
 * On a server that sends no mail (no SMTP_URL, as at a venue), where a mailed link went instead:
 * to the terminal running Tempo, when this person can see it (they are on that machine, or are
 * setting Tempo up); otherwise the person running Tempo can pass it on. Said the same whoever the
 * link is for.
 */
export function OutboxHint() {
  const t = useT('app');
  const config = usePublicConfig();
  if (!config || config.sendsMail) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="outbox-hint">
      {t(config.linksInTerminal ? 'auth.outboxHintTerminal' : 'auth.outboxHint')}
    </Text>
  );
}
