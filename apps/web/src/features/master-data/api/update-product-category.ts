import { updateProductCategoryCall } from '@portale/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productCategoriesQueryOptions } from './get-product-categories';

type Input = Parameters<typeof callApi<typeof updateProductCategoryCall>>[1]['body']['product_category'];

/** POST product_categories/update: creates (no id) or edits a category, with its version. */
export function useUpdateProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Input) => callApi(updateProductCategoryCall, { body: { product_category: row } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productCategoriesQueryOptions.queryKey }),
  });
}
