import { ZGetProfileOrdersResponse } from '@portale/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listRequestBody, profilePathSegment, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiRequest } from '../../../lib/api-client';

/** POST orders/getProfileOrders[/{profile}]: one page of orders with the sums of the filtered set. */
export function getProfileOrders(params: ListParams & { profile: string }, signal?: AbortSignal) {
  return withLoadedNotice(
    apiRequest(`orders/getProfileOrders${profilePathSegment(params.profile)}`, ZGetProfileOrdersResponse, {
      method: 'POST',
      body: listRequestBody(params, true),
      signal,
    }),
    'Ordini caricati correttamente',
  );
}

/** The list for the URL's state; idle until an agent code is chosen. The open detail is not part of the key. */
export function useProfileOrders(params: ListParams) {
  const { profile, search, status, from, to, page } = params;
  return useQuery({
    queryKey: ['orders', 'list', { profile, search, status, from, to, page }],
    queryFn: ({ signal }) => getProfileOrders({ ...params, profile: profile! }, signal),
    enabled: profile !== null,
    placeholderData: keepPreviousData,
  });
}
