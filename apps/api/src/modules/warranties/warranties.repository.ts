import { and, asc, desc, eq, inArray, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerProfiles, customers, warranties, warrantyAttempts, warrantyJobs, warrantyTypes } from '../../db/schema/index';
import { containsPattern } from '../../lib/search';

export async function listTypes(db: Db) {
  return db.select().from(warrantyTypes).orderBy(asc(warrantyTypes.id));
}

export async function findType(db: Db, id: number) {
  const [row] = await db.select().from(warrantyTypes).where(eq(warrantyTypes.id, id));
  return row;
}

// --- Jobs ---
export async function jobPairTaken(db: Db, year: number, batch: number): Promise<boolean> {
  const [row] = await db
    .select({ id: warrantyJobs.id })
    .from(warrantyJobs)
    .where(and(eq(warrantyJobs.year, year), eq(warrantyJobs.batch, batch)));
  return row !== undefined;
}

export async function insertJob(db: Db, values: typeof warrantyJobs.$inferInsert) {
  const [row] = await db.insert(warrantyJobs).values(values).returning();
  return row!;
}

const jobColumns = {
  id: warrantyJobs.id,
  year: warrantyJobs.year,
  batch: warrantyJobs.batch,
  typeId: warrantyJobs.typeId,
  typeName: warrantyTypes.name,
  supportsValidation: warrantyTypes.supportsValidation,
  codesCount: warrantyJobs.codesCount,
  warrantiesCount: warrantyJobs.warrantiesCount,
  notes: warrantyJobs.notes,
  status: warrantyJobs.status,
  createdAt: warrantyJobs.createdAt,
  finishedAt: warrantyJobs.finishedAt,
};
export type JobRow = Awaited<ReturnType<typeof findJob>> & object;

function jobsWhere(search: string, typeId: number | undefined): SQL | undefined {
  const term = search.trim();
  return and(
    typeId ? eq(warrantyJobs.typeId, typeId) : undefined,
    term
      ? /^\d+$/.test(term)
        ? sql`(${warrantyJobs.year} = ${Number(term)} or ${warrantyJobs.batch} = ${Number(term)})`
        : sql`${warrantyJobs.notes} ilike ${containsPattern(term)}`
      : undefined,
  );
}

