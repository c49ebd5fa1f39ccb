import { getProfileOrderedItemsCall } from '@portale/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profileParams, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

const input = (params: ListParams & { profile: string }) => ({ params: profileParams(params.profile), body: listRequestBody(params) });

/** POST orders/getProfileOrderedItems[/{profile}]: one page of ordered products, each with its order. */
export function getProfileOrderedItems(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(callApi(getProfileOrderedItemsCall, input(params), { signal }), 'Prodotti caricati correttamente');
}

/** The list for the URL's state; idle until an agent code is chosen. */
export function useProfileOrderedItems(params: ListParams) {
  const listed = { ...params, profile: params.profile ?? '', id: null };
  return useQuery({
    queryKey: callKey(getProfileOrderedItemsCall, input(listed)),
    queryFn: ({ signal }) => getProfileOrderedItems(listed, signal),
    enabled: params.profile !== null,
    placeholderData: keepPreviousData,
  });
}
