import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flatSql } from '../../db/flat-sql';
import { andAll, boundsThrough, EXACT_COUNT_LIMIT, estimatedCount, idsText, intArray, limitOffset, pageBounds, pageIdsSql, parseIds, PER_PAGE, plannedEachTime, scopeWhere, type PageOffset, type PageQuery, searchPatterns, unseenIds, unseenText } from '../../lists/list-sql';
import { keptRead, type TableVersions } from '../../lists/kept-reads';
import { ownTextMatches, rowMatchesText, textMatches } from '../../lists/text-match';
import { itemColumns, ordersList, type OrderItemRow } from './orders.repository';
import type { ListFilter } from '../../lists/text-match';

export type OrderedItemFilter = ListFilter & {
  /** The products matching `search`, resolved once per request (findMatchingProducts); null or absent: a sub-query. */
  productIds?: readonly number[] | null;
};

export type OrderedItemRow = OrderItemRow & {
  order_id: number;
  order_code: string;
  order_issue_date: string;
  profile_external_id: string;
  customer_id: number;
  customer_external_id: string;
  customer_company_name: string;
};

/** Scope and dates. Lines carry their order's profile and date (copied by a trigger): the list pages over order_items alone. */
function lineFilters(f: OrderedItemFilter, onlyProfile?: number): (SQL | undefined)[] {
  return [
    scopeWhere(sql`oi.profile_id`, onlyProfile === undefined ? f.profileIds : [onlyProfile]),
    f.dateStart ? sql`oi.issue_date >= ${f.dateStart}::date` : undefined,
    f.dateEnd ? sql`oi.issue_date <= ${f.dateEnd}::date` : undefined,
    f.soughtDay ? sql`oi.issue_date <= ${f.soughtDay}` : undefined,
  ];
}

function orderedItemsFromWhere(f: OrderedItemFilter, onlyProfile?: number): SQL {
  return sql`from order_items oi where ${andAll(lineFilters(f, onlyProfile))}`;
}

const LINE_ORDER = sql`oi.issue_date desc nulls last, oi.order_id desc nulls last, oi.id`;
const LINE_MERGE_ORDER = sql`x.issue_date desc nulls last, x.order_id desc nulls last, x.id`;

/** Beyond this many matching products a search reads them in a sub-query (productMatch) instead of a list of ids. */
const MAX_LISTED_PRODUCTS = 100;

/**
 * The products whose code or description contains the term (their trigram index), read once per request: their ids,
 * or null beyond MAX_LISTED_PRODUCTS. The page, the count and the planner's estimate each repeated the trigram search
 * before, 1–2.5 ms each on L for a code ('000' and 'c00' are in tens of thousands of products): now a customer's name
 * or code, which no product contains, has no product part at all, and a product code reads that product's lines.
 * Kept per term until a statement writes products (lists/kept-reads.ts).
 */
export async function findMatchingProducts(db: Db, term: string, versions?: TableVersions): Promise<readonly number[] | null> {
  const pattern = searchPatterns(term).folded;
  return keptRead(db, 'products', pattern, {
    read: sql`select ${idsText(sql`m.id`)} from (select pr.id from products pr where pr.search_text like ${pattern} ${limitOffset(MAX_LISTED_PRODUCTS + 1)}) m`,
    parse: (text: string) => {
      const ids = parseIds(text);
      return ids.length > MAX_LISTED_PRODUCTS ? null : ids;
    },
    size: (ids) => 1 + (ids?.length ?? 0),
    // Planned for the term: a common word reads the table until MAX_LISTED_PRODUCTS + 1 match (0.2 ms for 'ottone'),
    // a rare one the trigram index.
    statement: plannedEachTime,
  }, versions);
}

/** Whether the term is known to match no product (findMatchingProducts): the lines then match by their order only. */
function noProductMatches(f: OrderedItemFilter): boolean {
  return f.productIds?.length === 0;
}

/**
 * Free text on a line: its product's code or description. The matching products' ids when they are few; otherwise a
 * sub-query rather than an array, so that the planner weighs how many products match: a common word ('ottone': 23,000
 * products, 2.3 million lines on L) scans the lines newest first and stops at the page (18 s with an array of ids,
 * which had to read and sort all the lines; now 28 ms). `unseen` for a count (list-sql.ts, unseenText).
 */
function productMatch(f: OrderedItemFilter, unseen: boolean): SQL {
  if (f.productIds) return sql`oi.product_id = any(${unseen ? unseenIds(f.productIds) : intArray(f.productIds)})`;
  const folded = searchPatterns(f.search).folded;
  return sql`oi.product_id in (select pr.id from products pr where pr.search_text like ${unseen ? unseenText(folded) : sql`${folded}`})`;
}

/**
 * "from … where …" of the lines of matching products in the list's scope and dates. `unseen` for a count: the pattern
 * out of the planner's sight, so that the counting statements keep one plan (list-sql.ts, unseenText).
 */
