import { loginCall } from '@portale/contract/auth';
import type { CallInput } from '@portale/contract/call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from './get-current';
import { sendPendingLogout } from './send-pending-logout';

/** POST login as the web app (`scope: 'webapp'`); a logout tapped without network reaches the server first. */
export function login(input: Omit<CallInput<typeof loginCall>['body'], 'scope'>) {
  return sendPendingLogout().then(() => callApi(loginCall, { body: { ...input, scope: 'webapp' } }));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      // A user with a second factor has no session yet: the login page asks for the code.
      if ('second_factor' in answer) return;
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, answer);
    },
  });
}
