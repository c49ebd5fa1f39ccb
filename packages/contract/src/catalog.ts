import { z } from 'zod';
import { defineCall } from './call';
import { ZId, ZIdParams, ZPage, ZPaged } from './common';
import { formatQuantity, MAX_QUANTITY, QUANTITY_DECIMALS } from './quantity';
import { keepsRule, nearestValidQuantity } from './quantity-rules';

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

// The admin's edit of a product's quantity rules (issue 56: "editable by the admin").
/** A minimum or a pack: a positive quantity, empty (null) for none; whole units unless the product is sold by measure (server). */
const ZRuleQuantity = (label: string) =>
  z
    .number({ error: `${label}: inserire un numero` })
    .positive(`${label} deve essere maggiore di zero (vuoto: nessuno)`)
    .max(MAX_QUANTITY, `${label}: al massimo ${formatQuantity(MAX_QUANTITY)}`)
    .refine((v) => Math.abs(v * 10 ** QUANTITY_DECIMALS - Math.round(v * 10 ** QUANTITY_DECIMALS)) < 1e-6, `${label}: al massimo ${QUANTITY_DECIMALS} decimali`)
    .nullable();

export const ZProductQuantityRules = z.object({
  min_quantity: z.number().nullable(),
  quantity_multiple: z.number().nullable(),
  pack_description: z.string().nullable(),
});
export const ZProductQuantityRulesInput = z
  .object({
    min_quantity: ZRuleQuantity('Il minimo'),
    quantity_multiple: ZRuleQuantity('La confezione'),
    pack_description: z
      .string()
      .trim()
      .max(100, 'La descrizione della confezione: al massimo 100 caratteri')
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((rule, ctx) => {
    // A minimum off the pack could never be ordered as typed: say which one would be (never rounded silently).
    if (rule.min_quantity === null || rule.quantity_multiple === null) return;
    const packs = { min: null, multiple: rule.quantity_multiple };
    if (keepsRule(rule.min_quantity, packs)) return;
    const fit = nearestValidQuantity(rule.min_quantity, { min: rule.min_quantity, multiple: rule.quantity_multiple });
    ctx.addIssue({
      code: 'custom',
      path: ['min_quantity'],
      message: `Il minimo (${formatQuantity(rule.min_quantity)}) deve essere un multiplo della confezione (${formatQuantity(rule.quantity_multiple)}): ad esempio ${formatQuantity(fit)}`,
    });
  });
export type TProductQuantityRulesInput = z.input<typeof ZProductQuantityRulesInput>;

/** What the admin edits, and each price list's own override (read-only here: it comes from the price-list import). */
export const ZProductQuantityRulesResponse = z.object({
  product: ZProductQuantityRules.extend({ id: z.number().int(), external_id: z.string(), description: z.string(), unit_of_measure: z.string() }),
  price_list_overrides: z.array(z.object({ price_list_id: z.number().int(), code: z.string(), description: z.string(), min_quantity: z.number().nullable(), quantity_multiple: z.number().nullable() })),
});

export const getProductQuantityRulesCall = defineCall({
  method: 'GET',
  path: 'catalog/quantity_rules/:id',
  summary: 'Regole di quantità di un prodotto (minimo, confezione) e le eccezioni dei listini',
  errors: ['NOT_FOUND'],
  access: 'admin',
  tag,
  params: ZIdParams,
  response: ZProductQuantityRulesResponse,
});
export const updateProductQuantityRulesCall = defineCall({
  method: 'POST',
  // Its own path: the operationId comes from it, and the GET reads catalog/quantity_rules/:id.
  path: 'catalog/quantity_rules/update/:id',
  summary: 'Modifica le regole di quantità di un prodotto',
  description:
    'Minimo per riga e multiplo (confezione) del prodotto, vuoti = nessuno; a unità intere salvo i prodotti venduti a misura; il minimo deve essere un multiplo della confezione. Le eccezioni per listino restano quelle dell’import. La modifica entra nello storico del prodotto; il prossimo import dall’ERP la sovrascrive se il file porta le colonne.',
  errors: ['NOT_FOUND'],
  access: 'admin',
  tag,
  params: ZIdParams,
  body: ZProductQuantityRulesInput,
  response: z.object({ success: z.boolean(), message: z.string() }).extend(ZProductQuantityRulesResponse.shape),
});

export const catalogCalls = [getProductsCall, getActivePriceListsCall, getProductImageCall, getProductSheetCall, getProductQuantityRulesCall, updateProductQuantityRulesCall];
