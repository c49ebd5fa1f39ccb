import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../lists/list-sql';
import type { ProductRow } from '../catalog/catalog.repository';
import { itemColumns, orderColumns, orderJoins, type OrderItemRow, type OrderRow } from '../orders/orders.repository';

/** A position in a change log: after (tx, seq). seq -1 means "from transaction tx on". */
export interface LogPosition {
  tx: number;
  seq: number;
}

/** Keys named in a stretch of a log, and where that stretch ends. */
export interface LogStretch<K> {
  keys: K[];
  /** For each key, the position just before its first row: a cursor there hands out that key and the ones after. */
  before: LogPosition[];
  /** Log rows read (≤ limit; equal: there may be more). */
  read: number;
  last: LogPosition | null;
}

/**
 * The oldest transaction still running anywhere: every log row of an older transaction is committed (or gone),
 * and every row yet to come has a newer one. Reading only below it keeps a late commit from slipping behind a cursor.
 */
export async function oldestRunningTx(db: Db): Promise<number> {
  const { rows } = await db.execute<{ xmin: string }>(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
  return Number(rows[0]!.xmin);
}

/** The oldest transaction a log still holds in full (0: never pruned). */
export async function logHorizon(db: Db, log: string): Promise<number> {
  const { rows } = await db.execute<{ min_tx: string }>(sql`select min_tx::text from sync_horizons where log = ${log}`);
  return rows[0] ? Number(rows[0].min_tx) : 0;
}

/*
 * The log reads select `tx::text, seq::text` (bigints as exact text) and order by the table's own columns: a bare
 * `order by tx, seq` names the selected text, which sorts '1000' before '607' and sent a stretch's cursor backwards.
 */
const logRange = (from: LogPosition, below: number) => sql`(tx, seq) > (${from.tx}::bigint, ${from.seq}::bigint) and tx < ${below}::bigint`;

/** The distinct keys of log rows read in (tx, seq) order from `from` on. */
function stretch<R extends { tx: string; seq: string }, K>(rows: R[], from: LogPosition, keyOf: (row: R) => K): LogStretch<K> {
  const keys = new Map<string, { key: K; before: LogPosition }>();
  let previous = from;
  for (const row of rows) {
    const key = keyOf(row);
    const id = JSON.stringify(key);
    if (!keys.has(id)) keys.set(id, { key, before: previous });
    previous = { tx: Number(row.tx), seq: Number(row.seq) };
  }
  const found = [...keys.values()];
  return { keys: found.map((k) => k.key), before: found.map((k) => k.before), read: rows.length, last: rows.length ? previous : null };
}

// --- Customers: scoped by agent profile ---

/** The next `limit` customers (by id) linked to one of the profiles. */
export async function customerIdsAfter(db: Db, profileIds: number[], afterId: number, limit: number): Promise<number[]> {
  const { rows } = await db.execute<{ customer_id: number }>(sql`
    select distinct customer_id from customer_profiles
    where profile_id = any(${intArray(profileIds)}) and customer_id > ${afterId}
    order by customer_id limit ${limit}`);
  return rows.map((r) => r.customer_id);
}

/** The given agent profiles' codes each customer is linked to, by customer id. */
export async function agentCodesOf(db: Db, customerIds: number[], profileIds: number[]): Promise<Map<number, string[]>> {
  const { rows } = await db.execute<{ customer_id: number; codes: string[] }>(sql`
    select cp.customer_id, array_agg(p.external_id order by p.external_id)::text[] as codes
    from customer_profiles cp join profiles p on p.id = cp.profile_id
    where cp.customer_id = any(${intArray(customerIds)}) and cp.profile_id = any(${intArray(profileIds)})
    group by cp.customer_id`);
  return new Map(rows.map((r) => [r.customer_id, r.codes]));
}

export async function customerChangesAfter(db: Db, profileIds: number[], from: LogPosition, below: number, limit: number) {
  const { rows } = await db.execute<{ tx: string; seq: string; customer_id: number }>(sql`
    select tx::text, seq::text, customer_id from customer_changes
    where profile_id = any(${intArray(profileIds)}) and ${logRange(from, below)}
    order by customer_changes.tx, customer_changes.seq limit ${limit}`);
  return stretch(rows, from, (r) => r.customer_id);
}

// --- Products: the catalogue, the same for everyone ---

/** In the catalogue: enabled, and not in a disabled category (as catalog.repository filters). */
const inCatalogue = sql`p.enabled and not exists (
  select 1 from product_categories pc where pc.code = p.category_code and not pc.enabled)`;

const productColumns = sql`p.id, p.external_id as "externalId", p.description, p.quantity, p.quantity_code as "quantityCode",
  p.unit_of_measure as "unitOfMeasure", p.weight, p.vat_rate as "vatRate", p.disable_discounts as "disableDiscounts",
  p.category_code as "categoryCode", null as price, p.min_quantity as "minQuantity", p.quantity_multiple as "quantityMultiple",
  p.pack_description as "packDescription"`;

export async function catalogueProductsAfter(db: Db, afterId: number, limit: number): Promise<ProductRow[]> {
  const { rows } = await db.execute<ProductRow>(sql`
    select ${productColumns} from products p where p.id > ${afterId} and ${inCatalogue} order by p.id limit ${limit}`);
  return rows;
}

export async function catalogueProductsByIds(db: Db, ids: number[]): Promise<ProductRow[]> {
  const { rows } = await db.execute<ProductRow>(sql`
    select ${productColumns} from products p where p.id = any(${intArray(ids)}) and ${inCatalogue} order by p.id`);
  return rows;
}

export async function productChangesAfter(db: Db, from: LogPosition, below: number, limit: number) {
  const { rows } = await db.execute<{ tx: string; seq: string; product_id: number }>(sql`
    select tx::text, seq::text, product_id from product_changes where ${logRange(from, below)} order by product_changes.tx, product_changes.seq limit ${limit}`);
  return stretch(rows, from, (r) => r.product_id);
}

// --- Prices: the enabled price lists of the agent's customers ---

/** A product's prices in some lists: parallel arrays (null when none of the lists prices it). */
export type ProductPricesRow = { productId: number; lists: number[] | null; prices: string[] | null; mins: (string | null)[] | null; multiples: (string | null)[] | null };

export async function profilesPriceListIds(db: Db, profileIds: number[]): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select distinct c.price_list_id as id from customer_profiles cp
    join customers c on c.id = cp.customer_id
    join price_lists pl on pl.id = c.price_list_id and pl.enabled
    where cp.profile_id = any(${intArray(profileIds)}) order by 1`);
  return rows.map((r) => r.id);
}

/** The minimum order amounts (euro text) of those lists that state one. */
export async function priceListMinimums(db: Db, listIds: number[]): Promise<{ id: number; minOrderAmount: string }[]> {
  if (!listIds.length) return [];
  const { rows } = await db.execute<{ id: number; minOrderAmount: string }>(sql`
    select id, min_order_amount::text as "minOrderAmount" from price_lists where id = any(${intArray(listIds)}) and min_order_amount is not null`);
  return rows;
}

/** Each product of `ids` with its prices in the lists, by primary-key lookups (list, product): no other list is read. */
function withPrices(ids: SQL, listIds: number[]) {
  return sql`with ids as (${ids})
    select ids.id as "productId", p.lists, p.prices, p.mins, p.multiples from ids cross join lateral (
      select array_agg(pp.price_list_id order by pp.price_list_id) as lists, array_agg(pp.price::text order by pp.price_list_id) as prices,
        -- The lists' overrides of the quantity rules (issue 56), in the same order.
        array_agg(pp.min_quantity::text order by pp.price_list_id) as mins, array_agg(pp.quantity_multiple::text order by pp.price_list_id) as multiples
      from product_prices pp where pp.price_list_id = any(${intArray(listIds)}) and pp.product_id = ids.id) p
    order by ids.id`;
}

/** The next `limit` product ids after `afterId`, with their prices: each chunk costs `limit` lookups at any depth. */
export async function productPricesAfter(db: Db, listIds: number[], afterId: number, limit: number) {
  const ids = sql`select id from products where id > ${afterId} order by id limit ${limit}`;
  return (await db.execute<ProductPricesRow>(withPrices(ids, listIds))).rows;
}

export async function productPricesByIds(db: Db, listIds: number[], productIds: number[]) {
  return (await db.execute<ProductPricesRow>(withPrices(sql`select unnest(${intArray(productIds)}) as id`, listIds))).rows;
}

export async function priceChangesAfter(db: Db, listIds: number[], from: LogPosition, below: number, limit: number) {
  const { rows } = await db.execute<{ tx: string; seq: string; product_id: number }>(sql`
    select tx::text, seq::text, product_id from price_changes
    where price_list_id = any(${intArray(listIds)}) and ${logRange(from, below)}
    order by price_changes.tx, price_changes.seq limit ${limit}`);
  return stretch(rows, from, (r) => r.product_id);
}

// --- Orders: an agent profile's orders of the last months, with their lines ---

/** The next `limit` orders (by id) of the profiles issued from `since` (AAAA-MM-GG). */
export async function orderIdsAfter(db: Db, profileIds: number[], since: string, afterId: number, limit: number): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from orders
    where profile_id = any(${intArray(profileIds)}) and issue_date >= ${since}::date and id > ${afterId}
    order by id limit ${limit}`);
  return rows.map((r) => r.id);
}

