import { Box, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';

/**
 * Consoles and outputs fill the whole screen, outside the app shell: they run on court-side
 * laptops, projectors and OBS/vMix browser sources.
 */
export function FullScreenFrame({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box component="main" mih="100dvh" p="md">
      <Center mih="calc(100dvh - 2 * var(--mantine-spacing-md))">
        <Stack align="center" gap="sm" maw={560} ta="center">
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{children}</Text>
          {footer}
        </Stack>
      </Center>
    </Box>
  );
}
