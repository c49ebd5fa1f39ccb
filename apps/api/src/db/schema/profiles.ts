import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Agent profile: an agent code of the ERP (external_id) with its sales areas. */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id').notNull(),
    companyName: text('company_name').notNull(),
  },
  (t) => [uniqueIndex('profiles_external_id_key').on(t.externalId)],
);

export const salesAreas = pgTable(
  'sales_areas',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [index('sales_areas_profile_idx').on(t.profileId)],
);