/** Those of the orders still of one of the profiles and issued from `since`, as the orders list shows them. */
export async function ordersByIds(db: Db, ids: number[], profileIds: number[], since: string): Promise<OrderRow[]> {
  const { rows } = await db.execute<OrderRow>(sql`
    select ${orderColumns} from orders o ${orderJoins}
     where o.id = any(${intArray(ids)}) and o.profile_id = any(${intArray(profileIds)}) and o.issue_date >= ${since}::date
     order by o.id`);
  return rows;
}

/** The lines of the orders, in each order's line order (no current price: the device has its own copy of prices). */
export async function orderLinesOf(db: Db, orderIds: number[]): Promise<(Omit<OrderItemRow, 'current_price'> & { order_id: number })[]> {
  const { rows } = await db.execute<Omit<OrderItemRow, 'current_price'> & { order_id: number }>(sql`
    select oi.order_id, ${itemColumns}
      from order_items oi left join products pr on pr.id = oi.product_id
     where oi.order_id = any(${intArray(orderIds)})
     order by oi.order_id, oi.id`);
  return rows;
}

export async function orderChangesAfter(db: Db, profileIds: number[], from: LogPosition, below: number, limit: number) {
  const { rows } = await db.execute<{ tx: string; seq: string; order_id: number }>(sql`
    select tx::text, seq::text, order_id from order_changes
    where profile_id = any(${intArray(profileIds)}) and ${logRange(from, below)}
    order by order_changes.tx, order_changes.seq limit ${limit}`);
  return stretch(rows, from, (r) => r.order_id);
}

