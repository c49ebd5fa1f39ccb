import { getArchiveCall } from '@portale/contract/cart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localArchivePage } from '../../../lib/offline/local-archive';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

export type ArchiveType = 'quotes' | 'temporary_orders';

/**
 * GET cart/archive?page=&type=: the agent's archived carts of one type, paged; without network, the open quotes
 * from the device's copy (temporary orders need the network).
 */
export function useArchive(type: ArchiveType, page: number) {
  const userId = useSession().data.user.id;
  const input = { query: { page, type } };
  return useQuery({
    queryKey: callKey(getArchiveCall, input),
    queryFn: ({ signal }) => {
      const server = () => callApi(getArchiveCall, input, { signal });
      // Temporary orders are not on the device: without network they say so as every screen that needs the server.
      return type === 'quotes' ? serverOrDevice(server, () => localArchivePage(offlineDbFor(userId), type, page)) : server();
    },
    placeholderData: keepPreviousData,
  });
}
