import {
  ZCart,
  ZCurrentCartLine,
  ZCurrentCartTotals,
  ZPromotionItem,
  ZShippingItem,
  type TCartInput,
  type TCurrentCart,
  type TPromotionChoice,
  type TCurrentCartContent,
  type TCurrentCartLine,
} from '@portale/contract/cart';
import { z } from 'zod';

export type CartLine = TCurrentCartLine;
export type TShippingLine = z.infer<typeof ZShippingItem>;
export type TPromotionLine = z.infer<typeof ZPromotionItem>;
export type CartStep = 'cart' | 'additions';

/** Why the local copy and the server's cart disagree: the server's code and its Italian message. */
export const ZCartConflict = z.object({ code: z.string(), message: z.string() });

/**
 * The same thing changed on this device and on another before they synchronised: the other device's value is in
 * the cart, this device's is kept here (shown, never silently dropped) with what 'Tieni il mio' re-applies.
 */
export const ZCartClash = z.object({
  label: z.string(),
  mine: z.string(),
  theirs: z.string(),
  // A plain union (told apart by `kind`): discriminatedUnion would add 1.5 kB of zod to the login's bundle.
  keep: z.union([
    z.object({ kind: z.literal('cart'), patch: z.record(z.string(), z.unknown()) }),
    /** A line: `patch` its fields; null patch = the line goes (removed here) or comes back (`line`, removed there). */
    z.object({
      kind: z.literal('line'),
      product_id: z.number().int(),
      patch: z.record(z.string(), z.unknown()).nullable(),
      line: ZCurrentCartLine.nullable(),
    }),
  ]),
});
export type CartClash = z.infer<typeof ZCartClash>;

/**
 * The current cart as this browser keeps it: the server's cart (contract schemas) plus local screen state
 * and the sync bookkeeping. Stored JSON is parsed with this schema on load; what does not parse is dropped.
 */
export const ZLocalCart = z.object({
  id: z.number().int().nullable(),
  /** The archived quote's revision this cart was restored from or saved as: cart/save names it (409 when someone saved since). */
  quote_revision: z.number().int().nullable().default(null),
  name: z.string().nullable(),
  type: z.enum(['quotes', 'temporary_orders']).nullable(),
  profile_external_id: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_external_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  price_list_id: z.number().int().nullable(),
  items: z.array(ZCurrentCartLine),
  notes: z.string(),
  step: z.enum(['cart', 'additions']),
  /** What cart/getAdditions offered last; null until 'Avanti'. */
  additions: z
    .object({ shipping: z.array(ZShippingItem), promotion: z.array(ZPromotionItem), free_shipping_message: z.string() })
    .nullable(),
  /** Chosen shipping lines: null = not chosen yet (server default), [] = removed by the agent. */
  shipping_items: z.array(ZShippingItem).nullable(),
  promotion_item: ZPromotionItem.nullable(),
  shipping_address_id: z.number().int().nullable(),
  shipping_address_is_new: z.boolean(),
  shipping_address_new: z.string(),
  /** The payment mode agreed with the customer; null = the customer's own. The default keeps older stored carts. */
  payment_mode_id: z.number().int().nullable().default(null),
  /** The server's answer to the last cart/save; cleared by any edit, so email and PDF follow the saved state. */
  saved: ZCart.nullable(),
  /** Idempotency-Key of an order submission whose outcome is unknown; reused on retry of the same cart. */
  order_key: z.string().nullable(),
  /** The cart as it was sent with `order_key`: a changed cart is a new submission with a new key. */
  order_fingerprint: z.string().nullable(),
  /** The server version the submission named (its Cart-Version): asking again after a reload can never make a new order. */
  order_version: z.number().int().nullable().default(null),
  /** The server version this copy is based on; null = never synchronised (e.g. migrated from the old format). */
  version: z.number().int().nullable(),
  /** Local edits the server has not accepted yet (kept across reloads and lost connections). */
  dirty: z.boolean(),
  conflict: ZCartConflict.nullable(),
  /** The server's figures for the version this copy is based on (dimmed while `dirty`); defaults keep older stored carts. */
  server_totals: ZCurrentCartTotals.nullable().default(null),
  totals_problem: z.string().nullable().default(null),
  /** The server found the cart equal to its archive entry (`id`): PDF and email need no new save. */
  saved_unchanged: z.boolean().default(false),
  /**
   * The last push whose answer has not arrived: the version it was based on and the content it sent (contentKey).
   * Kept across reloads, so a push that landed while its answer was lost is recognised and later edits go on from it.
   */
  pushed: z.object({ base: z.number().int(), content: z.string() }).nullable().default(null),
  /** The server's content at `version` (contentKey): the common ancestor of a three-way merge with another device's edits. */
  base: z.string().nullable().default(null),
  /** Things changed both here and on another device, waiting for the agent to choose (see cart-merge). */
  clashes: z.array(ZCartClash).default([]),
  /** What another device changed while this one was on the additions step (sent back to the cart), once. */
  remote_change: z.string().nullable().default(null),
});
export type CartState = z.infer<typeof ZLocalCart>;

