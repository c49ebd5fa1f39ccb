import { getCustomerCall } from '@portale/contract/customers';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localCustomerAnswer } from '../../../lib/offline/local-customers';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

export const CUSTOMER_LOAD_FAILED = 'Impossibile caricare il cliente selezionato';

/** GET customer/get/{id}: the customer, or null with the server's message (spec §8); without network, the offline copy's. */
export function useCustomer(id: number) {
  const userId = useSession().data.user.id;
  return useQuery({
    queryKey: callKey(getCustomerCall, { params: { id } }),
    queryFn: async ({ signal }) => {
      try {
        const answer = await serverOrDevice(
          () => callApi(getCustomerCall, { params: { id } }, { signal }),
          () => localCustomerAnswer(offlineDbFor(userId), id),
        );
        if (!answer.customer) notifyError(answer.message || CUSTOMER_LOAD_FAILED);
        return answer;
      } catch (error) {
        notifyError(error instanceof Error && error.message ? error.message : CUSTOMER_LOAD_FAILED);
        throw error;
      }
    },
    enabled: Number.isInteger(id) && id > 0,
  });
}
