import type { TCustomerBriefing } from '@portale/contract/briefing';
import type { OfflineDb } from './offline-db';

/** Briefings kept on the device (the most recently seen): a few MB at most. */
const KEPT = 200;

/**
 * Keeps the 'Scheda visita' the server just answered, so the agent can open it again inside the customer's premises
 * without network. Never the customer's access password (a device never stores it).
 */
export async function saveBriefing(db: OfflineDb, answer: TCustomerBriefing): Promise<void> {
  await db.transaction('rw', db.briefings, async () => {
    await db.briefings.put({ customer_id: answer.customer.id, answer: { ...answer, customer: { ...answer.customer, password: null } }, at: Date.now() });
    const extra = (await db.briefings.count()) - KEPT;
    if (extra > 0) await db.briefings.orderBy('at').limit(extra).delete();
  });
}

/** The briefing as last seen on this device, with when; undefined when it was never opened here. */
export async function savedBriefing(db: OfflineDb, customerId: number): Promise<(TCustomerBriefing & { saved_at: number }) | undefined> {
  const saved = await db.briefings.get(customerId);
  return saved && { ...saved.answer, saved_at: saved.at };
}

/**
 * A customer that left the copy (a tombstone: moved to another agent, deactivated) takes its saved briefings with it
 * (issue 53, point 11): receivables, turnover and contacts must not stay readable through them. Only once the
 * customers are complete: during a first download the copy lacks customers that are still the agent's.
 */
export async function dropBriefingsOfGoneCustomers(db: OfflineDb): Promise<number> {
  return db.transaction('rw', db.briefings, db.customers, db.feeds, async () => {
    if ((await db.feeds.get('customers'))?.completedAt === undefined) return 0;
    const saved = (await db.briefings.toCollection().primaryKeys()) as number[];
    const held = await db.customers.bulkGet(saved);
    const gone = saved.filter((_, i) => !held[i]);
    await db.briefings.bulkDelete(gone);
    return gone.length;
  });
}
