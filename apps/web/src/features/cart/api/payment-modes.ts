import { getCartPaymentModesCall } from '@portale/contract/cart';
import { useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';
import { serverOrDevice } from '../../../lib/offline/device-answers';
import { cartRulesOf, offlineDbFor } from '../../../lib/offline/offline-db';
import { useSession } from '../../../lib/session';

/**
 * GET cart/paymentModes: the modes an agent may agree with the customer, with their discounts; without network, the
 * ones the device downloaded with the cart's rules.
 */
export function usePaymentModes() {
  const userId = useSession().data.user.id;
  return useQuery({
    queryKey: callKey(getCartPaymentModesCall, {}),
    queryFn: ({ signal }) =>
      serverOrDevice(
        () => callApi(getCartPaymentModesCall, {}, { signal }),
        async () => {
          const rules = await cartRulesOf(offlineDbFor(userId));
          return rules && { payment_modes: rules.payment_modes };
        },
      ),
    staleTime: 5 * 60_000,
  });
}
