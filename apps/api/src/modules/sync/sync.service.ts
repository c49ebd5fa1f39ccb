import { deflateRawSync, constants as zlib } from 'node:zlib';
import type { TProduct } from '@portale/contract/catalog';
import { addMonths, todayInRome } from '@portale/contract/business-date';
import type { TSyncCartRulesResponse, TSyncCustomersResponse, TSyncOrder, TSyncOrdersResponse, TSyncPricesResponse, TSyncProductsResponse, TSyncQuotesResponse } from '@portale/contract/sync';
import { SYNC_CHUNK, SYNC_CHUNK_BYTES, SYNC_CHUNK_WIRE_BYTES, SYNC_ORDER_MONTHS } from '@portale/contract/sync';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { centsToEuro, toCents } from '../../lib/money';
import { presentProducts } from '../catalog/catalog.service';
import { loadAdditionRules } from '../cart/cart-pricing.service';
import { findOpenQuotes, findProductLinesOfCarts, findVersionsOfCarts } from '../cart/cart.repository';
import { snapshotOf, toQuoteVersion } from '../cart/quote-versions.service';
import { toArchiveEntry } from '../cart/cart.service';
import { listPaymentModes } from '../master-data/master-data.repository';
import { approvalsOfOrders } from '../orders/approvals.service';
import { toItem, toOrder } from '../orders/orders.service';
import { findCustomerSheets } from '../customers/customers.repository';
import { customerSheet } from '../customers/customers.service';
import { decodeCursor, encodeCursor, fingerprint, type CursorState } from './sync-cursor';
import {
  priceListMinimums,
  agentCodesOf,
  catalogueProductsAfter,
  catalogueProductsByIds,
  customerChangesAfter,
  customerIdsAfter,
  logHorizon,
  orderChangesAfter,
  orderIdsAfter,
  orderLinesOf,
  ordersByIds,
  oldestRunningTx,
  priceChangesAfter,
  productPricesAfter,
  productPricesByIds,
  productChangesAfter,
  profilesPriceListIds,
  type LogPosition,
  type LogStretch,
  type ProductPricesRow,
} from './sync.repository';

interface SyncPage<R> {
  rows: R[];
  deleted: number[];
  cursor: string;
  more: boolean;
  reset: boolean;
  server_date: string;
}

/** One synchronised entity: its first pass over the caller's view, its change log, and how keys become rows. */
interface Feed<R> {
  log: 'customers' | 'products' | 'prices' | 'orders';
  /** The ids that define what the caller sees (agent codes, price lists): when they change, the copy starts over. */
  view: number[];
  /** The next `limit` rows of the view after key `after` ([]: from the start), and the last key read. */
  firstPass(after: number[], limit: number): Promise<{ rows: R[]; read: number; lastKey: number[] | null }>;
  changes(from: LogPosition, below: number, limit: number): Promise<LogStretch<number>>;
  /** The current rows of changed keys still in the view; the other keys are answered as tombstones. */
  present(keys: number[]): Promise<{ rows: R[]; deleted: number[] }>;
  /** The key of a row (its id, or its product's for prices). */
  keyOf(row: R): number;
}

/**
 * Rows read from the database per query: a chunk is read in batches of this many until it is full on the wire (an
 * orders chunk of ~256 kB compressed is ~600 orders, a prices chunk ~20,000 rows).
 */
const READ_BATCH = 1000;

/** A row's cost in a chunk: its JSON bytes and about what it adds on the wire, compressed. */
interface RowSize {
  json: number;
  wire: number;
}

/**
 * The sizes of a batch of rows. Each row's JSON is measured; the wire is estimated from the batch compressed at
 * once with deflate's fastest level (the answer goes out in brotli 4 or gzip, which compress at least as well: the
 * estimate errs on the small-chunk side), shared out by JSON bytes. One compression per batch, not per row.
 */
function sizesOf(rows: readonly unknown[]): RowSize[] {
  const texts = rows.map((row) => JSON.stringify(row));
  const json = texts.reduce((sum, text) => sum + text.length, 0);
  if (!json) return texts.map(() => ({ json: 0, wire: 0 }));
  const ratio = deflateRawSync(`[${texts.join(',')}]`, { level: zlib.Z_BEST_SPEED }).length / json;
  return texts.map((text) => ({ json: text.length, wire: text.length * ratio }));
}

/**
 * How many of `sizes`, from the first, fit in a chunk: SYNC_CHUNK_WIRE_BYTES on the wire, SYNC_CHUNK_BYTES of JSON
 * and SYNC_CHUNK rows, whichever comes first (at least one: a larger row goes alone).
 */
