import { countOf } from '@portale/contract/italian-count';
import { todayInRome } from '@portale/contract/business-date';
import type { z } from 'zod';
import type {
  ZActivateWarrantyRequest,
  ZGetJobsRequest,
  ZStartJobRequest,
  ZWarrantyIndexRequest,
  TWarranty,
  TWarrantyJob,
} from '@portale/contract/warranties';
import { formatWarrantyCode, normalizeWarrantyCode, warrantyCodeProblem } from '@portale/contract/warranty-code';
import { normalizePartitaIva } from '@portale/contract/partita-iva';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { reachableProfileIds } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { pagedOf } from '../../lists/list-paging';
import { offsetOf, PER_PAGE } from '../../lists/list-sql';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import * as repo from './warranties.repository';
import type { JobRow, WarrantyRow } from './warranties.repository';


export async function getTypes(db: Db) {
  const rows = await repo.listTypes(db);
  return {
    types: Object.fromEntries(
      rows.map((t) => [String(t.id), { id: t.id, name: t.name, supports_activation: t.supportsActivation, supports_validation: t.supportsValidation }]),
    ),
  };
}

// --- Warranties list ---
function toWarranty(r: WarrantyRow, isAdmin: boolean): TWarranty {
  return {
    id: r.id,
    code: formatWarrantyCode(r.code),
    type_id: r.typeId,
    type: r.typeName,
    job_id: r.jobId,
    company_name: r.companyName,
    vat_code: r.vatCode,
    activated_at: r.activatedAt,
    registered_at: r.registeredAt?.toISOString() ?? null,
    corpse_last_name: r.corpseLastName,
    corpse_first_name: r.corpseFirstName,
    // Where a funeral home connected from is for the back office, not for the agents.
    ip_address: isAdmin ? r.ipAddress : null,
    user_agent: isAdmin ? r.userAgent : null,
  };
}

/**
 * The warranties list. Agents see only registered warranties whose VAT code is one of their own
 * customers'; admins see every code. The unfiltered totals come from the jobs' counters, so a
 * list over millions of codes never counts them row by row.
 */
export async function warrantyIndex(db: Db, actor: Actor, input: z.output<typeof ZWarrantyIndexRequest>) {
  const filter = { status: input.type, search: input.search, profileIds: reachableProfileIds(actor) };
  const where = repo.warrantyListWhere(db, filter);
  if (where === false) return { warranties: pagedOf<TWarranty>([], 0, input.page, false) };
  const offset = offsetOf(input.page);
  const [rows, { total, estimate }] = await Promise.all([
    repo.listWarrantiesQuery(db, where, repo.onlyRegistered(filter), PER_PAGE, offset),
    countFor(db, filter, where),
  ]);
  return { warranties: pagedOf(rows.map((r) => toWarranty(r, actor.isAdmin)), total, input.page, estimate) };
}

/** Past this many matches a search answers "about 2,000" (refine the term) instead of counting them all. */
export const COUNT_CAP = 2_000;

/**
 * Totals: the unfiltered ones (all, registered, not registered) from the jobs' counters, exact and
 * O(jobs); a search or an agent's scope counts its matches, up to COUNT_CAP.
 */
async function countFor(db: Db, filter: repo.WarrantyListFilter, where: SQL | undefined): Promise<{ total: number; estimate: boolean }> {
  if (filter.search === '' && filter.profileIds === null) {
    const { all, registered } = await repo.countCodes(db);
    const total = filter.status === 'active' ? registered : filter.status === 'inactive' ? all - registered : all;
    return { total: Math.max(0, total), estimate: false };
  }
  const n = await repo.countWarrantiesUpTo(db, where, COUNT_CAP);
  return n > COUNT_CAP ? { total: COUNT_CAP, estimate: true } : { total: n, estimate: false };
}

