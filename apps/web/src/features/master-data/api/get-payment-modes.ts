import { getPaymentModesCall } from '@portale/contract/master-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, callKey } from '../../../lib/api-client';

/** GET payment_modes. */
export const paymentModesQueryOptions = queryOptions({
  queryKey: callKey(getPaymentModesCall, {}),
  queryFn: ({ signal }) => callApi(getPaymentModesCall, {}, { signal }),
});

export function usePaymentModes() {
  return useQuery(paymentModesQueryOptions);
}
