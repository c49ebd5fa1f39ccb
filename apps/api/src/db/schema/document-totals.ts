import { date, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Count and sums of orders (kind 1) and invoices (kind 2), and the count of DDT (3), visits (4) and order lines (5), per profile,
 * day and order status, kept exact by triggers on those tables (migrations 'document_totals', 'month_totals',
 * 'list_day_counts', 'ordered_items_day_counts'), whoever writes them. Profile 0 holds the all-profiles rows. Status 0 = no status (invoices, or orders without one).
 * Day rows serve the partial months at the edges of a date filter; whole months come from
 * document_month_totals, so a list's totals read a few hundred rows instead of millions of documents.
 * Both primary keys also carry the measures (INCLUDE, migration 0033, which drizzle's primaryKey cannot declare): the
 * totals are read from the index alone.
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

/** As document_day_totals, per calendar month (`month` = its first day). */
export const documentMonthTotals = pgTable(
  'document_month_totals',
  {
    kind: smallint('kind').notNull(),
    profileId: integer('profile_id').notNull(),
    month: date('month').notNull(),
    statusId: integer('status_id').notNull(),
    docCount: integer('doc_count').notNull(),
    totalNet: numeric('total_net', { precision: 16, scale: 2 }).notNull(),
    total: numeric('total', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.profileId, t.month, t.statusId] })],
);
