import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Change logs for the offline tablet's "changes since" calls (docs/OFFLINE-SYNC.md). Triggers write them (migration
 * 0028); nothing else does. A row says "this row changed", never what: the call reads the row as it is now.
 *
 * `tx` is the writing transaction's id. A reader only takes rows of transactions older than every transaction still
 * running (the snapshot's xmin), so a slow transaction that commits late can never slip behind a cursor already
 * handed out, as a plain sequence would let it.
 */
const tx = () => bigint('tx', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`);
/** When: pruning (sync:prune) drops rows older than the days it keeps. */
const at = () => timestamp('at', { withTimezone: true }).notNull().defaultNow();

/** One row per (agent profile, customer) change: content, addresses, contacts, notes, turnover, or the link itself. */
export const customerChanges = pgTable(
  'customer_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tx: tx(),
    at: at(),
    profileId: integer('profile_id').notNull(),
    customerId: integer('customer_id').notNull(),
  },
  (t) => [index('customer_changes_profile_tx_idx').on(t.profileId, t.tx, t.seq)],
);

/** A product changed, appeared or left the catalogue (its category disabled included). Products are not per agent. */
export const productChanges = pgTable(
  'product_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tx: tx(),
    at: at(),
    productId: integer('product_id').notNull(),
  },
  (t) => [index('product_changes_tx_idx').on(t.tx, t.seq)],
);

/** A price of a product in a price list was set, changed or removed. */
export const priceChanges = pgTable(
  'price_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tx: tx(),
    at: at(),
    priceListId: integer('price_list_id').notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [index('price_changes_list_tx_idx').on(t.priceListId, t.tx, t.seq)],
);

/** An order (or one of its lines) of an agent profile was written, or left the profile; migration 0029. */
export const orderChanges = pgTable(
  'order_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    tx: tx(),
    at: at(),
    profileId: integer('profile_id').notNull(),
    orderId: integer('order_id').notNull(),
  },
  (t) => [index('order_changes_profile_tx_idx').on(t.profileId, t.tx, t.seq)],
);

/**
 * Per log, the oldest transaction it still holds in full: pruning raises it, and a cursor older than it is answered
 * with a fresh start (`reset`), since the changes it would need are gone.
 */
export const syncHorizons = pgTable(
  'sync_horizons',
  {
    log: text('log').notNull(),
    minTx: bigint('min_tx', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.log] })],
);
