import { getProfileOrderedItemsCall } from '@portale/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deviceListFilter, listRequestBody, profileParams, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localOrderedItemsPage } from '../../../lib/offline/local-orders';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

const input = (params: ListParams & { profile: string }) => ({ params: profileParams(params.profile), body: listRequestBody(params) });

/**
 * POST orders/getProfileOrderedItems[/{profile}]: one page of ordered products, each with its order; without network,
 * from the lines of the device's copy of the agent's orders of the last 24 months (issue 18).
 */
export function getProfileOrderedItems(userId: number, params: ListParams & { profile: string }, signal?: AbortSignal) {
  const answer = serverOrDevice(
    () => callApi(getProfileOrderedItemsCall, input(params), { signal }),
    () => localOrderedItemsPage(offlineDbFor(userId), deviceListFilter(params)),
  );
  return withLoadedNotice(answer, 'Prodotti caricati correttamente');
}

/** The list for the URL's state; idle until an agent code is chosen. */
export function useProfileOrderedItems(params: ListParams) {
  const userId = useSession().data.user.id;
  const listed = { ...params, profile: params.profile ?? '', id: null };
  return useQuery({
    queryKey: callKey(getProfileOrderedItemsCall, input(listed)),
    queryFn: ({ signal }) => getProfileOrderedItems(userId, listed, signal),
    enabled: params.profile !== null,
    placeholderData: keepPreviousData,
  });
}
