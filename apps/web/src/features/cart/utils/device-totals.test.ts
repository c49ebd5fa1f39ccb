import type { AdditionRule } from '@portale/contract/cart-calculator';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../store/cart-model';
import { deviceTotals } from './device-totals';

const line = (id: number, price: number | null, quantity: number, extra: Partial<CartLine> = {}): CartLine => ({
  product_id: id,
  quantity,
  discount_1: 0,
  discount_2: 0,
  notes: null,
  product_code: `P${id}`,
  description: `Prodotto ${id}`,
  price,
  weight: 2.5,
  disable_discounts: false,
  unit_of_measure: 'PZ',
  ...extra,
});

const rule = (id: number, extra: Partial<AdditionRule>): AdditionRule => ({
  id,
  type: 'shipping',
  externalId: `SPE-${id}`,
  description: `Spedizione ${id}`,
  priority: 10,
  weightMinGrams: null,
  weightMaxGrams: null,
  amountMinCents: null,
  amountMaxCents: null,
  isFreeShipping: false,
  priceCents: 1500,
  ...extra,
});

// The server's fixtures (cart-test-setup.ts): 15 € shipping up to 499,99 €, free from 500 €; 2,5 % payment discount.
const rules = [rule(1, { amountMaxCents: 49999 }), rule(2, { priority: 1, amountMinCents: 50000, isFreeShipping: true, priceCents: 0 })];
const pricing = { rules, payment: { description: 'Bonifico anticipato', discountBasisPoints: 250 }, minOrderCents: null };

describe('deviceTotals (the server arithmetic on the device copy)', () => {
  it('cascading discounts, payment discount on the goods, the matching shipping line and the free-shipping hint', () => {
    const totals = deviceTotals({ items: [line(1, 123.45, 2, { discount_1: 2, discount_2: 2 }), line(2, 10, 3)], shipping_items: null }, pricing)!;
    // 123,45 × 2 × 0,98 × 0,98 = 237,1224 → 237,12; + 30,00 = 267,12; − 2,5 % (6,678 → 6,68) + 15,00 = 275,44
    expect(totals.rows).toEqual([
      { product_id: 1, row_total: 237.12 },
      { product_id: 2, row_total: 30 },
    ]);
    expect(totals).toMatchObject({ total: 267.12, discount_percentage: 2.5, discount_amount: 6.68, total_final: 275.44, total_weight: 12.5, payment_mode: 'Bonifico anticipato' });
    expect(totals.shipping_items).toEqual([{ id: 1, external_id: 'SPE-1', description: 'Spedizione 1', price: 15, quantity: 1 }]);
    expect(totals.free_shipping_message).toMatch(/^Mancano 232,88\s€ per la spedizione gratuita$/);
  });

  it('free shipping from 500 €, none once the agent removed it, and no figures for a line without a price', () => {
    const big = deviceTotals({ items: [line(1, 250, 2)], shipping_items: null }, pricing)!;
    expect(big).toMatchObject({ total: 500, total_final: 487.5, free_shipping_message: '' });
    expect(big.shipping_items).toEqual([{ id: 2, external_id: 'SPE-2', description: 'Spedizione 2', price: 0, quantity: 1 }]);
    const removed = deviceTotals({ items: [line(1, 10, 1)], shipping_items: [] }, pricing)!;
    expect(removed).toMatchObject({ shipping_items: [], total_final: 9.75, free_shipping_message: '' });
    expect(deviceTotals({ items: [line(1, null, 1)], shipping_items: null }, pricing)).toBeNull();
  });

  it("says how much is missing to the price list's minimum order, as the server does", () => {
    const withMinimum = { ...pricing, minOrderCents: 50_000 };
    expect(deviceTotals({ items: [line(1, 190, 2)], shipping_items: null }, withMinimum)!.order_minimum_message).toMatch(/^Mancano 120,00\s€ al minimo d'ordine$/);
    expect(deviceTotals({ items: [line(1, 250, 2)], shipping_items: null }, withMinimum)!.order_minimum_message).toBe('');
    expect(deviceTotals({ items: [line(1, 10, 1)], shipping_items: null }, pricing)!.order_minimum_message).toBe('');
  });
});
