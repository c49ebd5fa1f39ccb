import { getProductCategoriesCall } from '@portale/contract/master-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET product_categories. */
export const productCategoriesQueryOptions = queryOptions({
  queryKey: callKey(getProductCategoriesCall, {}),
  queryFn: ({ signal }) => callApi(getProductCategoriesCall, {}, { signal }),
});

export function useProductCategories() {
  return useQuery(productCategoriesQueryOptions);
}
