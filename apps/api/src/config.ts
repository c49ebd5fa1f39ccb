import 'dotenv/config';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustedProxies } from './http/trusted-proxies';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** The portal's own product file URLs (modules/product-files). */
export const PORTAL_IMAGE_URL_TEMPLATE = '/api/catalog/image/{code}';
export const PORTAL_SHEET_URL_TEMPLATE = '/api/catalog/sheet/{code}';

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL without a transaction pooler in between, for what needs a session: migrations, LISTEN, advisory locks. */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** A streaming replica for lists, catalogue, briefing and document downloads. */
  DATABASE_READ_URL: z.string().url().optional(),
  /**
   * Named prepared statements on the app's connections (db/prepared-statements.ts): on by default, off by default
   * when DATABASE_DIRECT_URL says DATABASE_URL is a transaction pooler; 'off' for any other pooler in between.
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).optional(),
  /** Reads go back to the primary while the replica is this many seconds or more behind. */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Secret for at-rest encryption of customer passwords; generated under DATA_DIR when absent. */
  APP_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  /** Attempts per (account, address) pair — and per known device — before delays start. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** Attempts per address, whatever the account (an office behind one address shares it). */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(30),
  /** Attempts per account from every address together (distributed guessing); a known device skips it. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: z.coerce.number().int().positive().default(50),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** First delay once a counter reached its limit; it doubles with each further attempt, up to the window. */
  LOGIN_DELAY_SECONDS: z.coerce.number().positive().default(2),
  /**
   * 'Password dimenticata?': mails per account and requests per address within their windows; past either the
   * answer stays the same and no mail leaves (nobody learns of the limit, or of the account).
   */
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  PASSWORD_RESET_ACCOUNT_WINDOW_MINUTES: z.coerce.number().int().positive().default(60),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().positive().default(10),
  PASSWORD_RESET_IP_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /**
   * 'required': an admin must have a second factor (passkey or authenticator app) and reaches nothing else until
   * he has one; 'optional': each user chooses. Default 'required' in production without the demo data, else 'optional'.
   */
  ADMIN_SECOND_FACTOR: z.enum(['required', 'optional']).optional(),
  /**
   * The reverse proxies in front of the portal, whose X-Forwarded-For/-Proto/-Host are believed: a hop count (`1`:
   * one proxy on this machine or a private network) or their addresses/CIDRs (`127.0.0.1,10.0.0.0/8`). The client
   * is the right-most address they did not write. `true` (every hop, i.e. the client's own text) is refused.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, ctx) => {
      const parsed = parseTrustedProxies(text);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portale Agenti <noreply@example.com>'),
  PUBLIC_URL: z.string().url().optional(),
  /** Where the built web app is (default apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),
  /** Skip loading demo data into a new database. */
  NO_DEMO: bool.default(false),
  /** Allowed cascading line discounts (percent), comma-separated: 0 = 'nessuno', n = 'n+n'. */
  CART_DISCOUNTS: z
    .string()
    .default('0,1,2,3,4')
    .transform((v) => v.split(',').map((x) => Number(x.trim())))
    .pipe(z.array(z.number().int().min(0).max(99)).min(1)),
  /**
   * Product image and sheet (PDF) URLs by product code: '{code}' is replaced. By default the portal serves
   * them from its own file storage (pictures fall back to the product group's; a sheet is linked only when
   * the file exists); an empty value means none.
   */
  PRODUCT_IMAGE_URL_TEMPLATE: z.string().default(PORTAL_IMAGE_URL_TEMPLATE),
  PRODUCT_SHEET_URL_TEMPLATE: z.string().default(PORTAL_SHEET_URL_TEMPLATE),
  /** Most codes one warranty job may generate. */
  WARRANTY_BATCH_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** The manufacturer, as funeral homes know it: the public warranty page's header and the certificate. */
  MAKER_NAME: z.string().trim().min(1).max(120).default('Manifattura Dimostrativa S.p.A.'),
  /** The warranty terms printed on the certificate. */
  WARRANTY_TERMS: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .default(
      'La garanzia copre i difetti di fabbricazione del prodotto per dieci anni dalla data del decesso. Non copre danni dovuti a uso improprio, ad agenti atmosferici o a interventi non autorizzati. Per farla valere rivolgersi al produttore indicando il codice di garanzia.',
    ),
  /**
   * Days a warranty registration keeps the IP address and browser (user agent) it came from, kept to trace abuse of
   * the public page; afterwards the job worker's periodic sweep erases them (the registration itself stays).
   */
  WARRANTY_CLIENT_DATA_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Public warranty activation attempts: per IP a minute, per code an hour. */
  WARRANTY_ATTEMPTS_PER_IP_MINUTE: z.coerce.number().int().positive().default(10),
  WARRANTY_ATTEMPTS_PER_CODE_HOUR: z.coerce.number().int().positive().default(5),
  /** 'off' keeps this process from consuming jobs (API-only process; a separate `npm run worker` runs them). */
  WORKER: z.enum(['on', 'off']).default('on'),
  /** API processes sharing the port (PostgreSQL only; default one per core). PGlite has one owner process: always 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** ERP files: import folder (read) and export folder (orders written); default under DATA_DIR. */
  IMPORT_DIR: z.string().optional(),
  EXPORT_DIR: z.string().optional(),
  /** carts:purge-temporary removes temporary orders older than this many days. */
  TEMPORARY_CART_DAYS: z.coerce.number().int().positive().default(30),
  /** Export files the ERP acknowledged (job/acknowledgeExportFile) are kept this many days, then orders:export removes them. */
  EXPORT_ACKNOWLEDGED_DAYS: z.coerce.number().int().positive().default(30),
  /** 'Scheda visita': a habitual product counts as not reordered after this many days without an order. */
  BRIEFING_NOT_REORDERED_DAYS: z.coerce.number().int().min(1).max(365).default(60),
  /**
   * Shared file storage for several hosts: 's3://bucket' or 's3://bucket/prefix' on any S3-compatible service.
   * Unset: the folder DATA_DIR/files. Keys from S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY, else the AWS SDK's usual
   * sources (AWS_ACCESS_KEY_ID…, an instance role).
   */
  FILE_STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._/-]*)?$/, "FILE_STORAGE_URL: atteso s3://bucket oppure s3://bucket/prefisso")
    .optional(),
  /** The S3 service's address when it is not AWS (MinIO, Ceph…): e.g. http://minio:9000. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Bucket in the path (http://host/bucket/key) rather than in the host name; default on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** GET /metrics: with a token, `Authorization: Bearer <token>` from anywhere; without, this machine only. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN: almeno 16 caratteri').optional(),
  /**
   * Issue 56: the largest effective line discount (percent, the cascade combined) an agent sends without approval,
   * for users without their own limit. 100 = no limit (the portal's behaviour before the approval queue).
   */
  AGENT_DISCOUNT_LIMIT: z.coerce.number().min(0).max(100).multipleOf(0.01).default(100),
  /** Issue 56: hold orders of customers with instalments overdue by more than N days: 'off' (default), 'on' (60) or N. */
  OVERDUE_HOLD_DAYS: z
    .string()
    .default('off')
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.union([z.enum(['off', 'on']), z.string().regex(/^\d{1,4}$/, "OVERDUE_HOLD_DAYS: 'off', 'on' o un numero di giorni").transform(Number)])),
  /** A new quote (and each new version of one) is valid for this many days ('Valido fino al'). */
  QUOTE_VALIDITY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type Config = ReturnType<typeof loadConfig>;

