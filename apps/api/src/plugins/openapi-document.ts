import type { CallDeclaration } from '@portale/contract/call';
import { ERROR_STATUS, ZErrorResponse, type ErrorCode } from '@portale/contract/errors';
import { sessionUserHeader } from '@portale/contract/session-user';
import { z } from 'zod';

/**
 * What the API document says of each call beyond its schemas, all from the call's declaration: a stable
 * operationId, the Italian summary and description, who may call it (security plus `x-access`), every error
 * it can answer, the headers it reads and the content types of a download. The generated client and the
 * integration guide (docs/INTEGRATION.md) rely on it.
 */

type Json = Record<string, unknown>;
interface OpenApiDocument {
  paths?: Record<string, Record<string, Json>>;
  tags?: { name: string; description?: string }[];
  components?: Json & { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

/** The Italian description of each tag (domain) of the document. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Accesso, sessione e contesto attivo (codice agente e cliente)',
  profiles: 'Codici agente e i loro clienti',
  customers: 'Schede cliente e note degli agenti',
  visits: 'Visite ai clienti',
  users: 'Utenti del portale (amministratori)',
  catalog: 'Catalogo, prezzi, immagini e schede tecniche',
  orders: 'Ordini e prodotti ordinati',
  cart: 'Carrello, preventivi, ordini temporanei e invio degli ordini',
  invoices: 'Fatture',
  'shipping-documents': 'Documenti di trasporto (DDT)',
  health: 'Stato del servizio',
  warranty: 'Codici garanzia: generazione, elenco, attivazione pubblica e certificato',
  'master-data': 'Anagrafiche: gruppi e categorie prodotto, regole del carrello, pagamenti, listini',
  shops: 'Negozi',
  audit: 'Storico delle modifiche',
  jobs: 'Comandi in background: import dal gestionale, export degli ordini, pianificazioni',
  'api-keys': 'Chiavi di integrazione per il gestionale (Authorization: Bearer), limitate alle chiamate di integrazione',
};

const ACCESS_LINE: Record<CallDeclaration['access'], string> = {
  public: 'Accesso: pubblico, senza sessione.',
  user: 'Accesso: sessione di un utente (agente o amministratore).',
  agent: 'Accesso: sessione di un agente; gli amministratori ricevono 403 FORBIDDEN.',
  admin: 'Accesso: sessione di un amministratore (ruolo admin); gli altri utenti ricevono 403 FORBIDDEN.',
};

/** Every error code a call can answer: those its shape implies, then its own domain codes. */
export function errorCodesOf(call: CallDeclaration): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (call.params || call.query || call.body) codes.add('VALIDATION_FAILED').add('BAD_REQUEST');
  if (call.access !== 'public') codes.add('UNAUTHORIZED');
  // Any call with a session may refuse: admin/agent by role, and every one an integration key it does not reach (issue 64).
  if (call.access !== 'public') codes.add('FORBIDDEN');
  // An admin without the required second factor reaches only the calls of its setup (issue 57).
  if (call.access !== 'public' && call.access !== 'agent' && !call.beforeSecondFactor) codes.add('SECOND_FACTOR_REQUIRED');
  if (call.method !== 'GET' || call.changesState) codes.add('CROSS_SITE_REQUEST');
  // A path parameter longer than the router's maxParamLength is refused before the route runs (414).
  if (call.params) codes.add('NOT_FOUND').add('URI_TOO_LONG');
  // Any POST or DELETE body is parsed before the route runs, declared or not: malformed, too large, wrong type.
  if (call.body || call.method !== 'GET') codes.add('BAD_REQUEST').add('PAYLOAD_TOO_LARGE').add('UNSUPPORTED_MEDIA_TYPE');
  // Any call made with a session by a page that names another user (X-Portale-User, issue 64 point 7), or a header that is no id.
  codes.add('SESSION_USER_CHANGED').add('BAD_REQUEST');
  for (const code of call.errors ?? []) codes.add(code);
  return [...codes.add('INTERNAL').add('SERVICE_UNAVAILABLE')];
}

/** 'orders/getProfileOrders/:profile?' → 'ordersGetProfileOrders'; with the optional segment, '…ByProfile'. */
export function operationIdOf(call: CallDeclaration, withOptional: boolean): string {
  const words = call.path
    .split('/')
    .filter((segment) => !segment.startsWith(':'))
    .flatMap((segment) => segment.split('_'));
  const optional = /\/:([A-Za-z_]+)\?$/.exec(call.path)?.[1];
  if (optional && withOptional) words.push('by', optional);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/**
 * The document's paths of a call, relative to the server '/api': '/x/{id}'; an optional last segment gives two.
 * (A relative server keeps the document right wherever the portal is published.)
 */
function pathsOf(call: CallDeclaration): { path: string; withOptional: boolean }[] {
  const toOpenApi = (p: string) => `/${p}`.replace(/:([A-Za-z_]+)\??/g, '{$1}');
  const optional = /\/:[A-Za-z_]+\?$/.exec(call.path);
  if (!optional) return [{ path: toOpenApi(call.path), withOptional: false }];
  return [
    { path: toOpenApi(call.path.slice(0, optional.index)), withOptional: false },
    { path: toOpenApi(call.path), withOptional: true },
  ];
}

const errorSchemaRef = { $ref: '#/components/schemas/ErrorResponse' };
const retryAfter = { 'Retry-After': { description: 'Secondi da attendere prima di riprovare', schema: { type: 'integer' } } };

/** The error answers of a call, one per HTTP status, naming the codes that status carries. */
function errorResponses(call: CallDeclaration): Record<string, Json> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(call)) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: `Errore: ${codes.join(', ')}`,
        ...(status === 503 || status === 429 ? { headers: retryAfter } : {}),
        content: { 'application/json': { schema: errorSchemaRef } },
      },
    ]),
  );
}

