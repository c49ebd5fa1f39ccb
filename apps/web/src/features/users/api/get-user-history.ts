import { getAuditHistoryCall, type TAuditEntity } from '@portale/contract/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET audit/history: a record's changes, newest first ('Storico modifiche' of a user). */
export function auditHistoryQueryOptions(entity: TAuditEntity, id: number) {
  const input = { query: { entity, id } };
  return queryOptions({ queryKey: callKey(getAuditHistoryCall, input), queryFn: ({ signal }) => callApi(getAuditHistoryCall, input, { signal }) });
}

export function useAuditHistory(entity: TAuditEntity, id: number, enabled: boolean) {
  return useQuery({ ...auditHistoryQueryOptions(entity, id), enabled });
}
