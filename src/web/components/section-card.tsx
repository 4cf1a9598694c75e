// A titled card, the building block of the tournament pages: a bordered panel, its heading at
// the given level (sized alike everywhere), optional controls beside the heading, then content.
import { Group, Paper, Stack, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard({
  title,
  order = 2,
  actions,
  children,
}: {
  title: ReactNode;
  order?: TitleOrder;
  /** Controls shown at the heading's right, e.g. a phase switch. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Title order={order} size="h4">
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        {actions ? (
          <Group justify="space-between">
            {heading}
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
