import { z } from 'zod';
import { editOrCreate, ZId } from './common';
import { defineCall } from './call';

/**
 * Admin master data (spec §7 "Admin master data"): product groups, product categories, cart-addition
 * rules, payment modes and price lists. Every row carries `version`; an update sends the version it
 * read and a stale one answers 409 STALE_VERSION (nothing is overwritten).
 */

/** The row version an edit was made on (required when editing). */
const ZVersion = ZId;

const ZCode = (label: string) => z.string().trim().min(1, `${label} è obbligatorio`).max(50, `${label}: al massimo 50 caratteri`);
const ZDescription = z.string().trim().min(1, 'La descrizione è obbligatoria').max(200, 'La descrizione: al massimo 200 caratteri');

/** Every update answers this, with the saved row (its new version). */
const saved = <K extends string, T extends z.ZodType>(key: K, row: T) =>
  z.object({ success: z.boolean(), message: z.string() }).extend({ [key]: row } as { [P in K]: T });

// --- Product groups ---
export const ZProductGroup = z.object({
  id: z.number().int(),
  external_id: z.string(),
  description: z.string(),
  /** Whether the ERP product import brings this group's products in. */
  to_import: z.boolean(),
  version: z.number().int(),
});
export type TProductGroup = z.infer<typeof ZProductGroup>;
export const ZProductGroupInput = editOrCreate({ external_id: ZCode('Il codice'), description: ZDescription, to_import: z.boolean().default(true) });
export type TProductGroupInput = z.input<typeof ZProductGroupInput>;

// --- Product categories ---
export const ZProductCategory = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** A disabled category's products leave the catalogue. */
  enabled: z.boolean(),
  version: z.number().int(),
});
export type TProductCategory = z.infer<typeof ZProductCategory>;
export const ZProductCategoryInput = editOrCreate({ code: ZCode('Il codice'), description: ZDescription, enabled: z.boolean().default(true) });
export type TProductCategoryInput = z.input<typeof ZProductCategoryInput>;

// --- Payment modes (from the ERP; the admin sets only the discount) ---
/** 0–100 with at most two decimals. */
export const ZDiscount = z
  .number({ error: 'Lo sconto deve essere un numero' })
  .min(0, 'Lo sconto deve essere compreso tra 0 e 100')
  .max(100, 'Lo sconto deve essere compreso tra 0 e 100')
  .multipleOf(0.01, 'Lo sconto può avere al massimo due decimali');
export const ZPaymentMode = z.object({
  id: z.number().int(),
  external_id: z.string(),
  description: z.string(),
  /** Percentage on the goods total of the carts of customers with this mode. */
  discount: z.number(),
  version: z.number().int(),
});
export type TPaymentMode = z.infer<typeof ZPaymentMode>;
export const ZPaymentModeInput = z.object({ id: ZId, version: ZVersion, discount: ZDiscount });
export type TPaymentModeInput = z.input<typeof ZPaymentModeInput>;

// --- Price lists (from the ERP; the admin enables or disables them) ---
export const ZAdminPriceList = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Issue 56 §2: the minimum goods amount of an order on this list (euro), null = none. */
  min_order_amount: z.number().nullable(),
  version: z.number().int(),
});
export type TAdminPriceList = z.infer<typeof ZAdminPriceList>;
export const ZPriceListInput = z.object({
  id: ZId,
  version: ZVersion,
  enabled: z.boolean(),
  /** The minimum order (euro, cents at most); null = none. The form always sends it: a save writes what it shows. */
  min_order_amount: z
    .number()
    .positive('Il minimo d’ordine deve essere maggiore di zero (vuoto: nessun minimo)')
    .max(9_999_999_999.99, 'Minimo d’ordine troppo alto')
    .multipleOf(0.01, 'Il minimo d’ordine ammette al massimo due decimali')
    .nullable(),
});
export type TPriceListInput = z.input<typeof ZPriceListInput>;

