import type { Db } from '../../db/client';
import { findEnabledPriceLists } from './price-lists.repository';

/** The enabled price lists (catalogue price-list choice). */
export async function activePriceLists(db: Db) {
  const rows = await findEnabledPriceLists(db);
  return rows.map((r) => ({ id: r.id, code: r.code, description: r.description, enabled: r.enabled }));
}
