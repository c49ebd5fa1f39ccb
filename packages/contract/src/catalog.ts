import { z } from 'zod';
import { defineCall } from './call';
import { ZId, ZPage, ZPaged } from './common';

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
  /** product_categories.code (issue 9: the catalogue's category filter). */
  category_code: z.string().nullable(),
  /**
   * Quantity rules (issue 56, contract quantity-rules.ts): the smallest quantity of a line and the pack multiple, as
   * they apply in the requested price list (its override, else the product's); null: none. The offline copy carries
   * the product's own.
   */
  min_quantity: z.number().nullable(),
  quantity_multiple: z.number().nullable(),
  /** The pack as the agent reads it ('cartone da 6'). */
  pack_description: z.string().nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;

/** Products per catalogue page (the server's and the offline copy's). */
export const CATALOG_PAGE_SIZE = 24;

export const ZGetProductsRequest = z.object({
  search: z.string().trim().max(200).optional().default(''),
  page: ZPage,
  price_list_ids: z.array(ZId).optional(),
  current_price_list_id: ZId.nullish(),
  customer_external_id: z.string().nullish(),
  /** Only products of this (enabled) category; products of disabled categories never show. */
  category_code: z.string().trim().max(50).nullish(),
});
export const ZGetProductsResponse = z.object({ products: ZPaged(ZProduct) });

export const ZPriceList = z.object({ id: z.number().int(), code: z.string(), description: z.string(), enabled: z.boolean() });
export const ZGetActivePriceListsResponse = z.object({ price_lists: z.array(ZPriceList) });

// --- Calls (spec §9 "Catalogue") ---
const tag = 'catalog';

export const getProductsCall = defineCall({ method: 'POST', path: 'catalog/getProducts', summary: 'Catalogo prodotti, con i prezzi del cliente indicato', errors: ['NOT_FOUND'], access: 'user', tag, body: ZGetProductsRequest, response: ZGetProductsResponse });
export const getActivePriceListsCall = defineCall({ method: 'GET', path: 'price_lists/getActive', summary: 'Listini attivi', access: 'user', tag, response: ZGetActivePriceListsResponse });

// Product pictures and technical sheets, kept in the portal's file storage (issue 8).
/** A product code as it appears in a file URL. */
export const ZProductCodeParams = z.object({ code: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'Codice prodotto non valido') });

/** The product's picture (PNG/JPEG), else its product group's picture; 404 when neither exists. */
export const getProductImageCall = defineCall({
  method: 'GET',
  path: 'catalog/image/:code',
  summary: 'Immagine di un prodotto',
  produces: ['image/jpeg', 'image/png', 'image/webp'],
  access: 'user',
  tag,
  params: ZProductCodeParams,
  response: 'binary',
});

/** The product's technical sheet (PDF); 404 when it has none. */
export const getProductSheetCall = defineCall({
  method: 'GET',
  path: 'catalog/sheet/:code',
  summary: 'Scheda tecnica PDF di un prodotto',
  produces: ['application/pdf'],
  access: 'user',
  tag,
  params: ZProductCodeParams,
  response: 'binary',
});

export const catalogCalls = [getProductsCall, getActivePriceListsCall, getProductImageCall, getProductSheetCall];
