import { Text } from '@mantine/core';
import { usePublicConfig } from '../../lib/public-config.ts';

/**
 * On a server that sends no mail (no SMTP_URL, as at a venue), where a mailed link went instead:
 * the person running Tempo can pass it on. Said the same whoever the link is for.
 */
export function OutboxHint() {
  const config = usePublicConfig();
  if (!config || config.sendsMail) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="outbox-hint">
      This Tempo server does not send mail yet: the link is printed in the log of the computer
      running Tempo and saved in its data/outbox folder. Ask the person running it to send it to
      you.
    </Text>
  );
}