/** A multipart body: its text fields from their schema, each file as binary. */
function multipartBody({ fields, files }: NonNullable<CallDeclaration['multipart']>): Json {
  const text = (fields ? z.toJSONSchema(fields, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) : {}) as Json & {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const schema = {
    type: 'object',
    properties: { ...text.properties, ...Object.fromEntries(files.map((f) => [f.name, { type: 'string', format: 'binary', description: f.description }])) },
    required: [...(text.required ?? []), ...files.filter((f) => f.required).map((f) => f.name)],
  };
  if (!schema.required.length) delete (schema as Partial<typeof schema>).required;
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

const INTEGRATION_LINE = 'Chiamata di integrazione: anche con una chiave di integrazione (`Authorization: Bearer pak_…`), senza sessione.';

function describe(call: CallDeclaration): string {
  return [call.description, ACCESS_LINE[call.access], call.integration ? INTEGRATION_LINE : ''].filter(Boolean).join('\n\n');
}

/**
 * Completes the generated document from the declared calls. Paths become relative to the server '/api';
 * those outside it (the web app's) and the docs page's own are dropped.
 */
export function documentCalls<D extends object>(generated: D, calls: readonly CallDeclaration[]): D {
  const document = generated as OpenApiDocument;
  const paths: Record<string, Record<string, Json>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (path.startsWith('/api/') && !path.startsWith('/api/docs')) paths[path.slice('/api'.length)] = operations;
  }
  for (const call of calls) {
    for (const { path, withOptional } of pathsOf(call)) {
      const operation = paths[path]?.[call.method.toLowerCase()];
      if (!operation) throw new Error(`API document: no operation for ${call.method} ${path}`);
      const responses = (operation.responses ?? {}) as Record<string, Json>;
      const success =
        call.response === 'binary'
          ? {
              description: 'Il file',
              content: Object.fromEntries((call.produces ?? ['application/octet-stream']).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
            }
          : { ...responses['200'], description: 'Risposta corretta' };
      if (call.multipart) operation.requestBody = multipartBody(call.multipart);
      const headers = [...(call.headers ?? []), sessionUserHeader].map((h) => ({ in: 'header', name: h.name, required: h.required, description: h.description, schema: h.integer ? { type: 'integer', minimum: 0 } : { type: 'string', maxLength: 200 } }));
      Object.assign(operation, {
        operationId: operationIdOf(call, withOptional),
        summary: call.summary,
        description: describe(call),
        tags: [call.tag],
        security: call.access === 'public' ? [] : call.integration ? [{ session: [] }, { integrationKey: [] }] : [{ session: [] }],
        'x-access': call.access,
        ...(call.integration ? { 'x-integration': true } : {}),
        ...(headers.length ? { parameters: [...((operation.parameters as unknown[]) ?? []), ...headers] } : {}),
        responses: { '200': success, ...errorResponses(call) },
      });
    }
  }
  const usedTags = [...new Set(calls.map((c) => c.tag))];
  const completed: OpenApiDocument = {
    ...document,
    servers: [{ url: '/api', description: "L'API di questo portale (es. https://portale.example.it/api)" }],
    paths,
    tags: usedTags.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ErrorResponse: z.toJSONSchema(ZErrorResponse, { target: 'openapi-3.0' }) },
    },
  };
  return completed as D;
}
