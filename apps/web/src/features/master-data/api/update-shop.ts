import { updateShopCall } from '@portale/contract/shops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { currentShopQueryOptions } from './get-current-shop';
import { shopsQueryOptions } from './get-shops';

/** POST shops/update (multipart): the form's fields and, when chosen, the logo file. */
export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => callApi(updateShopCall, { body: form }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopsQueryOptions.queryKey });
      // The admin's own header may show this shop.
      void queryClient.invalidateQueries({ queryKey: currentShopQueryOptions.queryKey });
    },
  });
}
