import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { PlanBadge } from '../../components/plan-badge.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { useProfile } from '../../lib/session.ts';
import { orderQueryOptions } from './billing-api.ts';

/**
 * Waits for the provider's confirmation. The live profile stream usually brings it first (the
 * webhook's fulfilment publishes the profile); the order is polled as a fallback.
 */
export function PaySuccessPage() {
  const [search] = useSearchParams();
  const orderId = search.get('order');
  if (!orderId) {
    return (
      <PageFrame title="Payment">
        <EmptyState
          title="No order to show"
          action={
            <Anchor component={Link} to={paths.upgrade.href()}>
              See the Premium passes
            </Anchor>
          }
        >
          This page shows the state of a payment; its link names no order.
        </EmptyState>
      </PageFrame>
    );
  }
  return <OrderStatus orderId={orderId} />;
}

function OrderStatus({ orderId }: { orderId: string }) {
  const profile = useProfile();
  const plan = usePlanStatus(profile);
  const queryClient = useQueryClient();
  const order = useQuery(orderQueryOptions(orderId));

  // A pushed profile means something changed: ask for the order again at once.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: orderQueryOptions(orderId).queryKey });
  }, [profile.premiumExpiresAt, profile.planTier, orderId, queryClient]);

  const state = order.data?.state;
  const confirmed = state === 'paid' && plan.tier === 'tempo-premium' && plan.premiumUntil;

  return (
    <PageFrame title={confirmed ? 'Payment complete' : 'Payment'}>
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="sm" aria-live="polite">
          {order.isError ? (
            <Alert color="red" variant="light" role="alert" title="We could not load this order">
              {errorMessage(order.error)}
            </Alert>
          ) : confirmed ? (
            <>
              <Title order={2} size="h3">
                Premium until {formatDate(plan.premiumUntil!)}
              </Title>
              <Text>Thank you for supporting Tempo. Every Premium feature is open to you now.</Text>
              <Group gap="xs">
                <PlanBadge profile={profile} />
              </Group>
              <Anchor component={Link} to={paths.dashboard.href()}>
                Go to your dashboard
              </Anchor>
            </>
          ) : state === 'failed' || state === 'cancelled' ? (
            <Alert color="red" variant="light" role="alert" title="The payment did not go through">
              {state === 'failed'
                ? 'The payment failed or the checkout expired — you were not charged.'
                : 'The payment was cancelled — you were not charged.'}{' '}
              <Anchor component={Link} to={paths.upgrade.href()} underline="always">
                Try again
              </Anchor>
            </Alert>
          ) : (
            <Group gap="sm">
              <Loader size="sm" aria-hidden />
              <Text>Confirming your payment…</Text>
            </Group>
          )}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
