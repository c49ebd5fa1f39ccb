import { logoutCall } from '@portale/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { rememberSession } from '../../../lib/offline/remembered-session';
import { sessionQueryKey } from './get-current';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(logoutCall, {}),
    onSettled: () => {
      rememberSession(null);
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}
