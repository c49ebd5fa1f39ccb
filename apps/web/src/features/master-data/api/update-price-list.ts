import { updatePriceListCall } from '@portale/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceListsQueryOptions } from './get-price-lists';

type Input = Parameters<typeof callApi<typeof updatePriceListCall>>[1]['body']['price_list'];

/** POST price_lists/update: enables or disables a list, with its version. */
export function useUpdatePriceList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Input) => callApi(updatePriceListCall, { body: { price_list: row } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListsQueryOptions.queryKey }),
  });
}
