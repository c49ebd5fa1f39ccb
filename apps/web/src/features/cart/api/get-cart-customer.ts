import { ZGetCustomerResponse } from '@portale/contract/customers';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET customer/get/{id}: the cart's customer, for its addresses and main email. */
export function useCartCustomer(id: number | null) {
  return useQuery({
    queryKey: ['cart', 'customer', id],
    queryFn: ({ signal }) => apiGet(`customer/get/${id}`, ZGetCustomerResponse, signal),
    enabled: id !== null && id > 0,
    staleTime: 60_000,
  });
}
