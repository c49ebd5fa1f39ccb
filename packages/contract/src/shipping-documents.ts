import { z } from 'zod';
import { defineCall } from './call';
import { ZId, ZIdParams, ZPaged } from './common';
import { ZListCustomer, ZListProfile, ZListRequest, ZProfileParams } from './lists';

export const ZShippingDocument = z.object({
  id: z.number().int(),
  code: z.string(),
  issue_date: z.string(),
  causal: z.string().nullable(),
  packages_count: z.number().int().nullable(),
  appearance: z.string().nullable(),
  freight: z.string().nullable(),
  notes: z.string().nullable(),
  pdf_available: z.boolean(),
  profile_external_id: z.string(),
  profile: ZListProfile,
  customer: ZListCustomer,
});
export type TShippingDocument = z.infer<typeof ZShippingDocument>;

export const ZGetProfileShippingDocumentsResponse = z.object({ shipping_documents: ZPaged(ZShippingDocument) });

export const ZShippingDocumentItem = z.object({
  id: z.number().int(),
  product_external_id: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit_of_measure: z.string(),
});
export const ZGetShippingDocumentItemsResponse = z.object({ items: z.array(ZShippingDocumentItem) });

/**
 * The DDT id path segment. The original client appends its customer parameter with '&' and no '?'
 * (`…/getShippingDocumentItems/12&customer_external_id=C1`), so the segment may carry that tail:
 * both readings are accepted and the tail is ignored (the id alone decides, scoped to the caller).
 */
export const ZShippingDocumentItemsParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}(&.*)?$/, 'Identificativo del DDT non valido')
    .transform((v) => Number(v.split('&')[0]))
    .pipe(ZId),
});
export const ZShippingDocumentItemsQuery = z.object({ customer_external_id: z.string().optional() });

// --- Calls (spec §7 "Lists") ---
const tag = 'shipping-documents';

/** Without `{profile}`: all the caller's profiles (admins: all). */
export const getProfileShippingDocumentsCall = defineCall({
  method: 'POST',
  path: 'shipping_documents/getProfileShippingDocuments/:profile?',
  summary: 'DDT di un codice agente, o di tutti i propri',
  access: 'user',
  tag,
  params: ZProfileParams,
  body: ZListRequest,
  response: ZGetProfileShippingDocumentsResponse,
});
/** Answers both `/12?customer_external_id=X` and the original client's `/12&customer_external_id=X`. */
export const getShippingDocumentItemsCall = defineCall({
  method: 'GET',
  path: 'shipping_documents/getShippingDocumentItems/:id',
  summary: 'Righe di un DDT',
  access: 'user',
  tag,
  params: ZShippingDocumentItemsParams,
  query: ZShippingDocumentItemsQuery,
  response: ZGetShippingDocumentItemsResponse,
});
/** The DDT's PDF (application/pdf). */
export const downloadShippingDocumentPdfCall = defineCall({
  method: 'GET',
  path: 'shipping_documents/downloadPdf/:id',
  summary: 'PDF di un DDT',
  produces: ['application/pdf'],
  access: 'user',
  tag,
  params: ZIdParams,
  response: 'binary',
});

export const shippingDocumentsCalls = [getProfileShippingDocumentsCall, getShippingDocumentItemsCall, downloadShippingDocumentPdfCall];
