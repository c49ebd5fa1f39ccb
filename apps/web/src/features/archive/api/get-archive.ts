import { ZArchiveResponse } from '@portale/contract/cart';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type ArchiveType = 'quotes' | 'temporary_orders';

/** GET cart/archive?page=&type=: the agent's archived carts of one type, paged. */
export function archiveQueryOptions(type: ArchiveType, page: number) {
  return queryOptions({
    queryKey: ['archive', type, page],
    queryFn: ({ signal }) => apiGet(`cart/archive?page=${page}&type=${type}`, ZArchiveResponse, signal),
  });
}

export function useArchive(type: ArchiveType, page: number) {
  return useQuery({ ...archiveQueryOptions(type, page), placeholderData: keepPreviousData });
}