export interface CartContext {
  profile_external_id: string;
  customer_id: number;
  customer_external_id: string;
  customer_name: string;
  price_list_id: number | null;
}

export const EMPTY_CART: CartState = Object.freeze({
  id: null,
  quote_revision: null,
  name: null,
  type: null,
  profile_external_id: null,
  customer_id: null,
  customer_external_id: null,
  customer_name: null,
  price_list_id: null,
  items: [],
  notes: '',
  step: 'cart',
  additions: null,
  shipping_items: null,
  promotion_item: null,
  shipping_address_id: null,
  shipping_address_is_new: false,
  shipping_address_new: '',
  payment_mode_id: null,
  saved: null,
  order_key: null,
  order_fingerprint: null,
  order_version: null,
  version: null,
  dirty: false,
  conflict: null,
  server_totals: null,
  totals_problem: null,
  saved_unchanged: false,
  pushed: null,
  base: null,
  clashes: [],
  remote_change: null,
}) as CartState;

/** True when the cart holds products of a customer other than `context`'s. */
export function isBoundElsewhere(cart: CartState, context: { profile_external_id?: string | null; customer_id?: number | null }) {
  return (
    cart.items.length > 0 &&
    (cart.customer_id !== (context.customer_id ?? null) || cart.profile_external_id !== (context.profile_external_id ?? null))
  );
}

/** First discount sets the second (spec §4); lines with disable_discounts take none. */
export function applyDiscount(line: CartLine, which: 1 | 2, value: number): CartLine {
  if (line.disable_discounts) return { ...line, discount_1: 0, discount_2: 0 };
  return which === 1 ? { ...line, discount_1: value, discount_2: value } : { ...line, discount_2: value };
}

/**
 * The promotion said outright (issue 53, point 8): a cart that never reached the additions step (e.g. built without
 * network) leaves it to the server ('derive'), as the online path would have offered it; in the additions step it is
 * the agent's choice: the line kept, or none.
 */
function promotionChoice(cart: CartState): TPromotionChoice {
  if (cart.step !== 'additions') return { kind: 'derive' };
  return cart.promotion_item ? { kind: 'chosen', id: cart.promotion_item.id } : { kind: 'none' };
}

/** The cart as the cart calls take it (only ids, quantities, discounts, notes and choices are sent). */
export function toCartInput(cart: CartState): TCartInput {
  return {
    id: cart.id,
    revision: cart.id === null ? null : cart.quote_revision,
    name: cart.name,
    type: cart.type ?? undefined,
    profile_external_id: cart.profile_external_id ?? '',
    customer_id: cart.customer_id ?? 0,
    items: cart.items.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity,
      discount_1: l.disable_discounts ? 0 : l.discount_1,
      discount_2: l.disable_discounts ? 0 : l.discount_2,
      notes: l.notes || null,
    })),
    notes: cart.notes || null,
    shipping_items: cart.shipping_items ? cart.shipping_items.map((s) => ({ id: s.id })) : null,
    promotion_item: cart.promotion_item ? { id: cart.promotion_item.id } : null,
    promotion_choice: promotionChoice(cart),
    shipping_address_id: cart.shipping_address_is_new ? null : cart.shipping_address_id,
    shipping_address_is_new: cart.shipping_address_is_new,
    shipping_address_new: cart.shipping_address_is_new ? cart.shipping_address_new : null,
    payment_mode_id: cart.payment_mode_id,
  };
}