function fitting(sizes: readonly RowSize[]): number {
  let json = 0;
  let wire = 0;
  for (let i = 0; i < sizes.length; i++) {
    json += sizes[i]!.json;
    wire += sizes[i]!.wire;
    if (i > 0 && (json > SYNC_CHUNK_BYTES || wire > SYNC_CHUNK_WIRE_BYTES || i >= SYNC_CHUNK)) return i;
  }
  return sizes.length;
}

/**
 * The first pass's next chunk after key `after`: batches of READ_BATCH rows until the chunk is full or the view read
 * to its end. `lastKey`: the key to go on from (null: the pass is done).
 */
async function firstPassChunk<R>(feed: Feed<R>, after: number[]): Promise<{ rows: R[]; lastKey: number[] | null }> {
  const rows: R[] = [];
  const sizes: RowSize[] = [];
  let key = after;
  for (;;) {
    const batch = await feed.firstPass(key, READ_BATCH);
    const batchSizes = sizesOf(batch.rows);
    const fit = fitting([...sizes, ...batchSizes]);
    if (fit < rows.length + batch.rows.length) {
      // Full: the rows that fit, and the key of the last one handed out.
      rows.push(...batch.rows.slice(0, fit - rows.length));
      return { rows, lastKey: [feed.keyOf(rows.at(-1)!)] };
    }
    rows.push(...batch.rows);
    sizes.push(...batchSizes);
    if (batch.read < READ_BATCH || batch.lastKey === null) return { rows, lastKey: null };
    key = batch.lastKey;
  }
}

/**
 * One call of a feed. Without a usable cursor (none, another server version, another view, or older than the log
 * keeps) it starts over, `reset` set: first the whole view by key, chunk by chunk, then the log from the
 * transaction that was oldest running when the first pass began, so whatever changed meanwhile comes again.
 * A chunk ends at about SYNC_CHUNK_WIRE_BYTES on the wire, SYNC_CHUNK_BYTES of JSON or SYNC_CHUNK rows, whichever
 * comes first; the change log is read READ_BATCH keys per call.
 */
async function runFeed<R>(db: Db, feed: Feed<R>, cursor: string | undefined): Promise<SyncPage<R>> {
  const server_date = todayInRome();
  const f = fingerprint(feed.view);
  const decoded = cursor === undefined ? null : decodeCursor(cursor, feed.log);
  const usable = decoded !== null && decoded !== 'stale' && decoded.f === f && decoded.x >= (await logHorizon(db, feed.log));
  const state: Omit<CursorState, 'v'> = usable ? decoded : { log: feed.log, f, x: await oldestRunningTx(db), s: -1, a: [] };
  const reset = !usable;

  if (state.a !== null) {
    const chunk = await firstPassChunk(feed, state.a);
    // `more` stays true when the pass is done: the changes made during it are to be read at once.
    return { rows: chunk.rows, deleted: [], reset, more: true, server_date, cursor: encodeCursor({ ...state, a: chunk.lastKey }) };
  }

  const below = await oldestRunningTx(db);
  const stretch = await feed.changes({ tx: state.x, seq: state.s }, below, READ_BATCH);
  // A prune that committed after the horizon was checked may have dropped rows this read then missed: the cursor
  // would move past them for good. The horizon read again after the log says so; the copy then starts over.
  if (state.x < (await logHorizon(db, feed.log))) return runFeed(db, feed, undefined);
  const { rows, deleted } = await feed.present(stretch.keys);
  const sizeOf = new Map(sizesOf(rows).map((size, i) => [feed.keyOf(rows[i]!), size]));
  const fit = fitting(stretch.keys.map((key) => sizeOf.get(key) ?? { json: 8, wire: 8 }));
  if (fit < stretch.keys.length) {
    // Too many bytes: the keys that fit, and a cursor just before the first row of the first key left out.
    const kept = new Set(stretch.keys.slice(0, fit));
    const next = stretch.before[fit]!;
    return {
      rows: rows.filter((row) => kept.has(feed.keyOf(row))),
      deleted: deleted.filter((id) => kept.has(id)),
      reset,
      more: true,
      server_date,
      cursor: encodeCursor({ ...state, x: next.tx, s: next.seq }),
    };
  }
  const more = stretch.read === READ_BATCH;
  // Read to the end: everything below `below` is consumed, so the cursor moves there even when nothing changed
  // (an idle device's cursor stays within what the log keeps).
  const next = more ? stretch.last! : below > state.x ? { tx: below, seq: -1 } : { tx: state.x, seq: state.s };
  return { rows, deleted, reset, more, server_date, cursor: encodeCursor({ ...state, x: next.tx, s: next.seq }) };
}

/** The ids that no row answers for: tombstones. */
const missing = (ids: number[], rows: { id: number }[]) => {
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
};

