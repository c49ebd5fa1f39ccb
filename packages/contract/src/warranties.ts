import { z } from 'zod';
import { defineCall } from './call';
import { fromDigits, MAX_INT4, optionalFilter, ZIdParam, ZIdParams, ZIsoDate, ZPage, ZPaged, ZSuccessResponse } from './common';
import { normalizePartitaIva, PARTITA_IVA_MESSAGE } from './partita-iva';

// --- Warranty types (spec §3) ---
export const ZWarrantyType = z.object({
  id: z.number().int(),
  name: z.string(),
  supports_activation: z.boolean(),
  supports_validation: z.boolean(),
});
export type TWarrantyType = z.infer<typeof ZWarrantyType>;
/** `types` keyed by id, as the spec's getTypes answers. */
export const ZGetTypesResponse = z.object({ types: z.record(z.string(), ZWarrantyType) });

// --- Warranties list ---
/** '' = all, 'active' = registered online, 'inactive' = not yet. */
export const ZWarrantyStatusFilter = z.enum(['active', 'inactive', '']);
export type TWarrantyStatusFilter = z.infer<typeof ZWarrantyStatusFilter>;

/** Shorter terms cannot use the trigram index: over 50,000 activations they would scan them all. */
export const MIN_WARRANTY_SEARCH = 3;
export const ZWarrantyIndexRequest = z.object({
  search: z
    .string()
    .trim()
    .max(100, 'Ricerca troppo lunga (al massimo 100 caratteri)')
    .refine((v) => v === '' || v.length >= MIN_WARRANTY_SEARCH, 'Inserire almeno 3 caratteri per la ricerca')
    .default(''),
  /** Optional: absent, null and '' all mean every warranty. */
  type: ZWarrantyStatusFilter.nullish().transform((v) => v ?? ''),
  page: ZPage,
});

