import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { profiles } from './profiles';
import { users } from './users';

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    dateVisit: date('date_visit').notNull(),
    notes: text('notes').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('visits_profile_date_idx').on(t.profileId, t.dateVisit, t.id),
    index('visits_date_idx').on(t.dateVisit, t.id),
    // visits_customer_date_idx (customer_id, date_visit desc, id desc) include (profile_id): migration 'customer_date_indexes'.
  ],
);
