import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema/index';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';
import { agentRow, profileRow } from './demo-agent-rows';
import { customerRow } from './demo-customer-row';
import { demoFoundation } from './demo-foundation';
import type { DemoIds } from './demo-step';
import { createRandom } from './italian-random';
import { isValidPartitaIva } from './italian-vat';
import { loadDemoData } from './load-demo';

let t: TestContext;
let ids: DemoIds;
beforeAll(async () => {
  t = await createTestApp();
  // The foundation step alone: later steps (catalogue, documents…) have their own tests.
  ids = await loadDemoData(t.database, t.app.config, { today: '2026-06-30', steps: [demoFoundation] });
});
afterAll(() => t.close());

const rows = async <T>(query: string) => (await t.database.pool.query(query)).rows as T[];

describe('demo foundation data', () => {
  it('has the documented logins; agente1 and agente2 share one profile and agente2 has one more', async () => {
    const profilesOf = async (email: string) => {
      const cookie = await loginAs(t.app, email);
      const res = await t.app.inject({ method: 'GET', url: '/api/user/getProfiles', headers: { cookie } });
      return res.json().profiles as { external_id: string; customers_count: number; company_name: string }[];
    };
    const p1 = await profilesOf('agente1@example.com');
    const p2 = await profilesOf('agente2@example.com');
    const shared = p1.filter((p) => p2.some((q) => q.external_id === p.external_id));
    expect(shared).toHaveLength(1);
    expect(p2.filter((p) => !p1.some((q) => q.external_id === p.external_id)).length).toBeGreaterThanOrEqual(1);
    for (const p of [...p1, ...p2]) {
      expect(p.external_id).toMatch(/^\d{4}$/);
      expect(p.customers_count).toBeGreaterThan(0);
    }
    const [admin] = await rows<{ role: string }>(`select role from users where email = 'admin@example.com'`);
    expect(admin.role).toBe('admin');
  });

  it('gives every agent profiles, and every profile sales areas and customers', async () => {
    const [counts] = await rows<{ agents: number; profiles: number; lonely_agents: number; empty_profiles: number; no_areas: number }>(`
      select (select count(*) from users where role = 'agent')::int as agents,
             (select count(*) from profiles)::int as profiles,
             (select count(*) from users u where role = 'agent' and not exists (select 1 from user_profiles up where up.user_id = u.id))::int as lonely_agents,
             (select count(*) from profiles p where not exists (select 1 from customer_profiles cp where cp.profile_id = p.id))::int as empty_profiles,
             (select count(*) from profiles p where not exists (select 1 from sales_areas sa where sa.profile_id = p.id))::int as no_areas`);
    expect(counts).toEqual({ agents: 8, profiles: 12, lonely_agents: 0, empty_profiles: 0, no_areas: 0 });
  });

  it('makes ~600 complete customers: valid unique VAT, one main address and main email, 3–5 years, a few inactive', async () => {
    const [c] = await rows<Record<string, number>>(`
      select count(*)::int as total,
             count(distinct vat_code)::int as vats,
             count(*) filter (where inactive)::int as inactive,
             count(*) filter (where (select count(*) from customer_addresses a where a.customer_id = c.id and a.main) <> 1)::int as bad_main_address,
             count(*) filter (where (select count(*) from customer_contacts k where k.customer_id = c.id and k.type = 'email' and k.main) <> 1)::int as bad_main_email,
             count(*) filter (where (select count(distinct type) from customer_contacts k where k.customer_id = c.id) <> 4)::int as missing_types,
             count(*) filter (where (select count(*) from customer_year_data y where y.customer_id = c.id) not between 3 and 5)::int as bad_years,
             count(*) filter (where payment_mode_id is null or price_list_id is null or group_id is null or password_encrypted is null)::int as incomplete
      from customers c`);
    expect(c).toMatchObject({ total: 600, vats: 600, bad_main_address: 0, bad_main_email: 0, missing_types: 0, bad_years: 0, incomplete: 0 });
    expect(c.inactive).toBeGreaterThan(0);
    expect(c.inactive).toBeLessThan(60);
    const vats = await t.database.db.select({ vat: customers.vatCode }).from(customers).limit(50);
    for (const { vat } of vats) expect(isValidPartitaIva(vat!)).toBe(true);
    const [money] = await rows<{ fractional: number }>(`select count(*) filter (where invoices_total <> round(invoices_total, 2))::int as fractional from customer_year_data`);
    expect(money.fractional).toBe(0);
  });

  it('encrypts access passwords with the app secret (answered base64-encoded)', async () => {
    const cookie = await loginAs(t.app, 'admin@example.com');
    const res = await t.app.inject({ method: 'GET', url: `/api/customer/get/${ids.customers![0].id}`, headers: { cookie } });
    const password = Buffer.from(res.json().customer.password, 'base64').toString('utf8');
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    const [stored] = await t.database.db.select({ sealed: customers.passwordEncrypted }).from(customers).where(sql`${customers.id} = ${ids.customers![0].id}`);
    expect(stored.sealed).not.toContain(password);
  });

  it('records ~1,500 visits in the last two years, each by an agent of a profile of the visited customer', async () => {
    const [v] = await rows<Record<string, number | string>>(`
      select count(*)::int as total,
             min(date_visit)::text as first, max(date_visit)::text as last,
             count(*) filter (where not exists (select 1 from customer_profiles cp where cp.customer_id = v.customer_id and cp.profile_id = v.profile_id))::int as foreign_customer,
             count(*) filter (where not exists (select 1 from user_profiles up where up.user_id = v.user_id and up.profile_id = v.profile_id))::int as foreign_author
      from visits v`);
    expect(v).toMatchObject({ total: 1500, foreign_customer: 0, foreign_author: 0 });
    expect(v.last <= '2026-06-30' && v.first >= '2024-07-01').toBe(true);
    const [notes] = await rows<{ n: number; foreign: number }>(`
      select count(*)::int as n,
             count(*) filter (where not exists (select 1 from customer_profiles cp join user_profiles up on up.profile_id = cp.profile_id
                                                where cp.customer_id = n.customer_id and up.user_id = n.user_id))::int as foreign
      from customer_notes n`);
    expect(notes.n).toBeGreaterThan(20);
    expect(notes.foreign).toBe(0);
  });
});

describe('row generators', () => {
  it('are pure functions of (seed, index): the same row whatever was generated before', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    for (let i = 0; i < 5; i++) customerRow(b, i, { profileCount: 12, currentYear: 2026 });
    expect(customerRow(a, 42, { profileCount: 12, currentYear: 2026 })).toEqual(customerRow(b, 42, { profileCount: 12, currentYear: 2026 }));
    expect(profileRow(a, 3, agentRow(a, 2))).toEqual(profileRow(b, 3, agentRow(b, 2)));
    expect(customerRow(createRandom(8), 42, { profileCount: 12, currentYear: 2026 }).companyName).toBeTypeOf('string');
  });
});
