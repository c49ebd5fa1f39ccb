import { getStatusListCall } from '@portale/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

/** GET orders/getStatusList: the order statuses for the status filter. */
export function getStatusList(signal?: AbortSignal) {
  return withLoadedNotice(callApi(getStatusListCall, {}, { signal }), 'Stati caricati correttamente');
}

export function useStatusList() {
  // Statuses change only with an ERP import: load them once per session.
  return useQuery({ queryKey: callKey(getStatusListCall, {}), queryFn: ({ signal }) => getStatusList(signal), staleTime: Infinity });
}
