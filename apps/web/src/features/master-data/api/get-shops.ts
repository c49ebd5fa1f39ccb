import { getShopsCall } from '@portale/contract/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET shops. */
export const shopsQueryOptions = queryOptions({
  queryKey: callKey(getShopsCall, {}),
  queryFn: ({ signal }) => callApi(getShopsCall, {}, { signal }),
});

export function useShops() {
  return useQuery(shopsQueryOptions);
}
