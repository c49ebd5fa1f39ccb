import { carts } from '../db/schema/index';
import { createOrder, createInvoice, createShippingDocument, createVisit } from '../test/document-fixtures';
import { createCustomer, createProfile, createUser } from '../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

export const ROLES = ['anonymous', 'agentA', 'agentB', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** One object of a kind owned by agent A (through profile/customer/user) and one owned by agent B. */
export interface Pair {
  a: number;
  b: number;
}

/**
 * The reliability suites' world: an admin and two agents with disjoint profiles and customers, so
 * every object belongs to exactly one agent, and one object of each kind for each agent.
 */
export interface World {
  t: TestContext;
  emails: Record<Exclude<Role, 'anonymous'>, string>;
  profiles: { agentA: string; agentB: string };
  customers: { agentA: number; agentB: number };
  objects: Record<string, Pair>;
  cookie(role: Role): Promise<string | undefined>;
}

/**
 * Which kind of object a path's `:id` names. Default: the path's first segment; these calls name
 * another kind than their first segment says.
 */
const KIND_OVERRIDES: [RegExp, string][] = [
  [/^user\/saveProfileNote\//, 'customer'],
  [/^visit\/saveVisit\//, 'customer'],
];
export const kindOf = (path: string) => KIND_OVERRIDES.find(([re]) => re.test(path))?.[1] ?? path.split('/')[0]!;

/** The test app's settings and whether it serves a web app (the SPA's fallback sits in front of every unknown path). */
export interface WorldOptions {
  config?: Parameters<typeof createTestApp>[0];
  serveWeb?: boolean;
}

export async function createWorld({ config = {}, serveWeb = false }: WorldOptions = {}): Promise<World> {
  const t = await createTestApp(config, { serveWeb });
  const db = t.database;
  const pa = await createProfile(db, 'PA01', ['ZA']);
  const pb = await createProfile(db, 'PB01', ['ZB']);
  await createUser(db, { email: 'admin@example.com', role: 'admin' });
  const ua = await createUser(db, { email: 'agente-a@example.com', profileIds: [pa.id] });
  const ub = await createUser(db, { email: 'agente-b@example.com', profileIds: [pb.id] });
  const ca = await createCustomer(db, { externalId: 'CA001', profileIds: [pa.id] });
  const cb = await createCustomer(db, { externalId: 'CB001', profileIds: [pb.id] });
  const mine = (p: typeof pa, c: typeof ca) => ({ profileId: p.id, customerId: c.id, issueDate: '2026-01-15' });
  const line = { code: 'P1', description: 'Prodotto', price: '10.00', quantity: '1', total: '10.00' };
  const pair = async (make: (p: typeof pa, c: typeof ca, u: typeof ua, tag: string) => Promise<{ id: number }>): Promise<Pair> => ({
    a: (await make(pa, ca, ua, 'A')).id,
    b: (await make(pb, cb, ub, 'B')).id,
  });
  const cart = async (p: typeof pa, c: typeof ca, u: typeof ua) => {
    const [row] = await db.db
      .insert(carts)
      .values({ userId: u.id, profileId: p.id, customerId: c.id, type: 'quotes', name: 'Preventivo', total: '10.00', totalFinal: '10.00', totalWeight: '1.000' })
      .returning();
    return row!;
  };
  const objects: Record<string, Pair> = {
    customer: { a: ca.id, b: cb.id },
    orders: await pair((p, c, _u, tag) => createOrder(db, { ...mine(p, c), code: `OR-${tag}`, totalNet: '10.00', total: '12.20', lines: [line] })),
    invoices: await pair((p, c, _u, tag) => createInvoice(db, { ...mine(p, c), code: `FT-${tag}`, totalNet: '10.00', total: '12.20', lines: [line] })),
    shipping_documents: await pair((p, c, _u, tag) => createShippingDocument(db, { ...mine(p, c), code: `DDT-${tag}`, lines: [line] })),
    visit: await pair((p, c, u) => createVisit(db, { profileId: p.id, customerId: c.id, dateVisit: '2026-01-15', notes: 'Visita', userId: u.id })),
    cart: await pair(cart),
  };
  const emails = { agentA: ua.email, agentB: ub.email, admin: 'admin@example.com' };
  return {
    t,
    emails,
    profiles: { agentA: pa.externalId, agentB: pb.externalId },
    customers: { agentA: ca.id, agentB: cb.id },
    objects,
    cookie: async (role) => (role === 'anonymous' ? undefined : loginAs(t.app, emails[role])),
  };
}
