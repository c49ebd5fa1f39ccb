import type { TCart } from '@portale/contract/cart';
import { describe, expect, it } from 'vitest';
import { applyDiscount, createCartStore, EMPTY_CART, toCartInput, type CartContext, type CartLine } from './cart-store';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const ROSSI: CartContext = { profile_external_id: 'A01', customer_id: 10, customer_external_id: 'C010', customer_name: 'Rossi Srl', price_list_id: 1 };
const BIANCHI: CartContext = { profile_external_id: 'A01', customer_id: 11, customer_external_id: 'C011', customer_name: 'Bianchi Spa', price_list_id: 2 };
const VITE = { product_id: 5, product_code: 'P005', description: 'Vite M6', price: 1.25, disable_discounts: false, weight: 0.01 };
const NETTO = { product_id: 6, product_code: 'P006', description: 'Articolo netto', price: 9.9, disable_discounts: true, weight: 1 };

describe('cart store', () => {
  it('keeps one cart per user and survives a new store on the same storage (reload)', () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    expect(store.addItem(1, ROSSI, VITE, 3)).toBe(true);
    expect(store.addItem(2, BIANCHI, NETTO, 1)).toBe(true);

    const reloaded = createCartStore(storage);
    expect(reloaded.get(1).items.map((l) => [l.product_code, l.quantity])).toEqual([['P005', 3]]);
    expect(reloaded.get(1).customer_id).toBe(10);
    expect(reloaded.get(2).items.map((l) => l.product_code)).toEqual(['P006']);
    expect(reloaded.get(3)).toEqual(EMPTY_CART);
  });

  it('binds an empty cart to the current profile and customer and adds to an existing line', () => {
    const store = createCartStore(memoryStorage());
    store.addItem(1, ROSSI, VITE, 2);
    store.addItem(1, ROSSI, VITE, 5);
    const cart = store.get(1);
    expect(cart).toMatchObject({ profile_external_id: 'A01', customer_id: 10, customer_external_id: 'C010', price_list_id: 1 });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(7);
  });

  it('refuses products for another customer while it holds products, and rebinds once emptied', () => {
    const store = createCartStore(memoryStorage());
    store.addItem(1, ROSSI, VITE, 1);
    expect(store.addItem(1, BIANCHI, NETTO, 1)).toBe(false);
    expect(store.get(1).items.map((l) => l.product_id)).toEqual([5]);

    store.clear(1);
    expect(store.addItem(1, BIANCHI, NETTO, 1)).toBe(true);
    expect(store.get(1).customer_id).toBe(11);
  });

  it('never lets a quantity drop below 1', () => {
    const store = createCartStore(memoryStorage());
    store.addItem(1, ROSSI, VITE, 0);
    expect(store.get(1).items[0]!.quantity).toBe(1);
    store.setQuantity(1, 5, 0);
    store.setQuantity(1, 5, -3);
    expect(store.get(1).items[0]!.quantity).toBe(1);
    store.setQuantity(1, 5, 4);
    expect(store.get(1).items[0]!.quantity).toBe(4);
  });

  it('forgets the saved state on any edit, so email and PDF need a new save', () => {
    const store = createCartStore(memoryStorage());
    store.addItem(1, ROSSI, VITE, 1);
    const answer = { id: 77, name: 'Offerta', type: 'quotes', items: [{ product_id: 5, price: 1.2 }] } as unknown as TCart;
    store.markSaved(1, answer);
    expect(store.get(1)).toMatchObject({ id: 77, name: 'Offerta', saved: answer });
    expect(store.get(1).items[0]!.price).toBe(1.2);
    store.setNotes(1, 'consegna al mattino');
    expect(store.get(1).saved).toBeNull();
    expect(store.get(1).id).toBe(77);
  });

  it('notifies subscribers and hands out a stable snapshot between changes', () => {
    const store = createCartStore(memoryStorage());
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    const before = store.get(1);
    expect(store.get(1)).toBe(before);
    store.addItem(1, ROSSI, VITE, 1);
    expect(calls).toBe(1);
    expect(store.get(1)).not.toBe(before);
    unsubscribe();
    store.clear(1);
    expect(calls).toBe(1);
  });

  it('sends only ids, quantities, discounts, notes and choices', () => {
    const store = createCartStore(memoryStorage());
    store.addItem(1, ROSSI, VITE, 2);
    store.setDiscount(1, 5, 1, 3);
    store.setLineNotes(1, 5, 'urgente');
    const input = toCartInput(store.get(1));
    expect(input.items).toEqual([{ product_id: 5, quantity: 2, discount_1: 3, discount_2: 3, notes: 'urgente' }]);
    expect(input).toMatchObject({ profile_external_id: 'A01', customer_id: 10, shipping_items: null, promotion_item: null });
    expect(JSON.stringify(input)).not.toContain('1.25');
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
