import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { expiryAfterPurchase, isPassId, passes } from '../../../domain/plans/plans.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormError } from '../../components/form-error.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatCurrency } from '../../../i18n/intl-format.ts';
import { formatDay } from '../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { useNow, usePlanStatus } from '../../lib/plan.ts';
import { useProfile } from '../../lib/session.ts';
import { useCreateCheckout } from './billing-api.ts';

export function CheckoutPage() {
  const t = useT('manage');
  const locale = useLocale();
  const profile = useProfile();
  const plan = usePlanStatus(profile);
  const now = useNow();
  const [search] = useSearchParams();
  const passId = search.get('pass');
  const create = useCreateCheckout();

  if (!isPassId(passId)) {
    return (
      <PageFrame title={t('billing.checkout.title')} description={t('billing.checkout.payFor')}>
        <EmptyState
          title={t('billing.checkout.choosePass')}
          action={
            <Anchor component={Link} to={paths.upgrade.href()}>
              {t('billing.seePasses')}
            </Anchor>
          }
        >
          {t('billing.checkout.unknownPass')}
        </EmptyState>
      </PageFrame>
    );
  }

  const pass = passes[passId];
  const price = formatCurrency(locale, pass.amount, pass.currency);
  // The same rule the server applies when the payment is confirmed.
  const newExpiry = expiryAfterPurchase(plan.tier, plan.premiumUntil, now, pass.months);
  // Redirecting or done: the browser is on its way to the provider.
  const leaving = create.isPending || create.isSuccess;

  const pay = () => create.mutate(passId, { onSuccess: ({ url }) => window.location.assign(url) });

  return (
    <PageFrame title={t('billing.checkout.title')} description={t('billing.checkout.review')}>
      <Paper withBorder p="lg" radius="md" maw={560}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('billing.checkout.order')}
          </Title>
          <Group justify="space-between">
            <Text>{t(`billing.pass.${pass.id}`)}</Text>
            <Text fw={700} data-testid="checkout-price">
              {price}
            </Text>
          </Group>
          <Text size="sm">
            {plan.tier === 'tempo-premium' && plan.premiumUntil
              ? t('billing.checkout.adds', {
                  months: pass.months,
                  date: formatDay(locale, plan.premiumUntil),
                })
              : t('billing.checkout.startsWhenPaid')}{' '}
            {t.rich<ReactNode>('billing.checkout.newExpiry', {
              date: formatDay(locale, newExpiry),
              b: (chunks) => (
                <strong key="expiry" data-testid="checkout-new-expiry">
                  {chunks}
                </strong>
              ),
            })}
          </Text>
          <FormError message={create.error ? errorMessage(create.error) : null} />
          <Group justify="space-between">
            <Anchor component={Link} to={paths.upgrade.href()} size="sm">
              {t('billing.checkout.back')}
            </Anchor>
            <Button color="grape" loading={leaving} onClick={pay}>
              {t('billing.checkout.pay', { price })}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
