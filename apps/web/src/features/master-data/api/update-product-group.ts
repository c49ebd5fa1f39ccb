import { updateProductGroupCall, type TProductGroupInput } from '@portale/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productGroupsQueryOptions } from './get-product-groups';


/** POST product_groups/update: creates (no id) or edits a group, with its version. */
export function useUpdateProductGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TProductGroupInput) => callApi(updateProductGroupCall, { body: { product_group: row } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productGroupsQueryOptions.queryKey }),
  });
}
