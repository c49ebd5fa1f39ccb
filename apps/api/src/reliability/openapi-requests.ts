import fc from 'fast-check';

/** A JSON schema as the OpenAPI document carries it (OpenAPI 3.0 flavour: `nullable`, `$ref`). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

export interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

/** One route of the OpenAPI document, ready to build requests for. */
export interface Operation {
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';
  /** `/api/orders/getOrderItems/{id}` */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
  /** The statuses the document declares for this route ('200', '404'…): any other answer is undeclared. */
  statuses: string[];
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  // Paths are relative to the document's server ('/api').
  const base = doc.servers?.[0]?.url ?? '';
  for (const [relative, methods] of Object.entries(doc.paths)) {
    const path = `${base}${relative}`;
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'delete', 'put', 'patch'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: resolve(doc, p.schema) })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: Boolean(p.required), schema: resolve(doc, p.schema) })),
        body: content['application/json']?.schema ? resolve(doc, content['application/json'].schema) : undefined,
        multipart: Boolean(content['multipart/form-data']),
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return out;
}

/** Inlines `$ref`s (bounded depth: the contract has no recursive schemas). */
export function resolve(doc: OpenApiDocument, schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20 || !schema || typeof schema !== 'object') return schema;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const r = (s: JsonSchema) => resolve(doc, s, depth + 1);
  return {
    ...schema,
    ...(schema.properties ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, r(v)])) } : {}),
    ...(schema.items ? { items: r(schema.items) } : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(r) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map(r) } : {}),
    ...(schema.allOf ? { allOf: schema.allOf.map(r) } : {}),
  };
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

/** A plausible valid value for a schema (required fields only), so a request gets past validation. */
export function validSample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => validSample(s, depth + 1) as object));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return validSample(alternatives.find((s) => s.type !== 'null') ?? alternatives[0], depth + 1);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = validSample(schema.properties?.[key], depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => validSample(schema.items, depth + 1));
    case 'string': {
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
      if (schema.format === 'email') return 'prova@example.com';
      // A real-looking text passes length rules and refinements ("at least 5 characters") more often than 'x'.
      const text = 'Testo di prova'.padEnd(schema.minLength ?? 0, 'x');
      return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, 1)) : text;
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.max(min, 1);
    }
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Texts that have broken servers: NUL, control and bidi characters, huge, traversal, SQL, HTML, look-alike numbers. */
const nastyStrings = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '%00',
  '\u202e\u0007\u001b[31m',
  '\ud800',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🇮🇹',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  '-1',
  '0',
  '1e309',
  'NaN',
  '2026-02-30',
  '31/12/2026',
  ' ',
  '',
  'x'.repeat(10_000),
);

/** Any JSON value of a wrong or hostile shape. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  nastyStrings,
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, [], {}, [null], { __proto__: { admin: true } }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

/** A value that is sometimes valid, often malformed, for one schema (recursing into objects and arrays). */
export function valueArb(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junk;
  const type = typeOf(schema);
  let near: fc.Arbitrary<unknown>;
  if (schema.enum?.length) near = fc.constantFrom(...schema.enum);
  else if (type === 'object' && schema.properties) near = objectArb(schema, depth);
  else if (type === 'array') near = fc.array(valueArb(schema.items, depth + 1), { maxLength: 4 });
  else if (type === 'integer' || type === 'number') near = fc.oneof(fc.integer({ min: 1_000_000, max: 2_000_000_000 }), fc.integer({ min: -5, max: 5 }));
  else if (type === 'string') near = fc.oneof(fc.constant(validSample(schema)), fc.string({ maxLength: 30 }), nastyStrings);
  else if (type === 'boolean') near = fc.boolean();
  else near = junk;
  return fc.oneof({ weight: 3, arbitrary: near }, { weight: 2, arbitrary: junk });
}

function objectArb(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = Object.entries(schema.properties ?? {});
  const record = fc.record(Object.fromEntries(props.map(([k, s]) => [k, valueArb(s, depth + 1)])), { requiredKeys: [] });
  return fc.tuple(record, fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'a\u0000')), junk, { maxKeys: 2 })).map(([known, extra]) => ({ ...extra, ...(known as object) }));
}

/** URL-encodes any string; a lone surrogate (not encodable) travels as the invalid UTF-8 bytes of one. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

/** A path parameter as it travels in the URL: mostly hostile, sometimes plausible. */
export const pathParamArb: fc.Arbitrary<string> = fc.oneof(
  nastyStrings.map(encode),
  fc.string({ maxLength: 20, unit: 'binary' }).map(encode),
  fc.integer({ min: -10, max: 2_000_000_000 }).map(String),
  fc.constantFrom('x'.repeat(150), '%', '%zz', '..', '.', '%2e%2e', 'A001%2F..'),
);

