import { warrantyIndexCall, type TWarrantyStatusFilter } from '@portale/contract/warranties';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';

export interface WarrantyListParams {
  search: string;
  type: TWarrantyStatusFilter;
  page: number;
}

/** POST warranty/index: one page of warranties ('Garanzie caricate correttamente'). */
export function getWarranties(params: WarrantyListParams, signal?: AbortSignal) {
  return withLoadedNotice(callApi(warrantyIndexCall, { body: params }, { signal }), 'Garanzie caricate correttamente');
}

export function useWarranties(params: WarrantyListParams) {
  return useQuery({
    queryKey: callKey(warrantyIndexCall, { body: params }),
    queryFn: ({ signal }) => getWarranties(params, signal),
    placeholderData: keepPreviousData,
  });
}
