import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CatalogueProductNow } from '@portale/contract/reorder';
import { andAll, intArray, scopeWhere, type PageOffset, type PageQuery } from '../../lists/list-sql';
import { datedDocumentList, documentPage, textMatchTotalsSql, type DocumentList } from '../../lists/text-match';
import type { ListFilter } from '../../lists/text-match';

export interface OrderFilter extends ListFilter {
  statusId?: number;
}

export type OrderRow = {
  id: number;
  code: string;
  issue_date: string;
  issued: boolean;
  processed: boolean;
  status_id: number | null;
  status_name: string | null;
  status_code: string | null;
  total_net: string;
  total: string;
  notes: string | null;
  shipping_name: string | null;
  shipping_address: string | null;
  shipping_zip_code: string | null;
  shipping_city: string | null;
  profile_external_id: string;
  profile_company_name: string;
  customer_id: number;
  customer_external_id: string;
  customer_company_name: string;
  quote_version: number | null;
  quote_id: number | null;
  quote_name: string | null;
};


export async function findOrderStatuses(db: Db) {
  const { rows } = await db.execute<{ id: number; name: string; code: string }>(
    sql`select id, name, code from order_statuses order by id`,
  );
  return rows;
}

/** The orders list: scope, status and dates (and `more` filters), newest first, free text on the code or the customer. */
export function ordersList(f: Omit<OrderFilter, 'search'>, more: SQL[] = []): DocumentList {
  return datedDocumentList({ name: 'orders', alias: 'o', date: 'issue_date', nulls: 'nulls last' }, f, {
    filters: [f.statusId !== undefined ? sql`o.status_id = ${f.statusId}` : undefined, ...more],
    ownText: (ilike) => sql`o.code ilike ${ilike}`,
  });
}

/**
 * One page: the ids come from an index-only scan in list order (cheap even at deep offsets), and
 * only those 20 rows are joined to their customer, profile and status.
 */
export function orderPage(f: OrderFilter, offset: PageOffset): PageQuery {
  return documentPage(ordersList(f), f, offset, sql`select ${orderColumns} from page join orders o on o.id = page.id ${orderJoins}`);
}

/** An OrderRow's columns and the joins they need, of orders aliased `o` (the list's page; the offline copy). */
export const orderColumns = sql`o.id, o.code, o.issue_date, o.issued, o.processed, o.status_id, s.name as status_name, s.code as status_code,
  o.total_net, o.total, o.notes, o.shipping_name, o.shipping_address, o.shipping_zip_code, o.shipping_city,
  p.external_id as profile_external_id, p.company_name as profile_company_name,
  c.id as customer_id, c.external_id as customer_external_id, c.company_name as customer_company_name,
  o.quote_version, q.id as quote_id, q.name as quote_name`;
export const orderJoins = sql`
  join profiles p on p.id = o.profile_id
  join customers c on c.id = o.customer_id
  left join order_statuses s on s.id = o.status_id
  left join carts q on q.order_id = o.id and o.quote_version is not null`;

/** Exact count and sums of the orders matching free text (lists/text-match.ts textMatchTotalsSql). */
export function orderTextTotals(f: OrderFilter): SQL {
  return textMatchTotalsSql(ordersList(f), f.search, sql`o.total_net, o.total`);
}

/** The order when it belongs to one of the profiles (null = any profile). */
export async function findOrderInScope(db: Db, id: number, profileIds: number[] | null) {
  const { rows } = await db.execute<{ id: number; customer_price_list_id: number | null }>(sql`
    select o.id, c.price_list_id as customer_price_list_id
      from orders o join customers c on c.id = o.customer_id
     where ${andAll([sql`o.id = ${id}`, scopeWhere(sql`o.profile_id`, profileIds)])}`);
  return rows[0];
}

