import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageFrame } from '../../components/page-frame.tsx';
import { PlanBadge } from '../../components/plan-badge.tsx';
import { useProfile } from '../../lib/session.ts';

/** The plan shown here is the live profile: it changes as soon as a payment is confirmed. */
export function PaySuccessPage() {
  const profile = useProfile();
  return (
    <PageFrame title="Payment complete" description="Thank you for supporting Tempo.">
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Your plan
          </Title>
          <Group gap="xs">
            <PlanBadge profile={profile} />
          </Group>
          <Text size="sm" c="dimmed">
            When a payment is confirmed, your plan updates here on its own; there is no need to
            reload the page.
          </Text>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