function productLines(f: OrderedItemFilter, { unseen = false } = {}): SQL {
  return sql`from order_items oi where ${andAll([...lineFilters(f), productMatch(f, unseen)])}`;
}

/** Free text on a line's order: the orders whose code or customer matches, in the list's scope and dates. */
function matchingOrders(f: OrderedItemFilter, columns: SQL): SQL {
  return textMatches(ordersList(f), f.search, columns);
}

/**
 * One page of the lines matching free text, in list order, as the union of two parts that each give their first
 * offset + 20 lines:
 * - the lines of the newest offset + 20 matching orders that have lines (so they hold at least that many lines):
 *   the orders come first, in a statement of their own, in list order from the date index walked newest first or
 *   from their customers' covering index (text-match.ts); their lines then from the orders' index ('rossi' read and
 *   sorted all 12,658 matching orders before: 7.8 ms of PostgreSQL for the page, then 0.6). Two statements because
 *   planning one with the matching customers' ids and the lines' joins cost 5–7 ms, more than running it;
 * - the lines whose product matches.
 * A part with nothing to give is left out (no product matches; no order matches a product's word), so the planner
 * does not weigh it.
 */
async function textPageIds(db: Db, f: OrderedItemFilter, offset: PageOffset): Promise<SQL> {
  const throughPage = boundsThrough(PER_PAGE, offset);
  // `offset 0` keeps the test a sub-plan, one probe of the lines' index per candidate order (what the planner chose
  // as a semi-join anyway), instead of a join it weighs every strategy of: 0.5 of 1.1 ms planning an agent's search.
  const withLines = ordersList(f, [sql`exists (select 1 from order_items l where l.order_id = o.id offset 0)`]);
  const newestOrders = textMatches(withLines, f.search, sql`o.id, o.issue_date`, sql`order by ${withLines.order} ${throughPage}`);
  const { rows: orders } = await db.execute<{ id: number }>(flatSql(plannedEachTime(sql`
    select x.id from (${newestOrders}) x order by ${withLines.mergeOrder} ${throughPage}`)));
  const ordersLines = () => sql`(select oi.id, oi.issue_date, oi.order_id from order_items oi
    where oi.order_id = any(${intArray(orders.map((o) => o.id))}) order by ${LINE_ORDER} ${throughPage})`;
  const productsLines = () => sql`(select oi.id, oi.issue_date, oi.order_id ${productLines(f)} order by ${LINE_ORDER} ${throughPage})`;
  const parts = noProductMatches(f) ? [ordersLines()] : orders.length ? [ordersLines(), productsLines()] : [productsLines()];
  return sql`select x.id from (${sql.join(parts, sql` union `)}) x order by ${LINE_MERGE_ORDER} ${pageBounds(PER_PAGE, offset)}`;
}

/**
 * One page of the list. A search whose term no product matches pages over the lines of the orders found first
 * (textPageIds): its ids need no plan of their own and are read with the rows (PageQuery.idsAnyTerm), one round trip
 * less for a customer's name or code, the common search.
 */
export async function orderedItemPage(db: Db, f: OrderedItemFilter, offset: PageOffset): Promise<PageQuery> {
  const pageIds = f.search
    ? await textPageIds(db, f, offset)
    : pageIdsSql({
        profileIds: f.profileIds,
        select: (onlyProfile, bounds) => sql`select oi.id, oi.issue_date, oi.order_id ${orderedItemsFromWhere(f, onlyProfile)}
          order by ${LINE_ORDER} ${bounds}`,
        mergeOrder: LINE_MERGE_ORDER,
        offset,
      });
  return {
    ids: pageIds,
    rows: sql`
    select ${itemColumns}, pp.price as current_price,
           o.id as order_id, o.code as order_code, o.issue_date as order_issue_date,
           p.external_id as profile_external_id,
           c.id as customer_id, c.external_id as customer_external_id, c.company_name as customer_company_name
      from page
      join order_items oi on oi.id = page.id
      join orders o on o.id = oi.order_id
      join profiles p on p.id = o.profile_id
      join customers c on c.id = o.customer_id
      left join products pr on pr.id = oi.product_id
      left join product_prices pp on pp.product_id = pr.id and pp.price_list_id = c.price_list_id
     order by o.issue_date desc nulls last, o.id desc nulls last, oi.id`,
    rowsOrder: sql`x.order_issue_date desc nulls last, x.order_id desc nulls last, x.id`,
    idsAnyTerm: noProductMatches(f),
  };
}

/** Up to this many matching orders have their lines counted one by one; beyond, a sample of this size is. */
const COUNTED_ORDERS = 500;

