import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, products } from '../../db/schema/index';
import { createPriceList, createProduct } from '../../test/cart-fixtures';
import { seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

// Issue 56 §1: a product's minimum, pack multiple and pack description are editable by the admin (the ERP import
// brings them; the admin corrects them). Only the admin; a bad entry is refused with its reason and nothing changes.
let t: TestContext;
let admin: string;
let agent: string;
let candle: { id: number };
let cloth: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  await seedStandardCast(t.database);
  const list = await createPriceList(t.database, 'L1');
  candle = await createProduct(t.database, { code: 'CAN-006', description: 'Candela votiva', prices: { [list.id]: '2.00' } });
  cloth = await createProduct(t.database, { code: 'TES-001', description: 'Tessuto per imbottitura', unit: 'MT', prices: { [list.id]: '9.00' } });
  await t.database.db.update(productPrices).set({ minQuantity: '24' }).where(eq(productPrices.productId, candle.id));
  admin = await loginAs(t.app, 'admin@example.com');
  agent = await loginAs(t.app, 'agente1@example.com');
});
afterAll(() => t.close());

const url = (id: number) => `/api/catalog/quantity_rules/${id}`;
const save = (id: number, payload: Record<string, unknown>, cookie = admin) => t.app.inject({ method: 'POST', url: `/api/catalog/quantity_rules/update/${id}`, headers: { cookie }, payload });
const stored = async (id: number) => {
  const [row] = await t.database.db.select({ min: products.minQuantity, multiple: products.quantityMultiple, pack: products.packDescription }).from(products).where(eq(products.id, id));
  return { min: row.min === null ? null : Number(row.min), multiple: row.multiple === null ? null : Number(row.multiple), pack: row.pack };
};

describe('catalog/quantity_rules/:id and catalog/quantity_rules/update/:id', () => {
  it("reads the product's own rule and each price list's override", async () => {
    const res = await t.app.inject({ method: 'GET', url: url(candle.id), headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product: { id: candle.id, external_id: 'CAN-006', min_quantity: null, quantity_multiple: null, pack_description: null, unit_of_measure: 'PZ' },
      price_list_overrides: [{ code: 'L1', min_quantity: 24, quantity_multiple: null }],
    });
  });

  it('saves the minimum, the pack and its description, and keeps the change in the history', async () => {
    const res = await save(candle.id, { min_quantity: 12, quantity_multiple: 6, pack_description: ' cartone da 6 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Regole di quantità aggiornate', product: { min_quantity: 12, quantity_multiple: 6, pack_description: 'cartone da 6' } });
    expect(await stored(candle.id)).toEqual({ min: 12, multiple: 6, pack: 'cartone da 6' });
    const history = await t.app.inject({ method: 'GET', url: `/api/audit/history?entity=products&id=${candle.id}`, headers: { cookie: admin } });
    expect(history.statusCode).toBe(200);
    const [entry] = history.json().history;
    expect(entry).toMatchObject({ action: 'update', user_name: 'Amministratore' });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'min_quantity', before: null, after: 12 },
        { field: 'quantity_multiple', before: null, after: 6 },
        { field: 'pack_description', before: null, after: 'cartone da 6' },
      ]),
    );
  });

  it('clears a rule with empty fields', async () => {
    const res = await save(candle.id, { min_quantity: null, quantity_multiple: 6, pack_description: '' });
    expect(res.statusCode).toBe(200);
    expect(await stored(candle.id)).toEqual({ min: null, multiple: 6, pack: null });
  });

  it('refuses an agent (403) and changes nothing', async () => {
    expect((await save(candle.id, { min_quantity: 1, quantity_multiple: 1, pack_description: null }, agent)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(candle.id), headers: { cookie: agent } })).statusCode).toBe(403);
    expect(await stored(candle.id)).toEqual({ min: null, multiple: 6, pack: null });
  });

  it('refuses bad entries with an Italian reason (400) and changes nothing', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ min_quantity: 0, quantity_multiple: 6, pack_description: null }, 'min_quantity', /maggiore di zero/],
      [{ min_quantity: 12, quantity_multiple: -6, pack_description: null }, 'quantity_multiple', /maggiore di zero/],
      [{ min_quantity: 10, quantity_multiple: 6, pack_description: null }, 'min_quantity', /multiplo della confezione \(6\): ad esempio 12/],
      [{ min_quantity: 2.5, quantity_multiple: null, pack_description: null }, 'min_quantity', /unità intere/],
      [{ min_quantity: 12, quantity_multiple: 6, pack_description: 'x'.repeat(101) }, 'pack_description', /100 caratteri/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await save(candle.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = res.json().fields as { path: string; message: string }[];
      expect(fields.find((f) => f.path.endsWith(field))?.message, JSON.stringify(fields)).toMatch(message);
    }
    expect(await stored(candle.id)).toEqual({ min: null, multiple: 6, pack: null });
  });

  it('takes decimals for a product sold by measure', async () => {
    const res = await save(cloth.id, { min_quantity: 2.5, quantity_multiple: 0.5, pack_description: 'rotolo' });
    expect(res.statusCode).toBe(200);
    expect(await stored(cloth.id)).toEqual({ min: 2.5, multiple: 0.5, pack: 'rotolo' });
  });

  it('answers 404 for an unknown product', async () => {
    expect((await save(999_999, { min_quantity: 1, quantity_multiple: null, pack_description: null })).statusCode).toBe(404);
  });
});
