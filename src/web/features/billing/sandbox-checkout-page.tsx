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
import { formatAmount, passes } from '../../../domain/plans/plans.ts';
import { FormError } from '../../components/form-error.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths, withSearch } from '../../config/paths.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { sandboxSessionQueryOptions, useSandboxOutcome } from './billing-api.ts';

export function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  const session = useQuery(sandboxSessionQueryOptions(sessionId));
  const outcome = useSandboxOutcome(sessionId);
  const navigate = useNavigate();

  const choose = (choice: 'pay' | 'cancel') =>
    outcome.mutate(choice, { onSuccess: ({ redirectTo }) => void navigate(redirectTo) });

  const order = session.data?.order;
  return (
    <PageFrame title="Test payment — no money moves">
      <Alert color="orange" variant="light" icon={<IconFlask size={18} aria-hidden />}>
        This is Tempo’s sandbox checkout, used while no payment provider is configured. Paying here
        charges nothing and unlocks Premium as a real payment would.
      </Alert>
      <Paper withBorder p="lg" radius="md" maw={560}>
        {session.isPending ? (
          <Loader size="sm" aria-label="Loading the order" />
        ) : session.isError ? (
          <FormError message={errorMessage(session.error)} />
        ) : order ? (
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {passes[order.passId].name}
              </Title>
              <Badge color="orange" variant="outline">
                Test mode
              </Badge>
            </Group>
            <Text fz={24} fw={700}>
              {formatAmount(order.amount, order.currency)}
            </Text>
            <FormError message={outcome.error ? errorMessage(outcome.error) : null} />
            {order.state === 'pending' ? (
              <Group justify="flex-end">
                <Button
                  variant="default"
                  disabled={outcome.isPending || outcome.isSuccess}
                  onClick={() => choose('cancel')}
                >
                  Cancel
                </Button>
                <Button
                  color="grape"
                  loading={outcome.isPending || outcome.isSuccess}
                  onClick={() => choose('pay')}
                >
                  Pay
                </Button>
              </Group>
            ) : (
              <Text>
                This order is {order.state}.{' '}
                <Anchor
                  component={Link}
                  to={withSearch(paths.paySuccess.href(), { order: order.id })}
                >
                  See its status
                </Anchor>
              </Text>
            )}
          </Stack>
        ) : null}
      </Paper>
    </PageFrame>
  );
}
