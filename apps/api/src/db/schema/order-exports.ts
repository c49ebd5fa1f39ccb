import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, index, pgSequence } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

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

/**
 * Issue 56: an order held 'Da approvare' (beyond the sender's discount authority, or a customer overdue). It keeps
 * the ERP payload the order is exported with once approved (order_exports gets its row then, never before), who sent
 * it and the decision: the order's approval history.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why it is held: TApprovalReasons (lines beyond authority, overdue instalments). */
    reasons: jsonb('reasons').notNull(),
    exportPayload: jsonb('export_payload').notNull(),
    decision: text('decision'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [index('order_approvals_pending_idx').on(t.requestedAt).where(sql`decision IS NULL`)],
);
