import { ZGetStatusListResponse } from '@portale/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiGet } from '../../../lib/api-client';

/** GET orders/getStatusList: the order statuses for the status filter. */
export function getStatusList(signal?: AbortSignal) {
  return withLoadedNotice(apiGet('orders/getStatusList', ZGetStatusListResponse, signal), 'Stati caricati correttamente');
}

export function useStatusList() {
  // Statuses change only with an ERP import: load them once per session.
  return useQuery({ queryKey: ['orders', 'statuses'], queryFn: ({ signal }) => getStatusList(signal), staleTime: Infinity });
}
