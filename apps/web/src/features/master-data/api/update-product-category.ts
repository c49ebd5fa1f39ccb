import { updateProductCategoryCall, type TProductCategoryInput } from '@portale/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { productCategoriesQueryOptions } from './get-product-categories';


/** POST product_categories/update: creates (no id) or edits a category, with its version. */
export function useUpdateProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: TProductCategoryInput) => callApi(updateProductCategoryCall, { body: { product_category: row } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productCategoriesQueryOptions.queryKey }),
  });
}