export async function listJobs(db: Db, search: string, typeId: number | undefined, limit: number, offset: number) {
  const where = jobsWhere(search, typeId);
  const rows = await db
    .select(jobColumns)
    .from(warrantyJobs)
    .innerJoin(warrantyTypes, eq(warrantyTypes.id, warrantyJobs.typeId))
    .where(where)
    .orderBy(desc(warrantyJobs.year), desc(warrantyJobs.batch))
    .limit(limit)
    .offset(offset);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(warrantyJobs).where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findJob(db: Db, id: number) {
  const [row] = await db
    .select(jobColumns)
    .from(warrantyJobs)
    .innerJoin(warrantyTypes, eq(warrantyTypes.id, warrantyJobs.typeId))
    .where(eq(warrantyJobs.id, id));
  return row;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The job, locked for a deletion. */
export async function lockJob(tx: Tx, id: number) {
  const [row] = await tx.select({ id: warrantyJobs.id, year: warrantyJobs.year, batch: warrantyJobs.batch, status: warrantyJobs.status }).from(warrantyJobs).where(eq(warrantyJobs.id, id)).for('update');
  return row;
}

/**
 * Locks every code of a job and counts them and the activated ones: an activation running meanwhile either
 * committed first (and is counted) or waits, then finds its code gone.
 */
export async function lockJobCodes(tx: Tx, jobId: number): Promise<{ codes: number; activated: number }> {
  const { rows } = await tx.execute<{ codes: number; activated: number }>(
    sql`select count(*)::int as codes, count(registered_at)::int as activated from (select registered_at from ${warranties} where job_id = ${jobId} for update) locked`,
  );
  return rows[0] ?? { codes: 0, activated: 0 };
}

/** Deletes a job; its codes go with it (on delete cascade). */
export async function deleteJob(tx: Tx, id: number) {
  await tx.delete(warrantyJobs).where(eq(warrantyJobs.id, id));
}

export async function setJobProgress(db: Db, id: number, values: { warrantiesCount?: number; status?: string; finished?: boolean }) {
  await db
    .update(warrantyJobs)
    .set({
      ...(values.warrantiesCount !== undefined ? { warrantiesCount: values.warrantiesCount } : {}),
      ...(values.status ? { status: values.status } : {}),
      ...(values.finished ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(warrantyJobs.id, id));
}

export async function countJobCodes(db: Db, jobId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(warranties).where(eq(warranties.jobId, jobId));
  return row?.n ?? 0;
}

/** Inserts a batch of codes in one statement; a code that already exists is skipped. Answers how many went in. */
export async function insertCodes(db: Db, codes: string[], jobId: number, typeId: number): Promise<number> {
  const result = await db.execute(sql`
    insert into warranties (code, job_id, type_id)
    select c, ${jobId}, ${typeId} from unnest(${sql.param(codes)}::text[]) as c
    on conflict (code) do nothing`);
  return result.rowCount ?? 0;
}

/** A job's codes after `afterId`, in id order: the downloads stream them in keyset pages. */
export async function jobCodesAfter(db: Db, jobId: number, afterId: number, limit: number) {
  return db
    .select({
      id: warranties.id,
      code: warranties.code,
      companyName: warranties.companyName,
      vatCode: warranties.vatCode,
      activatedAt: warranties.activatedAt,
      registeredAt: warranties.registeredAt,
      corpseLastName: warranties.corpseLastName,
      corpseFirstName: warranties.corpseFirstName,
    })
    .from(warranties)
    .where(and(eq(warranties.jobId, jobId), sql`${warranties.id} > ${afterId}`))
    .orderBy(asc(warranties.id))
    .limit(limit);
}

// --- Warranties list ---
const warrantyColumns = {
  id: warranties.id,
  code: warranties.code,
  typeId: warranties.typeId,
  typeName: warrantyTypes.name,
  supportsActivation: warrantyTypes.supportsActivation,
  jobId: warranties.jobId,
  companyName: warranties.companyName,
  vatCode: warranties.vatCode,
  activatedAt: warranties.activatedAt,
  registeredAt: warranties.registeredAt,
  corpseLastName: warranties.corpseLastName,
  corpseFirstName: warranties.corpseFirstName,
  ipAddress: warranties.ipAddress,
  userAgent: warranties.userAgent,
};
export type WarrantyRow = Awaited<ReturnType<typeof findWarrantyByCode>> & object;

export interface WarrantyListFilter {
  status: 'active' | 'inactive' | '';
  search: string;
  /** The agent's profiles (their customers' VAT codes), or null for admins. */
  profileIds: number[] | null;
}

/** The VAT codes of the profiles' customers, as a subquery. */
function customerVatCodes(db: Db, profileIds: number[]) {
  return db
    .selectDistinct({ vat: customers.vatCode })
    .from(customers)
    .innerJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .where(and(inArray(customerProfiles.profileId, profileIds), isNotNull(customers.vatCode)));
}

/**
 * Only registered rows carry a company or VAT code, so a search, like an agent's scope, looks at the
 * registered rows alone (their partial indexes), never at the millions of blank codes.
 */
export function warrantyListWhere(db: Db, f: WarrantyListFilter): SQL | undefined | false {
  const registeredOnly = onlyRegistered(f);
  if (f.status === 'inactive' && registeredOnly) return false;
  if (f.profileIds && f.profileIds.length === 0) return false;
  return and(
    registeredOnly ? isNotNull(warranties.registeredAt) : f.status === 'inactive' ? sql`${warranties.registeredAt} is null` : undefined,
    // A whole partita IVA is matched exactly (its btree index); anything else as a fragment (trigrams).
    f.search ? (/^\d{11}$/.test(f.search) ? eq(warranties.vatCode, f.search) : like(warranties.searchText, containsPattern(f.search.toLowerCase()))) : undefined,
    f.profileIds ? inArray(warranties.vatCode, customerVatCodes(db, f.profileIds)) : undefined,
  );
}

/** Whether the filter can match registered rows only (then they are listed newest registration first). */
export function onlyRegistered(f: WarrantyListFilter): boolean {
  return f.status === 'active' || f.search !== '' || f.profileIds !== null;
}

/** The list page's query, not yet run (the bench explains it). */
export function listWarrantiesQuery(db: Db, where: SQL | undefined, registeredOrder: boolean, limit: number, offset: number) {
  return db
    .select(warrantyColumns)
    .from(warranties)
    .innerJoin(warrantyTypes, eq(warrantyTypes.id, warranties.typeId))
    .where(where)
    .orderBy(...(registeredOrder ? [sql`${warranties.registeredAt} desc nulls last`, desc(warranties.id)] : [desc(warranties.id)]))
    .limit(limit)
    .offset(offset);
}

/** Counts matching rows, but stops at `cap` (+1 to know it was passed): a broad search never counts 50,000 rows. */
export function countWarrantiesQuery(db: Db, where: SQL | undefined, cap: number) {
  const capped = db.select({ one: sql`1` }).from(warranties).where(where).limit(cap + 1).as('capped');
  return db.select({ n: sql<number>`count(*)::int` }).from(capped);
}

export async function countWarrantiesUpTo(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const [row] = await countWarrantiesQuery(db, where, cap);
  return row?.n ?? 0;
}

/** Every code ever generated and every one registered, from the jobs' counters (kept exact by generation and activation). */
export async function countCodes(db: Db): Promise<{ all: number; registered: number }> {
  const [row] = await db
    .select({
      all: sql<number>`coalesce(sum(${warrantyJobs.warrantiesCount}), 0)::int`,
      registered: sql<number>`coalesce(sum(${warrantyJobs.activatedCount}), 0)::int`,
    })
    .from(warrantyJobs);
  return row ?? { all: 0, registered: 0 };
}

export async function findWarrantyByCode(db: Db, code: string) {
  const [row] = await db
    .select(warrantyColumns)
    .from(warranties)
    .innerJoin(warrantyTypes, eq(warrantyTypes.id, warranties.typeId))
    .where(eq(warranties.code, code));
  return row;
}

/** A registered warranty by code and VAT code (together, the funeral home's key), and by id when given. */
export async function findWarrantyForCertificate(db: Db, id: number | null, code: string, vatCode: string) {
  const [row] = await db
    .select(warrantyColumns)
    .from(warranties)
    .innerJoin(warrantyTypes, eq(warrantyTypes.id, warranties.typeId))
    .where(and(id === null ? undefined : eq(warranties.id, id), eq(warranties.code, code), eq(warranties.vatCode, vatCode), isNotNull(warranties.registeredAt)));
  return row;
}

/**
 * Registers the activation only if nobody did before (the `where` makes two racing requests safe),
 * and counts it on its job in the same statement.
 */
export async function registerActivation(
  db: Db,
  id: number,
  v: { companyName: string; vatCode: string; activatedAt: string; corpseLastName: string; corpseFirstName: string; ipAddress: string; userAgent: string },
): Promise<{ id: number; registeredAt: Date } | undefined> {
  const result = await db.execute<{ id: number; registered_at: Date }>(sql`
    with w as (
      update ${warranties} set company_name = ${v.companyName}, vat_code = ${v.vatCode}, activated_at = ${v.activatedAt},
        corpse_last_name = ${v.corpseLastName}, corpse_first_name = ${v.corpseFirstName}, ip_address = ${v.ipAddress},
        user_agent = ${v.userAgent}, registered_at = now()
      where ${warranties.id} = ${id} and ${warranties.registeredAt} is null
      returning ${warranties.id}, ${warranties.jobId}, ${warranties.registeredAt}
    ), j as (
      update ${warrantyJobs} set activated_count = ${warrantyJobs.activatedCount} + 1 from w where ${warrantyJobs.id} = w.job_id
    )
    select id, registered_at from w`);
  const row = result.rows[0];
  return row ? { id: row.id, registeredAt: new Date(row.registered_at) } : undefined;
}

/**
 * Erases the IP address and user agent of registrations older than `days` (privacy: kept only to trace abuse of the
 * public page); the registration itself stays. Answers how many rows lost them.
 */
export async function eraseOldClientData(db: Db, days: number): Promise<number> {
  const result = await db.execute(sql`
    update ${warranties} set ip_address = null, user_agent = null
    where ${warranties.registeredAt} < now() - make_interval(days => ${days})
      and (${warranties.ipAddress} is not null or ${warranties.userAgent} is not null)`);
  return result.rowCount ?? 0;
}

/** Recomputes every job's activated_count (after bulk loads: demo, bench). */
export async function recountActivations(db: Db) {
  await db.execute(sql`
    update ${warrantyJobs} j set activated_count = coalesce(
      (select count(*) from ${warranties} w where w.job_id = j.id and w.registered_at is not null), 0)`);
}

/**
 * Counts one attempt for `key` in a fixed window and answers the count so far, in one statement so
 * that concurrent processes agree.
 */
/** Counts one attempt in the key's window; answers the count and the seconds left in the window. */
export async function countAttempt(db: Db, key: string, windowSeconds: number): Promise<{ count: number; waitSeconds: number }> {
  const result = await db.execute<{ count: number; wait: number }>(sql`
    insert into ${warrantyAttempts} (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${warrantyAttempts.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${warrantyAttempts.count} + 1 end,
      window_start = case when ${warrantyAttempts.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${warrantyAttempts.windowStart} end
    returning count, greatest(1, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now())))::int as wait`);
  return { count: Number(result.rows[0]?.count ?? 0), waitSeconds: Number(result.rows[0]?.wait ?? windowSeconds) };
}

/** Drops windows long past (called now and then, so the table stays small). */
export async function purgeOldAttempts(db: Db) {
  await db.delete(warrantyAttempts).where(sql`${warrantyAttempts.windowStart} < now() - interval '1 day'`);
}
