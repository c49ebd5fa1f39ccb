import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index, pgSequence } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** Numbers the codes of orders sent from the portal ('WEB-2026-000123'). */
export const webOrderCodeSeq = pgSequence('web_order_code_seq', { startWith: 1 });

/**
 * Export outbox: written in the same transaction as a portal order; the `orders:export` command
 * delivers pending rows to the ERP and stamps `exported_at`.
 */
export const orderExports = pgTable(
  'order_exports',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('order_exports_order_key').on(t.orderId), index('order_exports_pending_idx').on(t.createdAt).where(sql`exported_at IS NULL`)],
);
