import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The five document lists: each one's call and the key of its page in the answer, by table. */
export const DOCUMENT_LISTS = {
  orders: ['orders/getProfileOrders', 'orders'],
  invoices: ['invoices/getProfileInvoices', 'invoices'],
  shipping_documents: ['shipping_documents/getProfileShippingDocuments', 'shipping_documents'],
  visits: ['visit/index', 'visits'],
  order_items: ['orders/getProfileOrderedItems', 'order_items'],
} as const;
export type DocumentListName = keyof typeof DOCUMENT_LISTS;

/** What a list page says: its ids in order, the total (and whether it is an estimate), the sums when the list has them. */
export interface ListedPage {
  ids: number[];
  total: number;
  estimate: boolean;
  totalNet?: number;
  totalVat?: number;
}

/** One page of a document list as `cookie`'s user sees it (the call must answer 200). */
export async function listPage(app: FastifyInstance, list: DocumentListName, cookie: string, body: object): Promise<ListedPage> {
  const [call, key] = DOCUMENT_LISTS[list];
  const res = await app.inject({ method: 'POST', url: `/api/${call}`, headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json();
  const page = json[key];
  return { ids: page.data.map((r: { id: number }) => r.id), total: page.total, estimate: Boolean(page.total_is_estimate), totalNet: json.total_net, totalVat: json.total_vat };
}
