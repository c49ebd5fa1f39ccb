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
  /** The orders feed's cursor and count when it was built: a sync that stored or dropped anything changes them. */
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
  const feed = await db.feeds.get('orders');
  if (!feed?.completedAt) return undefined;
  const version = `${feed.cursor} ${feed.count}`;
  if (index?.db === db && index.version === version) return index.orders;
  const orders = (await db.orders.toArray()).sort((a, b) => (a.issue_date !== b.issue_date ? (a.issue_date < b.issue_date ? 1 : -1) : b.id - a.id));
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
