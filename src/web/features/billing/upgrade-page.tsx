import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { formatDate } from '../../lib/format.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { useProfile } from '../../lib/session.ts';

// What Premium adds (PRODUCT §3); the limits themselves are enforced by the server.
const premiumFeatures = [
  'Unlimited tournaments, seasons and teams',
  'All consoles, including the three stats consoles',
  'Player stat sheets, overlay themes, your own colours and logos on outputs',
  'Exports: CSV box scores, PDF score sheets, iCal schedules',
  'Playoff brackets',
];

export function UpgradePage() {
  const profile = useProfile();
  const plan = usePlanStatus(profile);

  return (
    <PageFrame
      title="Upgrade to Tempo Premium"
      description={
        plan.tier === 'tempo-premium'
          ? `You have Tempo Premium${plan.premiumUntil ? ` until ${formatDate(plan.premiumUntil)}` : ''}.`
          : 'You are on the free plan.'
      }
    >
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            What Premium adds
          </Title>
          <List spacing={4}>
            {premiumFeatures.map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed">
            Nothing is deleted when a pass ends: data over the free limits stays readable.
          </Text>
        </Stack>
      </Paper>
      <EmptyState title="Premium passes">There are no Premium passes to buy yet.</EmptyState>
    </PageFrame>
  );
}
