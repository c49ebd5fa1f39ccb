import { getStatusListCall } from '@portale/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localOrderStatuses } from '../../../lib/offline/local-orders';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

/**
 * GET orders/getStatusList: the order statuses for the status filter; without network, those of the device's orders.
 * No 'loaded' line: a filter's choices are not the page's list ('Stati caricati correttamente' replaced 'Ordini
 * caricati correttamente' under 'Ordini', issue 55 point 16).
 */
export function getStatusList(userId: number, signal?: AbortSignal) {
  return serverOrDevice(
    () => callApi(getStatusListCall, {}, { signal }),
    () => localOrderStatuses(offlineDbFor(userId)),
  );
}

export function useStatusList() {
  const userId = useSession().data.user.id;
  // Statuses change only with an ERP import: load them once per session.
  return useQuery({ queryKey: callKey(getStatusListCall, {}), queryFn: ({ signal }) => getStatusList(userId, signal), staleTime: Infinity });
}
