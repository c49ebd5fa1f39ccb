import { z } from 'zod';
import { defineCall } from './call';
import { ZIdParams, ZPaged } from './common';
import { ZListCustomer, ZListProfile, ZListRequest, ZProfileParams } from './lists';

export const ZInvoice = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.string(),
  issue_date: z.string(),
  total_net: z.number(),
  total: z.number(),
  notes: z.string().nullable(),
  payment_mode: z.object({ description: z.string() }).nullable(),
  pdf_available: z.boolean(),
  expirations: z.array(z.object({ date: z.string(), amount: z.number() })),
  profile_external_id: z.string(),
  profile: ZListProfile,
  customer: ZListCustomer,
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZGetProfileInvoicesResponse = z.object({
  invoices: ZPaged(ZInvoice),
  total_net: z.number(),
  total_vat: z.number(),
});

export const ZInvoiceItem = z.object({
  id: z.number().int(),
  product_external_id: z.string(),
  description: z.string(),
  quantity: z.number(),
  price: z.number(),
  discount_1: z.number(),
  discount_2: z.number(),
  total: z.number(),
});
export const ZGetInvoiceItemsResponse = z.object({ items: z.array(ZInvoiceItem) });

// --- Calls (spec §7 "Lists") ---
const tag = 'invoices';

/** Without `{profile}`: all the caller's profiles (admins: all). */
export const getProfileInvoicesCall = defineCall({
  method: 'POST',
  path: 'invoices/getProfileInvoices/:profile?',
  summary: 'Fatture di un codice agente, o di tutti i propri',
  access: 'user',
  tag,
  params: ZProfileParams,
  body: ZListRequest,
  response: ZGetProfileInvoicesResponse,
});
export const getInvoiceItemsCall = defineCall({ method: 'GET', path: 'invoices/getInvoiceItems/:id', summary: 'Righe di una fattura', access: 'user', tag, params: ZIdParams, response: ZGetInvoiceItemsResponse });
/** The invoice's PDF (application/pdf). */
export const downloadInvoicePdfCall = defineCall({ method: 'GET', path: 'invoices/downloadPdf/:id', summary: 'PDF di una fattura', produces: ['application/pdf'], access: 'user', tag, params: ZIdParams, response: 'binary' });

export const invoicesCalls = [getProfileInvoicesCall, getInvoiceItemsCall, downloadInvoicePdfCall];
