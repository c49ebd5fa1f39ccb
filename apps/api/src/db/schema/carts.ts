import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customerAddresses, customers } from './customers';
import { paymentModes, priceLists } from './master-data';
import { orders } from './orders';
import { profiles } from './profiles';
import { users } from './users';

/** Snapshot of a shipping line as it was when the cart was saved. */
export interface StoredShippingItem {
  id: number;
  external_id: string;
  description: string;
  price: number;
  quantity: number;
}
export interface StoredPromotionItem {
  id: number;
  external_id: string;
  description: string;
}
export interface StoredShippingAddress {
  name: string | null;
  address: string;
  zip_code: string | null;
  city: string | null;
  district: string | null;
}

/**
 * Archived carts of a user: quotes (saved with a name, or issued by an order/email) and temporary
 * orders (parked when the agent activates another customer). Amounts are the server's recomputation.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'no action' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'quotes' | 'temporary_orders' */
    type: text('type').notNull(),
    name: text('name'),
    notes: text('notes'),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'set null' }),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    totalFinal: numeric('total_final', { precision: 14, scale: 2 }).notNull(),
    totalWeight: numeric('total_weight', { precision: 14, scale: 3 }).notNull(),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    discountAmount: numeric('discount_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The payment mode the agent chose for this quote; null = the customer's own (and its discount). */
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id, { onDelete: 'set null' }),
    shippingItems: jsonb('shipping_items').$type<StoredShippingItem[]>().notNull().default(sql`'[]'::jsonb`),
    promotionItem: jsonb('promotion_item').$type<StoredPromotionItem | null>(),
    shippingAddress: jsonb('shipping_address').$type<StoredShippingAddress | null>(),
    shippingAddressId: integer('shipping_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    shippingAddressIsNew: boolean('shipping_address_is_new').notNull().default(false),
    shippingAddressNew: text('shipping_address_new'),
    /** Set when the quote was sent as an order or emailed: it is then immutable and never deletable. */
    issueDate: timestamp('issue_date', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The quote's current version (v1, v2…): a save after the current one was shared makes the next. */
    version: integer('version').notNull().default(1),
    /** Grows with every save: a save naming an older revision (or version) is refused (409 STALE_VERSION). */
    revision: integer('revision').notNull().default(1),
    /** When the current version was emailed or downloaded as PDF; null = never shared, a save updates it. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    /** 'Valido fino al': set with each new version; null for temporary orders. */
    validUntil: date('valid_until'),
    /** Idempotency-Key of the save that wrote the current content: the same save repeated answers this entry. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Serves the archive page: a user's entries of one type, newest first.
  (t) => [
    uniqueIndex('carts_idempotency_key').on(t.userId, t.idempotencyKey),
    index('carts_archive_idx').on(t.userId, t.type, t.createdAt.desc(), t.id.desc()),
    // The order list names the quote an order came from.
    index('carts_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/** What a version keeps: the quote as it was saved (lines, prices, discounts, additions, totals). */
export interface StoredQuoteVersion {
  name: string | null;
  notes: string | null;
  payment_mode: string | null;
  total: string;
  discount_percentage: string;
  discount_amount: string;
  total_weight: string;
  shipping_items: StoredShippingItem[];
  promotion_item: StoredPromotionItem | null;
  items: { product_id: number | null; product_code: string; description: string; quantity: string; price: string; discount_1: number; discount_2: number; row_total: string; notes: string | null }[];
}

/**
 * Every version of every quote, the current one included (kept in step with `carts` on each save), so the
 * 'Versioni' view lists and compares them from one place. Earlier versions are never changed.
 */
export const cartVersions = pgTable(
  'cart_versions',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'no action' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    validUntil: date('valid_until'),
    totalFinal: numeric('total_final', { precision: 14, scale: 2 }).notNull(),
    content: jsonb('content').$type<StoredQuoteVersion>().notNull(),
  },
  (t) => [uniqueIndex('cart_versions_cart_version_key').on(t.cartId, t.version)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    description: text('description').notNull(),
    notes: text('notes'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Whole units, or up to three decimals for units sold by measure (contract quantity.ts). */
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    discount1: integer('discount_1').notNull().default(0),
    discount2: integer('discount_2').notNull().default(0),
    rowTotal: numeric('row_total', { precision: 14, scale: 2 }).notNull(),
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull().default('0'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('22'),
    disableDiscounts: boolean('disable_discounts').notNull().default(false),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId, t.position)],
);

/** What a device last sent of the current cart (contract `ZCurrentCartContent`, parsed again on read). */
export type StoredCurrentCart = Record<string, unknown>;

/**
 * The current cart of each user, shared by every device (PRODUCT.md): the agent's choices, bound to a
 * profile and customer, with a version that every update must name (optimistic concurrency).
 */
export const currentCarts = pgTable('current_carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'no action' }),
  version: integer('version').notNull().default(0),
  profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  content: jsonb('content').$type<StoredCurrentCart>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
