import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { profiles } from './profiles';
import { users } from './users';

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    dateVisit: date('date_visit').notNull(),
    notes: text('notes').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'no action' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Client-chosen key of the recording: a retry with the same key finds this visit (a device's outbox replays). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visits_idempotency_key').on(t.userId, t.idempotencyKey),
    index('visits_profile_date_idx').on(t.profileId, t.dateVisit, t.id),
    // The migration 'date_customer_indexes' adds INCLUDE (customer_id): free text on a common word walks it.
    index('visits_date_idx').on(t.dateVisit, t.id),
    // visits_customer_date_idx (customer_id, date_visit desc, id desc) include (profile_id): migration 'customer_date_indexes'.
  ],
);
