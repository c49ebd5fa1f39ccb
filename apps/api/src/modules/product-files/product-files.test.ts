import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { productPng } from '../../demo/demo-product-images';
import { fileStorageFor } from '../../storage/open-storage';
import { createPriceList, createProduct, dressCustomer } from '../../test/cart-fixtures';
import { seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { productFileKeys } from './product-files.service';

let t: TestContext;
let agent1: string;
const dataDir = path.join(os.tmpdir(), `portale-product-files-${process.pid}`);

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const cast = await seedStandardCast(t.database);
  const list = await createPriceList(t.database, 'L1');
  await dressCustomer(t.database, cast.customers.c1.id, { priceListId: list.id });
  await createProduct(t.database, { code: 'LV-000001', description: 'Lampada votiva con scheda', prices: { [list.id]: '10.00' } });
  await createProduct(t.database, { code: 'LV-000002', description: 'Lampada votiva senza scheda', prices: { [list.id]: '10.00' } });
  await createProduct(t.database, { code: 'XX-000003', description: 'Articolo senza gruppo', prices: { [list.id]: '10.00' } });
  await t.database.db.update(products).set({ groupCode: 'G01' }).where(eq(products.externalId, 'LV-000001'));
  await t.database.db.update(products).set({ groupCode: 'G01' }).where(eq(products.externalId, 'LV-000002'));
  const files = fileStorageFor({ dataDir });
  await files.put(productFileKeys.groupImage('G01'), productPng('Lampada votiva in bronzo'));
  await files.put(productFileKeys.sheet('LV-000001'), Buffer.from('%PDF-1.4 scheda'));
  agent1 = await loginAs(t.app, 'agente1@example.com');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie: string | undefined = agent1) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('product pictures and sheets from the portal’s file storage', () => {
  it('links the portal’s picture for every product and the sheet only where one exists', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/catalog/getProducts', headers: { cookie: agent1 }, payload: { search: 'lampada votiva' } });
    const byCode = Object.fromEntries(res.json().products.data.map((p: { external_id: string }) => [p.external_id, p]));
    expect(byCode['LV-000001']).toMatchObject({ image_url: '/api/catalog/image/LV-000001', sheet_url: '/api/catalog/sheet/LV-000001' });
    expect(byCode['LV-000002']).toMatchObject({ image_url: '/api/catalog/image/LV-000002', sheet_url: null });
  });

  it('serves the product group’s picture as a PNG', async () => {
    const res = await get('/api/catalog/image/LV-000002');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 with an Italian message when there is no picture or sheet', async () => {
    const image = await get('/api/catalog/image/XX-000003');
    expect(image.statusCode).toBe(404);
    expect(image.json()).toMatchObject({ success: false, message: 'Immagine del prodotto non disponibile' });
    expect((await get('/api/catalog/sheet/LV-000002')).statusCode).toBe(404);
  });

  it('serves the sheet as a PDF to a logged-in user only, and refuses codes that are not codes', async () => {
    const sheet = await get('/api/catalog/sheet/LV-000001');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect((await get('/api/catalog/sheet/LV-000001', '')).statusCode).toBe(401);
    expect((await get('/api/catalog/sheet/..%2F..%2Fsecret')).statusCode).toBe(400);
  });
});
