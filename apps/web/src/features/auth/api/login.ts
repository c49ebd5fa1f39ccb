import { loginCall } from '@portale/contract/auth';
import type { CallInput } from '@portale/contract/call';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, callApi } from '../../../lib/api-client';
import { sessionQueryKey } from './get-current';
import { LOGOUT_NOT_CONFIRMED, sendPendingLogout } from './send-pending-logout';

/**
 * POST login as the web app (`scope: 'webapp'`). A logout kept on the device reaches the server first, and no session
 * opens on top of one the server has not confirmed: the new cookie would replace the only handle on the old session,
 * which would then stay open (issue 64, point 4).
 */
export async function login(input: Omit<CallInput<typeof loginCall>['body'], 'scope'>) {
  if (!(await sendPendingLogout())) throw new ApiError(503, LOGOUT_NOT_CONFIRMED, 'SERVICE_UNAVAILABLE');
  return callApi(loginCall, { body: { ...input, scope: 'webapp' } });
}

type LoginInput = Parameters<typeof login>[0];
type LoginAnswer = Awaited<ReturnType<typeof login>>;

/**
 * The login as a small mutation of its own (pending state, then the session stored and the caller's callbacks), not
 * TanStack's useMutation: its observer would travel with the login's bundle, which has a budget (issue 58).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = (input: LoginInput, then: { onSuccess?: (answer: LoginAnswer) => void; onError?: (error: unknown) => void } = {}) => {
    setPending(true);
    login(input).then(
      (answer) => {
        // A user with a second factor has no session yet: the login page asks for the code.
        if (!('second_factor' in answer)) {
          queryClient.clear();
          queryClient.setQueryData(sessionQueryKey, answer);
        }
        setPending(false);
        then.onSuccess?.(answer);
      },
      (error: unknown) => {
        setPending(false);
        then.onError?.(error);
      },
    );
  };
  return { isPending, mutate };
}
