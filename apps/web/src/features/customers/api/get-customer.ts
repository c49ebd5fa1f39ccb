import { getCustomerCall } from '@portale/contract/customers';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

export const CUSTOMER_LOAD_FAILED = 'Impossibile caricare il cliente selezionato';

/** GET customer/get/{id}: the customer, or null with the server's message (spec §8). */
export function useCustomer(id: number) {
  return useQuery({
    queryKey: callKey(getCustomerCall, { params: { id } }),
    queryFn: async ({ signal }) => {
      try {
        const answer = await callApi(getCustomerCall, { params: { id } }, { signal });
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
