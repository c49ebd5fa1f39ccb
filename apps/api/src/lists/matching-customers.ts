import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Totals } from './document-totals.repository';
import { keptRead, type TableVersions } from './kept-reads';
import { idsText, parseIds, searchPatterns } from './list-sql';

/** The lists whose totals each customer's row keeps (migration 0031). */
export type CustomerTotalsList = 'orders' | 'invoices' | 'shipping_documents' | 'visits';

/** Whether each list's rows carry amounts besides their count. */
const LIST_HAS_AMOUNTS: Record<CustomerTotalsList, boolean> = { orders: true, invoices: true, shipping_documents: false, visits: false };

/** Beyond this many matching customers a search reads them in a sub-query instead of a list of ids. */
const MAX_LISTED_CUSTOMERS = 5_000;

/** A list's totals kept on the customers' rows; the orders' add their lines (the ordered products' count). */
export type CustomerTotals = Totals & { lines?: number };

export interface MatchingCustomers {
  ids: readonly number[];
  totals: CustomerTotals | null;
}

/**
 * The customers whose name, code or VAT number contains the term (their trigram index), read once per request:
 * - their ids, written into the list's queries as constants. Knowing how many customers match, the planner walks
 *   the documents newest first keeping theirs (a common word: 'rossi' is 1,276 customers and 12,658 orders on L,
 *   and its first page is 20 of about 3,700 entries of the date index) or reads each customer's own documents (a
 *   customer code); and the page and the totals no longer repeat the trigram search;
 * - given `totalsOf` (a list over every code, date and status: the admin's plain search), the totals their rows keep
 *   of that list's documents (migration 0031), summed in the same read: the count and sums then need no pass over
 *   the 12,658 orders, whose index-only scan cost 4–5 ms of PostgreSQL CPU, one index descent per customer.
 * Null beyond MAX_LISTED_CUSTOMERS (a term of one or two letters): the queries then keep the sub-query.
 *
 * Kept per term and list until a statement writes customers (their data, or their totals moved by a document;
 * lists/kept-reads.ts): reading 'rossi''s 1,276 customers and their totals costs ~2.2 ms of PostgreSQL (1,169 table
 * pages), the version a sum over a few dozen rows.
 */
export async function findMatchingCustomers(
  db: Db,
  term: string,
  totalsOf: CustomerTotalsList | null,
  versions?: TableVersions,
): Promise<MatchingCustomers | null> {
  const pattern = searchPatterns(term).folded;
  return keptRead(db, 'customers', `${totalsOf ?? ''}\n${pattern}`, {
    read: matchesNow(pattern, totalsOf),
    parse: (found: { ids: string; totals: CustomerTotals | null }) => {
      const ids = parseIds(found.ids);
      return ids.length > MAX_LISTED_CUSTOMERS ? null : { ids, totals: found.totals };
    },
    size: (found) => 1 + (found?.ids.length ?? 0),
  }, versions);
}

/**
 * The matching customers' ids as one text and, given `totalsOf`, their totals, as one json value.
 */
function matchesNow(pattern: string, totalsOf: CustomerTotalsList | null): SQL {
  const column = (c: string) => (totalsOf && (c === 'count' || LIST_HAS_AMOUNTS[totalsOf]) ? sql.raw(`c.doc_${totalsOf}_${c}`) : sql`0`);
  const lines = totalsOf === 'orders';
  const totalsColumns = totalsOf
    ? sql`, ${column('count')} as n, ${column('net')} as net, ${column('total')} as total${lines ? sql`, c.doc_orders_lines as lines` : sql``}`
    : sql``;
  const totals = totalsOf
    ? sql`json_build_object('n', coalesce(sum(m.n), 0)::int, 'total_net', coalesce(sum(m.net), 0)::text,
                            'total_vat', coalesce(sum(m.total) - sum(m.net), 0)::text${lines ? sql`, 'lines', coalesce(sum(m.lines), 0)::bigint` : sql``})`
    : sql`null`;
  return sql`
    select json_build_object('ids', ${idsText(sql`m.id`)}, 'totals', ${totals})
      from (select c.id${totalsColumns} from customers c where c.search_text like ${pattern}
             limit ${MAX_LISTED_CUSTOMERS + 1}) m`;
}
