import type { OfflineDb } from './offline-db';

/**
 * The user's offline database for code that the first screen loads (the customers list, 'Attiva' without network):
 * Dexie and the database's schema are fetched on first use, not with the home (issue 58).
 */
export async function deviceDb(userId: number): Promise<OfflineDb> {
  const { offlineDbFor } = await import('./offline-db');
  return offlineDbFor(userId);
}
