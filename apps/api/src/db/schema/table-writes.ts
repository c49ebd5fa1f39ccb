import { bigint, numeric, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per statement that wrote a table read through a per-process cache (customers, products), with a random
 * positive mark. The sum of a table's marks changes with every committed write to it, and only then: it is the
 * version under which each API process keeps what a search term matched there (lists/kept-reads.ts). Rows are folded
 * now and then into one per table holding their sum (migration 0034, whose triggers write the table).
 */
export const tableWrites = pgTable('table_writes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tableName: text('table_name').notNull(),
  mark: numeric('mark').notNull(),
});
