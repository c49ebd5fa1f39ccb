import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { customerProfiles, customers, profiles, salesAreas, userProfiles, users } from '../db/schema/index';
import { hashPassword } from '../lib/password';
import { loginAs } from './test-app';

/**
 * Small builders for API tests: each test file makes exactly the rows it needs.
 * All users get the password 'demo' unless told otherwise.
 */
let passwordHash: Promise<string> | undefined;
function demoHash() {
  passwordHash ??= hashPassword('demo');
  return passwordHash;
}

export async function createProfile(database: Database, externalId: string, areas: string[] = []) {
  const [row] = await database.db.insert(profiles).values({ externalId, companyName: `Agente ${externalId}` }).returning();
  if (areas.length) await database.db.insert(salesAreas).values(areas.map((code) => ({ profileId: row.id, code })));
  return row;
}

export async function createUser(
  database: Database,
  input: { email: string; role?: 'admin' | 'agent'; name?: string; profileIds?: number[]; enabled?: boolean; password?: string },
) {
  const [row] = await database.db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      name: input.name ?? input.email.split('@')[0],
      role: input.role ?? 'agent',
      enabled: input.enabled ?? true,
      passwordHash: input.password ? await hashPassword(input.password) : await demoHash(),
    })
    .returning();
  if (input.profileIds?.length) {
    await database.db.insert(userProfiles).values(input.profileIds.map((profileId) => ({ userId: row.id, profileId })));
  }
  return row;
}

export async function createCustomer(
  database: Database,
  input: { externalId: string; companyName?: string; profileIds?: number[]; inactive?: boolean; vatCode?: string; priceListId?: number },
) {
  const [row] = await database.db
    .insert(customers)
    .values({
      externalId: input.externalId,
      key: input.externalId.toLowerCase(),
      companyName: input.companyName ?? `Cliente ${input.externalId}`,
      vatCode: input.vatCode ?? null,
      inactive: input.inactive ?? false,
      priceListId: input.priceListId ?? null,
    })
    .returning();
  if (input.profileIds?.length) {
    await database.db.insert(customerProfiles).values(input.profileIds.map((profileId) => ({ customerId: row.id, profileId })));
  }
  return row;
}

/**
 * The standard cast: an admin, agent1 (profile A001 with 2 customers), agent2 (profiles A001 shared
 * and A002 of their own, with one customer), and an inactive customer on A002.
 */
export async function seedStandardCast(database: Database) {
  const p1 = await createProfile(database, 'A001', ['Z01']);
  const p2 = await createProfile(database, 'A002', ['Z02', 'Z03']);
  const admin = await createUser(database, { email: 'admin@example.com', role: 'admin', name: 'Amministratore' });
  const agent1 = await createUser(database, { email: 'agente1@example.com', name: 'Mario Rossi', profileIds: [p1.id] });
  const agent2 = await createUser(database, { email: 'agente2@example.com', name: 'Giulia Bianchi', profileIds: [p1.id, p2.id] });
  const c1 = await createCustomer(database, { externalId: 'C0001', companyName: 'Ferramenta Rossi S.r.l.', profileIds: [p1.id] });
  const c2 = await createCustomer(database, { externalId: 'C0002', companyName: 'Marmi Apuani S.p.A.', profileIds: [p1.id] });
  const c3 = await createCustomer(database, { externalId: 'C0003', companyName: 'Onoranze Funebri Colombo S.a.s.', profileIds: [p2.id] });
  const c4 = await createCustomer(database, { externalId: 'C0004', companyName: 'Edil Bianchi S.n.c.', profileIds: [p2.id], inactive: true });
  return { profiles: { p1, p2 }, users: { admin, agent1, agent2 }, customers: { c1, c2, c3, c4 } };
}

/** Session cookies of the standard cast's three users, logged in through the API. */
export async function loginStandardCast(app: FastifyInstance) {
  return {
    admin: await loginAs(app, 'admin@example.com'),
    agent1: await loginAs(app, 'agente1@example.com'),
    agent2: await loginAs(app, 'agente2@example.com'),
  };
}
