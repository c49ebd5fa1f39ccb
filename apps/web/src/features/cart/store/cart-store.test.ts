import type { TCart, TCurrentCart } from '@portale/contract/cart';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyDiscount, EMPTY_CART, toCartInput, toCurrentContent, unsettledOrder, type CartContext, type CartLine } from './cart-model';
import { CART_STORAGE_KEY, migrateStoredCarts, validStoredCarts } from './cart-persistence';
import { cartStore, flushStoredCarts, useCartStore } from './cart-store';
import { serverCart } from '../../../test/current-cart';

const ROSSI: CartContext = { profile_external_id: 'A01', customer_id: 10, customer_external_id: 'C010', customer_name: 'Rossi Srl', price_list_id: 1 };
const BIANCHI: CartContext = { profile_external_id: 'A01', customer_id: 11, customer_external_id: 'C011', customer_name: 'Bianchi Spa', price_list_id: 2 };
const VITE = { product_id: 5, product_code: 'P005', description: 'Vite M6', price: 1.25, disable_discounts: false, weight: 0.01, unit_of_measure: 'PZ' };
const NETTO = { product_id: 6, product_code: 'P006', description: 'Articolo netto', price: 9.9, disable_discounts: true, weight: 1, unit_of_measure: 'PZ' };
const PROFILO = { product_id: 7, product_code: 'PR-7', description: 'Profilo alluminio', price: 4.2, disable_discounts: false, weight: 0.5, unit_of_measure: 'ML' };

/** What the hand-written store before zustand kept under `portale.cart.<userId>` (format 1). */
const LEGACY_CART = {
  id: 12,
  name: 'Vecchio preventivo',
  type: 'quotes',
  profile_external_id: 'A01',
  customer_id: 10,
  customer_external_id: 'C010',
  customer_name: 'Rossi Srl',
  price_list_id: 1,
  items: [{ product_id: 5, product_code: 'P005', description: 'Vite M6', price: 1.25, quantity: 3, discount_1: 2, discount_2: 2, notes: null, disable_discounts: false, weight: 0.01 }],
  notes: 'consegna',
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
};

/** A page reload: the store is filled again from localStorage only (hydration replaces the carts). */
async function reload() {
  flushStoredCarts();
  await useCartStore.persist.rehydrate();
}

beforeEach(() => {
  useCartStore.setState({ carts: {} });
  // The store's deferred write of the reset goes now, then the storage is emptied for the test.
  flushStoredCarts();
  localStorage.clear();
});

