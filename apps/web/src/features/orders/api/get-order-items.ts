import { getOrderItemsCall } from '@portale/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

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

/** GET orders/getOrderItems/{id}: an order's lines, with the current price in its customer's price list. */
export function getOrderItems(query: OrderItemsQuery, signal?: AbortSignal) {
  return withLoadedNotice(callApi(getOrderItemsCall, input(query), { signal }), 'Articoli caricati correttamente');
}

export function useOrderItems(query: OrderItemsQuery) {
  return useQuery({ queryKey: callKey(getOrderItemsCall, input(query)), queryFn: ({ signal }) => getOrderItems(query, signal) });
}