/** What the server keeps of the current cart (cart/current/update). */
export function toCurrentContent(cart: CartState): TCurrentCartContent {
  const empty = cart.items.length === 0;
  return {
    id: cart.id,
    quote_revision: cart.quote_revision,
    name: cart.name,
    type: cart.type,
    profile_external_id: empty ? null : cart.profile_external_id,
    customer_id: empty ? null : cart.customer_id,
    items: toCartInput(cart).items,
    notes: cart.notes || null,
    shipping_items: cart.shipping_items,
    promotion_item: cart.promotion_item,
    shipping_address_id: cart.shipping_address_id,
    shipping_address_is_new: cart.shipping_address_is_new,
    shipping_address_new: cart.shipping_address_new || null,
    payment_mode_id: cart.payment_mode_id,
  };
}

/** The server's current cart as this browser keeps it; screen state (step, saved, order key) stays when the content is the same. */
export function fromCurrentCart(server: TCurrentCart, local: CartState = EMPTY_CART): CartState {
  const next: CartState = {
    ...EMPTY_CART,
    id: server.id,
    quote_revision: server.quote_revision,
    name: server.name,
    type: server.type,
    profile_external_id: server.profile_external_id,
    customer_id: server.customer_id,
    customer_external_id: server.customer_external_id,
    customer_name: server.customer_name,
    price_list_id: server.price_list_id,
    items: keepUnchangedLines(server.items, local.items),
    notes: server.notes ?? '',
    shipping_items: server.shipping_items,
    promotion_item: server.promotion_item,
    shipping_address_id: server.shipping_address_id,
    shipping_address_is_new: server.shipping_address_is_new,
    shipping_address_new: server.shipping_address_new ?? '',
    payment_mode_id: server.payment_mode_id,
    version: server.version,
    dirty: false,
    conflict: null,
    server_totals: server.totals,
    totals_problem: server.totals_problem,
    saved_unchanged: server.saved_unchanged,
    clashes: local.clashes,
  };
  next.base = contentKey(next);
  // An empty server cart may be the order's own doing (a reload cut its answer off): the submission stays, so its
  // outcome can be asked again (issue 55, point 5).
  if (server.items.length === 0 && local.order_key !== null) {
    const { order_key, order_fingerprint, order_version } = local;
    return { ...next, order_key, order_fingerprint, order_version };
  }
  if (local.items.length === 0 || !sameContent(local, next)) return next;
  const { step, additions, saved, order_key, order_fingerprint, order_version } = local;
  return { ...next, step, additions, saved, order_key, order_fingerprint, order_version };
}

/** An 'Invia ordine' sent whose answer never came, and the cart is empty now: what to send again to learn its outcome. */
export function unsettledOrder(cart: CartState): { key: string; body: TCartInput; version: number } | null {
  if (cart.order_key === null || cart.order_fingerprint === null || cart.order_version === null || cart.items.length > 0) return null;
  return { key: cart.order_key, body: JSON.parse(cart.order_fingerprint) as TCartInput, version: cart.order_version };
}

/**
 * The server's lines, reusing the local line objects that did not change: a row re-renders only when its own
 * line did (a 200-line cart on a tablet re-renders one row per acknowledged edit, not all of them).
 */
function keepUnchangedLines(server: CartLine[], local: CartLine[]): CartLine[] {
  const byId = new Map(local.map((l) => [l.product_id, l]));
  return server.map((line) => {
    const mine = byId.get(line.product_id);
    if (!mine) return line;
    const same = (Object.keys(line) as (keyof CartLine)[]).every((key) => line[key] === mine[key]) && Object.keys(mine).length === Object.keys(line).length;
    return same ? mine : line;
  });
}

/** Whether two copies carry the same content for the server (ignoring screen and sync state). */
/** The content the server keeps, as a comparable string. */
export function contentKey(cart: CartState): string {
  return JSON.stringify(toCurrentContent(cart));
}

export function sameContent(a: CartState, b: CartState) {
  return contentKey(a) === contentKey(b);
}
