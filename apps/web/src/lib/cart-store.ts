import type { TCart, TCartInput } from '@portale/contract/cart';
import type { ZPromotionItem, ZShippingItem } from '@portale/contract/cart';
import { useCallback, useSyncExternalStore } from 'react';
import type { z } from 'zod';

export type TShippingLine = z.infer<typeof ZShippingItem>;
export type TPromotionLine = z.infer<typeof ZPromotionItem>;

/** One cart line as the browser keeps it; `price` is for display only (the server recomputes it). */
export interface CartLine {
  product_id: number;
  product_code: string;
  description: string;
  price: number | null;
  quantity: number;
  discount_1: number;
  discount_2: number;
  notes: string | null;
  disable_discounts: boolean;
  weight: number;
}

export type CartStep = 'cart' | 'additions';

/** The current cart of one user: bound to a profile and customer, kept in local storage. */
export interface CartState {
  id: number | null;
  name: string | null;
  type: 'quotes' | 'temporary_orders' | null;
  profile_external_id: string | null;
  customer_id: number | null;
  customer_external_id: string | null;
  customer_name: string | null;
  price_list_id: number | null;
  items: CartLine[];
  notes: string;
  step: CartStep;
  /** What cart/getAdditions offered last; null until 'Avanti'. */
  additions: { shipping: TShippingLine[]; promotion: TPromotionLine[]; free_shipping_message: string } | null;
  /** Chosen shipping lines: null = not chosen yet (server default), [] = removed by the agent. */
  shipping_items: TShippingLine[] | null;
  promotion_item: TPromotionLine | null;
  shipping_address_id: number | null;
  shipping_address_is_new: boolean;
  shipping_address_new: string;
  /** The server's answer to the last cart/save; cleared by any edit, so email and PDF follow the saved state. */
  saved: TCart | null;
  /** Idempotency-Key of an order submission whose outcome is unknown; reused on retry of the same cart. */
  order_key: string | null;
  /** The cart as it was sent with `order_key`: a changed cart is a new submission with a new key. */
  order_fingerprint: string | null;
}

export interface CartContext {
  profile_external_id: string;
  customer_id: number;
  customer_external_id: string;
  customer_name: string;
  price_list_id: number | null;
}

export const EMPTY_CART: CartState = Object.freeze({
  id: null,
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
  saved: null,
  order_key: null,
  order_fingerprint: null,
}) as CartState;

const KEY_PREFIX = 'portale.cart.';

/** True when the cart holds products of a customer other than `customerId`. */
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

/** The cart as the cart calls take it (only ids, quantities, discounts, notes and choices are sent). */
export function toCartInput(cart: CartState): TCartInput {
  return {
    id: cart.id,
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
    shipping_address_id: cart.shipping_address_is_new ? null : cart.shipping_address_id,
    shipping_address_is_new: cart.shipping_address_is_new,
    shipping_address_new: cart.shipping_address_is_new ? cart.shipping_address_new : null,
  };
}

/** A cart loaded from the archive (or saved) as the browser keeps it. */
export function fromServerCart(cart: TCart, customerName: string | null): CartState {
  return {
    ...EMPTY_CART,
    id: cart.id,
    name: cart.name,
    type: cart.type,
    profile_external_id: cart.profile_external_id,
    customer_id: cart.customer_id,
    customer_external_id: cart.customer_external_id,
    customer_name: customerName,
    price_list_id: cart.price_list_id,
    items: cart.items.map((i) => ({
      product_id: i.product_id,
      product_code: i.product_code,
      description: i.description,
      price: i.price,
      quantity: i.quantity,
      discount_1: i.discount_1,
      discount_2: i.discount_2,
      notes: i.notes,
      disable_discounts: i.disable_discounts,
      weight: i.weight,
    })),
    notes: cart.notes ?? '',
    shipping_items: cart.shipping_items,
    promotion_item: cart.promotion_item,
    shipping_address_id: cart.shipping_address_id,
    shipping_address_is_new: cart.shipping_address_is_new,
    shipping_address_new: cart.shipping_address_new ?? '',
  };
}

type Listener = () => void;

