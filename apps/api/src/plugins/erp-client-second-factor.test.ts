import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectExportFiles, importFile, login, portalClient, waitForRun } from '../../../../docs/examples/erp-client';
import { demoCatalog } from '../demo/demo-catalog';
import { demoDocuments } from '../demo/demo-documents';
import { demoFoundation } from '../demo/demo-foundation';
import { loadDemoData } from '../demo/load-demo';
import { jobsDataDir } from '../test/job-helpers';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 64, part 3: the guide's own workflow (docs/examples/erp-client.ts) against a server with the production
// default, ADMIN_SECOND_FACTOR=required: import a file, follow its run, collect the exported orders.

let t: TestContext;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir(), ADMIN_SECOND_FACTOR: 'required' });
  await loadDemoData(t.database, t.app.config, { steps: [demoFoundation, demoCatalog, demoDocuments] });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(() => t.close());

describe('the ERP example client with ADMIN_SECOND_FACTOR=required', () => {
  it('imports a file, follows its run and collects the exported orders', async () => {
    const erp = portalClient(baseUrl);
    await login(erp, 'admin@example.com', 'demo');
    const run = await importFile(erp, 'import:payment-modes', 'external_id;description\r\nBB30;Bonifico 30 giorni\r\n', 'pagamenti.csv', true);
    expect(await waitForRun(erp, run)).toMatchObject({ status: 'completed' });
    const exported = await erp.POST('/job/executeCommand', { body: { command: { name: 'orders:export', arguments: {}, options: {} } } });
    expect(await waitForRun(erp, exported.data!.id)).toMatchObject({ status: 'completed' });
    expect((await collectExportFiles(erp, async () => undefined)).length).toBeGreaterThan(0);
  });
});
