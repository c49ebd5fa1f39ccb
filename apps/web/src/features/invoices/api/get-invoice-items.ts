import { getInvoiceItemsCall } from '@portale/contract/invoices';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { callApi, callKey } from '../../../lib/api-client';

/** GET invoices/getInvoiceItems/{id}: an invoice's lines. */
export function getInvoiceItems(id: number, signal?: AbortSignal) {
  return withLoadedNotice(callApi(getInvoiceItemsCall, { params: { id } }, { signal }), 'Articoli caricati correttamente', 'detail');
}

export function useInvoiceItems(id: number) {
  return useQuery({ queryKey: callKey(getInvoiceItemsCall, { params: { id } }), queryFn: ({ signal }) => getInvoiceItems(id, signal) });
}
