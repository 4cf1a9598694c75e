import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { paths } from '../../config/paths.ts';

export function CheckoutPage() {
  return (
    <PageFrame title="Checkout" description="Pay for a Tempo Premium pass.">
      <EmptyState
        title="Your order"
        action={
          <Anchor component={Link} to={paths.upgrade.href()}>
            See what Premium adds
          </Anchor>
        }
      >
        There is nothing to pay for yet.
      </EmptyState>
    </PageFrame>
  );
}
