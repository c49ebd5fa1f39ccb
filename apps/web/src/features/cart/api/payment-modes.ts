import { getCartPaymentModesCall } from '@portale/contract/cart';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET cart/paymentModes: the modes an agent may agree with the customer, with their discounts. */
export function usePaymentModes() {
  return useQuery({
    queryKey: callKey(getCartPaymentModesCall, {}),
    queryFn: ({ signal }) => callApi(getCartPaymentModesCall, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