export const ZWarranty = z.object({
  id: z.number().int(),
  /** Printed form, `ABCD-EFGH-JKMN`. */
  code: z.string(),
  type_id: z.number().int(),
  type: z.string(),
  job_id: z.number().int(),
  company_name: z.string().nullable(),
  vat_code: z.string().nullable(),
  /** The date of death (YYYY-MM-DD), shown as such. */
  activated_at: z.string().nullable(),
  /** When the funeral home registered the code online (ISO timestamp). */
  registered_at: z.string().nullable(),
  corpse_last_name: z.string().nullable(),
  corpse_first_name: z.string().nullable(),
  /** Admins only (null for agents). */
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type TWarranty = z.infer<typeof ZWarranty>;
export const ZWarrantyIndexResponse = z.object({ warranties: ZPaged(ZWarranty) });

// --- Jobs ---
const ZYear = fromDigits(
  z
    .number({ error: "L'anno deve essere un numero" })
    .int("L'anno deve essere un numero intero")
    .min(2000, "L'anno deve essere compreso tra 2000 e 2100")
    .max(2100, "L'anno deve essere compreso tra 2000 e 2100"),
);
const ZBatch = fromDigits(
  z
    .number({ error: 'Il lotto deve essere un numero' })
    .int('Il lotto deve essere un numero intero')
    .min(1, 'Il lotto deve essere maggiore di zero')
    .max(999_999, 'Il lotto deve essere al massimo 999999'),
);

export const ZCheckJobQuery = z.object({ year: ZYear, batch: ZBatch });
/** success: the (year, batch) pair is free. */
export const ZCheckJobResponse = z.object({ success: z.boolean(), year: z.number().int(), batch: z.number().int(), message: z.string().optional() });

export const ZGetJobsRequest = z.object({
  page: ZPage,
  search: z.string().trim().max(100).default(''),
  /** A warranty type id, or empty for all. */
  type: optionalFilter(ZIdParam),
});

export const ZWarrantyJobStatus = z.enum(['queued', 'running', 'done', 'failed']);
export const ZWarrantyJob = z.object({
  id: z.number().int(),
  year: z.number().int(),
  batch: z.number().int(),
  type_id: z.number().int(),
  type: z.object({ id: z.number().int(), name: z.string(), supports_validation: z.boolean() }),
  /** Requested. */
  codes_count: z.number().int(),
  /** Generated so far (the progress bar). */
  warranties_count: z.number().int(),
  notes: z.string().nullable(),
  status: ZWarrantyJobStatus,
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TWarrantyJob = z.infer<typeof ZWarrantyJob>;
export const ZGetJobsResponse = z.object({ jobs: ZPaged(ZWarrantyJob), batch_max: z.number().int() });

export const ZStartJobRequest = z.object({
  year: ZYear,
  batch: ZBatch,
  type_id: fromDigits(z.number({ error: 'Scegliere il tipo di garanzia' }).int().positive('Scegliere il tipo di garanzia').max(MAX_INT4, 'Scegliere il tipo di garanzia')),
  codes_count: fromDigits(
    z
      .number({ error: 'Il numero di codici deve essere un numero' })
      .int('Il numero di codici deve essere un numero intero')
      .min(1, 'Generare almeno un codice'),
  ).describe('Da 1 al massimo per lotto (batch_max di warranty/getJobs, configurato con WARRANTY_BATCH_MAX)'),
  notes: z.string().trim().max(500, 'Note troppo lunghe (al massimo 500 caratteri)').nullish(),
});
export const ZStartJobResponse = z.object({ success: z.boolean(), message: z.string(), job_id: z.number().int().optional() });

// --- Public activation (no login) ---
const ZName = (label: string) =>
  z.string({ error: `${label}: campo obbligatorio` }).trim().min(1, `${label}: campo obbligatorio`).max(120, `${label}: al massimo 120 caratteri`);

/** The code is checked by the service, not here: a bad check symbol must answer like an unknown code. */
const ZTypedCode = z.string({ error: 'Inserire il codice di garanzia' }).trim().min(1, 'Inserire il codice di garanzia').max(40, 'Codice non valido');
const ZVatCode = z
  .string({ error: 'Inserire la partita IVA' })
  // Declared for clients: 11 digits, optionally after 'IT' and with spaces; the check digit is verified too.
  .regex(/^\s*(IT|it)?[\d\s]{11,20}$/, PARTITA_IVA_MESSAGE)
  .describe("Partita IVA: 11 cifre (anche con prefisso IT e spazi), l'ultima è la cifra di controllo dell'Agenzia delle Entrate")
  .transform((v, ctx) => {
    const vat = normalizePartitaIva(v);
    if (vat === null) {
      ctx.addIssue({ code: 'custom', message: PARTITA_IVA_MESSAGE });
      return z.NEVER;
    }
    return vat;
  });

export const ZActivateWarrantyRequest = z.object({
  code: ZTypedCode,
  vat_code: ZVatCode,
  company_name: ZName('Ragione sociale'),
  corpse_last_name: ZName('Cognome del defunto'),
  corpse_first_name: ZName('Nome del defunto'),
  /** The date of death. */
  activated_at: ZIsoDate,
});
export type TActivateWarrantyRequest = z.input<typeof ZActivateWarrantyRequest>;

/** What the funeral home sees after activating: its own data back, and the certificate's key. */
export const ZActivatedWarranty = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.string(),
  vat_code: z.string(),
  company_name: z.string(),
  corpse_last_name: z.string(),
  corpse_first_name: z.string(),
  activated_at: z.string(),
  registered_at: z.string(),
});
export const ZActivateWarrantyResponse = z.object({ success: z.literal(true), message: z.string(), warranty: ZActivatedWarranty });

/** The certificate's key: id, code and VAT code together (a wrong pair answers like an unknown one). */
export const ZDownloadPdfQuery = z.object({ code: z.string().trim().min(1).max(40), vat_code: z.string().trim().min(1).max(20) });

// --- Calls (spec §7 "Warranties") ---
const tag = 'warranty';

export const getWarrantyTypesCall = defineCall({ method: 'GET', path: 'warranty/getTypes', summary: 'Tipi di garanzia', access: 'user', tag, response: ZGetTypesResponse });

/** Agents: only warranties registered with a VAT code of their own customers. Admins: all. */
export const warrantyIndexCall = defineCall({
  method: 'POST',
  path: 'warranty/index',
  summary: 'Elenco delle garanzie',
  access: 'user',
  tag,
  body: ZWarrantyIndexRequest,
  response: ZWarrantyIndexResponse,
});

export const checkWarrantyJobCall = defineCall({
  method: 'GET',
  path: 'warranty/checkJob',
  summary: 'Verifica che anno e lotto siano liberi',
  access: 'admin',
  tag,
  query: ZCheckJobQuery,
  response: ZCheckJobResponse,
});

export const getWarrantyJobsCall = defineCall({
  method: 'POST',
  path: 'warranty/getJobs',
  summary: 'Lavori di generazione dei codici garanzia',
  access: 'admin',
  tag,
  body: ZGetJobsRequest,
  response: ZGetJobsResponse,
});

/** Creates the job and generates its codes in the background; the job list shows the progress. */
export const startWarrantyJobCall = defineCall({
  method: 'POST',
  path: 'warranty/startJob',
  summary: 'Avvia la generazione di un lotto di codici garanzia',
  errors: ['DUPLICATE_KEY', 'CONFLICT'],
  access: 'admin',
  tag,
  body: ZStartJobRequest,
  response: ZStartJobResponse,
});

export const deleteWarrantyJobCall = defineCall({
  method: 'DELETE',
  path: 'warranty/deleteJob/:id',
  summary: 'Cancella un lotto e i suoi codici',
  description: 'Solo un lotto la cui generazione è finita e nessuno dei cui codici è stato attivato: altrimenti 409.',
  errors: ['CONFLICT'],
  access: 'admin',
  tag,
  params: ZIdParams,
  response: ZSuccessResponse,
});

export const createJobCsvCall = defineCall({ method: 'GET', path: 'warranty/createJobCsv/:id', summary: 'CSV dei codici di un lotto', produces: ['text/csv'], access: 'admin', tag, params: ZIdParams, response: 'binary' });
/** A4 sheets of labels: code and QR code of the public activation page. */
export const createJobPdfCall = defineCall({ method: 'GET', path: 'warranty/createJobPdf/:id', summary: 'PDF delle etichette di un lotto', errors: ['CONFLICT'], produces: ['application/pdf'], access: 'admin', tag, params: ZIdParams, response: 'binary' });
export const createJobValidationPdfCall = defineCall({
  method: 'GET',
  path: 'warranty/createJobValidationPdf/:id',
  summary: 'PDF di convalida di un lotto',
  errors: ['CONFLICT'],
  produces: ['application/pdf'],
  access: 'admin',
  tag,
  params: ZIdParams,
  response: 'binary',
});

/** The warranty certificate, reachable without login by id + code + VAT code. */
export const downloadWarrantyPdfCall = defineCall({
  method: 'GET',
  path: 'warranty/downloadPdf/:id',
  summary: 'Certificato di garanzia in PDF',
  errors: ['TOO_MANY_ATTEMPTS'],
  produces: ['application/pdf'],
  access: 'public',
  tag,
  params: ZIdParams,
  query: ZDownloadPdfQuery,
  response: 'binary',
});

/** The public page's activation (no login; rate-limited per IP and per code). */
export const activateWarrantyCall = defineCall({
  method: 'POST',
  path: 'warranty/activate',
  summary: 'Attiva un codice garanzia (pagina pubblica)',
  errors: ['WARRANTY_CODE_REJECTED', 'WARRANTY_ALREADY_ACTIVATED', 'TOO_MANY_ATTEMPTS'],
  access: 'public',
  tag,
  body: ZActivateWarrantyRequest,
  response: ZActivateWarrantyResponse,
});

/** The certificate again, by code and partita IVA only (the funeral home never sees the internal id). */
export const downloadCertificateByCodeCall = defineCall({
  method: 'GET',
  path: 'warranty/certificate',
  summary: 'Certificato di garanzia in PDF, con codice e partita IVA',
  description: "Per scaricare di nuovo il certificato dalla pagina pubblica: codice di garanzia e partita IVA dell'impresa funebre che l'ha attivato, con gli stessi limiti di tentativi del download per id.",
  errors: ['TOO_MANY_ATTEMPTS', 'NOT_FOUND'],
  produces: ['application/pdf'],
  access: 'public',
  tag,
  query: ZDownloadPdfQuery,
  response: 'binary',
});

/** Who makes the product and the warranty's terms, for the public page (configured: MAKER_NAME, WARRANTY_TERMS). */
export const ZWarrantyMakerResponse = z.object({
  maker_name: z.string(),
  terms: z.string(),
  /** Days a registration keeps the IP address and browser it came from (WARRANTY_CLIENT_DATA_DAYS): the privacy notice says so. */
  client_data_days: z.number().int(),
});
export const getWarrantyMakerCall = defineCall({
  method: 'GET',
  path: 'warranty/maker',
  summary: 'Produttore e condizioni della garanzia (pagina pubblica)',
  access: 'public',
  tag,
  response: ZWarrantyMakerResponse,
});

export const warrantiesCalls = [
  getWarrantyMakerCall,
  downloadCertificateByCodeCall,
  getWarrantyTypesCall,
  warrantyIndexCall,
  checkWarrantyJobCall,
  getWarrantyJobsCall,
  startWarrantyJobCall,
  deleteWarrantyJobCall,
  createJobCsvCall,
  createJobPdfCall,
  createJobValidationPdfCall,
  downloadWarrantyPdfCall,
  activateWarrantyCall,
];

export type WarrantyJobFile = 'csv' | 'labels' | 'validation';
/**
 * A job's download is named after its year and batch, as the office knows it ('garanzie-2026-2.csv'),
 * never after the internal job id; the server's attachment and the browser's save use the same name.
 */
export function warrantyJobFileName(file: WarrantyJobFile, job: { year: number; batch: number }): string {
  const lot = `${job.year}-${job.batch}`;
  if (file === 'csv') return `garanzie-${lot}.csv`;
  if (file === 'labels') return `etichette-garanzia-${lot}.pdf`;
  return `convalida-garanzie-${lot}.pdf`;
}

