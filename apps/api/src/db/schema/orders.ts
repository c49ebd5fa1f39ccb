import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { customers } from './customers';
import { profiles } from './profiles';
import { users } from './users';

export const orderStatuses = pgTable(
  'order_statuses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
  },
  (t) => [uniqueIndex('order_statuses_code_key').on(t.code)],
);

/**
 * One orders table for both sources: imported from the ERP and sent from the portal
 * (issued = sent from the portal; processed = acknowledged by the ERP).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    issueDate: date('issue_date').notNull(),
    issued: boolean('issued').notNull().default(false),
    processed: boolean('processed').notNull().default(false),
    statusId: integer('status_id').references(() => orderStatuses.id),
    /** Goods total net of VAT and total with VAT, euro. */
    totalNet: numeric('total_net', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    notes: text('notes'),
    shippingName: text('shipping_name'),
    shippingAddress: text('shipping_address'),
    shippingZipCode: text('shipping_zip_code'),
    shippingCity: text('shipping_city'),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The portal user who sent it (null for ERP orders). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'no action' }),
    /** Client-chosen key of the submission: a retry of the same submission finds this order. */
    idempotencyKey: text('idempotency_key'),
    /** The version of the archived quote (carts.order_id = this order) the order was sent from; null when not from a quote. */
    quoteVersion: integer('quote_version'),
    /** How many order_items rows it has, kept by a trigger on them (migration 0035); its customer's row sums them. */
    lineCount: integer('line_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    // List pages: filter + order served by one narrow index, scanned index-only even at deep offsets
    // (status_id trails so the status filter is checked without visiting the table).
    index('orders_profile_date_idx').on(t.profileId, t.issueDate.desc(), t.id.desc(), t.statusId),
    // The migration 'date_customer_indexes' adds INCLUDE (customer_id): free text on a common word walks it.
    index('orders_date_idx').on(t.issueDate.desc(), t.id.desc(), t.statusId),
    index('orders_status_date_idx').on(t.statusId, t.issueDate.desc(), t.id.desc()),
    // orders_customer_date_idx (customer_id, issue_date desc, id desc) include (profile_id, status_id, total_net, total),
    // migration 'customer_date_indexes': free text reads a matching customer's orders and sums index-only.
    index('orders_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productExternalId: text('product_external_id').notNull(),
    description: text('description').notNull(),
    notes: text('notes'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    discount1: numeric('discount_1', { precision: 5, scale: 2 }).notNull().default('0'),
    discount2: numeric('discount_2', { precision: 5, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull().default('22'),
    /**
     * Copies of the order's profile and date, filled by a trigger (migration 'document_totals') so the
     * ordered-products list pages over one index without joining millions of orders. Writers leave them out.
     */
    profileId: integer('profile_id'),
    issueDate: date('issue_date'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_profile_date_idx').on(t.profileId, t.issueDate.desc(), t.orderId.desc(), t.id),
    index('order_items_date_idx').on(t.issueDate.desc(), t.orderId.desc(), t.id),
    index('order_items_product_idx').on(t.productId),
  ],
);
