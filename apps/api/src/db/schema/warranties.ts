import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const warrantyTypes = pgTable('warranty_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  supportsActivation: boolean('supports_activation').notNull().default(true),
  supportsValidation: boolean('supports_validation').notNull().default(false),
});

/** One generation of `codes_count` codes for (year, batch, type); `warranties_count` is the progress. */
export const warrantyJobs = pgTable(
  'warranty_jobs',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    batch: integer('batch').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => warrantyTypes.id),
    codesCount: integer('codes_count').notNull(),
    warrantiesCount: integer('warranties_count').notNull().default(0),
    /** Codes of this job registered online: kept with each activation, so list totals never count millions of rows. */
    activatedCount: integer('activated_count').notNull().default(0),
    notes: text('notes'),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('warranty_jobs_year_batch_key').on(t.year, t.batch), index('warranty_jobs_list_idx').on(t.year.desc(), t.batch.desc())],
);

export const warranties = pgTable(
  'warranties',
  {
    id: serial('id').primaryKey(),
    /** Normalized (upper-case, no dashes); printed grouped. */
    code: text('code').notNull(),
    jobId: integer('job_id')
      .notNull()
      .references(() => warrantyJobs.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => warrantyTypes.id),
    companyName: text('company_name'),
    vatCode: text('vat_code'),
    /** The date of death, as the funeral home typed it. */
    activatedAt: date('activated_at', { mode: 'string' }),
    /** The moment of the online registration: set once, never cleared. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    corpseLastName: text('corpse_last_name'),
    corpseFirstName: text('corpse_first_name'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** What the list's free search matches: lower-cased company name and VAT code (registered rows only). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(coalesce(${warranties.companyName}, '') || ' ' || coalesce(${warranties.vatCode}, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('warranties_code_key').on(t.code),
    index('warranties_job_idx').on(t.jobId, t.id),
    // The registered rows are few among millions of codes: partial indexes keep their lists fast.
    index('warranties_registered_idx').on(t.registeredAt.desc(), t.id.desc()).where(sql`${t.registeredAt} is not null`),
    index('warranties_vat_idx').on(t.vatCode, t.registeredAt.desc()).where(sql`${t.registeredAt} is not null`),
    index('warranties_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(sql`${t.registeredAt} is not null`),
  ],
);

/**
 * Public activation attempts in fixed windows, per key ('ip:…', 'code:…', 'pdf-ip:…'): in the
 * database so that every API process counts the same attempts.
 */
export const warrantyAttempts = pgTable('warranty_attempts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
