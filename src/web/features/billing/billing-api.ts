// The billing pages' calls: start a checkout, follow an order, and the sandbox checkout's buttons.
import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  cancelSandboxSession,
  createCheckout,
  getOrder,
  getSandboxSession,
  paySandboxSession,
} from '../../../contract/endpoints/billing.ts';
import type { PassId } from '../../../domain/plans/plans.ts';
import { callEndpoint } from '../../lib/call-endpoint.ts';

export function useCreateCheckout() {
  return useMutation({
    mutationFn: (passId: PassId) => callEndpoint(createCheckout, { body: { passId } }),
  });
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['billing-order', orderId],
    queryFn: () => callEndpoint(getOrder, { params: { orderId } }),
    // The live profile usually answers first; polling is the fallback while the order is open.
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 2000 : false),
  });

export const sandboxSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['sandbox-session', sessionId],
    queryFn: () => callEndpoint(getSandboxSession, { params: { sessionId } }),
  });

export function useSandboxOutcome(sessionId: string) {
  return useMutation({
    mutationFn: (choice: 'pay' | 'cancel') =>
      callEndpoint(choice === 'pay' ? paySandboxSession : cancelSandboxSession, {
        params: { sessionId },
      }),
  });
}
