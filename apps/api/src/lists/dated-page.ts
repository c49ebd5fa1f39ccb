import type { Db } from '../db/client';
import { documentTotals, seekDay, type TotalsFilter } from './document-totals.repository';

/** From this offset on a page is sought from the totals; shallower pages read their rows directly (one query less). */
const SEEK_FROM_OFFSET = 200;

type DatedFilter = TotalsFilter & { search: string };

/**
 * One page of a newest-first list kept in the day totals (orders, invoices, DDT, visits). Without free text a deep
 * page starts from the day the totals place its first row on (seekDay), read as a date filter ending that day plus
 * a skip within it: page 500 reads about as many index entries as page 1, where an offset passed over 10,000 rows
 * of every one of the agent's codes. A search reads its matches in order.
 */
export async function datedPage<F extends DatedFilter, R>(
  db: Db,
  kind: number,
  f: F,
  offset: number,
  read: (filter: F, offset: number) => Promise<R[]>,
): Promise<R[]> {
  if (f.search || offset < SEEK_FROM_OFFSET) return read(f, offset);
  const seek = await seekDay(db, kind, f, offset);
  return seek ? read({ ...f, dateEnd: seek.day }, seek.skip) : [];
}

/** A counted-only list's total: exact from the totals without free text; with it, what `countMatches` says. */
export async function datedCount(
  db: Db,
  kind: number,
  f: DatedFilter,
  countMatches: () => Promise<{ total: number; estimate: boolean }>,
): Promise<{ total: number; estimate: boolean }> {
  if (f.search) return countMatches();
  return { total: (await documentTotals(db, kind, f)).n, estimate: false };
}
