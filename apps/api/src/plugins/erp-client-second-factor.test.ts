import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectExportFiles, importFile, integrationClient, login, portalClient, sendOrderSafely, waitForRun } from '../../../../docs/examples/erp-client';
import { demoCatalog } from '../demo/demo-catalog';
import { demoDocuments } from '../demo/demo-documents';
import { demoFoundation } from '../demo/demo-foundation';
import { loadDemoData } from '../demo/load-demo';
import { adminWithPasskey } from '../test/admin-with-passkey';
import { jobsDataDir } from '../test/job-helpers';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 64, part 3: the guide's own workflow (docs/examples/erp-client.ts) against a server with the production
// default, ADMIN_SECOND_FACTOR=required: import a file, follow its run, collect the exported orders. The ERP
// presents an integration key; an admin's password alone (what the guide used to say) cannot do it.

const ORIGIN = 'https://portale.example.com';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let t: TestContext;
let baseUrl: string;
let apiKey: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir(), ADMIN_SECOND_FACTOR: 'required', PUBLIC_URL: ORIGIN });
  await loadDemoData(t.database, t.app.config, { steps: [demoFoundation, demoCatalog, demoDocuments] });
  // The admin, with his passkey, creates the ERP's key in 'Chiavi di integrazione'.
  const admin = await adminWithPasskey(t.app, 'admin@example.com', ORIGIN);
  const created = await t.app.inject({ method: 'POST', url: '/api/api_keys/create', headers: { cookie: admin }, payload: { name: 'Gestionale', expires_on: null } });
  expect(created.statusCode, created.body).toBe(200);
  apiKey = created.json().secret;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => t.close());

/** An order for the export to write, sent by an agent (his own session: agents need no second factor). */
async function agentSendsAnOrder() {
  const agent = portalClient(baseUrl);
  await login(agent, 'agente1@example.com', 'demo');
  for (const profile of (await agent.GET('/user/getProfiles')).data!.profiles) {
    const customers = (await agent.POST('/user/getProfileCustomers/{profile}', { params: { path: { profile: profile.external_id } }, body: { page: 1 } })).data!;
    const customer = customers.customers.data.find((c) => !c.inactive);
    if (!customer) continue;
    const products = (await agent.POST('/catalog/getProducts', { body: { page: 1, customer_external_id: customer.external_id } })).data!;
    const product = products.products.data.find((p) => p.current_price !== null);
    if (!product) continue;
    await sendOrderSafely(agent, { profile_external_id: profile.external_id, customer_id: customer.id, items: [{ product_id: product.id, quantity: 2 }] });
    return;
  }
  throw new Error('no customer with a priced product in the demo data');
}

describe('the ERP example client with ADMIN_SECOND_FACTOR=required', () => {
  it('imports a file, follows its run and collects the exported orders with its key', async () => {
    await agentSendsAnOrder();
    const erp = integrationClient(baseUrl, apiKey);
    const run = await importFile(erp, 'import:payment-modes', 'external_id;description\r\nBB30;Bonifico 30 giorni\r\n', 'pagamenti.csv', true);
    expect(await waitForRun(erp, run)).toMatchObject({ status: 'completed' });
    const exported = await erp.POST('/job/executeCommand', { body: { command: { name: 'orders:export', arguments: {}, options: {} } } });
    expect(await waitForRun(erp, exported.data!.id)).toMatchObject({ status: 'completed' });
    expect((await collectExportFiles(erp, async () => undefined)).length).toBeGreaterThan(0);
  });

  it('runs as the guide says (PORTALE_API_KEY=… npx tsx docs/examples/erp-client.ts <portale>)', async () => {
    const erp = integrationClient(baseUrl, apiKey);
    const exported = await erp.POST('/job/executeCommand', { body: { command: { name: 'orders:export', arguments: {}, options: {} } } });
    await waitForRun(erp, exported.data!.id);
    const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['docs/examples/erp-client.ts', baseUrl], {
      cwd: root,
      env: { ...process.env, PORTALE_API_KEY: apiKey },
      timeout: 120_000,
    });
    expect(stdout).toMatch(/^Import di prova: completed — /m);
    expect(stdout).toMatch(/^Errore letto: (BAD_REQUEST|VALIDATION_FAILED) — /m);
    expect(stdout).toMatch(/^File d'export ritirati e confermati: \d+$/m);
  }, 180_000);

  it("says plainly that a password is not enough for an admin with a second factor (not a later 'Sessione scaduta')", async () => {
    await expect(login(portalClient(baseUrl), 'admin@example.com', 'demo')).rejects.toThrow('questo utente richiede il secondo fattore');
  });
});
