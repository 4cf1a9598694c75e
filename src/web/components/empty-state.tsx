import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An honest "nothing here yet" panel: what the section is for and that it is empty. */
export function EmptyState({
  title,
  children,
  action,
  order = 2,
}: {
  title?: string;
  children: ReactNode;
  action?: ReactNode;
  order?: 2 | 3;
}) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs" align="flex-start">
        {title ? (
          <Title order={order} size="h4">
            {title}
          </Title>
        ) : null}
        <Text c="dimmed">{children}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
