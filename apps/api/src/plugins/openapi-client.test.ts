import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allOrders, collectExportFiles, describeError, importFile, integrationClient, login, portalClient, sendOrderSafely, waitForRun } from '../../../../docs/examples/erp-client';
import { demoCatalog } from '../demo/demo-catalog';
import { demoDocuments } from '../demo/demo-documents';
import { demoFoundation } from '../demo/demo-foundation';
import { demoProductFiles } from '../demo/demo-product-files';
import { loadDemoData } from '../demo/load-demo';
import { jobsDataDir } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

// Issue 16: the integration guide's example (docs/examples/erp-client.ts), with a client generated from the
// published document, run against a live server on the demo data: the document is enough to integrate.

const typesFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/examples/api.d.ts');
const TYPES_HEADER = '// Generato da openapi-typescript dal documento /api/docs/json: `npm run api:types` lo rigenera.\n';

let t: TestContext;
let baseUrl: string;
let apiKey: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await loadDemoData(t.database, t.app.config, { steps: [demoFoundation, demoCatalog, demoProductFiles, demoDocuments] });
  // The ERP's integration key, as an admin creates it in 'Chiavi di integrazione'.
  const created = await t.app.inject({ method: 'POST', url: '/api/api_keys/create', headers: { cookie: await loginAs(t.app, 'admin@example.com') }, payload: { name: 'Gestionale', expires_on: null } });
  apiKey = created.json().secret;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => t.close());

describe('integration example against a live server', () => {
  it('uses client types generated from the published document (up to date)', async () => {
    const document = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as Parameters<typeof openapiTS>[0];
    const generated = TYPES_HEADER + astToString(await openapiTS(document));
    if (process.env.UPDATE_API_TYPES) fs.writeFileSync(typesFile, generated);
    expect(fs.readFileSync(typesFile, 'utf8'), 'docs/examples/api.d.ts is stale: run `npm run api:types`').toBe(generated);
  });

  it('logs in and pages the orders; with the key, imports a file as a dry run and reads an error', async () => {
    const admin = portalClient(baseUrl);
    await login(admin, 'admin@example.com', 'demo');
    expect((await allOrders(admin, 2)).length).toBeGreaterThan(0);
    const erp = integrationClient(baseUrl, apiKey);
    const run = await importFile(erp, 'import:payment-modes', 'external_id;description\r\nBB30;Bonifico 30 giorni\r\n', 'pagamenti.csv', true);
    expect(await waitForRun(erp, run)).toMatchObject({ status: 'completed', message: expect.stringContaining('Prova') });
    const refused = await erp.POST('/job/executeCommand', { body: { command: { name: 'non:esiste', arguments: {}, options: {} } } });
    expect(refused.response.status).toBe(400);
    expect(describeError(refused.error!)).toMatch(/^(BAD_REQUEST|VALIDATION_FAILED) — /);
    await expect(login(portalClient(baseUrl), 'admin@example.com', 'sbagliata')).rejects.toThrow('INVALID_CREDENTIALS');
  });

  it('sends an order once, however many times the same key is retried', async () => {
    const agent = portalClient(baseUrl);
    await login(agent, 'agente1@example.com', 'demo');
    const profiles = (await agent.GET('/user/getProfiles')).data!.profiles;
    let order: Parameters<typeof sendOrderSafely>[1] | null = null;
    for (const profile of profiles) {
      const customers = (await agent.POST('/user/getProfileCustomers/{profile}', { params: { path: { profile: profile.external_id } }, body: { page: 1 } })).data!;
      const customer = customers.customers.data.find((c) => !c.inactive);
      if (!customer) continue;
      const products = (await agent.POST('/catalog/getProducts', { body: { page: 1, customer_external_id: customer.external_id } })).data!;
      const product = products.products.data.find((p) => p.current_price !== null);
      if (!product) continue;
      order = { profile_external_id: profile.external_id, customer_id: customer.id, items: [{ product_id: product.id, quantity: 2 }] };
      break;
    }
    expect(order).not.toBeNull();
    const key = crypto.randomUUID();
    const first = await sendOrderSafely(agent, order!, key);
    const retried = await sendOrderSafely(agent, order!, key);
    expect(first.order_id).toBeDefined();
    expect(retried.order_id).toBe(first.order_id);
    const other = await sendOrderSafely(agent, order!);
    expect(other.order_id).not.toBe(first.order_id);
  });

  it('collects the exported orders over HTTP with the key: lists, downloads, acknowledges, and a second pass finds none', async () => {
    const admin = integrationClient(baseUrl, apiKey);
    const queued = await admin.POST('/job/executeCommand', { body: { command: { name: 'orders:export', arguments: {}, options: {} } } });
    expect(await waitForRun(admin, queued.data!.id)).toMatchObject({ status: 'completed' });
    const saved = new Map<string, string>();
    const collected = await collectExportFiles(admin, async (name, csv) => void saved.set(name, csv));
    expect(collected.length).toBeGreaterThan(0);
    expect([...saved.values()][0]).toContain('order_code;issue_date');
    expect(await collectExportFiles(admin, async () => undefined)).toEqual([]);
  });
});
