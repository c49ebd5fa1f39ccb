import type { TCustomerBriefing } from '@portale/contract/briefing';
import type { TOrderDifference } from '@portale/contract/cart';
import type { TSyncCartRulesResponse, TSyncCustomer, TSyncOrder, TSyncPricesResponse, TSyncProductsResponse, TSyncQuotesResponse } from '@portale/contract/sync';
import Dexie, { type EntityTable } from 'dexie';

export type SyncedProduct = TSyncProductsResponse['rows'][number];
/** A product's prices in the lists of the agent's customers. */
export type SyncedPrices = TSyncPricesResponse['rows'][number];
/** The synchronised entities, in the order a sync reads them: the catalogue first (what an agent searches most). */
export const FEED_NAMES = ['products', 'prices', 'customers', 'orders'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

/** Where a feed stands on this device. */
export interface FeedState {
  feed: FeedName;
  /** The cursor to send next. */
  cursor: string;
  /** Rows held (kept with each write, so counting never reads the rows). */
  count: number;
  /** Epoch ms of the last sync that read the feed to its end; absent while a first download is under way. */
  completedAt?: number;
  /**
   * A new copy being downloaded aside after a `reset` (its `*Next` table), while the complete one above stays in use:
   * its cursor and rows. It replaces the copy once read to its end.
   */
  staging?: { cursor: string; count: number };
  /** The server's business date of the last answer (AAAA-MM-GG): the copy is aged by it, never by the device's clock. */
  serverDate?: string;
}

/** A write made without network, waiting for its turn (lib/offline/outbox.ts). */
export interface OutboxItem {
  /** The item's Idempotency-Key: a replay after a lost answer records it once on the server. */
  key: string;
  kind: 'visit' | 'note' | 'order' | 'quote';
  /** What the agent recorded, in Italian ('Visita a Ferramenta Rossi S.r.l. del 26/11/2026'). */
  label: string;
  /** The call's input, as the screen would have sent it. */
  input: unknown;
  state: 'pending' | 'sent' | 'review';
  /** Epoch ms when it was queued, and when the server took it. */
  createdAt: number;
  sentAt?: number;
  attempts: number;
  /** Why it is parked for review, or why the last attempt failed (Italian). */
  error?: string;
  /**
   * The user who wrote it (issue 53, point 2): it is sent only in that user's session, and declares them to the
   * server (X-Author-Id). Absent on items queued before the field existed: the database's own user.
   */
  author?: number;
  /**
   * Changes each time the entry is written: a note edited again while its earlier text is being sent replaces the
   * entry, and the earlier send must not mark the new text sent (issue 53, point 7).
   */
  revision?: string;
  /** The server's code for a refusal, so the screen can tell one that retrying can never fix. */
  code?: string;
  /** How an item closed without being sent by this device (a held order confirmed or deleted elsewhere). */
  resolution?: string;
  /** What the write became on the server: the order's code (WEB-…) and id, to quote it and open it. */
  /** `pending_approval`: the server stored the order 'Da approvare' and said why (issue 56). */
  outcome?: { order_id?: number; order_code?: string; pending_approval?: string };
  /** A note refused as stale (NOTE_CONFLICT): the text saved meanwhile elsewhere, for the agent to choose. */
  conflict?: { content: string; version: number };
  /** An order the server priced differently: the temporary order it became, and what changed. */
  held?: { cart_id: number; differences: TOrderDifference[] };
  /** A quote the server saved at prices other than those seen (it is saved at today's): what changed. */
  repriced?: TOrderDifference[];
}

/**
 * What the device keeps whole, replaced at every sync (small): the cart's addition rules and payment modes
 * (sync/cart-rules), the user's open quotes (sync/quotes). `at`: epoch ms when it was downloaded.
 */
export type MetaRecord = { key: 'cart-rules'; value: TSyncCartRulesResponse; at: number } | { key: 'open-quotes'; value: TSyncQuotesResponse; at: number };

/** A 'Scheda visita' as the server last answered it on this device, to show again without network. */
export interface SavedBriefing {
  customer_id: number;
  answer: TCustomerBriefing;
  /** Epoch ms when the server answered it. */
  at: number;
}

/** Rows whose ids share `Math.floor(id / BUCKET_SIZE)`, stored as one record. */
export interface Bucket<T> {
  bucket: number;
  rows: Record<string, T>;
}
/**
 * The catalogue and its prices are 100,000 rows each: one IndexedDB record per row made the first download cost
 * ~100,000 writes per table, the bulk of its time on a throttled tablet CPU. Buckets of consecutive ids make it
 * ~100 writes, and a product is still one read away (its bucket).
 */
export const BUCKET_SIZE = 1000;
export const bucketOf = (id: number) => Math.floor(id / BUCKET_SIZE);

/**
 * The offline copy (issue 18): the agent's customers, the catalogue and the prices of their customers' lists, as
 * the server's sync calls hand them out. One database per user, so a tablet shared by two agents never shows one
 * the other's customers.
 */
export class OfflineDb extends Dexie {
  customers!: EntityTable<TSyncCustomer, 'id'>;
  /** The agent's orders of the last 24 months, with their lines (`issue_date` indexed: older ones are dropped). */
  orders!: EntityTable<TSyncOrder, 'id'>;
  products!: EntityTable<Bucket<SyncedProduct>, 'bucket'>;
  prices!: EntityTable<Bucket<SyncedPrices>, 'bucket'>;
  /** A new copy of each feed, downloaded aside after a reset (FeedState.staging). */
  customersNext!: EntityTable<TSyncCustomer, 'id'>;
  ordersNext!: EntityTable<TSyncOrder, 'id'>;
  productsNext!: EntityTable<Bucket<SyncedProduct>, 'bucket'>;
  pricesNext!: EntityTable<Bucket<SyncedPrices>, 'bucket'>;
  feeds!: EntityTable<FeedState, 'feed'>;
  outbox!: EntityTable<OutboxItem, 'key'>;
  meta!: EntityTable<MetaRecord, 'key'>;
  briefings!: EntityTable<SavedBriefing, 'customer_id'>;

  constructor(name: string) {
    // Relaxed durability: a chunk lost to a power cut is downloaded again from the cursor stored before it.
    super(name, { chromeTransactionDurability: 'relaxed' });
    this.version(1).stores({ customers: 'id', products: 'bucket', prices: 'bucket', feeds: 'feed' });
    // v2: the outbox; customers now carry the agent codes they are linked to, so the copy is downloaded again.
    this.version(2)
      .stores({ outbox: 'key, state, createdAt' })
      .upgrade(async (tx) => {
        await tx.table('customers').clear();
        await tx.table('feeds').delete('customers');
      });
    // v3: the agent's orders, the cart's rules and open quotes (meta) and the briefings seen; customers' payment modes now carry their
    // discount, so the customers are downloaded again.
    this.version(3)
      .stores({ orders: 'id, issue_date', meta: 'key', briefings: 'customer_id, at' })
      .upgrade(async (tx) => {
        await tx.table('customers').clear();
        await tx.table('feeds').delete('customers');
      });
    // v5: staging tables, so a reset never empties the copy before the new one is complete.
    this.version(5).stores({ customersNext: 'id', ordersNext: 'id', productsNext: 'bucket', pricesNext: 'bucket' });
  }
}

const open = new Map<number, OfflineDb>();

/** The user's offline database (one handle per user for the page's life). */
export function offlineDbFor(userId: number): OfflineDb {
  let db = open.get(userId);
  if (!db) {
    db = new OfflineDb(`portale-offline-${userId}`);
    open.set(userId, db);
  }
  return db;
}

/** Deletes the user's offline database from the device (its open handle first). */
export async function deleteOfflineDb(userId: number): Promise<void> {
  const db = open.get(userId) ?? new OfflineDb(`portale-offline-${userId}`);
  open.delete(userId);
  await db.delete();
}

/** The users that have an offline database on this device (none where the browser cannot list databases). */
export async function offlineDbUsers(): Promise<number[]> {
  const all = (await indexedDB.databases?.()) ?? [];
  return all.flatMap((d) => /^portale-offline-(\d+)$/.exec(d.name ?? '')?.slice(1).map(Number) ?? []);
}

/** When the whole copy was last brought up to date: the oldest feed's last complete sync; null until every feed is. */
export function copyUpdatedAt(feeds: FeedState[]): number | null {
  const done = FEED_NAMES.map((name) => feeds.find((f) => f.feed === name)?.completedAt);
  return done.every((at) => at !== undefined) ? Math.min(...done) : null;
}

/** A product as the device holds it, with its prices; undefined when the copy does not have it. */
export async function localProduct(db: OfflineDb, id: number): Promise<(SyncedProduct & Pick<SyncedPrices, 'prices' | 'rules'>) | undefined> {
  const [products, prices] = await Promise.all([db.products.get(bucketOf(id)), db.prices.get(bucketOf(id))]);
  const product = products?.rows[id];
  return product && { ...product, prices: prices?.rows[id]?.prices ?? {}, rules: prices?.rows[id]?.rules };
}

/** The prices of these products in the copy's lists (only their price buckets are read, each once). */
export async function localPrices(db: OfflineDb, productIds: number[]): Promise<Map<number, SyncedPrices['prices']>> {
  const buckets = [...new Set(productIds.map(bucketOf))];
  const read = new Map(buckets.map((bucket, i) => [bucket, i]));
  const rows = await db.prices.bulkGet(buckets);
  const prices = new Map<number, SyncedPrices['prices']>();
  for (const id of productIds) {
    const found = rows[read.get(bucketOf(id))!]?.rows[id];
    if (found) prices.set(id, found.prices);
  }
  return prices;
}

/** The cart's rules as last downloaded (sync/cart-rules); undefined before the first sync. */
export async function cartRulesOf(db: OfflineDb): Promise<TSyncCartRulesResponse | undefined> {
  const record = await db.meta.get('cart-rules');
  return record?.key === 'cart-rules' ? record.value : undefined;
}

/** The user's open quotes as last downloaded (sync/quotes); undefined before the first sync. */
export async function openQuotesOf(db: OfflineDb): Promise<TSyncQuotesResponse | undefined> {
  const record = await db.meta.get('open-quotes');
  return record?.key === 'open-quotes' ? record.value : undefined;
}
