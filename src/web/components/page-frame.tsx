import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Heading, optional lead text and content of a page inside the app shell. */
export function PageFrame({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{title}</Title>
        {description ? (
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {actions}
      {children}
    </Stack>
  );
}