describe('cart store', () => {
  it('keeps one cart per user and survives a reload (persisted in localStorage)', async () => {
    expect(cartStore.addItem(1, ROSSI, VITE, 3)).toBeNull();
    expect(cartStore.addItem(2, BIANCHI, NETTO, 1)).toBeNull();
    flushStoredCarts();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).state.carts[1].items).toHaveLength(1);
    await reload();
    expect(cartStore.get(1).items.map((l) => [l.product_code, l.quantity])).toEqual([['P005', 3]]);
    expect(cartStore.get(1)).toMatchObject({ customer_id: 10, dirty: true });
    expect(cartStore.get(2).items.map((l) => l.product_code)).toEqual(['P006']);
    expect(cartStore.get(3)).toEqual(EMPTY_CART);
  });

  it('binds an empty cart to the current profile and customer and adds to an existing line', () => {
    cartStore.addItem(1, ROSSI, VITE, 2);
    cartStore.addItem(1, ROSSI, VITE, 5);
    expect(cartStore.get(1)).toMatchObject({ profile_external_id: 'A01', customer_id: 10, customer_external_id: 'C010', price_list_id: 1 });
    expect(cartStore.get(1).items.map((l) => l.quantity)).toEqual([7]);
  });

  it('refuses products for another customer while it holds products, and rebinds once emptied', () => {
    cartStore.addItem(1, ROSSI, VITE, 1);
    expect(cartStore.addItem(1, BIANCHI, NETTO, 1)).not.toBeNull();
    cartStore.clear(1);
    expect(cartStore.addItem(1, BIANCHI, NETTO, 1)).toBeNull();
    expect(cartStore.get(1).customer_id).toBe(11);
  });

  it('refuses quantities the unit does not allow: never below 1, decimals only for units sold by measure', () => {
    expect(cartStore.addItem(1, ROSSI, VITE, 0)).not.toBeNull();
    expect(cartStore.addItem(1, ROSSI, VITE, 2.5)).not.toBeNull();
    cartStore.addItem(1, ROSSI, VITE, 2);
    cartStore.setQuantity(1, 5, 0);
    cartStore.setQuantity(1, 5, -3);
    cartStore.setQuantity(1, 5, 2.5);
    expect(cartStore.get(1).items[0]!.quantity).toBe(2);
    expect(cartStore.addItem(1, ROSSI, PROFILO, 2.5)).toBeNull();
    // Issue 21: a line past the server's maximum is refused before it reaches the cart, saying the maximum.
    expect(cartStore.addItem(1, ROSSI, PROFILO, 1_000_000)).toBe('La quantità massima per riga è 1.000.000 ML: nel carrello ce ne sono già 2,5');
    expect(cartStore.get(1).items[1]!.quantity).toBe(2.5);
    cartStore.setQuantity(1, 7, 1.25);
    expect(cartStore.get(1).items[1]!.quantity).toBe(1.25);
  });

  it('forgets the saved state on any edit, so email and PDF need a new save', () => {
    cartStore.addItem(1, ROSSI, VITE, 1);
    const answer = { id: 77, name: 'Offerta', type: 'quotes', items: [{ product_id: 5, price: 1.2 }] } as unknown as TCart;
    cartStore.markSaved(1, answer);
    expect(cartStore.get(1)).toMatchObject({ id: 77, name: 'Offerta', saved: answer });
    expect(cartStore.get(1).items[0]!.price).toBe(1.2);
    cartStore.setNotes(1, 'consegna al mattino');
    expect(cartStore.get(1).saved).toBeNull();
    expect(cartStore.get(1).id).toBe(77);
  });

  it('sends only ids, quantities, discounts, notes and choices', () => {
    cartStore.addItem(1, ROSSI, VITE, 2);
    cartStore.setDiscount(1, 5, 1, 3);
    cartStore.setLineNotes(1, 5, 'urgente');
    const input = toCartInput(cartStore.get(1));
    expect(input.items).toEqual([{ product_id: 5, quantity: 2, discount_1: 3, discount_2: 3, notes: 'urgente' }]);
    expect(input).toMatchObject({ profile_external_id: 'A01', customer_id: 10, shipping_items: null, promotion_item: null });
    // Issue 53, point 8: never in the additions step (an offline order), the promotion is the server's to derive.
    expect(input.promotion_choice).toEqual({ kind: 'derive' });
    expect(JSON.stringify(input)).not.toContain('1.25');
    expect(toCurrentContent(cartStore.get(1))).toMatchObject({ customer_id: 10, items: input.items });
  });
});

describe('the promotion choice sent (issue 53, point 8)', () => {
  const PROMO = { id: 9, external_id: 'PRO-LUM', description: 'Lumino omaggio' };
  it("says 'derive' before the additions step, the kept line or 'none' in it", () => {
    cartStore.addItem(1, ROSSI, VITE, 2);
    expect(toCartInput(cartStore.get(1)).promotion_choice).toEqual({ kind: 'derive' });
    cartStore.enterAdditions(1, { shipping: [], promotion: [PROMO], free_shipping_message: '' });
    expect(toCartInput(cartStore.get(1)).promotion_choice).toEqual({ kind: 'chosen', id: 9 });
    cartStore.setPromotion(1, null);
    expect(toCartInput(cartStore.get(1)).promotion_choice).toEqual({ kind: 'none' });
    cartStore.backToCart(1);
    expect(toCartInput(cartStore.get(1)).promotion_choice).toEqual({ kind: 'derive' });
  });
});

describe('synchronisation bookkeeping', () => {
  const server = (extra: Partial<TCurrentCart> = {}): TCurrentCart => serverCart(4, 2, ROSSI, extra);

  it("adopts the server's cart and its version, clean", () => {
    cartStore.adoptServer(1, server());
    expect(cartStore.get(1)).toMatchObject({ version: 4, dirty: false, conflict: null, items: [{ product_id: 5, quantity: 2 }] });
  });

  it('keeps an edit made while a push was out, moving only the version on', () => {
    cartStore.adoptServer(1, server());
    cartStore.setQuantity(1, 5, 3);
    const sent = cartStore.get(1);
    cartStore.setQuantity(1, 5, 4);
    cartStore.acknowledge(1, sent, server({ version: 5, items: [{ ...VITE, quantity: 3, discount_1: 0, discount_2: 0, notes: null }] }));
    expect(cartStore.get(1)).toMatchObject({ version: 5, dirty: true, items: [{ quantity: 4 }] });
  });
});

