import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CenteredPage } from '../../components/centered-page.tsx';
import { paths } from '../../config/paths.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';

/** The frame every signed-out account page shares: a heading, a line of help, the form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <CenteredPage>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {intro}
          </Text>
        </div>
        {children}
      </Stack>
    </CenteredPage>
  );
}

export function BackToSignIn() {
  const t = useT('app');
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={paths.login.href()}>
        {t('auth.backToSignIn')}
      </Anchor>
    </Text>
  );
}
