import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { PlanBadge } from '../../components/plan-badge.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDay } from '../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { usePlanStatus } from '../../lib/plan.ts';
import { useProfile } from '../../lib/session.ts';
import { orderQueryOptions } from './billing-api.ts';

/**
 * Waits for the provider's confirmation. The live profile stream usually brings it first (the
 * webhook's fulfilment publishes the profile); the order is polled as a fallback.
 */
export function PaySuccessPage() {
  const [search] = useSearchParams();
  const t = useT('manage');
  const orderId = search.get('order');
  if (!orderId) {
    return (
      <PageFrame title={t('billing.payment.title')}>
        <EmptyState
          title={t('billing.payment.noOrder')}
          action={
            <Anchor component={Link} to={paths.upgrade.href()}>
              {t('billing.seePasses')}
            </Anchor>
          }
        >
          {t('billing.payment.noOrderExplain')}
        </EmptyState>
      </PageFrame>
    );
  }
  return <OrderStatus orderId={orderId} />;
}

function OrderStatus({ orderId }: { orderId: string }) {
  const t = useT('manage');
  const app = useT('app');
  const locale = useLocale();
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
    <PageFrame title={confirmed ? t('billing.payment.complete') : t('billing.payment.title')}>
      <Paper withBorder p="lg" radius="md" maw={640}>
        <Stack gap="sm" aria-live="polite">
          {order.isError ? (
            <Alert color="red" variant="light" role="alert" title={t('billing.payment.loadFailed')}>
              {errorMessage(order.error)}
            </Alert>
          ) : confirmed ? (
            <>
              <Title order={2} size="h3">
                {app('billing.badge.premiumUntil', { date: formatDay(locale, plan.premiumUntil!) })}
              </Title>
              <Text>{t('billing.payment.thanks')}</Text>
              <Group gap="xs">
                <PlanBadge profile={profile} />
              </Group>
              <Anchor component={Link} to={paths.dashboard.href()}>
                {t('billing.payment.toDashboard')}
              </Anchor>
            </>
          ) : state === 'failed' || state === 'cancelled' ? (
            <Alert color="red" variant="light" role="alert" title={t('billing.payment.notThrough')}>
              {state === 'failed' ? t('billing.payment.failed') : t('billing.payment.cancelled')}{' '}
              <Anchor component={Link} to={paths.upgrade.href()} underline="always">
                {t('billing.payment.tryAgain')}
              </Anchor>
            </Alert>
          ) : (
            <Group gap="sm">
              <Loader size="sm" aria-hidden />
              <Text>{t('billing.payment.confirming')}</Text>
            </Group>
          )}
        </Stack>
      </Paper>
    </PageFrame>
  );
}
