import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warranties, warrantyJobs, warrantyTypes } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';

// Issue 55 point 29: /garanzia keeps the registrant's IP address and browser only as long as WARRANTY_CLIENT_DATA_DAYS.
describe('warranty registrations: IP address and user agent kept for a limited time', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ WARRANTY_CLIENT_DATA_DAYS: '30' });
  }, 180_000);
  afterAll(() => ctx.close());

  it('the public page is told the retention, with the maker', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/warranty/maker' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ maker_name: expect.any(String), client_data_days: 30 });
  });

  it('the periodic sweep erases them from registrations older than the setting, and keeps the rest', async () => {
    const db = ctx.database.db;
    const [type] = await db.insert(warrantyTypes).values({ name: 'Garanzia cofano' }).returning();
    const [job] = await db.insert(warrantyJobs).values({ year: 2026, batch: 91, typeId: type!.id, codesCount: 3, status: 'done' }).returning();
    const registered = (daysAgo: number, code: string) => ({
      code,
      jobId: job!.id,
      typeId: type!.id,
      companyName: 'Onoranze Funebri Rossi S.r.l.',
      vatCode: '01114601006',
      activatedAt: '2026-01-10',
      corpseLastName: 'Bianchi',
      corpseFirstName: 'Giuseppe',
      registeredAt: new Date(Date.now() - daysAgo * 86_400_000),
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (iPhone)',
    });
    await db.insert(warranties).values([registered(31, 'OLDCODE00001'), registered(29, 'NEWCODE00001'), registered(400, 'OLDCODE00002')]);

    await ctx.app.jobs.sweep();

    const rows = await db.select().from(warranties).where(eq(warranties.jobId, job!.id)).orderBy(warranties.code);
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r]));
    expect(byCode.NEWCODE00001).toMatchObject({ ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' });
    for (const code of ['OLDCODE00001', 'OLDCODE00002']) {
      expect(byCode[code]).toMatchObject({ ipAddress: null, userAgent: null });
      // The registration itself stays: the warranty is still valid and its certificate downloadable.
      expect(byCode[code]).toMatchObject({ corpseLastName: 'Bianchi', vatCode: '01114601006' });
      expect(byCode[code]!.registeredAt).not.toBeNull();
    }
  });
});
