import { foldSearch } from '@portale/contract/fold-search';
import type { TSyncOrder } from '@portale/contract/sync';
import type { OfflineDb } from './offline-db';

/** An order of the copy with what the lists search, folded once. */
export interface IndexedOrder {
  order: TSyncOrder;
  /** Order code, customer code and name (the orders list's search). */
  text: string;
  /** The order's lines in their order, each with its product code and description (the ordered products' search). */
  lines: { item: TSyncOrder['items'][number]; text: string }[];
}

interface OrdersIndex {
  db: OfflineDb;
  /**
   * The orders feed's cursor and count, and the customers feed's cursor, when it was built: a sync that stored or
   * dropped orders, or changed a customer, changes them.
   */
  version: string;
  /** Newest first (issue date, then id), as the server's lists. */
  orders: IndexedOrder[];
}

let index: OrdersIndex | null = null;

/**
 * The copy's orders held in memory while the page lives, newest first: the orders list, the ordered products, the
 * briefing and the chosen rows read them at every call, and reading 8,000 orders with their lines from IndexedDB took
 * ~2 s on a throttled tablet each time. Undefined without a complete copy.
 */
export async function indexedOrders(db: OfflineDb): Promise<IndexedOrder[] | undefined> {
  const [feed, customersFeed] = await db.feeds.bulkGet(['orders', 'customers']);
  if (!feed?.completedAt) return undefined;
  const version = `${feed.cursor} ${feed.count} ${customersFeed?.cursor ?? ''}`;
  if (index?.db === db && index.version === version) return index.orders;
  const [stored, customers] = await Promise.all([db.orders.toArray(), db.customers.toArray()]);
  // An order carries its customer's name as of the order's last change; a renamed customer shows its name of today.
  const current = new Map(customers.map((c) => [c.id, { id: c.id, external_id: c.external_id, company_name: c.company_name }]));
  const orders = stored
    .map((order) => ({ ...order, customer: current.get(order.customer.id) ?? order.customer }))
    .sort((a, b) => (a.issue_date !== b.issue_date ? (a.issue_date < b.issue_date ? 1 : -1) : b.id - a.id));
  index = {
    db,
    version,
    orders: orders.map((order) => ({
      order,
      text: foldSearch(`${order.code} ${order.customer.external_id} ${order.customer.company_name}`),
      lines: [...order.items]
        .sort((a, b) => a.id - b.id)
        .map((item) => ({ item, text: foldSearch(`${item.product?.external_id ?? item.product_external_id} ${item.product?.description ?? item.description}`) })),
    })),
  };
  return index.orders;
}
