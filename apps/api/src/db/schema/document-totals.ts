import { date, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Count and sums of orders (kind 1) and invoices (kind 2) per profile, day and order status, kept
 * exact by triggers on those tables (migration 'document_totals'), whoever writes them. Profile 0 holds
 * the all-profiles rows, so the admin's unfiltered totals read ~1,000 rows instead of millions.
 * Status 0 = no status (invoices, or orders without one).
 */
export const documentDayTotals = pgTable(
  'document_day_totals',
  {
    kind: smallint('kind').notNull(),
    profileId: integer('profile_id').notNull(),
    day: date('day').notNull(),
    statusId: integer('status_id').notNull(),
    docCount: integer('doc_count').notNull(),
    totalNet: numeric('total_net', { precision: 16, scale: 2 }).notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.profileId, t.day, t.statusId] })],
);
