import { ZGetShippingDocumentItemsResponse } from '@portale/contract/shipping-documents';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiGet } from '../../../lib/api-client';

/**
 * GET shipping_documents/getShippingDocumentItems/{id}: a DDT's lines with their unit of measure. The customer
 * goes as a proper query parameter (the original client's '&' without '?' is only kept working server-side).
 */
export function getShippingDocumentItems(id: number, customerExternalId: string | null, signal?: AbortSignal) {
  const suffix = customerExternalId ? `?${new URLSearchParams({ customer_external_id: customerExternalId }).toString()}` : '';
  return withLoadedNotice(
    apiGet(`shipping_documents/getShippingDocumentItems/${id}${suffix}`, ZGetShippingDocumentItemsResponse, signal),
    'Articoli caricati correttamente',
  );
}

export function useShippingDocumentItems(id: number, customerExternalId: string | null) {
  return useQuery({
    queryKey: ['shipping-documents', 'items', id, customerExternalId],
    queryFn: ({ signal }) => getShippingDocumentItems(id, customerExternalId, signal),
  });
}
