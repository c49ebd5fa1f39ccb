import { ZGetOrderItemsResponse } from '@portale/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiGet } from '../../../lib/api-client';

export interface OrderItemsQuery {
  id: number;
  /** The current customer's price list, for each product's current price. */
  priceListId: number | null;
  customerExternalId: string | null;
}

/** GET orders/getOrderItems/{id}?price_list_id=..[&customer_external_id=..]: an order's lines. */
export function getOrderItems({ id, priceListId, customerExternalId }: OrderItemsQuery, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (priceListId !== null) query.set('price_list_id', String(priceListId));
  if (customerExternalId) query.set('customer_external_id', customerExternalId);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return withLoadedNotice(apiGet(`orders/getOrderItems/${id}${suffix}`, ZGetOrderItemsResponse, signal), 'Articoli caricati correttamente');
}

export function useOrderItems(query: OrderItemsQuery) {
  return useQuery({ queryKey: ['orders', 'items', query], queryFn: ({ signal }) => getOrderItems(query, signal) });
}
