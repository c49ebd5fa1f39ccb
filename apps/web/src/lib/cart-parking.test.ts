import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parkCartBeforeActivating } from './cart-parking';
import { cartStore, type CartContext } from './cart-store';

vi.mock('./notify', () => ({ notifySuccess: vi.fn() }));

const USER = 41;
const ROSSI: CartContext = { profile_external_id: 'A01', customer_id: 10, customer_external_id: 'C010', customer_name: 'Rossi Srl', price_list_id: 1 };
const PRODUCT = { product_id: 5, product_code: 'P005', description: 'Lampada votiva', price: 12.5, disable_discounts: false, weight: 0.5 };

const savedCart = {
  id: 900, name: null, type: 'temporary_orders', profile_external_id: 'A01', customer_id: 10, customer_external_id: 'C010', price_list_id: 1,
  items: [], notes: null, count: 1, total: 25, total_final: 25, total_weight: 1, discount_percentage: 0, discount_amount: 0,
  shipping_items: [], promotion_item: null, shipping_address: null, shipping_address_id: null, shipping_address_is_new: false,
  shipping_address_new: null, issue_date: null,
};

describe('parking the cart before activating another customer', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    cartStore.clear(USER);
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ cart: savedCart }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing for an empty cart or the same customer', async () => {
    expect(await parkCartBeforeActivating(USER, { profile_external_id: 'A01', customer_id: 11 })).toBe(false);
    cartStore.addItem(USER, ROSSI, PRODUCT, 2);
    expect(await parkCartBeforeActivating(USER, { profile_external_id: 'A01', customer_id: 10 })).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(cartStore.get(USER).items).toHaveLength(1);
  });

  it('saves a cart with products as a new temporary order, then empties it', async () => {
    cartStore.addItem(USER, ROSSI, PRODUCT, 2);
    expect(await parkCartBeforeActivating(USER, { profile_external_id: 'A01', customer_id: 11 })).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/cart/save');
    const body = JSON.parse(String(init.body));
    expect(body.cart).toMatchObject({ id: null, type: 'temporary_orders', profile_external_id: 'A01', customer_id: 10 });
    expect(body.cart.items).toEqual([{ product_id: 5, quantity: 2, discount_1: 0, discount_2: 0, notes: null }]);
    expect(cartStore.get(USER).items).toHaveLength(0);
  });

  it('keeps the identity of a restored open temporary order, but never overwrites a quote', async () => {
    cartStore.addItem(USER, ROSSI, PRODUCT, 1);
    cartStore.replace(USER, { ...cartStore.get(USER), id: 77, type: 'temporary_orders' });
    await parkCartBeforeActivating(USER, { profile_external_id: 'A01', customer_id: 11 });
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)).cart.id).toBe(77);

    cartStore.addItem(USER, ROSSI, PRODUCT, 1);
    cartStore.replace(USER, { ...cartStore.get(USER), id: 78, type: 'quotes', name: 'Offerta' });
    await parkCartBeforeActivating(USER, { profile_external_id: 'A01', customer_id: 11 });
    expect(JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)).cart.id).toBeNull();
  });

  it('keeps the cart when the server refuses, so nothing is lost', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Cliente non trovato' }), { status: 404 }));
    cartStore.addItem(USER, ROSSI, PRODUCT, 3);
    await expect(parkCartBeforeActivating(USER, { profile_external_id: 'A01', customer_id: 11 })).rejects.toThrow('Cliente non trovato');
    expect(cartStore.get(USER).items.map((l) => l.quantity)).toEqual([3]);
  });
});
