import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { CenteredPage } from './centered-page.tsx';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <CenteredPage>
      <Stack gap="sm">
        <Title order={1} size="h2">
          404 - Page Not Found
        </Title>
        <Text>There is no page at this address. The link may be old or mistyped.</Text>
        <Anchor component={Link} to={paths.home.href()}>
          Go to the home page
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
