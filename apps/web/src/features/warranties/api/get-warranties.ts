import { warrantyIndexCall, type TWarrantyStatusFilter } from '@portale/contract/warranties';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

export interface WarrantyListParams {
  search: string;
  type: TWarrantyStatusFilter;
  page: number;
}

/** POST warranty/index: one page of warranties ('Garanzie caricate correttamente'). */
export async function getWarranties(params: WarrantyListParams, signal?: AbortSignal) {
  const answer = await callApi(warrantyIndexCall, { body: params }, { signal });
  notifySuccess('Garanzie caricate correttamente');
  return answer;
}

export function useWarranties(params: WarrantyListParams) {
  return useQuery({
    queryKey: callKey(warrantyIndexCall, { body: params }),
    queryFn: ({ signal }) => getWarranties(params, signal),
    placeholderData: keepPreviousData,
  });
}
