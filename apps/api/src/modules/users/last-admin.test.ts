import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import type { Actor } from '../../lib/actor';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { removeUser, saveUser } from './users.service';

// Issue 55 point 19: two admins acting on each other at once (two API processes: both past the guard) must not
// leave the portal without an enabled admin. The services are called directly, as two requests already admitted
// would; on PostgreSQL (api-postgres) each runs on its own pooled connection, truly at the same time.
let t: TestContext;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;
const roles = { admin: 'Amministratore', agent: 'Agente' };
beforeAll(async () => {
  t = await createTestApp();
  cast = await seedStandardCast(t.database);
});
afterAll(() => t.close());

const actorOf = (id: number): Actor => ({ userId: id, role: 'admin', isAdmin: true, sessionId: `s${id}`, profileIds: [] });
const enabledAdmins = async () =>
  (await t.database.db.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.enabled, true)))).map((r) => r.id);

let serial = 0;
/** Two enabled admins A and B, and no other enabled admin. */
async function twoAdmins() {
  await t.database.db.update(users).set({ enabled: false }).where(eq(users.role, 'admin'));
  const a = await createUser(t.database, { email: `admin-a${++serial}@example.com`, role: 'admin', name: 'Admin A' });
  const b = await createUser(t.database, { email: `admin-b${serial}@example.com`, role: 'admin', name: 'Admin B' });
  return { a, b };
}
const edit = (u: { id: number; name: string; email: string; version: number }, change: { role?: string; enabled?: boolean }) => ({
  id: u.id,
  version: u.version,
  name: u.name,
  email: u.email,
  role: 'admin',
  enabled: true,
  profiles: [],
  ...change,
});

const LAST_ADMIN = 'Deve restare almeno un amministratore abilitato';

async function expectOneWins(outcomes: PromiseSettledResult<unknown>[]) {
  const won = outcomes.filter((o) => o.status === 'fulfilled');
  const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(1);
  expect(lost[0].reason).toMatchObject({ code: 'CONFLICT', message: LAST_ADMIN });
  expect(await enabledAdmins()).toHaveLength(1);
}

describe('at least one enabled admin remains (issue 55, point 19)', () => {
  it('two admins demoting each other at once: exactly one succeeds', async () => {
    const { a, b } = await twoAdmins();
    await expectOneWins(
      await Promise.allSettled([
        saveUser(t.database.db, roles, actorOf(a.id), edit(b, { role: 'agent' })),
        saveUser(t.database.db, roles, actorOf(b.id), edit(a, { role: 'agent' })),
      ]),
    );
  });

  it('two admins disabling each other at once: exactly one succeeds', async () => {
    const { a, b } = await twoAdmins();
    await expectOneWins(
      await Promise.allSettled([
        saveUser(t.database.db, roles, actorOf(a.id), edit(b, { enabled: false })),
        saveUser(t.database.db, roles, actorOf(b.id), edit(a, { enabled: false })),
      ]),
    );
  });

  it('two admins deleting each other at once: exactly one succeeds', async () => {
    const { a, b } = await twoAdmins();
    await expectOneWins(await Promise.allSettled([removeUser(t.database.db, actorOf(a.id), b.id), removeUser(t.database.db, actorOf(b.id), a.id)]));
  });

  it('one deletes while the other demotes: exactly one succeeds', async () => {
    const { a, b } = await twoAdmins();
    await expectOneWins(
      await Promise.allSettled([removeUser(t.database.db, actorOf(a.id), b.id), saveUser(t.database.db, roles, actorOf(b.id), edit(a, { role: 'agent' }))]),
    );
  });

  it('still lets an admin demote, disable or delete another while a third admin remains', async () => {
    const { a, b } = await twoAdmins();
    const c = await createUser(t.database, { email: 'admin-c@example.com', role: 'admin', name: 'Admin C' });
    await saveUser(t.database.db, roles, actorOf(a.id), edit(b, { role: 'agent' }));
    await saveUser(t.database.db, roles, actorOf(a.id), edit(c, { enabled: false }));
    expect(await enabledAdmins()).toEqual([a.id]);
    await removeUser(t.database.db, actorOf(a.id), c.id);
    expect(cast.users.admin.id).toBeGreaterThan(0);
  });
});
