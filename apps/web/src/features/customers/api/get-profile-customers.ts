import type { CallInput } from '@portale/contract/call';
import { getProfileCustomersCall } from '@portale/contract/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { notifyApiError } from '../../../lib/notify';

/** POST user/getProfileCustomers/{profile}: one page of the profile's customers. */
export function useProfileCustomers(input: CallInput<typeof getProfileCustomersCall>) {
  return useQuery({
    queryKey: callKey(getProfileCustomersCall, input),
    queryFn: async ({ signal }) => {
      try {
        // Spec §7: a loaded list shows its 'loaded' notice.
        return await withLoadedNotice(callApi(getProfileCustomersCall, input, { signal }), 'Clienti caricati correttamente');
      } catch (error) {
        notifyApiError(error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
