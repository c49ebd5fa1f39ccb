import { getAuditHistoryCall } from '@portale/contract/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET audit/history for a key: its creation, revocation and every call made with it, newest first. */
function apiKeyHistoryOptions(id: number) {
  const input = { query: { entity: 'api_keys' as const, id } };
  return queryOptions({ queryKey: callKey(getAuditHistoryCall, input), queryFn: ({ signal }) => callApi(getAuditHistoryCall, input, { signal }) });
}

export function useApiKeyHistory(id: number, enabled: boolean) {
  return useQuery({ ...apiKeyHistoryOptions(id), enabled });
}