/** A framework-free store of the current cart per user, persisted in `storage` (survives reload). */
export function createCartStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
  const listeners = new Set<Listener>();
  const cache = new Map<number, CartState>();
  // Without storage (private mode quota, tests) the cart still works for the page's lifetime.
  const memory = new Map<number, string>();

  function read(userId: number): CartState {
    const cached = cache.get(userId);
    if (cached) return cached;
    let raw: string | null = null;
    try {
      raw = storage ? storage.getItem(KEY_PREFIX + userId) : (memory.get(userId) ?? null);
    } catch {
      raw = memory.get(userId) ?? null;
    }
    let cart = EMPTY_CART;
    if (raw) {
      try {
        const parsed = JSON.parse(raw) as Partial<CartState>;
        cart = { ...EMPTY_CART, ...parsed, items: Array.isArray(parsed.items) ? parsed.items : [] };
      } catch {
        cart = EMPTY_CART;
      }
    }
    cache.set(userId, cart);
    return cart;
  }

  function write(userId: number, cart: CartState) {
    cache.set(userId, cart);
    const raw = JSON.stringify(cart);
    memory.set(userId, raw);
    try {
      storage?.setItem(KEY_PREFIX + userId, raw);
    } catch {
      // Quota or disabled storage: the in-memory copy keeps the page working.
    }
    listeners.forEach((l) => l());
  }

  /** Content edits invalidate the saved state: email and PDF need a new save. */
  function edit(userId: number, change: (cart: CartState) => Partial<CartState>) {
    const cart = read(userId);
    write(userId, { ...cart, ...change(cart), saved: null });
  }

  return {
    get: read,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another tab changed local storage: forget the cached copy. */
    invalidate(userId?: number) {
      if (userId === undefined) cache.clear();
      else cache.delete(userId);
      listeners.forEach((l) => l());
    },
    replace(userId: number, cart: CartState) {
      write(userId, cart);
    },
    clear(userId: number) {
      write(userId, EMPTY_CART);
    },
    /**
     * Adds `quantity` of a product (or increases its line). An empty cart binds to `context`; a cart with
     * products of another profile/customer refuses (returns false).
     */
    addItem(userId: number, context: CartContext, product: Omit<CartLine, 'quantity' | 'discount_1' | 'discount_2' | 'notes'>, quantity: number) {
      const cart = read(userId);
      if (isBoundElsewhere(cart, context)) return false;
      const qty = Math.max(1, Math.trunc(quantity));
      // An empty cart starts afresh (keeping typed notes); a cart with products keeps its identity.
      const base = cart.items.length === 0 ? { ...EMPTY_CART, notes: cart.notes, ...context } : context;
      const existing = cart.items.find((l) => l.product_id === product.product_id);
      const items = existing
        ? cart.items.map((l) => (l.product_id === product.product_id ? { ...l, ...product, quantity: l.quantity + qty } : l))
        : [...cart.items, { ...product, quantity: qty, discount_1: 0, discount_2: 0, notes: null }];
      write(userId, { ...cart, ...base, items, step: 'cart', saved: null });
      return true;
    },
    setQuantity(userId: number, productId: number, quantity: number) {
      if (!Number.isFinite(quantity) || quantity < 1) return;
      edit(userId, (c) => ({ items: c.items.map((l) => (l.product_id === productId ? { ...l, quantity: Math.trunc(quantity) } : l)) }));
    },
    setDiscount(userId: number, productId: number, which: 1 | 2, value: number) {
      edit(userId, (c) => ({ items: c.items.map((l) => (l.product_id === productId ? applyDiscount(l, which, value) : l)) }));
    },
    setLineNotes(userId: number, productId: number, notes: string) {
      edit(userId, (c) => ({ items: c.items.map((l) => (l.product_id === productId ? { ...l, notes: notes || null } : l)) }));
    },
    removeItem(userId: number, productId: number) {
      edit(userId, (c) => ({ items: c.items.filter((l) => l.product_id !== productId) }));
    },
    setNotes(userId: number, notes: string) {
      edit(userId, () => ({ notes }));
    },
    /** Moves to 'additions' with what the server offered: every shipping line and the first promotion. */
    enterAdditions(userId: number, additions: NonNullable<CartState['additions']>) {
      edit(userId, () => ({
        step: 'additions',
        additions,
        shipping_items: additions.shipping,
        promotion_item: additions.promotion[0] ?? null,
      }));
    },
    backToCart(userId: number) {
      const cart = read(userId);
      write(userId, { ...cart, step: 'cart' });
    },
    removeShipping(userId: number) {
      edit(userId, () => ({ shipping_items: [] }));
    },
    setPromotion(userId: number, promotion: TPromotionLine | null) {
      edit(userId, () => ({ promotion_item: promotion }));
    },
    setShippingAddress(userId: number, choice: { id: number | null; isNew: boolean; text: string }) {
      edit(userId, () => ({ shipping_address_id: choice.id, shipping_address_is_new: choice.isNew, shipping_address_new: choice.text }));
    },
    /** Keeps the server's answer: its identity and recomputed prices; email and PDF become available. */
    markSaved(userId: number, answer: TCart) {
      const cart = read(userId);
      const prices = new Map(answer.items.map((i) => [i.product_id, i.price]));
      write(userId, {
        ...cart,
        id: answer.id,
        name: answer.name,
        type: answer.type,
        items: cart.items.map((l) => ({ ...l, price: prices.get(l.product_id) ?? l.price })),
        saved: answer,
      });
    },
    setOrderKey(userId: number, key: string | null, fingerprint: string | null = null) {
      const cart = read(userId);
      write(userId, { ...cart, order_key: key, order_fingerprint: key ? fingerprint : null });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

function browserStorage() {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export const cartStore = createCartStore(browserStorage());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) cartStore.invalidate();
  });
}

/** The current cart of `userId` (the empty cart without a user), re-rendering on every change. */
export function useCart(userId: number | null | undefined): CartState {
  const getSnapshot = useCallback(() => (userId ? cartStore.get(userId) : EMPTY_CART), [userId]);
  return useSyncExternalStore(cartStore.subscribe, getSnapshot, getSnapshot);
}
