import { logoutCall } from '@portale/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { setPendingLogout } from '../../../lib/offline/pending-logout';
import { rememberSession } from '../../../lib/offline/remembered-session';
import { sessionQueryKey } from './get-current';
import { LOGOUT_TIMEOUT_MS, noAnswer } from './send-pending-logout';

/** 'Esci' for this user: without an answer the logout is kept and sent first when the network returns. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => {
      try {
        await callApi(logoutCall, {}, { signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
      } catch (error) {
        if (!noAnswer(error)) throw error;
        setPendingLogout({ user_id: userId, at: Date.now() });
      }
    },
    onSettled: () => {
      rememberSession(null);
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
