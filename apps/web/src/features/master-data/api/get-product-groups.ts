import { getProductGroupsCall } from '@portale/contract/master-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET product_groups. */
export const productGroupsQueryOptions = queryOptions({
  queryKey: callKey(getProductGroupsCall, {}),
  queryFn: ({ signal }) => callApi(getProductGroupsCall, {}, { signal }),
});

export function useProductGroups() {
  return useQuery(productGroupsQueryOptions);
}
