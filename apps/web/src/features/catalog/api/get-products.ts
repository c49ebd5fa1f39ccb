import { getProductsCall } from '@portale/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

export interface ProductsFilter {
  search: string;
  page: number;
  priceListId: number | null;
  customerExternalId: string | null;
}

const input = (filter: ProductsFilter) => ({
  body: {
    search: filter.search,
    page: filter.page,
    current_price_list_id: filter.priceListId,
    customer_external_id: filter.customerExternalId,
  },
});

/** POST catalog/getProducts: a page of products priced with the current customer's price list. */
export function getProducts(filter: ProductsFilter, signal?: AbortSignal) {
  return callApi(getProductsCall, input(filter), { signal });
}

export function productsQueryOptions(filter: ProductsFilter) {
  return queryOptions({
    queryKey: callKey(getProductsCall, input(filter)),
    queryFn: ({ signal }) => getProducts(filter, signal),
  });
}

export function useProducts(filter: ProductsFilter) {
  // The previous page stays on screen while the next one loads, so paging does not flash.
  return useQuery({ ...productsQueryOptions(filter), placeholderData: keepPreviousData });
}