describe("an 'Invia ordine' whose answer a reload cut off (issue 55, point 5)", () => {
  it("keeps the submission's key, body and version when the server's cart comes back empty after a reload", async () => {
    cartStore.adoptServer(1, serverCart(4, 2));
    const body = JSON.stringify(toCartInput(cartStore.get(1)));
    cartStore.setOrderKey(1, 'k-1', body, 4);
    await reload();
    // The order emptied the server's cart: its outcome is asked again with what was sent.
    cartStore.adoptServer(1, serverCart(5, null));
    expect(unsettledOrder(cartStore.get(1))).toEqual({ key: 'k-1', body: JSON.parse(body), version: 4 });
  });

  it('has none while the cart still holds products, or once the outcome is known', () => {
    cartStore.adoptServer(1, serverCart(4, 2));
    cartStore.setOrderKey(1, 'k-1', JSON.stringify(toCartInput(cartStore.get(1))), 4);
    expect(unsettledOrder(cartStore.get(1))).toBeNull();
    cartStore.adoptServer(1, serverCart(5, null));
    cartStore.setOrderKey(1, null);
    expect(unsettledOrder(cartStore.get(1))).toBeNull();
  });

  it("drops the key when the server's cart holds other products (that submission is not this cart any more)", () => {
    cartStore.adoptServer(1, serverCart(4, 2));
    cartStore.setOrderKey(1, 'k-1', JSON.stringify(toCartInput(cartStore.get(1))), 4);
    cartStore.adoptServer(1, serverCart(6, 7));
    expect(cartStore.get(1).order_key).toBeNull();
  });
});

describe('stored carts: validated on load, migrated from the old format', () => {
  it('migrates the old per-user keys (format 1) and removes them once stored anew', async () => {
    localStorage.setItem('portale.cart.1', JSON.stringify(LEGACY_CART));
    localStorage.setItem('portale.cart.2', '{not json');
    await reload();
    expect(cartStore.get(1)).toMatchObject({
      id: 12,
      name: 'Vecchio preventivo',
      customer_id: 10,
      notes: 'consegna',
      items: [{ product_id: 5, quantity: 3, discount_1: 2, unit_of_measure: 'PZ' }],
      // Never synchronised: offered to the server on the first sync.
      version: null,
      dirty: true,
    });
    expect(cartStore.get(2)).toEqual(EMPTY_CART);
    cartStore.setNotes(1, 'aggiornate');
    flushStoredCarts();
    expect(localStorage.getItem('portale.cart.1')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toMatchObject({ version: 2, state: { carts: { 1: { notes: 'aggiornate' } } } });
  });

  it('discards stored carts that do not parse (corrupt or foreign JSON), keeping the valid ones', async () => {
    cartStore.addItem(1, ROSSI, VITE, 1);
    flushStoredCarts();
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!);
    stored.state.carts[2] = { ...stored.state.carts[1], items: [{ product_id: 'x', quantity: -1 }] };
    stored.state.carts[3] = 'boom';
    stored.state.carts.evil = stored.state.carts[1];
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
    await reload();
    expect(Object.keys(useCartStore.getState().carts)).toEqual(['1']);

    localStorage.setItem(CART_STORAGE_KEY, '{"state": 42, "version": 2}');
    await reload();
    expect(useCartStore.getState().carts).toEqual({});
  });

  it('migration and validation are pure functions of the stored value', () => {
    expect(migrateStoredCarts({ carts: { 1: LEGACY_CART } }, 2)).toEqual({ carts: { 1: LEGACY_CART } });
    const migrated = migrateStoredCarts({ carts: { 1: LEGACY_CART, 2: null } }, 1);
    expect(Object.keys(validStoredCarts(migrated))).toEqual(['1']);
    expect(validStoredCarts(null)).toEqual({});
    expect(validStoredCarts({ carts: [] })).toEqual({});
  });
});

describe('discount select rule', () => {
  const line: CartLine = { ...VITE, quantity: 1, discount_1: 0, discount_2: 0, notes: null };

  it('choosing the first discount sets the second to the same value', () => {
    expect(applyDiscount(line, 1, 2)).toMatchObject({ discount_1: 2, discount_2: 2 });
    expect(applyDiscount({ ...line, discount_1: 4, discount_2: 4 }, 1, 0)).toMatchObject({ discount_1: 0, discount_2: 0 });
  });

  it('choosing the second leaves the first alone', () => {
    expect(applyDiscount({ ...line, discount_1: 3, discount_2: 3 }, 2, 1)).toMatchObject({ discount_1: 3, discount_2: 1 });
  });

  it('lines with disable_discounts take none', () => {
    const netto: CartLine = { ...NETTO, quantity: 1, discount_1: 0, discount_2: 0, notes: null };
    expect(applyDiscount(netto, 1, 4)).toMatchObject({ discount_1: 0, discount_2: 0 });
  });
});
