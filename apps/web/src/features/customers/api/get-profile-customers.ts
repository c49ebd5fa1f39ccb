import type { CallInput } from '@portale/contract/call';
import { getProfileCustomersCall } from '@portale/contract/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { notifyApiError } from '../../../lib/notify';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localCustomersPage } from '../../../lib/offline/local-customers';
import { deviceDb } from '../../../lib/offline/device-db';
import { useSession } from '../../../lib/session';

/** POST user/getProfileCustomers/{profile}: one page of the profile's customers; without network, from the offline copy. */
export function useProfileCustomers(input: CallInput<typeof getProfileCustomersCall>) {
  const userId = useSession().data.user.id;
  return useQuery({
    queryKey: callKey(getProfileCustomersCall, input),
    queryFn: async ({ signal }) => {
      const { params, body } = input;
      const page = serverOrDevice(
        async () => (await callApi(getProfileCustomersCall, input, { signal })).customers,
        async () => localCustomersPage(await deviceDb(userId), params.profile, body.search ?? '', Number(body.page ?? 1)),
      );
      try {
        // Spec §7: a loaded list shows its 'loaded' notice.
        return await withLoadedNotice(page, 'Clienti caricati correttamente');
      } catch (error) {
        notifyApiError(error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