/** The agent's customers: linked to one of their agent codes now; a customer that left answers its id only. */
export async function syncCustomers(db: Db, actor: Actor, cursor: string | undefined): Promise<TSyncCustomersResponse> {
  const profileIds = actor.profileIds;
  const present = async (ids: number[]) => {
    const [customers, codes] = await Promise.all([
      findCustomerSheets(db, ids, profileIds, actor.userId).then((rows) => rows.map((r) => customerSheet(null, r))),
      agentCodesOf(db, ids, profileIds),
    ]);
    const rows = customers.map((c) => ({ ...c, agent_codes: codes.get(c.id) ?? [] }));
    return { rows, deleted: missing(ids, rows) };
  };
  return runFeed(db, {
    log: 'customers',
    view: profileIds,
    async firstPass(after, limit) {
      const ids = profileIds.length ? await customerIdsAfter(db, profileIds, after[0] ?? 0, limit) : [];
      return { rows: (await present(ids)).rows, read: ids.length, lastKey: ids.length ? [ids.at(-1)!] : null };
    },
    changes: (from, below, limit) =>
      profileIds.length ? customerChangesAfter(db, profileIds, from, below, limit) : Promise.resolve({ keys: [], before: [], read: 0, last: null }),
    present,
    keyOf: (row) => row.id,
  }, cursor);
}

/** A catalogue product without the fields the device does not keep (price per list and sheet link). */
const syncProduct = ({ current_price: _price, sheet_url: _sheet, ...product }: TProduct) => product;

/** The catalogue (the same for every agent): products that left it (disabled, removed, category off) answer their id. */
export async function syncProducts(db: Db, config: Config, cursor: string | undefined): Promise<TSyncProductsResponse> {
  return runFeed(db, {
    log: 'products',
    view: [],
    async firstPass(after, limit) {
      const rows = await catalogueProductsAfter(db, after[0] ?? 0, limit);
      return { rows: (await presentProducts(config, rows, { sheets: false })).map(syncProduct), read: rows.length, lastKey: rows.length ? [rows.at(-1)!.id] : null };
    },
    changes: (from, below, limit) => productChangesAfter(db, from, below, limit),
    async present(ids) {
      const rows = (await presentProducts(config, await catalogueProductsByIds(db, ids), { sheets: false })).map(syncProduct);
      return { rows, deleted: missing(ids, rows) };
    },
    keyOf: (row) => row.id,
  }, cursor);
}

/** A product's prices as exact euro numbers. */
const decimal = (v: string | null | undefined) => (v == null ? null : Number(v));
const toSyncPrices = (r: ProductPricesRow) => {
  const lists = r.lists ?? [];
  // Only the lists that override a quantity rule: most rows carry none and stay as small as before.
  const rules = lists.flatMap((listId, i) => {
    const [min, multiple] = [decimal(r.mins?.[i]), decimal(r.multiples?.[i])];
    return min === null && multiple === null ? [] : [[String(listId), { min_quantity: min, quantity_multiple: multiple }] as const];
  });
  return {
    product_id: r.productId,
    prices: Object.fromEntries(lists.map((listId, i) => [String(listId), centsToEuro(toCents(r.prices![i]!))])),
    ...(rules.length ? { rules: Object.fromEntries(rules) } : {}),
  };
};
const priced = (r: ProductPricesRow) => r.lists !== null;

/**
 * The prices of the enabled price lists the agent's customers use, one row per product; when that set of lists
 * changes, it starts over.
 */
export async function syncPrices(db: Db, actor: Actor, cursor: string | undefined): Promise<TSyncPricesResponse> {
  const profileIds = actor.profileIds;
  const listIds = profileIds.length ? await profilesPriceListIds(db, profileIds) : [];
  return runFeed(db, {
    log: 'prices',
    view: listIds,
    async firstPass(after, limit) {
      if (!listIds.length) return { rows: [], read: 0, lastKey: null };
      const rows = await productPricesAfter(db, listIds, after[0] ?? 0, limit);
      return { rows: rows.filter(priced).map(toSyncPrices), read: rows.length, lastKey: rows.length ? [rows.at(-1)!.productId] : null };
    },
    changes: (from, below, limit) =>
      listIds.length ? priceChangesAfter(db, listIds, from, below, limit) : Promise.resolve({ keys: [], before: [], read: 0, last: null }),
    async present(ids) {
      const rows = await productPricesByIds(db, listIds, ids);
      return {
        rows: rows.filter(priced).map(toSyncPrices),
        deleted: rows.filter((r) => !priced(r)).map((r) => r.productId),
      };
    },
    keyOf: (row) => row.product_id,
  }, cursor);
}

/**
 * The orders of the agent's codes issued in the last SYNC_ORDER_MONTHS months, with their lines. An order that moved to
 * another code or was deleted answers its id; one that grew older than the window is dropped by the device itself.
 */
