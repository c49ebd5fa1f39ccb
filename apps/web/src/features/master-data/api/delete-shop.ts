import { deleteShopCall } from '@portale/contract/shops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { currentShopQueryOptions } from './get-current-shop';
import { shopsQueryOptions } from './get-shops';

/** DELETE shops/delete/{id}. */
export function useDeleteShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteShopCall, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopsQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: currentShopQueryOptions.queryKey });
    },
  });
}
