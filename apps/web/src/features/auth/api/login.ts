import { loginCall } from '@portale/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from './get-current';

export function login(input: { email: string; password: string }) {
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
