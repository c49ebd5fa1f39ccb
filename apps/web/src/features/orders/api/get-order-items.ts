import { getOrderItemsCall } from '@portale/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localOrderItems } from '../../../lib/offline/local-orders';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

export interface OrderItemsQuery {
  id: number;
}

/**
 * No price list is sent: 'Prezzo attuale' is the order's own customer's current price (the server's default),
 * whichever customer is active (issue 21).
 */
function input({ id }: OrderItemsQuery) {
  return { params: { id }, query: {} };
}

/**
 * GET orders/getOrderItems/{id}: an order's lines, with the current price in its customer's price list; without
 * network, from the device's copy.
 */
export function getOrderItems(userId: number, query: OrderItemsQuery, signal?: AbortSignal) {
  const answer = serverOrDevice(
    () => callApi(getOrderItemsCall, input(query), { signal }),
    () => localOrderItems(offlineDbFor(userId), query.id),
  );
  return withLoadedNotice(answer, 'Articoli caricati correttamente', 'detail');
}

export function useOrderItems(query: OrderItemsQuery) {
  const userId = useSession().data.user.id;
  return useQuery({ queryKey: callKey(getOrderItemsCall, input(query)), queryFn: ({ signal }) => getOrderItems(userId, query, signal) });
}
