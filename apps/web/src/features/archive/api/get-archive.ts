import { getArchiveCall } from '@portale/contract/cart';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

export type ArchiveType = 'quotes' | 'temporary_orders';

/** GET cart/archive?page=&type=: the agent's archived carts of one type, paged. */
export function archiveQueryOptions(type: ArchiveType, page: number) {
  const input = { query: { page, type } };
  return queryOptions({
    queryKey: callKey(getArchiveCall, input),
    queryFn: ({ signal }) => callApi(getArchiveCall, input, { signal }),
  });
}

export function useArchive(type: ArchiveType, page: number) {
  return useQuery({ ...archiveQueryOptions(type, page), placeholderData: keepPreviousData });
}
