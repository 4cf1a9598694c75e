import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import {
  expiryAfterPurchase,
  formatAmount,
  isPassId,
  passes,
} from '../../../domain/plans/plans.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format.ts';
import { useNow, usePlanStatus } from '../../lib/plan.ts';
import { useProfile } from '../../lib/session.ts';
import { useCreateCheckout } from './billing-api.ts';

export function CheckoutPage() {
  const profile = useProfile();
  const plan = usePlanStatus(profile);
  const now = useNow();
  const [search] = useSearchParams();
  const passId = search.get('pass');
  const create = useCreateCheckout();

  if (!isPassId(passId)) {
    return (
      <PageFrame title="Checkout" description="Pay for a Tempo Premium pass.">
        <EmptyState
          title="Choose a pass first"
          action={
            <Anchor component={Link} to={paths.upgrade.href()}>
              See the Premium passes
            </Anchor>
          }
        >
          This checkout link does not name a pass we sell.
        </EmptyState>
      </PageFrame>
    );
  }

  const pass = passes[passId];
  const price = formatAmount(pass.amount, pass.currency);
  // The same rule the server applies when the payment is confirmed.
  const newExpiry = expiryAfterPurchase(plan.tier, plan.premiumUntil, now, pass.months);
  // Redirecting or done: the browser is on its way to the provider.
  const leaving = create.isPending || create.isSuccess;

  const pay = () => create.mutate(passId, { onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <PageFrame title="Checkout" description="Review your order, then pay.">
      <Paper withBorder p="lg" radius="md" maw={560}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Your order
          </Title>
          <Group justify="space-between">
            <Text>{pass.name}</Text>
            <Text fw={700} data-testid="checkout-price">
              {price}
            </Text>
          </Group>
          <Text size="sm">
            {plan.tier === 'tempo-premium' && plan.premiumUntil
              ? `Adds ${pass.months === 1 ? 'a month' : `${pass.months} months`} to your current pass (until ${formatDate(plan.premiumUntil)}).`
              : 'Premium starts as soon as the payment is confirmed.'}{' '}
            Premium until <strong data-testid="checkout-new-expiry">{formatDate(newExpiry)}</strong>
            .
          </Text>
          <FormError message={create.error ? errorMessage(create.error) : null} />
          <Group justify="space-between">
            <Anchor component={Link} to={paths.upgrade.href()} size="sm">
              Back to the passes
            </Anchor>
            <Button color="grape" loading={leaving} onClick={pay}>
              Pay {price}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
