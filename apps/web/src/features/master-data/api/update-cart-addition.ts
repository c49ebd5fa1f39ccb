import { updateCartAdditionCall, type TCartAdditionInput } from '@portale/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cartAdditionsQueryOptions } from './get-cart-additions';


/** POST cart_additions/update: creates (no id) or edits a rule, with its version. */
export function useUpdateCartAddition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TCartAdditionInput) => callApi(updateCartAdditionCall, { body: { cart_addition: row } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartAdditionsQueryOptions.queryKey }),
  });
}