/** Settings whose demo defaults must never reach a real maker's customers (labels' QR codes, certificates). */
const IDENTITY_SETTINGS = ['PUBLIC_URL', 'MAKER_NAME', 'WARRANTY_TERMS'] as const;
type IdentitySetting = (typeof IDENTITY_SETTINGS)[number];

/** The identity settings a real deployment (production without demo data) left out; none for the demo. */
export function missingProductionSettings(config: Pick<Config, 'realDeployment' | 'identitySettingsGiven'>): IdentitySetting[] {
  return config.realDeployment ? IDENTITY_SETTINGS.filter((name) => !config.identitySettingsGiven[name]) : [];
}

/** OVERDUE_HOLD_DAYS → days, or null when off. */
const overdueHoldDays = (v: 'off' | 'on' | number): number | null => (v === 'off' ? null : v === 'on' ? 60 : v);

/** Role codes and their labels, answered with the users list (spec §3 "from configuration"). */
export const ROLES = { admin: 'Amministratore', agent: 'Agente' } as const;
export type Role = keyof typeof ROLES;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<z.input<typeof ZEnv>> = {}) {
  const parsed = ZEnv.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    throw new Error(`Configurazione non valida: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const raw: Record<string, string | undefined> = { ...env, ...overrides } as Record<string, string | undefined>;
  // Production without the demo data is a maker's real portal: its identity and address must be its own.
  const realDeployment = e.NODE_ENV === 'production' && e.NO_DEMO;
  return {
    env: e.NODE_ENV,
    realDeployment,
    /** Which of the settings a real deployment must give were given (the others fall back to the demo's). */
    identitySettingsGiven: Object.fromEntries(IDENTITY_SETTINGS.map((name) => [name, Boolean(raw[name]?.trim())])) as Record<IdentitySetting, boolean>,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_URL ? e.DATABASE_DIRECT_URL : undefined,
    databaseReadUrl: e.DATABASE_URL ? e.DATABASE_READ_URL : undefined,
    preparedStatements: (e.DATABASE_PREPARED_STATEMENTS ?? (e.DATABASE_DIRECT_URL ? 'off' : 'on')) === 'on',
    maxReplicaLagSeconds: e.DATABASE_READ_MAX_LAG_SECONDS,
    appSecret: e.APP_SECRET,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    loginLimits: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perIp: e.LOGIN_MAX_FAILURES_PER_IP,
      perAccountAllAddresses: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
      baseDelaySeconds: e.LOGIN_DELAY_SECONDS,
    },
    passwordReset: {
      perAccount: e.PASSWORD_RESET_MAX_PER_ACCOUNT,
      accountWindowMinutes: e.PASSWORD_RESET_ACCOUNT_WINDOW_MINUTES,
      perIp: e.PASSWORD_RESET_MAX_PER_IP,
      ipWindowMinutes: e.PASSWORD_RESET_IP_WINDOW_MINUTES,
    },
    /** Issue 57: a second factor required of admins (the demo keeps its 'demo' logins). */
    adminSecondFactorRequired: (e.ADMIN_SECOND_FACTOR ?? (realDeployment ? 'required' : 'optional')) === 'required',
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    metricsToken: e.METRICS_TOKEN,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    loadDemo: !e.NO_DEMO,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    roles: ROLES,
    /** API processes: on PGlite always 1 (the data folder has one owner), else WEB_CONCURRENCY or the cores. */
    apiProcesses: e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
    apiProcessesRequested: e.WEB_CONCURRENCY,
    jobs: {
      worker: e.WORKER === 'on',
      importDir: path.resolve(e.IMPORT_DIR ?? path.join(e.DATA_DIR, 'import')),
      exportDir: path.resolve(e.EXPORT_DIR ?? path.join(e.DATA_DIR, 'export')),
      temporaryCartDays: e.TEMPORARY_CART_DAYS,
      exportAcknowledgedDays: e.EXPORT_ACKNOWLEDGED_DAYS,
    },
    fileStorage: e.FILE_STORAGE_URL ? s3Storage(e) : undefined,
    briefing: { notReorderedDays: e.BRIEFING_NOT_REORDERED_DAYS },
    /** Issue 56: what holds an order for approval (a user's own discount limit wins over the default). */
    approvals: { defaultDiscountLimitBp: Math.round(e.AGENT_DISCOUNT_LIMIT * 100), overdueHoldDays: overdueHoldDays(e.OVERDUE_HOLD_DAYS) },
    cart: {
      discounts: e.CART_DISCOUNTS,
      quoteValidityDays: e.QUOTE_VALIDITY_DAYS,
      productImageUrlTemplate: e.PRODUCT_IMAGE_URL_TEMPLATE || null,
      productSheetUrlTemplate: e.PRODUCT_SHEET_URL_TEMPLATE || null,
    },
    warranty: {
      batchMax: e.WARRANTY_BATCH_MAX,
      attemptsPerIpMinute: e.WARRANTY_ATTEMPTS_PER_IP_MINUTE,
      attemptsPerCodeHour: e.WARRANTY_ATTEMPTS_PER_CODE_HOUR,
      /** Base of the labels' QR codes: PUBLIC_URL, or this server on localhost. */
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
      /** A real deployment prints no label whose QR code points at this computer. */
      refuseLocalPublicUrl: realDeployment,
      makerName: e.MAKER_NAME,
      terms: e.WARRANTY_TERMS,
      clientDataDays: e.WARRANTY_CLIENT_DATA_DAYS,
    },
  };
}

/** FILE_STORAGE_URL and the S3_* settings as the S3 driver takes them (storage/s3-storage.ts). */
function s3Storage(e: z.output<typeof ZEnv>) {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Configurazione non valida: S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno indicate insieme');
  }
  const url = new URL(e.FILE_STORAGE_URL!);
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
  };
}