/**
 * The number of lines matching free text. The admin's search over every code and date has its matching customers'
 * lines exact from their rows (linesBeyondCustomers). Otherwise exact while the matching orders are at most
 * COUNTED_ORDERS and the lines of matching products (outside those orders) at most EXACT_COUNT_LIMIT; beyond either,
 * an estimate (flagged, shown as approximate): the lines of every k-th matching order (about COUNTED_ORDERS of them,
 * spread over all the matching customers: the first ones alone were biased towards the customers with the lowest ids)
 * scaled to all of them, plus the planner's estimate of the product lines. A count is the only total of this list,
 * and counting every line of tens of thousands of orders would be a full pass over them. When the planner already
 * expects the product lines far beyond the limit (a common word: 2.2 million expected, 2.3 million on L), they are
 * not counted at all: even a count stopped at the limit had to test the word on thousands of products (~200 ms).
 */
export async function countTextMatchLines(db: Db, f: OrderedItemFilter): Promise<{ total: number; estimate: boolean }> {
  const none = noProductMatches(f);
  const expectedProductLines = none ? 0 : await estimatedCount(db, productLines(f));
  const toCount = none ? 'none' : expectedProductLines <= 2 * EXACT_COUNT_LIMIT ? productLines(f, { unseen: true }) : null;
  const customersLines = f.customerTotals?.lines;
  if (customersLines !== undefined) {
    const beyond = await linesBeyondCustomers(db, f, toCount);
    const productLinesExact = beyond.productLines !== null && beyond.productLines <= EXACT_COUNT_LIMIT;
    return { total: customersLines + beyond.ownLines + withProductLines(beyond.productLines, expectedProductLines), estimate: !productLinesExact };
  }
  const { rows } = await db.execute<{ orders: number; counted: number; lines: number; product_lines: number | null }>(flatSql(sql`
    with mo as materialized (${matchingOrders(f, sql`o.id`)}),
         every as (select greatest(1, ceil(count(*) / ${COUNTED_ORDERS}::numeric))::int as k from mo),
         counted as materialized (
           select (select count(*) from order_items oi where oi.order_id = m.id) as n
             from (select id, row_number() over () as r from mo) m, every
            where m.r % every.k = 0)
    select (select count(*) from mo)::int as orders, (select count(*) from counted)::int as counted,
           (select coalesce(sum(n), 0) from counted)::int as lines,
           ${productLinesCount(toCount, sql`oi.order_id not in (select id from mo)`)} as product_lines`));
  const r = rows[0];
  const ordersExact = r.counted === r.orders;
  const byOrders = ordersExact ? r.lines : Math.round((r.lines * r.orders) / r.counted);
  if (ordersExact && r.product_lines !== null && r.product_lines <= EXACT_COUNT_LIMIT) return { total: byOrders + r.product_lines, estimate: false };
  return { total: byOrders + withProductLines(r.product_lines, expectedProductLines), estimate: true };
}

/**
 * The lines of matching products outside the matching orders (`outside`), counted up to EXACT_COUNT_LIMIT + 1: 0 when no
 * product matches, null when there are too many to count.
 */
function productLinesCount(toCount: SQL | 'none' | null, outside: SQL): SQL {
  if (toCount === 'none') return sql`0`;
  if (!toCount) return sql`null::int`;
  return sql`(select count(*) from (select 1 ${toCount} and ${outside} ${limitOffset(EXACT_COUNT_LIMIT + 1)}) t)::int`;
}

/** The lines of matching products outside the matching orders: counted when at most EXACT_COUNT_LIMIT, else estimated. */
function withProductLines(counted: number | null, expected: number): number {
  return counted !== null && counted <= EXACT_COUNT_LIMIT ? counted : Math.max(expected, counted ?? 0);
}

/**
 * The admin's search over every code and date, whose matching customers' lines their rows keep (orders.line_count
 * summed on the customer, migration 0035; ListFilter.customerTotals): the lines beyond those, i.e. of the orders
 * matching by their own code (their customer does not match) and, as above, of matching products outside the matching
 * orders. 'rossi' on L no longer reads 200 of its 12,658 orders' lines to estimate their 60,000: the count is exact.
 */
async function linesBeyondCustomers(
  db: Db,
  f: OrderedItemFilter,
  toCount: SQL | 'none' | null,
): Promise<{ ownLines: number; productLines: number | null }> {
  const list = ordersList(f);
  // Checked only on the lines whose product matches.
  const orderMatches = sql`exists (select 1 from orders o where o.id = oi.order_id and ${rowMatchesText(list, f.search)})`;
  const { rows: [r] } = await db.execute<{ own_lines: number; product_lines: number | null }>(flatSql(sql`
    select (select coalesce(sum(o.line_count), 0) from (${ownTextMatches(list, f.search, sql`o.line_count`)}) o)::int as own_lines,
           ${productLinesCount(toCount, sql`not ${orderMatches}`)} as product_lines`));
  return { ownLines: r.own_lines, productLines: r.product_lines };
}
