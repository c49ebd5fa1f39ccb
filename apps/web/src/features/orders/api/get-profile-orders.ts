import { getProfileOrdersCall } from '@portale/contract/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deviceListFilter, listRequestBody, profileParams, type ListParams } from '../../../components/list-layout/list-params';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localOrdersPage } from '../../../lib/offline/local-orders';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

const input = (params: ListParams & { profile: string }) => ({ params: profileParams(params.profile), body: listRequestBody(params, true) });

/**
 * POST orders/getProfileOrders[/{profile}]: one page of orders with the sums of the filtered set; without network,
 * from the device's copy of the agent's orders of the last 24 months (issue 18).
 */
export function getProfileOrders(userId: number, params: ListParams & { profile: string }, signal?: AbortSignal) {
  const answer = serverOrDevice(
    () => callApi(getProfileOrdersCall, input(params), { signal }),
    () => localOrdersPage(offlineDbFor(userId), deviceListFilter(params, true)),
  );
  return withLoadedNotice(answer, 'Ordini caricati correttamente');
}

/** The list for the URL's state; idle until an agent code is chosen. The open detail is not part of the key. */
export function useProfileOrders(params: ListParams) {
  const userId = useSession().data.user.id;
  const listed = { ...params, profile: params.profile ?? '', id: null };
  return useQuery({
    queryKey: callKey(getProfileOrdersCall, input(listed)),
    queryFn: ({ signal }) => getProfileOrders(userId, listed, signal),
    enabled: params.profile !== null,
    placeholderData: keepPreviousData,
  });
}
