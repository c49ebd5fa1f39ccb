import { z } from 'zod';
import { defineCall } from './call';
import { ZPage, ZPaged } from './common';

export const ZProduct = z.object({
  id: z.number().int(),
  external_id: z.string(),
  description: z.string(),
  /** Availability as quantity/quantity_code. */
  quantity: z.number(),
  quantity_code: z.string(),
  unit_of_measure: z.string(),
  /** Net price in euro from the requested (or the customer's) price list; null when the list has none. */
  current_price: z.number().nullable(),
  weight: z.number(),
  vat_rate: z.number(),
  disable_discounts: z.boolean(),
  /** From URL templates in configuration; the client shows a neutral placeholder when the image fails. */
  image_url: z.string().nullable(),
  sheet_url: z.string().nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZGetProductsRequest = z.object({
  search: z.string().trim().max(200).optional().default(''),
  page: ZPage,
  price_list_ids: z.array(z.number().int().positive()).optional(),
  current_price_list_id: z.number().int().positive().nullish(),
  customer_external_id: z.string().nullish(),
});
export const ZGetProductsResponse = z.object({ products: ZPaged(ZProduct) });

export const ZPriceList = z.object({ id: z.number().int(), code: z.string(), description: z.string(), enabled: z.boolean() });
export const ZGetActivePriceListsResponse = z.object({ price_lists: z.array(ZPriceList) });

// --- Calls (spec §9 "Catalogue") ---
const tag = 'catalog';

export const getProductsCall = defineCall({ method: 'POST', path: 'catalog/getProducts', access: 'user', tag, body: ZGetProductsRequest, response: ZGetProductsResponse });
export const getActivePriceListsCall = defineCall({ method: 'GET', path: 'price_lists/getActive', access: 'user', tag, response: ZGetActivePriceListsResponse });

export const catalogCalls = [getProductsCall, getActivePriceListsCall];