// --- Cart additions (spec §3 "Cart addition") ---
export const ZCartAddition = z.object({
  id: z.number().int(),
  type: z.string(),
  enabled: z.boolean(),
  external_id: z.string(),
  description: z.string(),
  priority: z.number().int(),
  /** Null: the rule applies to every price list. */
  price_list_id: z.number().int().nullable(),
  /** Kilograms; null = open bound (inclusive bounds). */
  weight_min: z.number().nullable(),
  weight_max: z.number().nullable(),
  /** Euro on the goods total; null = open bound (inclusive bounds). */
  amount_min: z.number().nullable(),
  amount_max: z.number().nullable(),
  is_free_shipping: z.boolean(),
  /** Line price when the price list has no product coded external_id (euro). */
  price: z.number(),
  version: z.number().int(),
});
export type TCartAddition = z.infer<typeof ZCartAddition>;

const bound = (unit: string, decimals: number) =>
  z
    .number({ error: `Inserire un numero (${unit})` })
    .min(0, `Il valore non può essere negativo (${unit})`)
    .max(999_999_999, 'Valore troppo grande')
    .refine((v) => Math.abs(v * 10 ** decimals - Math.round(v * 10 ** decimals)) < 1e-6, `Al massimo ${decimals} decimali`)
    .nullish()
    .transform((v) => v ?? null);

/** Rule types, code → label, 'shipping' first (the screen's default tab). */
export const CART_ADDITION_TYPES = { shipping: 'Spedizione', promotion: 'Promozione' } as const;
const CART_ADDITION_TYPE_CODES = Object.keys(CART_ADDITION_TYPES) as [keyof typeof CART_ADDITION_TYPES, ...(keyof typeof CART_ADDITION_TYPES)[]];

export const ZCartAdditionInput = editOrCreate({
    type: z.enum(CART_ADDITION_TYPE_CODES, { error: 'Tipo di regola non valido' }),
    enabled: z.boolean().default(true),
    external_id: ZCode('Il codice'),
    description: ZDescription,
    priority: z.number({ error: 'La priorità deve essere un numero intero' }).int('La priorità deve essere un numero intero').min(-1_000_000).max(1_000_000),
    price_list_id: ZId.nullish().transform((v) => v ?? null),
    weight_min: bound('kg', 3),
    weight_max: bound('kg', 3),
    amount_min: bound('euro', 2),
    amount_max: bound('euro', 2),
    is_free_shipping: z.boolean().default(false),
    price: bound('euro', 2).transform((v) => v ?? 0),
  })
  .superRefine((rule, ctx) => {
    if (rule.weight_min !== null && rule.weight_max !== null && rule.weight_min > rule.weight_max) {
      ctx.addIssue({ code: 'custom', path: ['weight_max'], message: 'Il peso massimo deve essere maggiore o uguale al minimo' });
    }
    if (rule.amount_min !== null && rule.amount_max !== null && rule.amount_min > rule.amount_max) {
      ctx.addIssue({ code: 'custom', path: ['amount_max'], message: "L'importo massimo deve essere maggiore o uguale al minimo" });
    }
    if (rule.is_free_shipping && rule.type !== 'shipping') {
      ctx.addIssue({ code: 'custom', path: ['is_free_shipping'], message: 'La spedizione gratuita vale solo per le regole di spedizione' });
    }
  });
export type TCartAdditionInput = z.input<typeof ZCartAdditionInput>;


// --- Calls ---
const tag = 'master-data';

export const getProductGroupsCall = defineCall({
  method: 'GET',
  path: 'product_groups',
  summary: 'Gruppi prodotto',
  access: 'admin',
  tag,
  response: z.object({ product_groups: z.array(ZProductGroup) }),
});
export const updateProductGroupCall = defineCall({
  method: 'POST',
  path: 'product_groups/update',
  summary: 'Salva i gruppi prodotto modificati',
  errors: ['STALE_VERSION', 'DUPLICATE_KEY', 'NOT_FOUND'],
  access: 'admin',
  tag,
  body: z.object({ product_group: ZProductGroupInput }),
  response: saved('product_group', ZProductGroup),
});

