import { getApiKeysCall } from '@portale/contract/api-keys';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../lib/api-client';

/** GET api_keys: every integration key (active, expired, revoked). */
export function useApiKeys() {
  return useQuery(callQuery(getApiKeysCall, {}));
}
