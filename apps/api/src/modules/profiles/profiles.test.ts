import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginStandardCast, seedStandardCast } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let cookies: Awaited<ReturnType<typeof loginStandardCast>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedStandardCast(t.database);
  cookies = await loginStandardCast(t.app);
});
afterAll(() => t.close());

describe('GET user/getProfiles', () => {
  it("answers the caller's own profiles with sales areas and customer counts", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getProfiles', headers: { cookie: cookies.agent2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profiles).toEqual([
      { id: expect.any(Number), external_id: 'A001', company_name: 'Agente A001', sales_areas: [{ code: 'Z01' }], customers_count: 2 },
      {
        id: expect.any(Number),
        external_id: 'A002',
        company_name: 'Agente A002',
        sales_areas: [{ code: 'Z02' }, { code: 'Z03' }],
        customers_count: 2,
      },
    ]);
  });

  it("never answers another agent's profiles", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getProfiles', headers: { cookie: cookies.agent1 } });
    expect(res.json().profiles.map((p: { external_id: string }) => p.external_id)).toEqual(['A001']);
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getProfiles' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST user/adminSearchProfiles', () => {
  const search = (cookie: string | undefined, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/user/adminSearchProfiles', headers: cookie ? { cookie } : {}, payload: body as object });

  it('finds profiles by agent code, company name or sales area, case-insensitively', async () => {
    const byCode = await search(cookies.admin, { search: 'a00' });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().profiles.map((p: { external_id: string }) => p.external_id)).toEqual(['A001', 'A002']);
    const byArea = await search(cookies.admin, { search: 'Z03' });
    expect(byArea.json().profiles.map((p: { external_id: string }) => p.external_id)).toEqual(['A002']);
    const byName = await search(cookies.admin, { search: 'agente a001' });
    expect(byName.json().profiles.map((p: { external_id: string }) => p.external_id)).toEqual(['A001']);
  });

  it('takes % and _ literally', async () => {
    const res = await search(cookies.admin, { search: '%%%' });
    expect(res.json().profiles).toEqual([]);
  });

  it('needs at least 3 characters (400, Italian message)', async () => {
    const res = await search(cookies.admin, { search: ' ab ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Inserire almeno 3 caratteri per la ricerca');
  });

  it('is admin-only: 403 for agents, 401 anonymous', async () => {
    expect((await search(cookies.agent1, { search: 'A001' })).statusCode).toBe(403);
    expect((await search(undefined, { search: 'A001' })).statusCode).toBe(401);
  });
});
