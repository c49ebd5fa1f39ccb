import { ruleFieldsInList } from '@portale/contract/quantity-rules';
import { CATALOG_PAGE_SIZE, type TProduct } from '@portale/contract/catalog';
import type { Paged } from '@portale/contract/common';
import { foldSearch, searchWords } from '@portale/contract/fold-search';
import type { OfflineDb, SyncedPrices, SyncedProduct } from './offline-db';
import { pageOf } from './page-of';

export interface LocalCatalogFilter {
  search: string;
  page: number;
  priceListId: number | null;
  categoryCode: string | null;
}

interface CatalogIndex {
  db: OfflineDb;
  /** The feeds' cursors when it was built: a sync that stored anything moves them. */
  version: string;
  /** Sorted as the server sorts (description, id), each with its folded search text. */
  products: { product: SyncedProduct; text: string }[];
  prices: Map<number, SyncedPrices['prices']>;
  /** The lists' overrides of the quantity rules, for the products that have any (issue 56). */
  rules: Map<number, NonNullable<SyncedPrices['rules']>>;
}

let index: CatalogIndex | null = null;

/**
 * The catalogue held in memory while the page lives: 100,000 products are ~100 bucket reads once, then every search
 * is a pass over an array (milliseconds) instead of reading the whole copy from IndexedDB again.
 */
async function catalogIndex(db: OfflineDb): Promise<CatalogIndex | undefined> {
  const [products, prices] = await db.feeds.bulkGet(['products', 'prices']);
  if (!products?.completedAt) return undefined; // never downloaded to its end: no copy to answer from
  const version = `${products.cursor} ${prices?.cursor ?? ''}`;
  if (index?.db === db && index.version === version) return index;
  const [productBuckets, priceBuckets] = await Promise.all([db.products.toArray(), db.prices.toArray()]);
  const rows = productBuckets.flatMap((b) => Object.values(b.rows));
  rows.sort((a, b) => (a.description < b.description ? -1 : a.description > b.description ? 1 : a.id - b.id));
  index = {
    db,
    version,
    // As products.search_text: code and description, accents folded, lower case.
    products: rows.map((product) => ({ product, text: foldSearch(`${product.external_id} ${product.description}`) })),
    prices: new Map(priceBuckets.flatMap((b) => Object.values(b.rows).map((r) => [r.product_id, r.prices] as const))),
    rules: new Map(priceBuckets.flatMap((b) => Object.values(b.rows).flatMap((r) => (r.rules ? [[r.product_id, r.rules] as const] : [])))),
  };
  return index;
}

/** The copy's prices when the catalogue is already in memory and current (nothing read), else undefined. */
export async function pricesInMemory(db: OfflineDb): Promise<Map<number, SyncedPrices['prices']> | undefined> {
  if (index?.db !== db) return undefined;
  const [products, prices] = await db.feeds.bulkGet(['products', 'prices']);
  return index.version === `${products?.cursor} ${prices?.cursor ?? ''}` ? index.prices : undefined;
}

/** A catalogue page from the device's copy, as catalog/getProducts answers it; undefined without a copy. */
export async function localCatalogPage(db: OfflineDb, filter: LocalCatalogFilter): Promise<Paged<TProduct> | undefined> {
  const catalog = await catalogIndex(db);
  if (!catalog) return undefined;
  const words = searchWords(filter.search);
  const matches = catalog.products.filter(
    ({ product, text }) => (!filter.categoryCode || product.category_code === filter.categoryCode) && words.every((w) => text.includes(w)),
  );
  const listKey = filter.priceListId === null ? null : String(filter.priceListId);
  const page = pageOf(matches, filter.page, CATALOG_PAGE_SIZE);
  return {
    ...page,
    data: page.data.map(({ product }) => ({
      ...product,
      // A list the copy does not price (disabled, or no price for the product) prices nothing, as on the server.
      current_price: listKey === null ? null : (catalog.prices.get(product.id)?.[listKey] ?? null),
      // The rule that applies in the customer's list, as the server's catalogue gives it (issue 56).
      ...ruleFieldsInList(product, listKey === null ? null : catalog.rules.get(product.id)?.[listKey]),
      sheet_url: null, // a technical sheet needs the network
    })),
  };
}
