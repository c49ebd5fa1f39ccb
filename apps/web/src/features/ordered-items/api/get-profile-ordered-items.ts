import { ZGetProfileOrderedItemsResponse } from '@portale/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profilePathSegment, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiRequest } from '../../../lib/api-client';

/** POST orders/getProfileOrderedItems[/{profile}]: one page of ordered products, each with its order. */
export function getProfileOrderedItems(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(
    apiRequest(`orders/getProfileOrderedItems${profilePathSegment(params.profile)}`, ZGetProfileOrderedItemsResponse, {
      method: 'POST',
      body: listRequestBody(params),
      signal,
    }),
    'Prodotti caricati correttamente',
  );
}

/** The list for the URL's state; idle until an agent code is chosen. */
export function useProfileOrderedItems(params: ListParams) {
  const { profile, search, from, to, page } = params;
  return useQuery({
    queryKey: ['ordered-items', 'list', { profile, search, from, to, page }],
    queryFn: ({ signal }) => getProfileOrderedItems({ ...params, profile: profile! }, signal),
    enabled: profile !== null,
    placeholderData: keepPreviousData,
  });
}
