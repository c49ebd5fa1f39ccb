import { z } from 'zod';
import { ZPage, ZPaged } from './common';

/** Cascading line discounts: 0 ('nessuno') or 1..4 ('1+1' … '4+4'); allowed values come from the server config. */
export const ZDiscount = z.coerce.number().int().min(0).max(100);

/** A cart line as the client sends it: only product, quantity, discounts and notes are trusted. */
export const ZCartItemInput = z.object({
  product_id: z.number().int().positive(),
  quantity: z.coerce.number().int().min(1, 'La quantità minima è 1'),
  discount_1: ZDiscount.default(0),
  discount_2: ZDiscount.default(0),
  notes: z.string().max(1000).nullish(),
});

/** A cart line as the server answers it, every amount recomputed from the price list. */
export const ZCartItem = z.object({
  product_id: z.number().int(),
  product_code: z.string(),
  description: z.string(),
  notes: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  discount_1: z.number(),
  discount_2: z.number(),
  row_total: z.number(),
  weight: z.number(),
  vat_rate: z.number(),
  disable_discounts: z.boolean(),
});

export const ZShippingItem = z.object({
  id: z.number().int(),
  external_id: z.string(),
  description: z.string(),
  price: z.number(),
  quantity: z.number(),
});
export const ZPromotionItem = z.object({ id: z.number().int(), external_id: z.string(), description: z.string() });

export const ZShippingAddress = z.object({
  name: z.string().nullish(),
  address: z.string(),
  zip_code: z.string().nullish(),
  city: z.string().nullish(),
  district: z.string().nullish(),
});

export const ZCartType = z.enum(['quotes', 'temporary_orders']);

/** The cart sent whole by the client to save / getAdditions / sendEmail / createOrder. */
export const ZCartInput = z.object({
  id: z.number().int().positive().nullish(),
  name: z.string().trim().max(200).nullish(),
  type: ZCartType.optional(),
  profile_external_id: z.string().min(1, 'Nessun codice agente attivo'),
  customer_id: z.number().int().positive({ error: 'Nessun cliente attivo' }),
  items: z.array(ZCartItemInput).max(1000),
  notes: z.string().max(5000).nullish(),
  /** Chosen shipping lines (rule ids); an empty list means shipping was removed by the agent. */
  shipping_items: z.array(z.object({ id: z.number().int().positive() })).nullish(),
  /** Chosen promotion, or null for 'no promotion'. */
  promotion_item: z.object({ id: z.number().int().positive() }).nullish(),
  /** Id of one of the customer's addresses, when not a new one. */
  shipping_address_id: z.number().int().positive().nullish(),
  shipping_address_is_new: z.boolean().default(false),
  shipping_address_new: z.string().max(1000).nullish(),
});
export type TCartInput = z.input<typeof ZCartInput>;

export const ZCart = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  type: ZCartType.nullable(),
  profile_external_id: z.string(),
  customer_id: z.number().int(),
  customer_external_id: z.string(),
  price_list_id: z.number().int().nullable(),
  items: z.array(ZCartItem),
  notes: z.string().nullable(),
  count: z.number().int(),
  /** Goods total (sum of row totals), euro. */
  total: z.number(),
  total_final: z.number(),
  total_weight: z.number(),
  discount_percentage: z.number(),
  discount_amount: z.number(),
  shipping_items: z.array(ZShippingItem),
  promotion_item: ZPromotionItem.nullable(),
  shipping_address: ZShippingAddress.nullable(),
  shipping_address_id: z.number().int().nullable(),
  shipping_address_is_new: z.boolean(),
  shipping_address_new: z.string().nullable(),
  issue_date: z.string().nullable(),
});
export type TCart = z.infer<typeof ZCart>;

export const ZSaveCartRequest = z.object({ cart: ZCartInput });
export const ZSaveCartResponse = z.object({ cart: ZCart });

export const ZGetCartResponse = z.object({ cart: ZCart });

export const ZGetAdditionsRequest = z.object({
  customer_external_id: z.string().nullish(),
  price_list_id: z.number().int().nullish(),
  /** Sent by the original client; ignored: the server recomputes both from the items. */
  total: z.number().nullish(),
  total_weight: z.number().nullish(),
  items: z.array(ZCartItemInput).max(1000),
  customer_id: z.number().int().positive().nullish(),
  profile_external_id: z.string().nullish(),
});
export const ZGetAdditionsResponse = z.object({
  cart_additions: z.object({ shipping: z.array(ZShippingItem), promotion: z.array(ZPromotionItem) }),
  free_shipping_message: z.string(),
});

export const ZSendEmailRequest = z.object({ cart: ZCartInput, customer_email: z.email({ error: 'Indirizzo email non valido' }) });

export const ZArchiveQuery = z.object({ page: ZPage, type: ZCartType.default('quotes') });
export const ZArchiveEntry = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  created_at: z.string(),
  profile_external_id: z.string(),
  customer_external_id: z.string(),
  total: z.number(),
  issue_date: z.string().nullable(),
  profile: z.object({ external_id: z.string(), company_name: z.string() }),
  customer: z.object({ id: z.number().int(), external_id: z.string(), company_name: z.string() }),
});
export const ZArchiveResponse = z.object({ carts: ZPaged(ZArchiveEntry) });

export const ZCreateOrderResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  order_id: z.number().int().optional(),
  order_code: z.string().optional(),
});

/** `POST cart/createOrder`: the body is the cart itself; the `Idempotency-Key` header identifies the submission. */
export const ZCreateOrderRequest = ZCartInput;
