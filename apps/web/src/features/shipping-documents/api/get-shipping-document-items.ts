import { ZGetShippingDocumentItemsResponse } from '@portale/contract/shipping-documents';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiGet } from '../../../lib/api-client';

/**
 * GET shipping_documents/getShippingDocumentItems/{id}: a DDT's lines with their unit of measure. The id alone
 * identifies the DDT (the server scopes it to the caller), so the customer parameter is not needed.
 */
export function getShippingDocumentItems(id: number, signal?: AbortSignal) {
  return withLoadedNotice(apiGet(`shipping_documents/getShippingDocumentItems/${id}`, ZGetShippingDocumentItemsResponse, signal), 'Articoli caricati correttamente');
}

export function useShippingDocumentItems(id: number) {
  return useQuery({ queryKey: ['shipping-documents', 'items', id], queryFn: ({ signal }) => getShippingDocumentItems(id, signal) });
}
