import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, missingProductionSettings } from '../../config';
import { warrantyJobs, warrantyTypes } from '../../db/schema/index';
import { missingSettingsWarning } from '../../http-process';
import { loginStandardCast, seedStandardCast } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// Issue 55 point 20: outside the demo, the maker's identity and the public address are never the demo's.
const base = { DATA_DIR: '/tmp/portale-settings', APP_SECRET: 'test-secret-test-secret-test-secret-1234' };

describe('settings a real deployment must give (production without the demo data)', () => {
  it('names every missing one', () => {
    const config = loadConfig({}, { ...base, NODE_ENV: 'production', NO_DEMO: 'true' });
    expect(missingProductionSettings(config)).toEqual(['PUBLIC_URL', 'MAKER_NAME', 'WARRANTY_TERMS']);
  });

  it('names only what is missing', () => {
    const config = loadConfig({}, { ...base, NODE_ENV: 'production', NO_DEMO: 'true', PUBLIC_URL: 'https://portale.example.it', MAKER_NAME: 'Cofani Rossi S.r.l.' });
    expect(missingProductionSettings(config)).toEqual(['WARRANTY_TERMS']);
  });

  it('asks nothing of the demo (production with demo data, as the browser tests run) or of development', () => {
    expect(missingProductionSettings(loadConfig({}, { ...base, NODE_ENV: 'production' }))).toEqual([]);
    expect(missingProductionSettings(loadConfig({}, { ...base, NODE_ENV: 'development', NO_DEMO: 'true' }))).toEqual([]);
  });
});

describe('warranty labels outside the demo', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  /** A portal in production without demo data, one finished batch of codes, and the labels PDF asked for. */
  async function labelsWith(publicUrl: string | undefined) {
    // The admin's second factor (required by default in such a deployment) has its own tests: not this one's subject.
    const ctx = await createTestApp({ NODE_ENV: 'production', NO_DEMO: 'true', ADMIN_SECOND_FACTOR: 'optional', ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) });
    contexts.push(ctx);
    await seedStandardCast(ctx.database);
    const cookies = await loginStandardCast(ctx.app);
    const [type] = await ctx.database.db.insert(warrantyTypes).values({ name: 'Garanzia cofano', supportsActivation: true, supportsValidation: false }).returning();
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/warranty/startJob',
      headers: { cookie: cookies.admin },
      payload: { year: 2026, batch: 1, type_id: type!.id, codes_count: 3 },
    });
    expect(start.statusCode, start.body).toBe(200);
    const jobId = start.json().job_id as number;
    for (let i = 0; i < 200; i++) {
      const [job] = await ctx.database.db.select().from(warrantyJobs).where(eq(warrantyJobs.id, jobId));
      if (job?.status === 'done') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return ctx.app.inject({ method: 'GET', url: `/api/warranty/createJobPdf/${jobId}`, headers: { cookie: cookies.admin } });
  }

  it.each([[undefined], ['http://localhost:3000'], ['http://127.0.0.1:8080/']])('refuses to print QR codes for %s, saying why in Italian', async (url) => {
    const res = await labelsWith(url);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Etichette non generate: l’indirizzo pubblico del portale (PUBLIC_URL) non è impostato o è un indirizzo locale, e i codici QR non si aprirebbero dai telefoni. Impostare PUBLIC_URL con l’indirizzo pubblico del portale.',
    );
  });

  it('prints them with a public address', async () => {
    const res = await labelsWith('https://garanzie.example.it');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});

describe('the warning at start', () => {
  it('names the missing settings and what they break', () => {
    const text = missingSettingsWarning(['PUBLIC_URL', 'MAKER_NAME', 'WARRANTY_TERMS']);
    expect(text).toContain('impostazioni mancanti per l’uso in produzione: PUBLIC_URL, MAKER_NAME, WARRANTY_TERMS');
    expect(text).toContain('le etichette di garanzia non vengono generate');
  });
});
