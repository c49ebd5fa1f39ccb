import { getShopManagersCall } from '@portale/contract/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET shops/getManagers: the users a shop may be given. */
export const shopManagersQueryOptions = queryOptions({
  queryKey: callKey(getShopManagersCall, {}),
  queryFn: ({ signal }) => callApi(getShopManagersCall, {}, { signal }),
});

export function useShopManagers() {
  return useQuery(shopManagersQueryOptions);
}
