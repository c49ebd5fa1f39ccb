import { getCurrentShopCall } from '@portale/contract/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET shops/current: the caller's shop, which brands the header. */
export const currentShopQueryOptions = queryOptions({
  staleTime: 5 * 60_000,
  queryKey: callKey(getCurrentShopCall, {}),
  queryFn: ({ signal }) => callApi(getCurrentShopCall, {}, { signal }),
});

export function useCurrentShop() {
  return useQuery(currentShopQueryOptions);
}
