import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flatSql } from '../db/flat-sql';
import { documentTotalsSql, seekDaySql, type Totals, type TotalsFilter } from './document-totals.repository';
import { idsPage, readPage, readPageIds, type PageOffset, type PageQuery } from './list-sql';

/** From this offset on a page is sought from the totals; shallower pages pass over their few newer rows instead. */
const SEEK_FROM_OFFSET = 200;

type DatedFilter = TotalsFilter & { search: string; soughtDay?: SQL };

/** How one list is read: its page as SQL, and its totals as the list shows them (sums, or a count). */
export interface DatedList<F, T> {
  page: (filter: F, offset: PageOffset) => PageQuery | Promise<PageQuery>;
  /** The list's totals from the trigger-maintained totals (no free text). */
  fromTotals: (totals: Totals) => T;
  /**
   * The list's totals over the matches of its free text: one row (n, total_net, total_vat) to read with the page's
   * rows, or, for a count that takes several statements (ordered lines), the count read beside them.
   */
  searchTotals: () => SQL | Promise<T>;
}

/** The total of a list that shows only a count (DDT, visits, ordered lines): with free text it may be an estimate. */
export type ListCount = { total: number; estimate: boolean };

/** A count-only list's total from the totals: exact. */
export const exactCount = (totals: Totals): ListCount => ({ total: totals.n, estimate: false });

/** A deep page's bounds, from the `seek` row its statement reads first (seekDaySql): the day it ends on, the rows to skip. */
const SOUGHT_DAY = sql`(select day from seek)`;
const SOUGHT_SKIP = sql`(select skip from seek)`;

/**
 * One page of a newest-first list kept in the day totals (orders, invoices, DDT, visits, ordered lines) and the list's
 * totals. Without free text both come from one statement (readPageAndTotals); a deep page's statement first finds, from
 * the totals, the day its first row falls on and reads from that day on, skipping the rows of that day before it
 * (seekDaySql): page 500 reads about as many index entries as page 1, where an offset passed over 10,000 rows of every
 * one of the agent's codes. A search reads its matches in order, and its totals beside.
 */
export async function datedPage<F extends DatedFilter, R extends Record<string, unknown>, T>(
  db: Db,
  kind: number,
  f: F,
  offset: number,
  list: DatedList<F, T>,
): Promise<{ rows: R[]; totals: T }> {
  if (f.search) {
    const q = await list.page(f, offset);
    const searchTotals = list.searchTotals();
    if (searchTotals instanceof Promise) {
      const [rows, totals] = await Promise.all([readPage<R>(db, !q.idsAnyTerm, q.ids, q.rows), searchTotals]);
      return { rows, totals };
    }
    const read = await readPageAndTotals<R>(db, { ...q, ids: idsPage(await readPageIds(db, q.ids)) }, searchTotals);
    return { rows: read.rows, totals: list.fromTotals(read.totals) };
  }
  // The totals always cover the whole filter, also when the page is read from a narrower one (the sought day). Past
  // the last row there is no sought day: the page is empty, the totals are still read.
  const totals = documentTotalsSql(kind, f);
  const deep = offset >= SEEK_FROM_OFFSET;
  const q = deep ? await list.page({ ...f, soughtDay: SOUGHT_DAY }, SOUGHT_SKIP) : await list.page(f, offset);
  const read = await readPageAndTotals<R>(db, q, totals, deep ? seekDaySql(kind, f, offset) : undefined);
  return { rows: read.rows, totals: list.fromTotals(read.totals) };
}

type WithTotals = { id: unknown; list_count: number; list_total_net: string; list_total_vat: string };

/**
 * A page's rows and the list's totals in one statement: a round trip to PostgreSQL costs the API more CPU than reading
 * the totals does PostgreSQL (admin's invoices, page 1: 353–431 → 418–546 requests/s, same PostgreSQL time;
 * docs/PERFORMANCE.md). The totals are the one row every page row is joined to; an empty page is that row alone.
 * `seek`, for a deep page, is the row its bounds come from (SOUGHT_DAY, SOUGHT_SKIP).
 */
async function readPageAndTotals<R extends Record<string, unknown>>(db: Db, q: PageQuery, totals: SQL, seek?: SQL): Promise<{ rows: R[]; totals: Totals }> {
  const { rows } = await db.execute<R & WithTotals>(flatSql(sql`
    with ${seek ? sql`seek as (${seek}), ` : sql``}page as (${q.ids})
    select x.*, t.n as list_count, t.total_net as list_total_net, t.total_vat as list_total_vat
      from (${totals}) t left join (${q.rows}) x on true
     order by ${q.rowsOrder}`));
  const [first] = rows;
  return {
    rows: first.id === null ? [] : (rows as R[]),
    totals: { n: first.list_count, total_net: first.list_total_net, total_vat: first.list_total_vat },
  };
}
