import type { TProduct } from '@portale/contract/catalog';
import type { TCustomer } from '@portale/contract/customers';
import type { TSyncPricesResponse } from '@portale/contract/sync';
import Dexie, { type EntityTable, type Table } from 'dexie';

export type SyncedPrice = TSyncPricesResponse['rows'][number];
export type FeedName = 'products' | 'prices' | 'customers';

/** Where a feed stands on this device: the cursor to send next, and when it last read to the end. */
export interface FeedState {
  feed: FeedName;
  cursor: string;
  /** Epoch ms of the last sync that read the feed to its end; absent while a first download is under way. */
  completedAt?: number;
}

/**
 * The offline copy (issue 18): the agent's customers, the catalogue and the prices of their customers' lists, as
 * the server's sync calls hand them out. One database per user, so a tablet shared by two agents never shows one
 * the other's customers.
 */
export class OfflineDb extends Dexie {
  customers!: EntityTable<TCustomer, 'id'>;
  products!: EntityTable<TProduct, 'id'>;
  prices!: Table<SyncedPrice, [number, number]>;
  feeds!: EntityTable<FeedState, 'feed'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      customers: 'id, company_name',
      products: 'id, description',
      prices: '[price_list_id+product_id], product_id',
      feeds: 'feed',
    });
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
