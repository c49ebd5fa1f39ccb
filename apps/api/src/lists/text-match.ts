import { sql, type SQL } from 'drizzle-orm';
import type { Totals } from './document-totals.repository';
import type { CustomerTotals } from './matching-customers';
import { andAll, boundsThrough, intArray, pageBounds, pageIdsSql, PER_PAGE, scopeWhere, searchPatterns, unseenIds, unseenText, type PageOffset, type PageQuery } from './list-sql';

/** The filter of a document list (orders add their status). */
export interface ListFilter {
  /** null = every profile (admin). */
  profileIds: number[] | null;
  dateStart?: string;
  dateEnd?: string;
  /** A deep page's last day, the `day` of the `seek` row its statement reads first (lists/dated-page.ts). */
  soughtDay?: SQL;
  search: string;
  /** The customers matching `search`, resolved once per request (findMatchingCustomers); null: a sub-query. */
  customerIds?: readonly number[] | null;
  /**
   * Their documents' totals in this list, summed from their rows (findMatchingCustomers): only when the list covers
   * every agent code, date and status (the admin's plain search), so that they answer its count and sums.
   */
  customerTotals?: CustomerTotals | null;
}

/** A newest-first document list of one table (orders, invoices, DDT, visits): its filters, order and free text. */
export interface DocumentList {
  /** The table and its alias, e.g. sql`orders o`. */
  from: SQL;
  /** The filters other than free text (scope, status, dates); `onlyProfile` narrows to one profile of a per-profile merge. */
  filters: (onlyProfile?: number) => (SQL | undefined)[];
  /** The id and the sort columns, e.g. sql`o.id, o.issue_date`. */
  columns: SQL;
  /** The list order on the table's alias, and the same order on the merged rows (`x.<column>`). */
  order: SQL;
  mergeOrder: SQL;
  /** The row's customer column, e.g. sql`o.customer_id`. */
  customer: SQL;
  /** The row's own trigram-indexed text containing the term, given its ILIKE pattern (codes, notes). */
  ownText: (ilike: SQL) => SQL;
  /** The customers matching the term, when resolved beforehand (findMatchingCustomers); otherwise a sub-query. */
  matchedCustomers: readonly number[] | null;
  /** Their own totals in this list, when they answer its count and sums (ListFilter.customerTotals). */
  matchedCustomersTotals: Totals | null;
}

/** A document table read newest first by one date column, in the order its indexes keep. */
export interface DatedTable {
  name: string;
  alias: string;
  date: string;
  /** The list order's NULLS placement, as the table's indexes declare it. */
  nulls: 'nulls last' | 'nulls first';
}

/**
 * The list of a dated document table for a filter: scope (profiles) and dates, plus `filters` (e.g. the status),
 * newest first, free text on the customer or on `ownText`.
 */
export function datedDocumentList(
  table: DatedTable,
  f: Omit<ListFilter, 'search'>,
  more: { filters?: (SQL | undefined)[]; ownText: (ilike: SQL) => SQL },
): DocumentList {
  const t = sql.raw(table.alias);
  const date = sql.raw(`${table.alias}.${table.date}`);
  const desc = sql.raw(`desc ${table.nulls}`);
  return {
    from: sql.raw(`${table.name} ${table.alias}`),
    filters: (onlyProfile) => [
      scopeWhere(sql`${t}.profile_id`, onlyProfile === undefined ? f.profileIds : [onlyProfile]),
      ...(more.filters ?? []),
      f.dateStart ? sql`${date} >= ${f.dateStart}::date` : undefined,
      f.dateEnd ? sql`${date} <= ${f.dateEnd}::date` : undefined,
      f.soughtDay ? sql`${date} <= ${f.soughtDay}` : undefined,
    ],
    columns: sql`${t}.id, ${date}`,
    order: sql`${date} ${desc}, ${t}.id ${desc}`,
    mergeOrder: sql`x.${sql.raw(table.date)} ${desc}, x.id ${desc}`,
    customer: sql`${t}.customer_id`,
    ownText: more.ownText,
    matchedCustomers: f.customerIds ?? null,
    matchedCustomersTotals: f.customerTotals ?? null,
  };
}

