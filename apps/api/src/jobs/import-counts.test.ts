import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStandardCast } from '../test/fixtures';
import { jobsDataDir, runCommand, writeImportFile } from '../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

// Issue 55 point 22: each file row counted once, as created, changed or unchanged.
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: jobsDataDir() });
  await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t.close());

const run = (name: string, file: string, options: Record<string, boolean> = {}) => runCommand(t, admin, name, { file }, options);

describe('import counts', () => {
  it('customers: agent-code links are not counted as rows', async () => {
    const file = writeImportFile(t, 'k1.csv', ['external_id;company_name;profiles', 'K-1;Onoranze Funebri Neri;A001|A002', 'K-2;Agenzia Funebre Bruni;A002']);
    expect((await run('import:customers', file)).output).toMatchObject({ rows: 2, created: 2, updated: 0, unchanged: 0, message: '2 righe create, 0 righe modificate' });
    // Only K-1's agent codes change: one row changed, one unchanged.
    writeImportFile(t, 'k2.csv', ['external_id;company_name;profiles', 'K-1;Onoranze Funebri Neri;A001', 'K-2;Agenzia Funebre Bruni;A002']);
    expect((await run('import:customers', 'k2.csv')).output).toMatchObject({ created: 0, updated: 1, unchanged: 1, message: '0 righe create, 1 riga modificata' });
    // Name and agent codes of one row change together: still one row.
    writeImportFile(t, 'k3.csv', ['external_id;company_name;profiles', 'K-1;Onoranze Funebri Neri S.r.l.;A002', 'K-2;Agenzia Funebre Bruni;A002']);
    expect((await run('import:customers', 'k3.csv')).output).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
  });

  it("line imports: lines of a customer with none yet are created, of a replaced set changed", async () => {
    const a = writeImportFile(t, 'ka.csv', [
      'customer_external_id;name;address;zip_code;city;district;main',
      'C0001;Sede;Via Roma 1;20100;Milano;MI;1',
      'C0001;Magazzino;Via Po 2;20100;Milano;MI;0',
    ]);
    expect((await run('import:customer-addresses', a)).output).toMatchObject({ created: 2, updated: 0, unchanged: 0, message: '2 righe create, 0 righe modificate' });
    expect((await run('import:customer-addresses', a)).output).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    const b = writeImportFile(t, 'kb.csv', [
      'customer_external_id;name;address;zip_code;city;district;main',
      'C0001;Sede;Via Roma 10;20100;Milano;MI;1',
      'C0001;Magazzino;Via Po 2;20100;Milano;MI;0',
      'C0002;Sede;Via Carrara 5;54033;Carrara;MS;1',
    ]);
    expect((await run('import:customer-addresses', b)).output).toMatchObject({ created: 1, updated: 2, unchanged: 0 });
  });

  it('a refused all-or-nothing run counts nothing as unchanged', async () => {
    const rows = ['external_id;company_name;price_list', ...Array.from({ length: 20 }, (_, i) => `K-${100 + i};Cliente ${i};`), 'K-999;Errato;LIS99'];
    const r = await run('import:customers', writeImportFile(t, 'kbad.csv', rows));
    expect(r.status).toBe('failed');
    expect(r.output).toMatchObject({ rows: 21, created: 0, updated: 0, unchanged: 0, refused: 1 });
  });
});