export const getProductCategoriesCall = defineCall({
  method: 'GET',
  path: 'product_categories',
  summary: 'Categorie prodotto',
  access: 'admin',
  tag,
  response: z.object({ product_categories: z.array(ZProductCategory) }),
});
/** The enabled categories, for the catalogue's category filter (every user). */
export const getActiveProductCategoriesCall = defineCall({
  method: 'GET',
  path: 'product_categories/getActive',
  summary: 'Categorie prodotto attive',
  access: 'user',
  tag,
  response: z.object({ product_categories: z.array(z.object({ id: z.number().int(), code: z.string(), description: z.string() })) }),
});
export const updateProductCategoryCall = defineCall({
  method: 'POST',
  path: 'product_categories/update',
  summary: 'Salva le categorie prodotto modificate',
  errors: ['STALE_VERSION', 'DUPLICATE_KEY', 'NOT_FOUND'],
  access: 'admin',
  tag,
  body: z.object({ product_category: ZProductCategoryInput }),
  response: saved('product_category', ZProductCategory),
});

export const getCartAdditionsCall = defineCall({
  method: 'GET',
  path: 'cart_additions',
  summary: 'Regole del carrello (spedizione e aggiunte)',
  access: 'admin',
  tag,
  response: z.object({
    cart_additions: z.array(ZCartAddition),
    /** Code → label; 'shipping' first. */
    types: z.record(z.string(), z.string()),
    /** The price lists a rule may name (the rule's select). */
    price_lists: z.array(z.object({ id: z.number().int(), code: z.string(), description: z.string() })),
  }),
});
export const updateCartAdditionCall = defineCall({
  method: 'POST',
  path: 'cart_additions/update',
  summary: 'Salva le regole del carrello modificate',
  errors: ['STALE_VERSION', 'DUPLICATE_KEY', 'NOT_FOUND'],
  access: 'admin',
  tag,
  body: z.object({ cart_addition: ZCartAdditionInput }),
  response: saved('cart_addition', ZCartAddition),
});

export const getPaymentModesCall = defineCall({
  method: 'GET',
  path: 'payment_modes',
  summary: 'Modalità di pagamento',
  access: 'admin',
  tag,
  response: z.object({ payment_modes: z.array(ZPaymentMode) }),
});
export const updatePaymentModeCall = defineCall({
  method: 'POST',
  path: 'payment_modes/update',
  summary: 'Salva le modalità di pagamento modificate',
  errors: ['STALE_VERSION', 'DUPLICATE_KEY', 'NOT_FOUND'],
  access: 'admin',
  tag,
  body: z.object({ payment_mode: ZPaymentModeInput }),
  response: saved('payment_mode', ZPaymentMode),
});

export const getPriceListsCall = defineCall({
  method: 'GET',
  path: 'price_lists',
  summary: 'Listini',
  access: 'admin',
  tag,
  response: z.object({ price_lists: z.array(ZAdminPriceList) }),
});
export const updatePriceListCall = defineCall({
  method: 'POST',
  path: 'price_lists/update',
  summary: 'Salva i listini modificati',
  errors: ['STALE_VERSION', 'DUPLICATE_KEY', 'NOT_FOUND'],
  access: 'admin',
  tag,
  body: z.object({ price_list: ZPriceListInput }),
  response: saved('price_list', ZAdminPriceList),
});

export const masterDataCalls = [
  getProductGroupsCall,
  updateProductGroupCall,
  getProductCategoriesCall,
  getActiveProductCategoriesCall,
  updateProductCategoryCall,
  getCartAdditionsCall,
  updateCartAdditionCall,
  getPaymentModesCall,
  updatePaymentModeCall,
  getPriceListsCall,
  updatePriceListCall,
];