/** An order with its customer and agent code, for 'Riordina' (scoped like the order's detail). */
/** The distinct customers (with their order's agent code) of order lines the caller can see. */
export async function findCustomersOfItems(db: Db, itemIds: number[], profileIds: number[] | null) {
  const { rows } = await db.execute<{
    customer_id: number;
    customer_external_id: string;
    company_name: string;
    price_list_id: number | null;
    profile_external_id: string;
    items: number;
  }>(sql`
    select c.id as customer_id, c.external_id as customer_external_id, c.company_name, c.price_list_id, p.external_id as profile_external_id, count(*)::int as items
      from order_items oi join orders o on o.id = oi.order_id join customers c on c.id = o.customer_id join profiles p on p.id = o.profile_id
     where ${andAll([sql`oi.id = any(${intArray(itemIds)})`, scopeWhere(sql`o.profile_id`, profileIds)])}
     group by c.id, p.external_id
     order by c.id, p.external_id`);
  return rows;
}

export async function findOrderForReorder(db: Db, id: number, profileIds: number[] | null) {
  const { rows } = await db.execute<{
    id: number;
    code: string;
    customer_id: number;
    customer_external_id: string;
    company_name: string;
    price_list_id: number | null;
    profile_external_id: string;
  }>(sql`
    select o.id, o.code, c.id as customer_id, c.external_id as customer_external_id, c.company_name, c.price_list_id, p.external_id as profile_external_id
      from orders o join customers c on c.id = o.customer_id join profiles p on p.id = o.profile_id
     where ${andAll([sql`o.id = ${id}`, scopeWhere(sql`o.profile_id`, profileIds)])}`);
  return rows[0];
}

/**
 * The order's product lines (not its shipping or promotion lines) with each product as the catalogue has it
 * now: enabled, available quantity, unit and today's price in `priceListId`.
 */
export async function findReorderLines(db: Db, lines: { orderId: number } | { itemIds: number[] }, priceListId: number | null) {
  const { rows } = await db.execute<CatalogueProductNow & { quantity: string }>(sql`
    select oi.product_id, coalesce(p.external_id, oi.product_external_id) as code, coalesce(p.description, oi.description) as description,
           oi.quantity, p.enabled, p.quantity as available, p.unit_of_measure, pp.price, p.weight, p.disable_discounts,
           oi.discount_1, oi.discount_2, oi.total as previous_total
      from order_items oi
      left join products p on p.id = oi.product_id
      left join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${priceListId}
     where ${'orderId' in lines ? sql`oi.order_id = ${lines.orderId}` : sql`oi.id = any(${intArray(lines.itemIds)})`}
       and not exists (select 1 from cart_additions a where a.external_id = oi.product_external_id)
     order by oi.id`);
  return rows;
}

export async function findCustomerPriceListId(db: Db, externalId: string): Promise<number | null> {
  const { rows } = await db.execute<{ price_list_id: number | null }>(
    sql`select price_list_id from customers where external_id = ${externalId}`,
  );
  return rows[0]?.price_list_id ?? null;
}

export type OrderItemRow = {
  id: number;
  product_external_id: string;
  description: string;
  price: string;
  quantity: string;
  discount_1: string;
  discount_2: string;
  total: string;
  notes: string | null;
  product_id: number | null;
  product_code: string | null;
  product_description: string | null;
  current_price: string | null;
};

export const itemColumns = sql`
  oi.id, oi.product_external_id, oi.description, oi.price, oi.quantity, oi.discount_1, oi.discount_2, oi.total, oi.notes,
  pr.id as product_id, pr.external_id as product_code, pr.description as product_description`;

/** Lines of an order with their product's current price in the given price list (null: none). */
export async function findOrderItems(db: Db, orderId: number, priceListId: number | null): Promise<OrderItemRow[]> {
  const { rows } = await db.execute<OrderItemRow>(sql`
    select ${itemColumns}, pp.price as current_price
      from order_items oi
      left join products pr on pr.id = oi.product_id
      left join product_prices pp on pp.product_id = pr.id and pp.price_list_id = ${priceListId}
     where oi.order_id = ${orderId}
     order by oi.id`);
  return rows;
}
