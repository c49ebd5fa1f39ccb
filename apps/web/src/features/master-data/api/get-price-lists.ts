import { getPriceListsCall } from '@portale/contract/master-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET price_lists (every list, enabled or not). */
export const priceListsQueryOptions = queryOptions({
  queryKey: callKey(getPriceListsCall, {}),
  queryFn: ({ signal }) => callApi(getPriceListsCall, {}, { signal }),
});

export function usePriceLists() {
  return useQuery(priceListsQueryOptions);
}
