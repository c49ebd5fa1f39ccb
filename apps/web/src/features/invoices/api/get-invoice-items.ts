import { ZGetInvoiceItemsResponse } from '@portale/contract/invoices';
import { useQuery } from '@tanstack/react-query';
import { withLoadedNotice } from '../../../components/list-layout/loaded-notice';
import { apiGet } from '../../../lib/api-client';

/** GET invoices/getInvoiceItems/{id}: an invoice's lines. */
export function getInvoiceItems(id: number, signal?: AbortSignal) {
  return withLoadedNotice(apiGet(`invoices/getInvoiceItems/${id}`, ZGetInvoiceItemsResponse, signal), 'Articoli caricati correttamente');
}

export function useInvoiceItems(id: number) {
  return useQuery({ queryKey: ['invoices', 'items', id], queryFn: ({ signal }) => getInvoiceItems(id, signal) });
}
