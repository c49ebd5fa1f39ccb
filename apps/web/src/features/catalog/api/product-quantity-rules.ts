import { getProductQuantityRulesCall, getProductsCall, updateProductQuantityRulesCall, type TProductQuantityRulesInput } from '@portale/contract/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callQuery, callScope } from '../../../lib/api-client';

/** GET catalog/quantity_rules/:id (admin): the product's own rule and the price lists' overrides. */
export function useProductQuantityRules(id: number, enabled: boolean) {
  return useQuery({ ...callQuery(getProductQuantityRulesCall, { params: { id } }), enabled });
}

/** POST catalog/quantity_rules/:id (admin); the catalogue's cards then show the new rule. */
export function useUpdateProductQuantityRules(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProductQuantityRulesInput) => callApi(updateProductQuantityRulesCall, { params: { id }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callScope(getProductsCall) }),
        queryClient.invalidateQueries({ queryKey: callScope(getProductQuantityRulesCall) }),
      ]);
    },
  });
}
