import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths } from '../../config/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { useProfile } from '../../lib/session.ts';

function firstName(name: string) {
  return name.trim().split(/\s+/)[0] ?? name;
}

export function DashboardPage() {
  const profile = useProfile();
  const plan = usePlanStatus(profile);

  return (
    <PageFrame title="Dashboard" description={`Welcome, ${firstName(profile.name)}.`}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              Your plan
            </Title>
            {plan.tier === 'tempo-premium' ? (
              <Text>
                Tempo Premium
                {plan.premiumUntil ? `, until ${formatDate(plan.premiumUntil)}` : ''}. Every
                console, output and export is open to you.
              </Text>
            ) : (
              <>
                <Text>
                  Free plan. Premium adds the stats consoles, player stat sheets, exports and
                  playoff brackets.
                </Text>
                <Button component={Link} to={paths.upgrade.href()} size="sm">
                  Upgrade to Premium
                </Button>
              </>
            )}
          </Stack>
        </Paper>

        <EmptyState title="Live and upcoming games">
          No live or upcoming games. Games scheduled in your tournaments appear here.
        </EmptyState>

        <EmptyState title="Recent results">
          No results yet. Final scores of your games appear here.
        </EmptyState>

        <EmptyState
          title="Your tournaments"
          action={
            <Anchor component={Link} to={paths.tournaments.href()}>
              Open the tournament list
            </Anchor>
          }
        >
          You have no tournaments yet.
        </EmptyState>
      </SimpleGrid>
    </PageFrame>
  );
}
