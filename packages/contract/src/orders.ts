import { z } from 'zod';
import { ZOrderApproval } from './approvals';
import { defineCall } from './call';
import { optionalFilter, ZIdParam, ZIdParams, ZPaged } from './common';
import { ZListCustomer, ZListProfile, ZListRequest, ZProfileParams } from './lists';

export const ZOrderStatus = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const ZGetStatusListResponse = z.object({ status: z.array(ZOrderStatus) });

export const ZGetProfileOrdersRequest = ZListRequest.extend({
  status_id: optionalFilter(ZIdParam),
});

export const ZOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  issue_date: z.string(),
  issued: z.boolean(),
  processed: z.boolean(),
  status: z.object({ name: z.string(), code: z.string() }).nullable(),
  total_net: z.number(),
  total: z.number(),
  notes: z.string().nullable(),
  shipping_name: z.string().nullable(),
  shipping_address: z.string().nullable(),
  shipping_zip_code: z.string().nullable(),
  shipping_city: z.string().nullable(),
  profile_external_id: z.string(),
  profile: ZListProfile,
  customer: ZListCustomer,
  /** The archived quote the order was sent from and its version ('dal preventivo 12 v3'); null when not from a quote. */
  quote: z.object({ id: z.number().int(), name: z.string().nullable(), version: z.number().int() }).nullable(),
  /** Issue 56: an order held for approval — why, who sent it, the decision ('Da approvare', approved, rejected with the reason); null otherwise. */
  approval: ZOrderApproval.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** Sums over the whole filtered set, not only the page. */
export const ZGetProfileOrdersResponse = z.object({
  orders: ZPaged(ZOrder),
  total_net: z.number(),
  total_vat: z.number(),
});

export const ZOrderItemsQuery = z.object({
  price_list_id: ZIdParam.optional(),
  customer_external_id: z.string().optional(),
});

export const ZOrderItem = z.object({
  id: z.number().int(),
  product_external_id: z.string(),
  description: z.string(),
  price: z.number(),
  quantity: z.number(),
  discount_1: z.number(),
  discount_2: z.number(),
  total: z.number(),
  /** The agent's note on the line (orders sent from the portal), or null. */
  notes: z.string().nullable(),
  product: z
    .object({ id: z.number().int(), external_id: z.string(), description: z.string(), current_price: z.number().nullable() })
    .nullable(),
});
export const ZGetOrderItemsResponse = z.object({ items: z.array(ZOrderItem) });

export const ZOrderedItem = ZOrderItem.extend({
  order: z.object({
    id: z.number().int(),
    code: z.string(),
    issue_date: z.string(),
    customer: ZListCustomer,
    profile_external_id: z.string(),
  }),
});
export const ZGetProfileOrderedItemsResponse = z.object({ order_items: ZPaged(ZOrderedItem) });

// --- Calls (spec §7 "Lists") ---
const tag = 'orders';

export const getStatusListCall = defineCall({ method: 'GET', path: 'orders/getStatusList', summary: 'Stati possibili di un ordine', access: 'user', tag, response: ZGetStatusListResponse });

/** Without `{profile}`: all the caller's profiles (admins: all). */
export const getProfileOrdersCall = defineCall({
  method: 'POST',
  path: 'orders/getProfileOrders/:profile?',
  summary: 'Ordini di un codice agente, o di tutti i propri',
  access: 'user',
  tag,
  params: ZProfileParams,
  body: ZGetProfileOrdersRequest,
  response: ZGetProfileOrdersResponse,
});

export const getProfileOrderedItemsCall = defineCall({
  method: 'POST',
  path: 'orders/getProfileOrderedItems/:profile?',
  summary: 'Prodotti ordinati di un codice agente, o di tutti i propri',
  access: 'user',
  tag,
  params: ZProfileParams,
  body: ZListRequest,
  response: ZGetProfileOrderedItemsResponse,
});

export const getOrderItemsCall = defineCall({
  method: 'GET',
  path: 'orders/getOrderItems/:id',
  summary: 'Righe di un ordine',
  access: 'user',
  tag,
  params: ZIdParams,
  query: ZOrderItemsQuery,
  response: ZGetOrderItemsResponse,
});

/** A product of an old order as it would go into the cart today (today's price in the customer's list). */
export const ZReorderLine = z.object({
  product_id: z.number().int(),
  product_code: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit_of_measure: z.string(),
  price: z.number(),
  weight: z.number(),
  disable_discounts: z.boolean(),
  /** The discounts agreed last time, kept while today's rules allow them (else 0, with `discount_note`). */
  discount_1: z.number().int().default(0),
  discount_2: z.number().int().default(0),
  /** Why last time's discounts are not kept (e.g. the product is no longer discountable); null when kept. */
  discount_note: z.string().nullable().default(null),
  /** The line's total last time (null when unknown) and now: today's price, the same quantity and discounts. */
  previous_total: z.number().nullable().default(null),
  new_total: z.number().nullable().default(null),
});
export type TReorderLine = z.infer<typeof ZReorderLine>;
/** A line of the old order that cannot be ordered again, and why (Italian). */
export const ZReorderDropped = z.object({ product_code: z.string(), description: z.string(), quantity: z.number(), reason: z.string() });
export const ZReorderResponse = z.object({
  order: z.object({ id: z.number().int(), code: z.string() }),
  /** The order's customer: the cart is for them (activated first when another customer is active). */
  customer: z.object({ id: z.number().int(), external_id: z.string(), company_name: z.string(), price_list_id: z.number().int().nullable() }),
  profile_external_id: z.string(),
  lines: z.array(ZReorderLine),
  dropped: z.array(ZReorderDropped),
});
export type TReorderResponse = z.infer<typeof ZReorderResponse>;

export const reorderCall = defineCall({
  method: 'GET',
  path: 'orders/reorder/:id',
  summary: "Prodotti di un ordine da riordinare, ai prezzi di oggi",
  description:
    "Le righe dell'ordine ancora ordinabili con le quantità dell'ordine e il prezzo di oggi nel listino del cliente, e quelle escluse con il motivo (prodotto non più a catalogo, senza prezzo nel listino, non disponibile). Visibile come l'ordine: di un altro agente è 404.",
  access: 'user',
  tag,
  params: ZIdParams,
  response: ZReorderResponse,
});

/** 'Aggiungi al carrello' on rows chosen in the ordered-products list: the same answer, without one order. */
export const ZReorderItemsRequest = z.object({
  item_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Selezionare almeno un prodotto')
    .max(200, 'Selezionare al massimo 200 prodotti'),
});
export const ZReorderItemsResponse = ZReorderResponse.omit({ order: true });
export type TReorderItemsResponse = z.infer<typeof ZReorderItemsResponse>;

export const reorderItemsCall = defineCall({
  method: 'POST',
  path: 'orders/reorderItems',
  summary: 'Righe scelte tra i prodotti ordinati da rimettere nel carrello',
  description:
    "Come `orders/reorder`, per righe d'ordine scelte (anche di ordini diversi) di un solo cliente: le quantità delle righe al prezzo di oggi e quelle escluse con il motivo. Righe di clienti diversi: 400; righe non visibili al chiamante: 404.",
  errors: ['NOT_FOUND'],
  access: 'user',
  tag,
  body: ZReorderItemsRequest,
  response: ZReorderItemsResponse,
});

export const ordersCalls = [getStatusListCall, getProfileOrdersCall, getProfileOrderedItemsCall, getOrderItemsCall, reorderCall, reorderItemsCall];
