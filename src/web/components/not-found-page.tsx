import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { CenteredPage } from './centered-page.tsx';

export function NotFoundPage() {
  const t = useT('app');
  usePageTitle(t('notFound.pageTitle'));
  return (
    <CenteredPage>
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text>{t('notFound.message')}</Text>
        <Anchor component={Link} to={paths.home.href()}>
          {t('notFound.home')}
        </Anchor>
      </Stack>
    </CenteredPage>
  );
}
