import { getProductsCall } from '@portale/contract/catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localCatalogPage } from '../../../lib/offline/local-catalog';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

export interface ProductsFilter {
  search: string;
  page: number;
  priceListId: number | null;
  customerExternalId: string | null;
  /** Category filter (issue 9); null = every enabled category. */
  categoryCode?: string | null;
}

const input = (filter: ProductsFilter) => ({
  body: {
    search: filter.search,
    page: filter.page,
    current_price_list_id: filter.priceListId,
    customer_external_id: filter.customerExternalId,
    category_code: filter.categoryCode ?? null,
  },
});

/**
 * POST catalog/getProducts: a page of products priced with the current customer's price list; without network,
 * the same page from the user's offline copy (issue 18).
 */
export function getProducts(userId: number, filter: ProductsFilter, signal?: AbortSignal) {
  return serverOrDevice(
    async () => (await callApi(getProductsCall, input(filter), { signal })).products,
    () => localCatalogPage(offlineDbFor(userId), { ...filter, categoryCode: filter.categoryCode ?? null }),
  );
}

function productsQueryOptions(userId: number, filter: ProductsFilter) {
  return queryOptions({
    queryKey: callKey(getProductsCall, input(filter)),
    queryFn: ({ signal }) => getProducts(userId, filter, signal),
  });
}

export function useProducts(filter: ProductsFilter) {
  const userId = useSession().data.user.id;
  // The previous page stays on screen while the next one loads, so paging does not flash.
  return useQuery({ ...productsQueryOptions(userId, filter), placeholderData: keepPreviousData });
}
