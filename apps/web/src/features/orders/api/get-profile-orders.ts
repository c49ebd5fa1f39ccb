import { getProfileOrdersCall } from '@portale/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profileParams, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

const input = (params: ListParams & { profile: string }) => ({ params: profileParams(params.profile), body: listRequestBody(params, true) });

/** POST orders/getProfileOrders[/{profile}]: one page of orders with the sums of the filtered set. */
export function getProfileOrders(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(callApi(getProfileOrdersCall, input(params), { signal }), 'Ordini caricati correttamente');
}

/** The list for the URL's state; idle until an agent code is chosen. The open detail is not part of the key. */
export function useProfileOrders(params: ListParams) {
  const listed = { ...params, profile: params.profile ?? '', id: null };
  return useQuery({
    queryKey: callKey(getProfileOrdersCall, input(listed)),
    queryFn: ({ signal }) => getProfileOrders(listed, signal),
    enabled: params.profile !== null,
    placeholderData: keepPreviousData,
  });
}