/**
 * The rows matching free text, customer ids first, as two disjoint branches (union all, no duplicate to remove):
 * - the rows of the customers whose name, code or VAT number contains the term (`matchedCustomers`, or a
 *   sub-query on the customers' trigram index): for a page, from the date index walked newest first (it carries
 *   the customer id) or from the (customer_id, date) covering index, whichever the number of customers makes
 *   cheaper; for the count and sums, from the covering index; index-only either way;
 * - the rows whose own text contains the term and whose customer does not (trigram index).
 * The old single condition (`code ilike … or customer_id = any(…)`) made PostgreSQL visit every match in the table,
 * twice or three times (page, then count and sums): 68 ms of CPU for 'rossi' on the admin's 2 million orders, then 15.
 * `columns` are selected from each branch; `tail` (order by … limit …) applies to each branch. A term known to match no
 * customer (a product's word) has the second branch alone, without the customers' test: less to plan.
 */
export function textMatches(list: DocumentList, term: string, columns: SQL, tail?: SQL): SQL {
  if (noCustomerMatches(list)) return ownTextMatches(list, term, columns, tail);
  return sql`${customerMatches(list, term, columns, tail)} union all ${ownTextMatches(list, term, columns, tail)}`;
}

/** Whether the term is known to match no customer (findMatchingCustomers). */
function noCustomerMatches(list: DocumentList): boolean {
  return list.matchedCustomers?.length === 0;
}

/** The first branch of textMatches: the rows of the customers matching the term. */
function customerMatches(list: DocumentList, term: string, columns: SQL, tail?: SQL): SQL {
  const ids = list.matchedCustomers;
  // A page (tail: order by … limit …) shows the planner the ids, to choose between walking the date index and
  // reading each customer's rows; a full pass (count, sums) reads the customers' rows whatever their number, and
  // planning a thousand constants would cost a third of it.
  const customerIds = !ids
    ? sql`array(select c.id from customers c where c.search_text like ${searchPatterns(term).folded})`
    : tail
      ? intArray(ids)
      : unseenIds(ids);
  return sql`(select ${columns} from ${list.from} where ${andAll([...list.filters(), sql`${list.customer} = any(${customerIds})`])} ${tail ?? sql``})`;
}

/**
 * The second branch of textMatches: the rows whose own text contains the term and whose customer does not. In a full
 * pass (count, sums) the patterns are sub-selects, which PostgreSQL plans without looking at: the pass reads the
 * trigram index whatever the term, and a plan that does not depend on it is one PostgreSQL keeps (generic plan)
 * instead of planning the statement at every call for the pattern it sees (0.3 ms of a code search's 2).
 */
export function ownTextMatches(list: DocumentList, term: string, columns: SQL, tail?: SQL): SQL {
  const p = searchPatterns(term);
  const pattern = (value: string) => (tail ? sql`${value}` : unseenText(value));
  return sql`(select ${columns} from ${list.from} where ${andAll([...list.filters(), list.ownText(pattern(p.ilike)), notOfMatchingCustomer(list, pattern(p.folded), tail !== undefined)])} ${tail ?? sql``})`;
}

/** Up to this many matching customers, a page tells its own-text rows from theirs by the listed ids. */
const MAX_CUSTOMERS_TESTED_BY_ID = 20;

/**
 * "and whose customer does not match", on the rows whose own text matches (few). A page (`forPage`) whose
 * matching customers are a short list tests the row's customer against it: the ids are exactly those customers, and
 * the test plans in a fraction of the customers' anti-join (0.13–0.20 ms instead of 0.22–0.33 for the page of a
 * customer code, `explain (summary)`); a longer list would be planned element by element, and a full pass keeps a
 * plan that does not depend on the term (ownTextMatches).
 */