// --- Pruning ---

/** Each log and its table. */
export const SYNC_LOGS = { customers: 'customer_changes', products: 'product_changes', prices: 'price_changes', orders: 'order_changes' } as const;

/**
 * Drops log rows older than `days` and raises each log's horizon past the newest transaction dropped, in one
 * transaction: a cursor below the horizon is then answered with a fresh start, never with a gap.
 */
export async function pruneLogs(db: Db, days: number): Promise<Record<keyof typeof SYNC_LOGS, number>> {
  return db.transaction(async (tx) => {
    const dropped = { customers: 0, products: 0, prices: 0, orders: 0 };
    for (const [log, table] of Object.entries(SYNC_LOGS) as [keyof typeof SYNC_LOGS, string][]) {
      const { rows } = await tx.execute<{ n: number }>(sql`
        with gone as (delete from ${sql.identifier(table)} where at < now() - make_interval(days => ${days}) returning tx),
        horizon as (
          insert into sync_horizons (log, min_tx) select ${log}, max(tx) + 1 from gone having count(*) > 0
          on conflict (log) do update set min_tx = greatest(sync_horizons.min_tx, excluded.min_tx))
        select count(*)::int as n from gone`);
      dropped[log] = rows[0]!.n;
    }
    return dropped;
  });
}
