import { updatePriceListCall, type TPriceListInput } from '@portale/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceListsQueryOptions } from './get-price-lists';


/** POST price_lists/update: enables or disables a list, with its version. */
export function useUpdatePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TPriceListInput) => callApi(updatePriceListCall, { body: { price_list: row } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListsQueryOptions.queryKey }),
  });
}
