import { endMyOtherSessionsCall, endMySessionCall, getMySessionsCall } from '@portale/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callQuery, callScope } from '../../../lib/api-client';

/** GET account/sessions: the caller's open sessions ('Il mio profilo'). */
export function useMySessions() {
  return useQuery(callQuery(getMySessionsCall, {}));
}

export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(endMySessionCall, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callScope(getMySessionsCall) }),
  });
}

export function useEndMyOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endMyOtherSessionsCall, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: callScope(getMySessionsCall) }),
  });
}
