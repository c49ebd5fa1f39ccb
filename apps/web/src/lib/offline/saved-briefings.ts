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
