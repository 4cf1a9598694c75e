import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '../../lib/session.ts';
import { track } from '../../lib/track.ts';

/**
 * Records the sign-in and reloads the profile; the login and register routes then send the
 * person on to redirectTo (or the dashboard) by themselves.
 */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (how: { event: 'sign_in' | 'sign_up'; method: 'email' | 'google' }) => {
      track(how.event, { props: { method: how.method } });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    [queryClient],
  );
}
