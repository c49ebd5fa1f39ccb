import { z } from 'zod';
import { ZPaged } from './common';
import { ZListCustomer, ZListProfile } from './lists';

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
    .transform((v) => Number(v.split('&')[0])),
});
export const ZShippingDocumentItemsQuery = z.object({ customer_external_id: z.string().optional() });
