import { getCustomerCall } from '@portale/contract/customers';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET customer/get/{id}: the cart's customer, for its addresses and main email. */
export function useCartCustomer(id: number | null) {
  const input = { params: { id: id ?? 0 } };
  return useQuery({
    queryKey: callKey(getCustomerCall, input),
    queryFn: ({ signal }) => callApi(getCustomerCall, input, { signal }),
    enabled: id !== null && id > 0,
    staleTime: 60_000,
  });
}
