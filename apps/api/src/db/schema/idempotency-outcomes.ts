import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What an Idempotency-Key produced (DESIGN.md convention 11): one row per (user, key), written in the transaction of
 * the outcome and never updated. `fingerprint` hashes the request (call, params, body): the key with another request
 * is refused. `answer` is what a replay answers, whatever happened since to the row it produced (`target_id`).
 * Keys from before the table have no fingerprint (any body replays) and, for carts, no answer (rebuilt from the cart).
 */
export const idempotencyOutcomes = pgTable(
  'idempotency_outcomes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint'),
    /** 'order' | 'held_order' | 'quote' | 'visit' | 'note'. */
    kind: text('kind').notNull(),
    targetId: integer('target_id'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_outcomes_pk', columns: [t.userId, t.key] })],
);
