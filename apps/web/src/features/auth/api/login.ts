import { loginCall } from '@portale/contract/auth';
import type { CallInput } from '@portale/contract/call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from './get-current';

/** POST login as the web app (`scope: 'webapp'`). */
export function login(input: Omit<CallInput<typeof loginCall>['body'], 'scope'>) {
  return callApi(loginCall, { body: { ...input, scope: 'webapp' } });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, answer);
    },
  });
}
