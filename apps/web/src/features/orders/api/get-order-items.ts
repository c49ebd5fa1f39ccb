import { getOrderItemsCall } from '@portale/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

export interface OrderItemsQuery {
  id: number;
  /** The current customer's price list, for each product's current price. */
  priceListId: number | null;
  customerExternalId: string | null;
}

function input({ id, priceListId, customerExternalId }: OrderItemsQuery) {
  return { params: { id }, query: { price_list_id: priceListId ?? undefined, customer_external_id: customerExternalId ?? undefined } };
}

/** GET orders/getOrderItems/{id}?price_list_id=..[&customer_external_id=..]: an order's lines. */
export function getOrderItems(query: OrderItemsQuery, signal?: AbortSignal) {
  return withLoadedNotice(callApi(getOrderItemsCall, input(query), { signal }), 'Articoli caricati correttamente');
}

export function useOrderItems(query: OrderItemsQuery) {
  return useQuery({ queryKey: callKey(getOrderItemsCall, input(query)), queryFn: ({ signal }) => getOrderItems(query, signal) });
}