export async function syncOrders(db: Db, actor: Actor, cursor: string | undefined): Promise<TSyncOrdersResponse> {
  const profileIds = actor.profileIds;
  const since = addMonths(todayInRome(), -SYNC_ORDER_MONTHS);
  const present = async (ids: number[]) => {
    const orders = ids.length && profileIds.length ? await ordersByIds(db, ids, profileIds, since) : [];
    const [lines, approvals] = await Promise.all([
      orderLinesOf(db, orders.map((o) => o.id)),
      // Issue 56: 'Da approvare', or the rejection's reason, also in the orders list without network.
      approvalsOfOrders(db, orders.filter((o) => o.issued).map((o) => o.id)),
    ]);
    const linesOf = groupedBy(lines, (line) => line.order_id);
    const syncedLine = (line: Awaited<ReturnType<typeof orderLinesOf>>[number]): TSyncOrder['items'][number] => {
      // No today's price: the device prices the line from its own copy.
      const { product, ...item } = toItem({ ...line, current_price: null });
      return { ...item, product: product && { id: product.id, external_id: product.external_id, description: product.description } };
    };
    const rows = orders.map((o) => ({ ...toOrder(o), approval: approvals.get(o.id) ?? null, status_id: o.status_id, items: (linesOf.get(o.id) ?? []).map(syncedLine) }));
    return { rows, deleted: missing(ids, rows) };
  };
  return runFeed(db, {
    log: 'orders',
    view: profileIds,
    async firstPass(after, limit) {
      const ids = profileIds.length ? await orderIdsAfter(db, profileIds, since, after[0] ?? 0, limit) : [];
      return { rows: (await present(ids)).rows, read: ids.length, lastKey: ids.length ? [ids.at(-1)!] : null };
    },
    changes: (from, below, limit) =>
      profileIds.length ? orderChangesAfter(db, profileIds, from, below, limit) : Promise.resolve({ keys: [], before: [], read: 0, last: null }),
    present,
    keyOf: (row) => row.id,
  }, cursor);
}

/** The addition rules of each of the agent's price lists and the payment modes, for the device's cart totals. */
export async function syncCartRules(db: Db, actor: Actor): Promise<TSyncCartRulesResponse> {
  const listIds = actor.profileIds.length ? await profilesPriceListIds(db, actor.profileIds) : [];
  const [perList, modes, minimums] = await Promise.all([
    Promise.all(listIds.map((id) => loadAdditionRules(db, id))),
    listPaymentModes(db),
    priceListMinimums(db, listIds),
  ]);
  const rules = Object.fromEntries(
    listIds.map((id, i) => [
      String(id),
      perList[i]!.map((r) => ({
        id: r.id,
        type: r.type,
        external_id: r.externalId,
        description: r.description,
        priority: r.priority,
        weight_min_grams: r.weightMinGrams,
        weight_max_grams: r.weightMaxGrams,
        amount_min_cents: r.amountMinCents,
        amount_max_cents: r.amountMaxCents,
        is_free_shipping: r.isFreeShipping,
        price_cents: r.priceCents,
      })),
    ]),
  );
  return {
    rules,
    payment_modes: modes.map((m) => ({ id: m.id, description: m.description, discount: Number(m.discount) })),
    order_minimums: Object.fromEntries(minimums.map((m) => [String(m.id), toCents(m.minOrderAmount)])),
  };
}

/** Rows grouped by a key, each group in the rows' order (Node 20 has no Map.groupBy). */
function groupedBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The caller's open quotes, whole (an agent has a few hundred at most), with what 'Ripristina' puts back in the cart. */
export async function syncQuotes(db: Db, actor: Actor): Promise<TSyncQuotesResponse> {
  const quotes = await findOpenQuotes(db, actor.userId);
  const ids = quotes.map((q) => q.id);
  const [items, versions] = await Promise.all([findProductLinesOfCarts(db, ids), findVersionsOfCarts(db, ids)]);
  const versionsOf = groupedBy(versions, (v) => v.cartId);
  const itemsOf = groupedBy(items, (i) => i.cartId);
  return {
    quotes: quotes.map((q) => ({
      ...toArchiveEntry(q),
      revision: q.revision,
      updated_at: q.updatedAt.toISOString(),
      versions: (versionsOf.get(q.id) ?? []).map((v) => ({ ...toQuoteVersion(v, q.version), snapshot: snapshotOf(v.content, v.totalFinal) })),
      notes: q.notes,
      payment_mode_id: q.paymentModeId,
      shipping_address_id: q.shippingAddressIsNew ? null : q.shippingAddressId,
      shipping_address_is_new: q.shippingAddressIsNew,
      shipping_address_new: q.shippingAddressNew,
      items: (itemsOf.get(q.id) ?? []).map((i) => ({
        product_id: i.productId!,
        product_code: i.productCode,
        description: i.description,
        quantity: Number(i.quantity),
        price: Number(i.price),
        discount_1: i.discount1,
        discount_2: i.discount2,
        notes: i.notes,
      })),
    })),
  };
}
