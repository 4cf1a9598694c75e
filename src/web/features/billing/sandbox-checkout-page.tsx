// The built-in test checkout (no Stripe keys configured). It stands where Stripe's hosted page
// would, and says plainly that nothing is charged.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths, withSearch } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { formatCurrency } from '../../../i18n/intl-format.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { sandboxSessionQueryOptions, useSandboxOutcome } from './billing-api.ts';

export function SandboxCheckoutPage() {
  const t = useT('manage');
  const app = useT('app');
  const locale = useLocale();
  const { sessionId = '' } = useParams();
  const session = useQuery(sandboxSessionQueryOptions(sessionId));
  const outcome = useSandboxOutcome(sessionId);
  const navigate = useNavigate();

  const choose = (choice: 'pay' | 'cancel') =>
    outcome.mutate(choice, { onSuccess: ({ redirectTo }) => void navigate(redirectTo) });

  const order = session.data?.order;
  return (
    <PageFrame title={t('billing.sandbox.title')}>
      <Alert color="orange" variant="light" icon={<IconFlask size={18} aria-hidden />}>
        {t('billing.sandbox.explain')}
      </Alert>
      <Paper withBorder p="lg" radius="md" maw={560}>
        {session.isPending ? (
          <Loader size="sm" aria-label={t('billing.sandbox.loading')} />
        ) : session.isError ? (
          <FormError message={errorMessage(session.error)} />
        ) : order ? (
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t(`billing.pass.${order.passId}`)}
              </Title>
              <Badge color="orange" variant="outline">
                {t('billing.sandbox.testMode')}
              </Badge>
            </Group>
            <Text fz={24} fw={700}>
              {formatCurrency(locale, order.amount, order.currency)}
            </Text>
            <FormError message={outcome.error ? errorMessage(outcome.error) : null} />
            {order.state === 'pending' ? (
              <Group justify="flex-end">
                <Button
                  variant="default"
                  disabled={outcome.isPending || outcome.isSuccess}
                  onClick={() => choose('cancel')}
                >
                  {app('shell.cancel')}
                </Button>
                <Button
                  color="grape"
                  loading={outcome.isPending || outcome.isSuccess}
                  onClick={() => choose('pay')}
                >
                  {t('billing.sandbox.pay')}
                </Button>
              </Group>
            ) : (
              <Text>
                {t('billing.sandbox.orderState', { state: order.state })}{' '}
                <Anchor
                  component={Link}
                  to={withSearch(paths.paySuccess.href(), { order: order.id })}
                >
                  {t('billing.sandbox.seeStatus')}
                </Anchor>
              </Text>
            )}
          </Stack>
        ) : null}
      </Paper>
    </PageFrame>
  );
}