export interface BuiltRequest {
  method: Operation['method'];
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Fuzzed requests for one operation: path, query and body each well-formed or not. */
export function requestArb(op: Operation): fc.Arbitrary<BuiltRequest> {
  const params = fc.record(Object.fromEntries(op.pathParams.map((p) => [p.name, pathParamArb])) as Record<string, fc.Arbitrary<string>>);
  const query = fc.record(
    Object.fromEntries(op.queryParams.map((q) => [q.name, fc.oneof(nastyStrings, fc.string({ maxLength: 12 }), fc.integer().map(String))])),
    { requiredKeys: [] },
  );
  const body = op.body ? valueArb(op.body) : fc.constant(undefined);
  const rawBody = fc.constantFrom('{', '[1,2', '"x"', 'null', '{"a":1,"a":2}', '{"__proto__":{"x":1}}', '\u0000');
  return fc.tuple(params, query, body, fc.integer({ min: 0, max: 9 }), rawBody).map(([p, q, b, dice, raw]) => {
    let url = op.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => p[name] ?? '1');
    const qs = Object.entries(q as Record<string, string>)
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .join('&');
    if (qs) url += `?${qs}`;
    if (op.method === 'GET' || op.method === 'DELETE') return { method: op.method, url };
    // One request in ten sends a broken or odd raw body instead of JSON from the schema.
    if (dice === 0) return { method: op.method, url, payload: raw, headers: { 'content-type': 'application/json' } };
    return { method: op.method, url, payload: b === undefined ? {} : b };
  });
}

/** Every string of a value (deep) replaced by `text`; the shape otherwise valid. */
function everyString(schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 8) return text;
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, everyString(v, text, depth + 1)]));
  }
  if (type === 'array') return [everyString(schema.items, text, depth + 1)];
  if (type === 'string' && !schema.enum) return text;
  return validSample(schema);
}

/** Every integer of a value (deep) replaced by `value`; the shape otherwise valid. */
function everyInteger(schema: JsonSchema | undefined, value: number, depth = 0): unknown {
  if (!schema || depth > 8) return value;
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, everyInteger(v, value, depth + 1)]));
  }
  if (type === 'array') return [everyInteger(schema.items, value, depth + 1)];
  if (type === 'integer') return value;
  return validSample(schema);
}

/** Ids just past PostgreSQL's integer range and past JavaScript's safe integers (issue 20). */
const BEYOND_INT4 = [2 ** 31, 9_007_199_254_740_990];

/**
 * Known killers tried first on every route, whatever the run's size: NUL in every text and path
 * parameter, a path parameter over the router's limit, ids beyond the database's integer range.
 */
export function knownKillers(op: Operation): BuiltRequest[] {
  const withParams = (value: string) => op.path.replace(/\{([A-Za-z_]+)\}/g, () => value);
  const nul = 'a\u0000b';
  const query = op.queryParams.map((q) => `${q.name}=${encodeURIComponent(nul)}`).join('&');
  const body = (text: string) => (op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: op.body ? everyString(op.body, text) : {} });
  return [
    { method: op.method, url: withParams('%00') + (query ? `?${query}` : ''), ...body(nul) },
    { method: op.method, url: withParams('1'), ...body(nul) },
    { method: op.method, url: withParams('9'.repeat(150)), ...body('x') },
    ...BEYOND_INT4.map((id) => ({
      method: op.method,
      url: withParams(String(id)),
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: op.body ? everyInteger(op.body, id) : {} }),
    })),
  ];
}

/** Words that give an English (framework-default) message away. */
const ENGLISH = /\b(the|must|should|expected|invalid|required|is not|not found|bad request|error|unexpected|body|property|params|querystring|failed)\b/i;

/** Why an error answer does not meet the contract (JSON, success false, a code, an Italian message), or null. */
export function errorAnswerProblem(status: number, contentType: string | undefined, body: string): string | null {
  if (!contentType?.includes('application/json')) return `content-type ${contentType}`;
  let json: { success?: unknown; code?: unknown; message?: unknown };
  try {
    json = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  if (json.success !== false) return 'success is not false';
  if (typeof json.code !== 'string') return 'no code';
  if (typeof json.message !== 'string' || !json.message) return 'no message';
  if (ENGLISH.test(json.message)) return `message not Italian: ${json.message}`;
  if (status >= 500 && json.code !== 'INTERNAL' && json.code !== 'SERVICE_UNAVAILABLE') return `5xx with code ${String(json.code)}`;
  return null;
}
