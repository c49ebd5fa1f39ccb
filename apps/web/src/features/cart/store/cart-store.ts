import type { TCart, TCurrentCart } from '@portale/contract/cart';
import { formatQuantity, quantityProblem } from '@portale/contract/quantity';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  applyDiscount,
  EMPTY_CART,
  fromCurrentCart,
  isBoundElsewhere,
  sameContent,
  type CartContext,
  type CartLine,
  type CartState,
  type TPromotionLine,
} from './cart-model';
import { describeChanges } from './cart-merge';
import { CART_STORAGE_KEY, CART_STORAGE_VERSION, deferredJSONStorage, legacyAwareStorage, migrateStoredCarts, validStoredCarts } from './cart-persistence';

interface CartStoreState {
  /** The current cart per user id (several users may log in on one browser). */
  carts: Record<string, CartState>;
}

/**
 * The browser's copy of each user's current cart: zustand with `persist` in localStorage, so a reload or a
 * lost connection loses nothing. The server's cart is the truth; use-cart-sync pushes edits and pulls changes.
 */
const storage = deferredJSONStorage<unknown>(legacyAwareStorage);
/** Writes the carts to localStorage now (tests; the page does it when hidden or closed). */
export const flushStoredCarts = storage.flush;

export const useCartStore = create<CartStoreState>()(
  persist(() => ({ carts: {} }), {
    name: CART_STORAGE_KEY,
    version: CART_STORAGE_VERSION,
    storage,
    migrate: migrateStoredCarts,
    // Stored JSON is parsed with the cart's schema: what does not parse is dropped, never cast.
    merge: (persisted, current) => ({ ...current, carts: validStoredCarts(persisted) }),
  }),
);

const read = (userId: number): CartState => useCartStore.getState().carts[userId] ?? EMPTY_CART;
const write = (userId: number, cart: CartState) => useCartStore.setState((s) => ({ carts: { ...s.carts, [userId]: cart } }));

/**
 * A content edit: the server has not seen it yet, and email and PDF need a new save. Refused while the copy
 * conflicts with the server's (another device changed the cart): it could never be pushed, so it would be lost.
 */
function edit(userId: number, change: (cart: CartState) => Partial<CartState>) {
  const cart = read(userId);
  if (cart.conflict) return;
  write(userId, { ...cart, ...change(cart), saved: null, saved_unchanged: false, dirty: true });
}

export type ProductForCart = Pick<CartLine, 'product_id' | 'product_code' | 'description' | 'price' | 'disable_discounts' | 'weight' | 'unit_of_measure'>;

