import { removeShopLogoCall } from '@portale/contract/shops';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { currentShopQueryOptions } from './get-current-shop';
import { shopsQueryOptions } from './get-shops';

/** GET shops/removeLogo/{id} (the spec's path; the server refuses it cross-site). */
export function useRemoveShopLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(removeShopLogoCall, { params: { id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopsQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: currentShopQueryOptions.queryKey });
    },
  });
}
