import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceList } from '../test/document-fixtures';
import { seedStandardCast } from '../test/fixtures';
import { jobsDataDir, runCommand, writeImportFile } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

let t: TestContext;
let admin: string;
const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.database.pool.query(sql, params)).rows as T[];

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await seedStandardCast(t.database);
  await createPriceList(t.database, 'LIS01');
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const run = (name: string, file: string) => runCommand(t, admin, name, { file });

describe('quantity rules and order minimums from the ERP (issue 56)', () => {
  it('products carry a minimum, a pack multiple and its description; an empty cell clears; zero is refused with its line', async () => {
    writeImportFile(t, 'qr1.csv', ['external_id;description;min_quantity;quantity_multiple;pack_description', 'CAN-1;Candela votiva;12;6;cartone da 6', 'URN-1;Urna in ottone;;;']);
    expect((await run('import:products', 'qr1.csv')).output).toMatchObject({ created: 2 });
    expect(await q(`SELECT external_id, min_quantity, quantity_multiple, pack_description FROM products WHERE external_id IN ('CAN-1', 'URN-1') ORDER BY 1`)).toEqual([
      { external_id: 'CAN-1', min_quantity: '12.000', quantity_multiple: '6.000', pack_description: 'cartone da 6' },
      { external_id: 'URN-1', min_quantity: null, quantity_multiple: null, pack_description: null },
    ]);

    writeImportFile(t, 'qr2.csv', ['external_id;quantity_multiple', 'CAN-1;0']);
    const refused = await run('import:products', 'qr2.csv');
    expect(refused.completed).toBe(false);
    expect(JSON.stringify(refused.output)).toContain('Deve essere maggiore di zero');
    expect(await q(`SELECT quantity_multiple FROM products WHERE external_id = 'CAN-1'`)).toEqual([{ quantity_multiple: '6.000' }]);
  });

  it("a price list's prices may override either rule; a prices-only file keeps the overrides", async () => {
    writeImportFile(t, 'qr3.csv', ['price_list;product_external_id;price;min_quantity;quantity_multiple', 'LIS01;CAN-1;1,20;24;', 'LIS01;URN-1;150;;']);
    expect((await run('import:prices', 'qr3.csv')).output).toMatchObject({ created: 2 });
    writeImportFile(t, 'qr4.csv', ['price_list;product_external_id;price', 'LIS01;CAN-1;1,25']);
    expect((await run('import:prices', 'qr4.csv')).output).toMatchObject({ updated: 1 });
    expect(await q(`SELECT p.external_id, pp.price, pp.min_quantity, pp.quantity_multiple FROM product_prices pp JOIN products p ON p.id = pp.product_id ORDER BY 1`)).toEqual([
      { external_id: 'CAN-1', price: '1.25', min_quantity: '24.000', quantity_multiple: null },
      { external_id: 'URN-1', price: '150.00', min_quantity: null, quantity_multiple: null },
    ]);
  });

  it('price lists carry a minimum order amount', async () => {
    writeImportFile(t, 'qr5.csv', ['code;min_order_amount', 'LIS01;500,00']);
    expect((await run('import:price-lists', 'qr5.csv')).output).toMatchObject({ updated: 1 });
    expect(await q(`SELECT min_order_amount FROM price_lists WHERE code = 'LIS01'`)).toEqual([{ min_order_amount: '500.00' }]);
  });
});
