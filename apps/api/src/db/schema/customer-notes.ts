import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

// Its own file: it joins customers and users, and users.ts already refers to customers (no import cycle).
/** A user's private note on a customer: each user sees only their own. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'no action' }),
    content: text('content').notNull(),
    /** Changes with every save, from one sequence (never reused after a delete): a device sends back the one it read. */
    version: integer('version')
      .notNull()
      .default(sql`nextval('customer_note_version_seq')`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.userId] })],
);
