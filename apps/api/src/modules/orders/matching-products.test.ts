import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from '../../test/cart-fixtures';
import { createCustomer } from '../../test/fixtures';
import { readTheTable } from '../../test/kept-reads';
import { createTestApp, type TestContext } from '../../test/test-app';
import { findMatchingProducts } from './ordered-items.repository';

/** The products a term matches are kept per process under the products' version (lists/kept-reads.ts). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('findMatchingProducts', () => {
  it('keeps the products a term matches until products are written', async () => {
    const db = t.database.db;
    const spy = vi.spyOn(db, 'execute');
    const find = async (term: string) => {
      spy.mockClear();
      const ids = await findMatchingProducts(db, term);
      return { ids: [...(ids ?? [])].sort((a, b) => a - b), read: await readTheTable(spy) };
    };
    try {
      const a = await createProduct(t.database, { code: 'KP-1', description: 'Raccordo in ghisa' });
      expect(await find('ghisa')).toEqual({ ids: [a.id], read: true });
      expect(await find('ghisa')).toEqual({ ids: [a.id], read: false });
      const b = await createProduct(t.database, { code: 'KP-2', description: 'Valvola in ghisa' });
      expect(await find('ghisa')).toEqual({ ids: [a.id, b.id], read: true });
      await db.execute(sql`update products set description = 'Raccordo in ottone' where id = ${a.id}`);
      expect(await find('ghisa')).toEqual({ ids: [b.id], read: true });
      // Customers written: the products' kept answer stays.
      await createCustomer(t.database, { externalId: 'KM-5', companyName: 'Ghisa e Ferro' });
      expect(await find('ghisa')).toEqual({ ids: [b.id], read: false });
    } finally {
      spy.mockRestore();
    }
  });
});
