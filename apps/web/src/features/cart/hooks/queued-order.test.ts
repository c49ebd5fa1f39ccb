import { describe, expect, it } from 'vitest';
import { EMPTY_CART, toCartInput, type CartState } from '../store/cart-model';
import { pendingOrderKey, queuedOrder } from './queued-order';

const line = { product_id: 3, product_code: 'COF-001', description: 'Cofano', price: 100, quantity: 1, discount_1: 0, discount_2: 0, notes: '', disable_discounts: false, weight: 0, unit_of_measure: 'PZ' };
const cart = { ...EMPTY_CART, profile_external_id: '0011', customer_id: 5, customer_external_id: 'C5', customer_name: 'Onoranze Rossi', items: [line] } as unknown as CartState;
const seen = { items: [{ product_id: 3, price: 100 }], total_final: 100 };
const at = new Date(2026, 10, 29, 9, 5);

describe('queuedOrder (issue 53, points 1 and 17)', () => {
  it("reuses the key of an online 'Invia ordine' whose answer was lost: one order on the server", () => {
    const sent = { ...cart, order_key: 'K-online', order_fingerprint: JSON.stringify(toCartInput(cart)) };
    expect(pendingOrderKey(sent)).toBe('K-online');
    const queued = queuedOrder(sent, seen, at);
    expect(queued.key).toBe('K-online');
    // The body repeats what was sent online (plus the prices seen): no other name.
    expect((queued.input as { body: { name: unknown } }).body.name).toBeNull();
  });

  it("keeps the key and the body sent from the additions step once the lost answer sent the cart back to its first step", () => {
    const promotion = { id: 9, product_code: 'PRO-LUM' };
    const atAdditions = { ...cart, step: 'additions', promotion_item: promotion } as unknown as CartState;
    const sentBody = toCartInput(atAdditions);
    expect(sentBody.promotion_choice).toEqual({ kind: 'chosen', id: 9 });
    // The failed send goes back to the cart: there the promotion reads 'derive', but the cart is the one sent.
    const back = { ...atAdditions, step: 'cart', order_key: 'K-online', order_fingerprint: JSON.stringify(sentBody) } as CartState;
    expect(toCartInput(back).promotion_choice).toEqual({ kind: 'derive' });
    expect(pendingOrderKey(back)).toBe('K-online');
    const queued = queuedOrder(back, seen, at);
    expect(queued.key).toBe('K-online');
    // The same request as the online one (the server compares it), plus the prices seen.
    expect(queued.input).toEqual({ body: { ...sentBody, seen } });
    // Back at the additions step with another promotion choice: another submission.
    expect(pendingOrderKey({ ...back, step: 'additions', promotion_item: null } as CartState)).toBeNull();
  });

  it('takes a new key for a cart never sent, or changed since it was sent', () => {
    expect(queuedOrder(cart, seen, at).key).not.toBe('K-online');
    const changed = { ...cart, order_key: 'K-online', order_fingerprint: JSON.stringify(toCartInput({ ...cart, notes: 'prima' })) };
    expect(pendingOrderKey(changed)).toBeNull();
    expect(queuedOrder(changed, seen, at).key).not.toBe('K-online');
  });

  it('is named with the customer, date and time', () => {
    const queued = queuedOrder(cart, seen, at);
    expect(queued.label).toMatch(/^Ordine per Onoranze Rossi del 29\/11\/2026 09:05 \(1 riga, 100,00\s€\)$/);
    expect((queued.input as { body: { name: string } }).body.name).toBe('Ordine senza rete: Onoranze Rossi del 29/11/2026 09:05');
  });
});
