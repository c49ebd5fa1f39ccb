import type { Db } from '../db/client';
import { seekDay, type TotalsFilter } from './document-totals.repository';

/** From this offset on a page is sought from the totals; shallower pages read their rows directly (one query less). */
const SEEK_FROM_OFFSET = 200;

/**
 * One page of a newest-first list that has day totals (orders, invoices), without free text. A deep page starts
 * from the day the totals place its first row on (seekDay), read as a date filter ending that day plus a skip
 * within it: page 500 reads about as many index entries as page 1, where an offset passed over 10,000 rows of
 * every one of the agent's codes.
 */
export async function datedPage<F extends TotalsFilter, R>(
  db: Db,
  kind: number,
  f: F,
  offset: number,
  read: (filter: F, offset: number) => Promise<R[]>,
): Promise<R[]> {
  if (offset < SEEK_FROM_OFFSET) return read(f, offset);
  const seek = await seekDay(db, kind, f, offset);
  return seek ? read({ ...f, dateEnd: seek.day }, seek.skip) : [];
}
