import { describe, expect, it } from 'vitest';
import { ZSaveCartRequest } from './cart';
import { ZListRequest } from './lists';
import { ZGetProfileOrdersRequest } from './orders';
import { ZWarrantyIndexRequest } from './warranties';

// Issue 20: what the API document declares is what the server accepts.
describe('list filters', () => {
  it("take '', null or nothing for 'no filter'", () => {
    for (const empty of ['', null, undefined]) {
      expect(ZListRequest.parse({ date_start: empty, date_end: empty })).toMatchObject({ date_start: undefined, date_end: undefined });
      expect(ZGetProfileOrdersRequest.parse({ status_id: empty }).status_id).toBeUndefined();
      expect(ZWarrantyIndexRequest.parse({ type: empty }).type).toBe('');
    }
    expect(ZWarrantyIndexRequest.parse({}).type).toBe('');
    expect(ZGetProfileOrdersRequest.parse({ status_id: '3' }).status_id).toBe(3);
    expect(ZListRequest.safeParse({ date_start: '2026-02-30' }).success).toBe(false);
  });

  it('declare the precision of quantities (3 decimals) as they check it', () => {
    const cart = (quantity: number) => ({ cart: { name: 'Preventivo', profile_external_id: 'A001', customer_id: 1, items: [{ product_id: 1, quantity }] } });
    expect(ZSaveCartRequest.safeParse(cart(1.234)).success).toBe(true);
    expect(ZSaveCartRequest.safeParse(cart(1.2345)).success).toBe(false);
  });
});

describe('saving a cart', () => {
  it('requires a quote name, not a temporary order name', () => {
    const cart = { profile_external_id: 'A001', customer_id: 1, items: [{ product_id: 1, quantity: 1 }] };
    const unnamed = ZSaveCartRequest.safeParse({ cart: { ...cart, name: '  ' } });
    expect(unnamed.error?.issues).toEqual([expect.objectContaining({ path: ['cart', 'name'], message: 'Inserire il nome del preventivo' })]);
    expect(ZSaveCartRequest.safeParse({ cart: { ...cart, type: 'temporary_orders' } }).success).toBe(true);
  });
});
