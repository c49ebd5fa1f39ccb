import type { CallInput } from '@portale/contract/call';
import { getProfileCustomersCall } from '@portale/contract/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { notifyApiError, notifySuccess } from '../../../lib/notify';

/** POST user/getProfileCustomers/{profile}: one page of the profile's customers. */
export function useProfileCustomers(input: CallInput<typeof getProfileCustomersCall>) {
  return useQuery({
    queryKey: callKey(getProfileCustomersCall, input),
    queryFn: async ({ signal }) => {
      try {
        const answer = await callApi(getProfileCustomersCall, input, { signal });
        // Spec §7: a loaded list shows its 'loaded' notice.
        notifySuccess('Clienti caricati correttamente');
        return answer;
      } catch (error) {
        notifyApiError(error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });
}
