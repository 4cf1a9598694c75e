// The billing pages' calls: start a checkout, follow an order, and the sandbox checkout's buttons.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiPath, billingPaths } from '../../../contract/api-paths.ts';
import {
  checkoutCreatedSchema,
  orderSchema,
  sandboxOutcomeSchema,
  sandboxSessionSchema,
} from '../../../contract/billing.ts';
import type { PassId } from '../../../domain/plans/plans.ts';
import { apiFetch } from '../../lib/api-client.ts';

export function useCreateCheckout() {
  return useMutation({
    mutationFn: (passId: PassId) =>
      apiFetch(billingPaths.checkout, {
        method: 'POST',
        body: { passId },
        schema: checkoutCreatedSchema,
      }),
  });
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['billing-order', orderId],
    queryFn: () => apiFetch(apiPath(billingPaths.order, { orderId }), { schema: orderSchema }),
    // The live profile usually answers first; polling is the fallback while the order is open.
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 2000 : false),
  });

export const sandboxSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['sandbox-session', sessionId],
    queryFn: () =>
      apiFetch(apiPath(billingPaths.sandboxSession, { sessionId }), {
        schema: sandboxSessionSchema,
      }),
  });

export function useSandboxOutcome(sessionId: string) {
  return useMutation({
    mutationFn: (choice: 'pay' | 'cancel') =>
      apiFetch(
        apiPath(choice === 'pay' ? billingPaths.sandboxPay : billingPaths.sandboxCancel, {
          sessionId,
        }),
        { method: 'POST', schema: sandboxOutcomeSchema },
      ),
  });
}