function notOfMatchingCustomer(list: DocumentList, folded: SQL, forPage: boolean): SQL | undefined {
  if (noCustomerMatches(list)) return undefined;
  const ids = list.matchedCustomers;
  if (forPage && ids && ids.length <= MAX_CUSTOMERS_TESTED_BY_ID) return sql`not (${list.customer} = any(${intArray(ids)}))`;
  return sql`not ${customerOfRowMatches(list, folded)}`;
}

/** Whether the row's customer matches the folded pattern, tested row by row (on few rows). */
function customerOfRowMatches(list: DocumentList, folded: SQL): SQL {
  return sql`exists (select 1 from customers c where c.id = ${list.customer} and c.search_text like ${folded})`;
}

/**
 * Whether one row of the list matches the term, by its own text or its customer's: a condition to test on a few rows
 * (e.g. the lines of matching products), where planning the matching customers' ids again would cost more. The
 * patterns are sub-selects, as in a full pass (ownTextMatches): the statement's plan does not depend on them.
 */
export function rowMatchesText(list: DocumentList, term: string): SQL {
  const p = searchPatterns(term);
  return sql`(${list.ownText(unseenText(p.ilike))} or ${customerOfRowMatches(list, unseenText(p.folded))})`;
}

/**
 * "select … id …": the ids of one page. With free text each branch of the matches gives its first offset + 20 rows,
 * merged; without, per-profile index ranges merged (pageIdsSql).
 */
export function documentPageIds(list: DocumentList, f: { profileIds: number[] | null; search: string }, offset: PageOffset): SQL {
  if (f.search) {
    const branches = textMatches(list, f.search, list.columns, sql`order by ${list.order} ${boundsThrough(PER_PAGE, offset)}`);
    return sql`select x.id from (${branches}) x order by ${list.mergeOrder} ${pageBounds(PER_PAGE, offset)}`;
  }
  return pageIdsSql({
    profileIds: f.profileIds,
    select: (onlyProfile, bounds) => sql`select ${list.columns} from ${list.from} where ${andAll(list.filters(onlyProfile))}
      order by ${list.order} ${bounds}`,
    mergeOrder: list.mergeOrder,
    offset,
  });
}

/** One page of a document list: its ids (documentPageIds) and `rows`, "select … from page join …", in list order. */
export function documentPage(list: DocumentList, f: { profileIds: number[] | null; search: string }, offset: PageOffset, rows: SQL): PageQuery {
  return { ids: documentPageIds(list, f, offset), rows: sql`${rows} order by ${list.order}`, rowsOrder: list.mergeOrder };
}

/**
 * The exact count and sums of the matches, as one row (n, total_net, total_vat) to read with the page's rows
 * (lists/dated-page.ts). `amounts`: the rows' net and gross totals, e.g. sql`o.total_net, o.total`; null for the lists
 * that show only a count (sums 0). Given the matching customers' own totals (`matchedCustomersTotals`), only the rows
 * matching by their own text are read, and added to them in SQL (exact numerics); otherwise one index-only pass over all
 * the matches.
 */
export function textMatchTotalsSql(list: DocumentList, term: string, amounts: SQL | null): SQL {
  const fromCustomers = list.matchedCustomersTotals;
  const columns = amounts ?? sql`1`;
  const rows = fromCustomers ? ownTextMatches(list, term, columns) : textMatches(list, term, columns);
  const base = fromCustomers ?? { n: 0, total_net: '0', total_vat: '0' };
  if (!amounts) return sql`select (count(*) + ${base.n}::int)::int as n, '0' as total_net, '0' as total_vat from (${rows}) t`;
  return sql`
    select (count(*) + ${base.n}::int)::int as n, (coalesce(sum(total_net), 0) + ${base.total_net}::numeric)::text as total_net,
           (coalesce(sum(total) - sum(total_net), 0) + ${base.total_vat}::numeric)::text as total_vat
      from (${rows}) t(total_net, total)`;
}
