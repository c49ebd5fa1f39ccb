import { foldSearch } from '@portale/contract/fold-search';
import { LIST_PAGE_SIZE } from '@portale/contract/lists';
import type { TOrder, TReorderItemsResponse, TReorderResponse, ZGetProfileOrderedItemsResponse, ZGetProfileOrdersResponse, ZOrderItem } from '@portale/contract/orders';
import { reorderLines } from '@portale/contract/reorder';
import type { TSyncOrder } from '@portale/contract/sync';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import { pricesInMemory } from './local-catalog';
import { cartRulesOf, localPrices, localProduct, type OfflineDb } from './offline-db';
import { indexedOrders } from './orders-index';
import { pageOf, pagedAnswer } from './page-of';

type OrdersAnswer = z.infer<typeof ZGetProfileOrdersResponse>;

/** The orders list's filters, as orders/getProfileOrders takes them ('' profile: every code of the agent). */
export interface OrdersFilter {
  profile: string;
  search: string;
  dateStart?: string;
  dateEnd?: string;
  statusId?: number;
  page: number;
}

/** Whether the device holds a complete copy of the agent's orders. */
async function hasOrders(db: OfflineDb): Promise<boolean> {
  return Boolean((await db.feeds.get('orders'))?.completedAt);
}

const cents = (euro: number) => Math.round(euro * 100);

/** The agent code and dates of the lists' filters. */
const inFilter = (o: TSyncOrder, f: Pick<OrdersFilter, 'profile' | 'dateStart' | 'dateEnd'>) =>
  (!f.profile || o.profile_external_id === f.profile) && (!f.dateStart || o.issue_date >= f.dateStart) && (!f.dateEnd || o.issue_date <= f.dateEnd);

/** An order of the copy as the list shows it (the lines and the status id stay on the device). */
const listed = ({ items: _items, status_id: _status, ...order }: TSyncOrder): TOrder => order;

/**
 * One page of orders from the device's copy, as orders/getProfileOrders answers it: the agent code, dates and status
 * as filters; the search as a piece of the order code or of the customer's name or code (accents and case folded as
 * the server does); newest first; sums over the whole filtered set. Undefined without a complete copy.
 */
export async function localOrdersPage(db: OfflineDb, f: OrdersFilter): Promise<OrdersAnswer | undefined> {
  const orders = await indexedOrders(db);
  if (!orders) return undefined;
  const term = foldSearch(f.search.trim());
  const matches = orders
    .filter(({ order: o, text }) => inFilter(o, f) && (f.statusId === undefined || o.status_id === f.statusId) && (!term || text.includes(term)))
    .map(({ order }) => order);
  const netCents = matches.reduce((sum, o) => sum + cents(o.total_net), 0);
  const totalCents = matches.reduce((sum, o) => sum + cents(o.total), 0);
  const page = pageOf(matches, f.page, LIST_PAGE_SIZE);
  return {
    orders: { ...page, data: page.data.map(listed) },
    total_net: netCents / 100,
    total_vat: (totalCents - netCents) / 100,
  };
}

type OrderLine = z.infer<typeof ZOrderItem>;

/** Lines of the copy with 'Prezzo attuale' from the copy's prices, each in its customer's list (`listId`; null: no list). */
async function withCurrentPrices<T extends { item: TSyncOrder['items'][number]; listId: number | null }>(db: OfflineDb, lines: T[]): Promise<(T & { line: OrderLine })[]> {
  // The catalogue in memory (after a search) answers at once; otherwise only the lines' price buckets are read.
  const prices =
    (await pricesInMemory(db)) ??
    (await localPrices(
      db,
      lines.flatMap(({ item }) => (item.product ? [item.product.id] : [])),
    ));
  return lines.map((entry) => {
    const { item, listId } = entry;
    if (!item.product) return { ...entry, line: { ...item, product: null } };
    const price = listId === null ? undefined : prices.get(item.product.id)?.[String(listId)];
    return { ...entry, line: { ...item, product: { ...item.product, current_price: price ?? null } } };
  });
}

/**
 * An order's lines from the device's copy, as orders/getOrderItems answers them: 'Prezzo attuale' from the copy's
 * prices in the order's customer's list. Undefined when the copy does not hold the order.
 */
export async function localOrderItems(db: OfflineDb, orderId: number): Promise<{ items: OrderLine[] } | undefined> {
  if (!(await hasOrders(db))) return undefined;
  const order = await db.orders.get(orderId);
  if (!order) return undefined;
  const listId = (await db.customers.get(order.customer.id))?.price_list_id ?? null;
  return { items: (await withCurrentPrices(db, order.items.map((item) => ({ item, listId })))).map(({ line }) => line) };
}

/**
 * One page of ordered products from the device's copy, as orders/getProfileOrderedItems answers it: the lines of the
 * orders in the agent code and dates; the search as a piece of the order's code or customer (as the orders list) or
 * of the line's product code or description (accents and case folded); newest order first, then the order's lines in
 * their order; 'Prezzo attuale' from the copy. Undefined without a complete copy.
 */
