import { Anchor, Box, Container, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { productName } from '../config/product.ts';

/** The frame of the pages outside the app shell: sign-in forms, 404, reactivation. */
export function CenteredPage({ children, width = 440 }: { children: ReactNode; width?: number }) {
  return (
    <Box component="main" py={{ base: 'lg', sm: 64 }} px="md" mih="100dvh">
      <Container size={width} p={0}>
        <Text ta="center" mb="lg" lh={1}>
          <Anchor
            component={Link}
            to={paths.home.href()}
            underline="never"
            c="inherit"
            fw={800}
            fz={28}
          >
            {productName}
          </Anchor>
        </Text>
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="md">
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
