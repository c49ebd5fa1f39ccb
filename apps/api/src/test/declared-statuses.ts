import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * Issue 54, point 6: every answer any API test receives is checked against the statuses the API document declares
 * for its route, so the document's statuses are proved by the whole suite instead of a hand-kept list. A test app
 * records what its `inject` calls answered; at close, an answer the document does not declare fails the file.
 */

type Operation = { method: string; pattern: RegExp; path: string; statuses: Set<string> };
type Answer = { method: string; path: string; status: number; body: string };
type ApiDocument = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
let operations: Promise<Operation[]> | undefined;

/** The document's operations as URL matchers ('/cart/get/{id}' matches '/api/cart/get/12'). */
export function operationsOf(doc: ApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      statuses: new Set(Object.keys(op.responses)),
    })),
  );
}

/** One line per answer whose status the document does not declare for its operation (answers of no operation pass). */
export function undeclaredAnswers(ops: Operation[], answers: Answer[]): string[] {
  return answers.flatMap(({ method, path, status, body }) => {
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // A malformed escape is answered by Fastify before any route: no operation to compare with.
    }
    const op = ops.find((o) => o.method === method && (o.pattern.test(path) || o.pattern.test(decoded)));
    if (!op || op.statuses.has(String(status))) return [];
    return [`${method} ${path} → ${status} (dichiarati per ${op.path}: ${[...op.statuses].join(', ')}) ${body}`];
  });
}

/** The document's operations, read once per worker: the document is the same for every app. */
function documentOperations(app: FastifyInstance): Promise<Operation[]> {
  operations ??= app.inject({ method: 'GET', url: '/api/docs/json' }).then((res) => operationsOf(res.json() as ApiDocument));
  return operations;
}

export interface AnswerRecorder {
  /** The answers whose status the document does not declare for their route, one line each. */
  undeclared(): Promise<string[]>;
}

/** Wraps the app's `inject` to record each answer's method, path and status. */
export function recordAnswers(app: FastifyInstance): AnswerRecorder {
  const answers: Answer[] = [];
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<Awaited<ReturnType<FastifyInstance['inject']>>>;
  const recording = async (options: InjectOptions | string) => {
    const res = await inject(options);
    const method = (typeof options === 'string' ? 'GET' : (options.method ?? 'GET')).toUpperCase();
    const url = typeof options === 'string' ? options : String(options.url ?? options.path ?? '');
    answers.push({ method, path: url.split('?')[0]!, status: res.statusCode, body: res.body.slice(0, 200) });
    return res;
  };
  // Only the promise form (every test uses it); a chained or callback inject goes to Fastify unrecorded.
  (app as { inject: unknown }).inject = (options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback ? (inject as (...a: unknown[]) => unknown)(options, callback) : recording(options);

  return {
    async undeclared() {
      if (!answers.length) return [];
      return undeclaredAnswers(await documentOperations(app), answers);
    },
  };
}