// --- Jobs ---
function toJob(r: JobRow): TWarrantyJob {
  return {
    id: r.id,
    year: r.year,
    batch: r.batch,
    type_id: r.typeId,
    type: { id: r.typeId, name: r.typeName, supports_validation: r.supportsValidation },
    codes_count: r.codesCount,
    warranties_count: r.warrantiesCount,
    notes: r.notes,
    status: r.status as TWarrantyJob['status'],
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

export async function checkJob(db: Db, year: number, batch: number) {
  const taken = await repo.jobPairTaken(db, year, batch);
  return taken ? { success: false, year, batch, message: `Il lotto ${batch} del ${year} esiste già` } : { success: true, year, batch };
}

export async function getJobs(db: Db, input: z.output<typeof ZGetJobsRequest>, batchMax: number) {
  const { rows, total } = await repo.listJobs(db, input.search, input.type, PER_PAGE, offsetOf(input.page));
  return { jobs: pagedOf(rows.map(toJob), total, input.page, false), batch_max: batchMax };
}

/** Creates the job row; the caller then queues its generation (queueGeneration). */
export async function createJob(db: Db, actor: Actor, input: z.output<typeof ZStartJobRequest>, batchMax: number) {
  if (input.codes_count > batchMax) {
    throw AppError.invalid([{ path: 'codes_count', message: `Si possono generare al massimo ${batchMax} codici per lotto` }]);
  }
  const type = await repo.findType(db, input.type_id);
  if (!type) throw AppError.invalid([{ path: 'type_id', message: 'Tipo di garanzia inesistente' }]);
  try {
    return await repo.insertJob(db, {
      year: input.year,
      batch: input.batch,
      typeId: input.type_id,
      codesCount: input.codes_count,
      notes: input.notes || null,
      createdBy: actor.userId,
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new AppError('DUPLICATE_KEY', `Il lotto ${input.batch} del ${input.year} esiste già`, [
        { path: 'batch', message: `Il lotto ${input.batch} del ${input.year} esiste già` },
      ]);
    }
    throw error;
  }
}

/**
 * Queues the 'warranty:generate' run of a new job (the caller passes the jobs engine's enqueue). A job
 * that could not be queued is marked failed, so it never shows as waiting for ever.
 */
export async function queueGeneration(db: Db, jobId: number, enqueue: (jobId: number) => Promise<number>) {
  try {
    return await enqueue(jobId);
  } catch (error) {
    await repo.setJobProgress(db, jobId, { status: 'failed', finished: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Deletes a batch none of whose codes is activated, with its codes (a batch generated by mistake, e.g. with
 * the wrong count). A batch still generating, or with an activated code, stays.
 */
export async function deleteJob(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const job = await repo.lockJob(tx, id);
    if (!job) throw AppError.notFound('Lotto non trovato');
    const name = `${job.year}/${job.batch}`;
    if (job.status === 'queued' || job.status === 'running') {
      throw AppError.conflict(`La generazione del lotto ${name} è in corso: attendere che finisca, poi cancellarlo`);
    }
    const { codes, activated } = await repo.lockJobCodes(tx, id);
    if (activated > 0) {
      throw AppError.conflict(`Il lotto ${name} ha ${countOf(activated, 'codice attivato', 'codici attivati')}: non può essere cancellato`);
    }
    await repo.deleteJob(tx, id);
    return { success: true, message: `Lotto ${name} cancellato correttamente (${countOf(codes, 'codice', 'codici')})` };
  });
}

/** The job whose files are asked for, ready to be downloaded (else an answer the screen shows). */
export async function downloadableJob(db: Db, id: number, needsValidation = false) {
  const job = await repo.findJob(db, id);
  if (!job) throw AppError.notFound('Lavoro di generazione non trovato');
  if (job.status !== 'done') throw AppError.conflict('I codici di questo lavoro sono ancora in generazione: riprovare al termine');
  if (needsValidation && !job.supportsValidation) throw AppError.conflict(`Il tipo di garanzia "${job.typeName}" non prevede la convalida`);
  return job;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/**
 * The address the labels' QR codes open. A real deployment refuses one on this computer (PUBLIC_URL not set, or
 * local): the labels are glued on products and scanned by families' phones, and could never be reprinted.
 */
export function labelsPublicUrl(settings: { publicUrl: string; refuseLocalPublicUrl: boolean }): string {
  const host = new URL(settings.publicUrl).hostname;
  if (settings.refuseLocalPublicUrl && (LOCAL_HOSTS.has(host) || host.endsWith('.localhost'))) {
    throw AppError.conflict(
      'Etichette non generate: l’indirizzo pubblico del portale (PUBLIC_URL) non è impostato o è un indirizzo locale, e i codici QR non si aprirebbero dai telefoni. Impostare PUBLIC_URL con l’indirizzo pubblico del portale.',
    );
  }
  return settings.publicUrl;
}

/** Keyset pages over a job's codes, for the streamed downloads. */
export function jobCodePages(db: Db, jobId: number, pageSize = 2_000) {
  let after = 0;
  return async () => {
    const rows = await repo.jobCodesAfter(db, jobId, after, pageSize);
    if (rows.length) after = rows[rows.length - 1]!.id;
    return rows;
  };
}

// --- Public activation ---
export interface PublicRequestInfo {
  ip: string;
  userAgent: string;
  /** Where the real reason of a refusal goes (the back office reads the log). */
  log: (reason: string, details: Record<string, unknown>) => void;
}

export interface AttemptLimits {
  attemptsPerIpMinute: number;
  attemptsPerCodeHour: number;
}

/** One answer for an unknown code, a wrong check symbol and a code of a type without activation. */
const rejected = () => new AppError('WARRANTY_CODE_REJECTED', 'Codice non valido: verificare il codice riportato sull’etichetta');
/** 'tra 45 secondi', 'tra 1 minuto', 'tra 52 minuti'. */
const waitText = (seconds: number) => (seconds < 60 ? `tra ${countOf(seconds, 'secondo', 'secondi')}` : `tra ${countOf(Math.ceil(seconds / 60), 'minuto', 'minuti')}`);
/** The refusal says how long to wait, in the message and in Retry-After. */
const tooMany = (waitSeconds: number) => new AppError('TOO_MANY_ATTEMPTS', `Troppi tentativi: riprovare ${waitText(waitSeconds)}`, undefined, waitSeconds);

async function limitAttempts(db: Db, key: string, windowSeconds: number, max: number, info: PublicRequestInfo, reason: string) {
  const { count, waitSeconds } = await repo.countAttempt(db, key, windowSeconds);
  if (count > max) {
    info.log(reason, { key, count });
    throw tooMany(waitSeconds);
  }
}

export async function activateWarranty(db: Db, input: z.output<typeof ZActivateWarrantyRequest>, info: PublicRequestInfo, limits: AttemptLimits) {
  const code = normalizeWarrantyCode(input.code).slice(0, 40);
  await limitAttempts(db, `ip:${info.ip}`, 60, limits.attemptsPerIpMinute, info, 'limite tentativi per IP');
  await limitAttempts(db, `code:${code}`, 3600, limits.attemptsPerCodeHour, info, 'limite tentativi per codice');
  if (input.activated_at > todayInRome()) {
    throw AppError.invalid([{ path: 'activated_at', message: 'La data del decesso non può essere nel futuro' }]);
  }
  if (input.activated_at < '1900-01-01') {
    throw AppError.invalid([{ path: 'activated_at', message: 'Data del decesso non valida: indicare una data dal 1900 in poi' }]);
  }
  const problem = warrantyCodeProblem(code);
  if (problem) {
    info.log('codice malformato', { code, problem });
    throw rejected();
  }
  const warranty = await repo.findWarrantyByCode(db, code);
  if (!warranty) {
    info.log('codice inesistente', { code });
    throw rejected();
  }
  if (!warranty.supportsActivation) {
    info.log('tipo senza attivazione', { code, type: warranty.typeName });
    throw rejected();
  }
  if (warranty.registeredAt) {
    info.log('codice già attivato', { code });
    throw new AppError('WARRANTY_ALREADY_ACTIVATED', 'Codice già attivato');
  }
  const registered = await repo.registerActivation(db, warranty.id, {
    companyName: input.company_name,
    vatCode: input.vat_code,
    activatedAt: input.activated_at,
    corpseLastName: input.corpse_last_name,
    corpseFirstName: input.corpse_first_name,
    ipAddress: info.ip,
    userAgent: info.userAgent.slice(0, 500),
  });
  if (!registered) throw new AppError('WARRANTY_ALREADY_ACTIVATED', 'Codice già attivato');
  return {
    success: true as const,
    message: 'Garanzia attivata correttamente',
    warranty: {
      id: warranty.id,
      code: formatWarrantyCode(code),
      type: warranty.typeName,
      vat_code: input.vat_code,
      company_name: input.company_name,
      corpse_last_name: input.corpse_last_name,
      corpse_first_name: input.corpse_first_name,
      activated_at: input.activated_at,
      registered_at: registered.registeredAt!.toISOString(),
    },
  };
}

/**
 * The certificate's data by code + VAT code (and id, from the link shown after activating); any mismatch
 * answers like an unknown warranty. Code and VAT code alone let the funeral home download it again.
 */
export async function certificateOf(db: Db, id: number | null, typedCode: string, typedVat: string, info: PublicRequestInfo, limits: AttemptLimits) {
  // Downloads are cheap to repeat legitimately, so they get three times the activation's IP budget.
  await limitAttempts(db, `pdf-ip:${info.ip}`, 60, limits.attemptsPerIpMinute * 3, info, 'limite scaricamenti per IP');
  const code = normalizeWarrantyCode(typedCode);
  const vat = normalizePartitaIva(typedVat) ?? typedVat;
  const row = await repo.findWarrantyForCertificate(db, id, code, vat);
  if (!row || !row.registeredAt || !row.activatedAt) {
    info.log('certificato non trovato', { id, code });
    throw AppError.notFound('Certificato non trovato: verificare codice e partita IVA');
  }
  return {
    code: row.code,
    typeName: row.typeName,
    companyName: row.companyName ?? '',
    vatCode: row.vatCode ?? '',
    corpseLastName: row.corpseLastName ?? '',
    corpseFirstName: row.corpseFirstName ?? '',
    activatedAt: row.activatedAt,
    registeredAt: row.registeredAt,
  };
}

export const purgeOldAttempts = repo.purgeOldAttempts;
