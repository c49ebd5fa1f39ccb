import { addDays, todayInRome } from '@portale/contract/business-date';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate } from '../../../lib/offline/server-date';
import { EMPTY_CART, type CartState } from '../store/cart-model';
import { queuedQuote } from './queued-quote';

const line = { product_id: 3, product_code: 'COF-001', description: 'Cofano', price: 100, quantity: 1, discount_1: 0, discount_2: 0, notes: '', disable_discounts: false, weight: 0, unit_of_measure: 'PZ' };
const cart = { ...EMPTY_CART, profile_external_id: '0011', customer_id: 5, customer_external_id: 'C5', customer_name: 'Onoranze Rossi', items: [line] } as unknown as CartState;
const seen = { items: [{ product_id: 3, price: 100 }], total_final: 100 };
type Body = { cart: { valid_until: string | null }; written_on: string };

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('queuedQuote (issue 53, point 16)', () => {
  it("carries the day it was written in the server's calendar, even on a device whose clock is two months ahead", () => {
    const real = todayInRome();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 61 * 86_400_000));
    noteServerDate(real);
    const body = (queuedQuote(cart, { name: 'Trattativa', validUntil: real }, seen).input as { body: Body }).body;
    expect(body.written_on).toBe(real);
    expect(body.cart.valid_until).toBe(real);
    expect(body.written_on).not.toBe(todayInRome());
  });

  it('has its own key each time', () => {
    const choice = { name: 'Trattativa', validUntil: addDays(todayInRome(), 3) };
    expect(queuedQuote(cart, choice, seen).key).not.toBe(queuedQuote(cart, choice, seen).key);
  });
});
