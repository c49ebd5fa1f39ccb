import { deleteOfflineDb, offlineDbFor, offlineDbUsers } from './offline-db';
import { pendingActivation } from './pending-activation';

/**
 * The copy does not outlive the person (issue 53, point 10). Tablets are shared: when a user leaves, their copy
 * (contacts, VAT codes, private notes, orders) goes. What they recorded without network and the server has not
 * taken yet stays — only that, and only for them: it is sent in their next session, never in another user's.
 */

/** Items the server has not taken yet (waiting, or refused and waiting for the author's review). */
export async function unsentCount(userId: number): Promise<number> {
  const db = offlineDbFor(userId);
  const outbox = await db.outbox.where('state').anyOf('pending', 'review').count();
  return outbox + (pendingActivation(userId) ? 1 : 0);
}

/**
 * After the user's 'Esci': the whole database goes when nothing is unsent (or the user chose 'Cancella i dati da
 * questo dispositivo', `everything`); otherwise everything but the unsent items. Answers how many were kept.
 */
export async function forgetCopy(userId: number, { everything = false } = {}): Promise<number> {
  const kept = everything ? 0 : await unsentCount(userId);
  if (kept === 0) {
    await deleteOfflineDb(userId);
    return 0;
  }
  const db = offlineDbFor(userId);
  await db.transaction('rw', [db.customers, db.orders, db.products, db.prices, db.feeds, db.meta, db.briefings, db.outbox], async () => {
    await Promise.all([db.customers.clear(), db.orders.clear(), db.products.clear(), db.prices.clear(), db.feeds.clear(), db.meta.clear(), db.briefings.clear()]);
    // The receipts of what was sent name customers: they go too.
    await db.outbox.where('state').equals('sent').delete();
  });
  return kept;
}

/**
 * When a user signs in: the copies other users left on the device go if nothing of theirs is unsent; answers whether
 * unsent work of another user stays (the screen says so, without its content).
 */
export async function othersUnsentWork(userId: number): Promise<boolean> {
  let found = false;
  for (const other of await offlineDbUsers()) {
    if (other === userId) continue;
    if ((await forgetCopy(other)) > 0) found = true;
  }
  return found;
}
