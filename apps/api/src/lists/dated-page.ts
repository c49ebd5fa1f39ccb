import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { documentTotals, documentTotalsSql, seekDay, type Totals, type TotalsFilter } from './document-totals.repository';
import { readPage, type PageQuery } from './list-sql';

/** From this offset on a page is sought from the totals; shallower pages read their rows directly (one query less). */
const SEEK_FROM_OFFSET = 200;

type DatedFilter = TotalsFilter & { search: string };

/** How one list is read: its page as SQL, and its totals as the list shows them (sums, or a count). */
export interface DatedList<F, T> {
  page: (filter: F, offset: number) => PageQuery | Promise<PageQuery>;
  /** The list's totals from the trigger-maintained totals (no free text). */
  fromTotals: (totals: Totals) => T;
  /** The list's totals over the matches of its free text. */
  searchTotals: () => Promise<T>;
}

/** The total of a list that shows only a count (DDT, visits, ordered lines): with free text it may be an estimate. */
export type ListCount = { total: number; estimate: boolean };

/** A count-only list's total from the totals: exact. */
export const exactCount = (totals: Totals): ListCount => ({ total: totals.n, estimate: false });

/**
 * One page of a newest-first list kept in the day totals (orders, invoices, DDT, visits, ordered lines) and the list's
 * totals. Without free text both come from one statement (readPageAndTotals), and a deep page starts from the day the
 * totals place its first row on (seekDay), read as a date filter ending that day plus a skip within it: page 500 reads
 * about as many index entries as page 1, where an offset passed over 10,000 rows of every one of the agent's codes.
 * A search reads its matches in order, and its totals beside.
 */
export async function datedPage<F extends DatedFilter, R extends Record<string, unknown>, T>(
  db: Db,
  kind: number,
  f: F,
  offset: number,
  list: DatedList<F, T>,
): Promise<{ rows: R[]; totals: T }> {
  if (f.search) {
    const page = async () => {
      const q = await list.page(f, offset);
      return readPage<R>(db, f.search, q.ids, q.rows);
    };
    const [rows, totals] = await Promise.all([page(), list.searchTotals()]);
    return { rows, totals };
  }
  // The totals always cover the whole filter, also when the page is read from a narrower one (a sought day).
  const totals = documentTotalsSql(kind, f);
  const seek = offset < SEEK_FROM_OFFSET ? { filter: f, skip: offset } : await seekDayFilter(db, kind, f, offset);
  if (!seek) return { rows: [], totals: list.fromTotals(await documentTotals(db, kind, f)) };
  const read = await readPageAndTotals<R>(db, await list.page(seek.filter, seek.skip), totals);
  return { rows: read.rows, totals: list.fromTotals(read.totals) };
}

async function seekDayFilter<F extends DatedFilter>(db: Db, kind: number, f: F, offset: number) {
  const seek = await seekDay(db, kind, f, offset);
  return seek && { filter: { ...f, dateEnd: seek.day }, skip: seek.skip };
}

type WithTotals = { id: unknown; list_count: number; list_total_net: string; list_total_vat: string };

/**
 * A page's rows and the list's totals in one statement: a round trip to PostgreSQL costs the API more CPU than reading
 * the totals does PostgreSQL (admin's invoices, page 1: 353–431 → 418–546 requests/s, same PostgreSQL time;
 * docs/PERFORMANCE.md). The totals are the one row every page row is joined to; an empty page is that row alone.
 */
async function readPageAndTotals<R extends Record<string, unknown>>(db: Db, q: PageQuery, totals: SQL): Promise<{ rows: R[]; totals: Totals }> {
  const { rows } = await db.execute<R & WithTotals>(sql`
    with page as (${q.ids})
    select x.*, t.n as list_count, t.total_net as list_total_net, t.total_vat as list_total_vat
      from (${totals}) t left join (${q.rows}) x on true
     order by ${q.rowsOrder}`);
  const [first] = rows;
  return {
    rows: first.id === null ? [] : (rows as R[]),
    totals: { n: first.list_count, total_net: first.list_total_net, total_vat: first.list_total_vat },
  };
}
