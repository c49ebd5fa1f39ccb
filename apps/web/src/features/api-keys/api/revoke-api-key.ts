import { getApiKeysCall, revokeApiKeyCall } from '@portale/contract/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';

/** POST api_keys/revoke/{id}: from now on the key answers 401. */
export function revokeApiKey(id: number) {
  return callApi(revokeApiKeyCall, { params: { id } });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(getApiKeysCall) }) });
}
