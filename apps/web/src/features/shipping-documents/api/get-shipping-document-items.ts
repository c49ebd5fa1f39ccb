import { getShippingDocumentItemsCall } from '@portale/contract/shipping-documents';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

/**
 * GET shipping_documents/getShippingDocumentItems/{id}: a DDT's lines with their unit of measure. The id alone
 * identifies the DDT (the server scopes it to the caller), so the customer parameter is not needed.
 */
const input = (id: number) => ({ params: { id: String(id) }, query: {} });

export function getShippingDocumentItems(id: number, signal?: AbortSignal) {
  return withLoadedNotice(callApi(getShippingDocumentItemsCall, input(id), { signal }), 'Articoli caricati correttamente', 'detail');
}

export function useShippingDocumentItems(id: number) {
  return useQuery({ queryKey: callKey(getShippingDocumentItemsCall, input(id)), queryFn: ({ signal }) => getShippingDocumentItems(id, signal) });
}
