import { createApiKeyCall, getApiKeysCall, type TCreateApiKeyRequest } from '@portale/contract/api-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callScope } from '../../../lib/api-client';

/** POST api_keys/create: the answer carries the key's secret, this once only. */
export function createApiKey(body: TCreateApiKeyRequest) {
  return callApi(createApiKeyCall, { body });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: callScope(getApiKeysCall) }) });
}
