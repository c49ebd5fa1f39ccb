import { getStatusListCall } from '@portale/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localOrderStatuses } from '../../../lib/offline/local-orders';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

/** GET orders/getStatusList: the order statuses for the status filter; without network, those of the device's orders. */
export function getStatusList(userId: number, signal?: AbortSignal) {
  const answer = serverOrDevice(
    () => callApi(getStatusListCall, {}, { signal }),
    () => localOrderStatuses(offlineDbFor(userId)),
  );
  return withLoadedNotice(answer, 'Stati caricati correttamente');
}

export function useStatusList() {
  const userId = useSession().data.user.id;
  // Statuses change only with an ERP import: load them once per session.
  return useQuery({ queryKey: callKey(getStatusListCall, {}), queryFn: ({ signal }) => getStatusList(userId, signal), staleTime: Infinity });
}
