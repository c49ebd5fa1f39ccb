import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidWarrantyCode } from '@portale/contract/warranty-code';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';
import { demoFoundation } from './demo-foundation';
import { demoWarranties } from './demo-warranties';
import { loadDemoData } from './load-demo';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database, t.app.config, { today: '2026-06-30', steps: [demoFoundation, demoWarranties] });
});
afterAll(() => t.close());

describe('demo warranties', () => {
  it('has three types (one with validation), three past jobs and a few thousand valid codes', async () => {
    const { rows: types } = await t.database.pool.query('select * from warranty_types');
    expect(types).toHaveLength(3);
    expect(types.filter((r) => r.supports_validation)).toHaveLength(1);
    const { rows: jobs } = await t.database.pool.query("select * from warranty_jobs where status = 'done'");
    expect(jobs).toHaveLength(3);
    const { rows: codes } = await t.database.pool.query('select code from warranties');
    expect(codes.length).toBeGreaterThanOrEqual(3000);
    expect(codes.every((r) => isValidWarrantyCode(r.code))).toBe(true);
  });

  it("shows every demo agent some activations of their own customers", async () => {
    for (const email of ['agente1@example.com', 'agente2@example.com']) {
      const cookie = await loginAs(t.app, email);
      const res = await t.app.inject({ method: 'POST', url: '/api/warranty/index', headers: { cookie }, payload: { type: 'active', page: 1 } });
      expect(res.json().warranties.total, email).toBeGreaterThan(0);
    }
  });
});
