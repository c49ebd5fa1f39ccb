import { getCustomerCall } from '@portale/contract/customers';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { localCustomerAnswer } from '../../../lib/offline/local-customers';
import { offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

/** GET customer/get/{id}: the cart's customer, for its payment mode, addresses and main email; without network, the copy's. */
export function useCartCustomer(id: number | null) {
  const userId = useSession().data.user.id;
  const input = { params: { id: id ?? 0 } };
  return useQuery({
    queryKey: callKey(getCustomerCall, input),
    queryFn: ({ signal }) =>
      serverOrDevice(
        () => callApi(getCustomerCall, input, { signal }),
        () => localCustomerAnswer(offlineDbFor(userId), input.params.id),
      ),
    enabled: id !== null && id > 0,
    staleTime: 60_000,
  });
}
