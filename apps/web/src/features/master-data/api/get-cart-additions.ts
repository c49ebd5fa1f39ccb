import { getCartAdditionsCall } from '@portale/contract/master-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET cart_additions: the rules, their types (shipping first) and the price lists. */
export const cartAdditionsQueryOptions = queryOptions({
  queryKey: callKey(getCartAdditionsCall, {}),
  queryFn: ({ signal }) => callApi(getCartAdditionsCall, {}, { signal }),
});

export function useCartAdditions() {
  return useQuery(cartAdditionsQueryOptions);
}