export async function localOrderedItemsPage(db: OfflineDb, f: Omit<OrdersFilter, 'statusId'>): Promise<z.infer<typeof ZGetProfileOrderedItemsResponse> | undefined> {
  const orders = await indexedOrders(db);
  if (!orders) return undefined;
  const term = foldSearch(f.search.trim());
  // One pass that counts the matching lines and keeps only the page's (a copy holds ~100,000 lines).
  const offset = (f.page - 1) * LIST_PAGE_SIZE;
  const page: { item: TSyncOrder['items'][number]; order: TSyncOrder }[] = [];
  let total = 0;
  for (const { order, text, lines } of orders) {
    if (!inFilter(order, f)) continue;
    const orderMatches = !term || text.includes(term);
    for (const line of lines) {
      if (!orderMatches && !line.text.includes(term)) continue;
      if (total >= offset && page.length < LIST_PAGE_SIZE) page.push({ item: line.item, order });
      total++;
    }
  }
  const customerIds = [...new Set(page.map(({ order }) => order.customer.id))];
  const listIds = new Map(await Promise.all(customerIds.map(async (id) => [id, (await db.customers.get(id))?.price_list_id ?? null] as const)));
  const priced = await withCurrentPrices(
    db,
    page.map(({ item, order }) => ({ item, order, listId: listIds.get(order.customer.id) ?? null })),
  );
  const data = priced.map(({ line, order }) => ({
    ...line,
    order: { id: order.id, code: order.code, issue_date: order.issue_date, customer: order.customer, profile_external_id: order.profile_external_id },
  }));
  return { order_items: pagedAnswer(data, total, f.page, LIST_PAGE_SIZE) };
}

/** The order statuses the copy's orders carry, for the status filter without network; undefined without a copy. */
export async function localOrderStatuses(db: OfflineDb): Promise<{ status: { id: number; name: string; code: string }[] } | undefined> {
  const orders = await indexedOrders(db);
  if (!orders) return undefined;
  const byId = new Map<number, { id: number; name: string; code: string }>();
  for (const { order: o } of orders) if (o.status_id !== null && o.status) byId.set(o.status_id, { id: o.status_id, ...o.status });
  return { status: [...byId.values()].sort((a, b) => a.id - b.id) };
}

/**
 * The lines 'Riordina' puts back from the copy, for one customer: the product lines (not shipping or promotion lines,
 * known from the copy's cart rules) at today's prices in the customer's list, and the lines left out with the
 * server's reasons. A product the copy does not hold has left the catalogue. Undefined when the copy cannot say (the
 * customer or the cart rules not in it).
 */
async function reorderFromCopy(db: OfflineDb, items: TSyncOrder['items'], customerId: number, profile: string): Promise<TReorderItemsResponse | undefined> {
  const [customer, rules] = await Promise.all([db.customers.get(customerId), cartRulesOf(db)]);
  if (!customer || !rules) return undefined;
  const additions = new Set(Object.values(rules.rules).flatMap((list) => list.map((r) => r.external_id)));
  const listId = customer.price_list_id;
  const rows = await Promise.all(
    [...items]
      .sort((a, b) => a.id - b.id)
      .filter((item) => !additions.has(item.product_external_id))
      .map(async (item) => {
        const product = item.product ? await localProduct(db, item.product.id) : undefined;
        return {
          product_id: product?.id ?? null,
          code: product?.external_id ?? item.product_external_id,
          description: product?.description ?? item.description,
          enabled: product ? true : null,
          available: product?.quantity ?? null,
          unit_of_measure: product?.unit_of_measure ?? null,
          price: listId === null ? null : (product?.prices[String(listId)] ?? null),
          weight: product?.weight ?? null,
          disable_discounts: product?.disable_discounts ?? null,
          quantity: item.quantity,
          // As orders/reorder: last time's discounts (the server checks them against today's rules at save).
          discount_1: item.discount_1,
          discount_2: item.discount_2,
          previous_total: item.total,
        };
      }),
  );
  return {
    customer: { id: customer.id, external_id: customer.external_id, company_name: customer.company_name, price_list_id: listId },
    profile_external_id: profile,
    ...reorderLines(rows),
  };
}

/** 'Riordina' of an order from the device's copy, as orders/reorder answers it; undefined when the copy cannot say. */
export async function localReorder(db: OfflineDb, orderId: number): Promise<TReorderResponse | undefined> {
  if (!(await hasOrders(db))) return undefined;
  const order = await db.orders.get(orderId);
  const answer = order && (await reorderFromCopy(db, order.items, order.customer.id, order.profile_external_id));
  return answer && { order: { id: order.id, code: order.code }, ...answer };
}

export const MIXED_CUSTOMERS = 'I prodotti scelti sono di clienti diversi: sceglierne di un solo cliente';

/**
 * 'Aggiungi al carrello' of rows chosen among the ordered products, from the device's copy, as orders/reorderItems
 * answers it: rows of two customers are refused with the server's message (400); undefined when the copy does not
 * hold every row.
 */
export async function localReorderItems(db: OfflineDb, itemIds: number[]): Promise<TReorderItemsResponse | undefined> {
  const orders = await indexedOrders(db);
  if (!orders) return undefined;
  const wanted = new Set(itemIds);
  const found = orders.flatMap(({ order, lines }) => lines.filter(({ item }) => wanted.has(item.id)).map(({ item }) => ({ item, order })));
  if (found.length < wanted.size) return undefined;
  const [first] = found;
  if (!first) return undefined;
  if (found.some(({ order }) => order.customer.id !== first.order.customer.id)) throw new ApiError(400, MIXED_CUSTOMERS, 'BAD_REQUEST');
  return reorderFromCopy(
    db,
    found.map(({ item }) => item),
    first.order.customer.id,
    first.order.profile_external_id,
  );
}