export const cartStore = {
  get: read,
  replace: write,
  /**
   * The user left the device (issue 53, point 10): their cart leaves the browser's storage (the server keeps it),
   * unless it holds edits the server has not taken yet and the user did not ask to delete everything.
   */
  forget(userId: number, everything = false) {
    const cart = useCartStore.getState().carts[userId];
    if (!cart || (cart.dirty && !everything)) return;
    useCartStore.setState((s) => ({ carts: Object.fromEntries(Object.entries(s.carts).filter(([id]) => id !== String(userId))) }));
    flushStoredCarts();
  },
  /** Empties the cart (an edit the server will take like any other). */
  clear(userId: number) {
    const cart = read(userId);
    if (cart.conflict) return;
    write(userId, { ...EMPTY_CART, version: cart.version, dirty: true });
  },
  /**
   * Adds `quantity` of a product (or increases its line). An empty cart binds to `context`; a cart with
   * products of another profile/customer refuses, and so does a quantity the product's unit does not allow.
   */
  /**
   * Adds a product (or more of it) for the current customer. Answers null when added, otherwise why not: the
   * cart is another customer's, or the line would exceed what the server accepts (nothing is changed then,
   * so the cart never shows a quantity the server refuses).
   */
  addItem(userId: number, context: CartContext, product: ProductForCart, quantity: number): string | null {
    const cart = read(userId);
    if (cart.conflict) return 'Il carrello è stato modificato su un altro dispositivo: ricaricarlo prima di aggiungere prodotti';
    if (isBoundElsewhere(cart, context)) return 'Il carrello contiene prodotti di un altro cliente';
    const before = cart.items.find((l) => l.product_id === product.product_id)?.quantity ?? 0;
    const problem = quantityProblem(quantity, product.unit_of_measure) ?? quantityProblem(roundQuantity(before + quantity), product.unit_of_measure);
    if (problem) return before ? `${problem}: nel carrello ce ne sono già ${formatQuantity(before)}` : problem;
    // An empty cart starts afresh (keeping typed notes); a cart with products keeps its identity.
    const base = cart.items.length === 0 ? { ...EMPTY_CART, notes: cart.notes, version: cart.version, ...context } : context;
    const existing = cart.items.find((l) => l.product_id === product.product_id);
    const items = existing
      ? cart.items.map((l) => (l.product_id === product.product_id ? { ...l, ...product, quantity: roundQuantity(l.quantity + quantity) } : l))
      : [...cart.items, { ...product, quantity, discount_1: 0, discount_2: 0, notes: null }];
    write(userId, { ...cart, ...base, items, step: 'cart', saved: null, saved_unchanged: false, dirty: true });
    return null;
  },
  /** Sets a line's quantity; a value the line's unit does not allow is ignored (the input shows why). */
  setQuantity(userId: number, productId: number, quantity: number) {
    const line = read(userId).items.find((l) => l.product_id === productId);
    if (!line || quantityProblem(quantity, line.unit_of_measure)) return;
    edit(userId, (c) => ({ items: c.items.map((l) => (l.product_id === productId ? { ...l, quantity } : l)) }));
  },
  setDiscount(userId: number, productId: number, which: 1 | 2, value: number) {
    edit(userId, (c) => ({ items: c.items.map((l) => (l.product_id === productId ? applyDiscount(l, which, value) : l)) }));
  },
  setLineNotes(userId: number, productId: number, notes: string) {
    edit(userId, (c) => ({ items: c.items.map((l) => (l.product_id === productId ? { ...l, notes: notes || null } : l)) }));
  },
  /** Removes a line; answers where it was (for 'Annulla'), or null when it was not in the cart. */
  removeItem(userId: number, productId: number): number | null {
    const index = read(userId).items.findIndex((l) => l.product_id === productId);
    if (index < 0) return null;
    edit(userId, (c) => ({ items: c.items.filter((l) => l.product_id !== productId) }));
    return index;
  },
  /**
   * 'Annulla' of a removal: the line goes back where it was — unless the product was added again meanwhile or
   * the cart is now another customer's (or nobody's: parked by an activation). Answers whether it went back.
   */
  restoreLine(userId: number, line: CartLine, index: number, customerId: number | null): boolean {
    const cart = read(userId);
    if (cart.items.some((l) => l.product_id === line.product_id)) return false;
    if (customerId === null || cart.customer_id !== customerId) return false;
    const items = [...cart.items];
    items.splice(Math.min(index, items.length), 0, line);
    edit(userId, () => ({ items, step: 'cart' }));
    return true;
  },
  setNotes(userId: number, notes: string) {
    edit(userId, () => ({ notes }));
  },
  /** Moves to 'additions' with what the server offered: every shipping line and the first promotion. */
  enterAdditions(userId: number, additions: NonNullable<CartState['additions']>) {
    edit(userId, () => ({ step: 'additions', additions, shipping_items: additions.shipping, promotion_item: additions.promotion[0] ?? null }));
  },
  backToCart(userId: number) {
    write(userId, { ...read(userId), step: 'cart' });
  },
  removeShipping(userId: number) {
    edit(userId, () => ({ shipping_items: [] }));
  },
  setPromotion(userId: number, promotion: TPromotionLine | null) {
    edit(userId, () => ({ promotion_item: promotion }));
  },
  /** The payment mode agreed with the customer (null: the customer's own); the server applies its discount. */
  setPaymentMode(userId: number, paymentModeId: number | null) {
    edit(userId, () => ({ payment_mode_id: paymentModeId }));
  },
  setShippingAddress(userId: number, choice: { id: number | null; isNew: boolean; text: string }) {
    edit(userId, () => ({ shipping_address_id: choice.id, shipping_address_is_new: choice.isNew, shipping_address_new: choice.text }));
  },
  /** Keeps the server's answer to cart/save: its identity (synced to the current cart) and recomputed prices. */
  markSaved(userId: number, answer: TCart) {
    const cart = read(userId);
    const prices = new Map(answer.items.map((i) => [i.product_id, i.price]));
    write(userId, {
      ...cart,
      id: answer.id,
      quote_revision: answer.revision,
      name: answer.name,
      type: answer.type,
      items: cart.items.map((l) => ({ ...l, price: prices.get(l.product_id) ?? l.price })),
      saved: answer,
      dirty: cart.dirty || cart.id !== answer.id || cart.quote_revision !== answer.revision || cart.name !== answer.name || cart.type !== answer.type,
    });
  },
  /** The submission whose outcome is unknown: its key, the body sent (JSON) and the cart version it named; null clears it. */
  setOrderKey(userId: number, key: string | null, fingerprint: string | null = null, version: number | null = null) {
    write(userId, { ...read(userId), order_key: key, order_fingerprint: key ? fingerprint : null, order_version: key ? version : null });
  },

  // --- Synchronisation with the server's cart (use-cart-sync). ---
  /** Takes the server's cart as the local copy (first load, another device's change, 'Ricarica'). */
  adoptServer(userId: number, server: TCurrentCart) {
    const local = read(userId);
    const next = fromCurrentCart(server, local);
    // On the additions step, another device's change sends the agent back to the cart: say what changed.
    const sentBack = local.step === 'additions' && next.step === 'cart' && local.version !== null && local.items.length > 0;
    write(userId, sentBack ? { ...next, remote_change: describeChanges(local, next) } : next);
  },
  /**
   * The server accepted `sent`: adopt its answer, unless the cart was edited while the request was out;
   * then only the version moves on and the newer edit is pushed next.
   */
  acknowledge(userId: number, sent: CartState, server: TCurrentCart) {
    const cart = read(userId);
    if (sameContent(cart, sent)) write(userId, fromCurrentCart(server, cart));
    else write(userId, { ...cart, version: server.version, base: fromCurrentCart(server, sent).base });
  },
  /** 'Tieni il mio' on a clash (cart-merge): this device's value goes back in, as an edit pushed like any other. */
  keepMine(userId: number, index: number) {
    const clash = read(userId).clashes[index];
    if (!clash) return;
    const { keep } = clash;
    edit(userId, (c) => {
      const clashes = c.clashes.filter((_, i) => i !== index);
      if (keep.kind === 'cart') return { ...(keep.patch as Partial<CartState>), clashes };
      const has = c.items.some((l) => l.product_id === keep.product_id);
      let items = c.items;
      if (keep.patch) items = items.map((l) => (l.product_id === keep.product_id ? { ...l, ...(keep.patch as Partial<CartLine>) } : l));
      else if (keep.line && !has) items = [...items, keep.line];
      else if (!keep.line) items = items.filter((l) => l.product_id !== keep.product_id);
      return { items, clashes };
    });
  },
  /** 'Tieni l'altro': the other device's value (already in the cart) stays; the clash is closed. */
  dismissClash(userId: number, index: number) {
    const cart = read(userId);
    write(userId, { ...cart, clashes: cart.clashes.filter((_, i) => i !== index) });
  },
  dismissRemoteChange(userId: number) {
    write(userId, { ...read(userId), remote_change: null });
  },
  /** Notes the push about to go out, until its answer arrives (see `pushed`). */
  setPushed(userId: number, pushed: CartState['pushed']) {
    write(userId, { ...read(userId), pushed });
  },
  setConflict(userId: number, conflict: CartState['conflict']) {
    write(userId, { ...read(userId), conflict });
  },
};

const roundQuantity = (q: number) => Math.round(q * 1000) / 1000;

/** The current cart of `userId` (the empty cart without a user), re-rendering on every change. */
export function useCart(userId: number | null | undefined): CartState {
  return useCartStore((s) => (userId ? (s.carts[userId] ?? EMPTY_CART) : EMPTY_CART));
}

if (typeof window !== 'undefined') {
  // Another tab changed the stored carts: load them again.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  });
}
