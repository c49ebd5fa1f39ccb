import { getActiveProductCategoriesCall } from '@portale/contract/master-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET product_categories/getActive: the enabled categories, for the catalogue's category filter. */
export function activeCategoriesQueryOptions() {
  return queryOptions({
    queryKey: callKey(getActiveProductCategoriesCall, {}),
    queryFn: ({ signal }) => callApi(getActiveProductCategoriesCall, {}, { signal }),
    select: (data) => data.product_categories,
    staleTime: 5 * 60_000,
  });
}

export function useActiveCategories() {
  return useQuery(activeCategoriesQueryOptions());
}
