import { updatePaymentModeCall, type TPaymentModeInput } from '@portale/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentModesQueryOptions } from './get-payment-modes';


/** POST payment_modes/update: the discount of one mode, with its version. */
export function useUpdatePaymentMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TPaymentModeInput) => callApi(updatePaymentModeCall, { body: { payment_mode: row } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentModesQueryOptions.queryKey }),
  });
}
