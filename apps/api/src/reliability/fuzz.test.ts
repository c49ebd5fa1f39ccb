import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULL } from './mode';
import { errorAnswerProblem, knownKillers, operationsOf, requestArb, type BuiltRequest, type OpenApiDocument, type Operation } from './openapi-requests';
import { createWorld, ROLES, type Role, type World } from './world';

/**
 * Schema-driven fuzzing of every route in the OpenAPI document (so also routes not yet moved to
 * declarations) × every role: malformed paths, queries and bodies. Any 5xx, a request that hangs, or
 * an error answer that is not `{ success: false, code, message }` in Italian fails, and so does a status the
 * document does not declare for the route.
 */
/** Random requests per route and role, after the known killers (NUL everywhere, an over-long path parameter). */
const RUNS_PER_ROUTE_AND_ROLE = FULL ? 50 : 1;
const HANG_MS = 10_000;

let w: World;
let operations: Operation[];
let sent = 0;
beforeAll(async () => {
  w = await createWorld();
  const doc: OpenApiDocument = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  operations = operationsOf(doc);
}, 120_000);
afterAll(async () => {
  console.log(`fuzz: ${sent} requests over ${operations?.length ?? 0} routes × ${ROLES.length} roles`);
  await w?.t.close();
});

async function answer(req: BuiltRequest, cookie: string | undefined) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`hang: ${req.method} ${req.url.slice(0, 200)}`)), HANG_MS);
  });
  try {
    sent++;
    return await Promise.race([
      w.t.app.inject({ method: req.method, url: req.url, payload: req.payload as string, headers: { ...(req.headers ?? {}), ...(cookie ? { cookie } : {}) } }),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe(`fuzzing every route (known killers + ${RUNS_PER_ROUTE_AND_ROLE} random malformed requests per route and role)`, () => {
  it('finds routes to fuzz', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  for (const role of ROLES) {
    it(`never answers ${role} with a 5xx, a hang or a non-Italian error`, async () => {
      for (const op of operations) {
        // Fresh session per route: a fuzzed logout or login must not leave the next routes anonymous.
        const cookie = await w.cookie(role as Role);
        const killers = knownKillers(op).map((req) => [req] as [BuiltRequest]);
        await fc.assert(
          fc.asyncProperty(requestArb(op), async (req) => {
            const res = await answer(req, cookie);
            const where = `${role} ${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(req.payload)?.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            // The generated client relies on the document: an answer it does not declare is a contract bug (issue 54).
            expect(op.statuses, `undeclared status: ${where}`).toContain(String(res.statusCode));
            if (res.statusCode >= 400) expect(errorAnswerProblem(res.statusCode, res.headers['content-type'] as string, res.body), where).toBeNull();
          }),
          { numRuns: RUNS_PER_ROUTE_AND_ROLE + killers.length, endOnFailure: true, examples: killers },
        );
      }
    }, FULL ? 1_200_000 : 120_000);
  }
});
