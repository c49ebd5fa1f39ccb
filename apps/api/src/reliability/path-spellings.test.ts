import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { allCalls } from '@portale/contract/calls';
import type { CallDeclaration } from '@portale/contract/call';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures';
import { softwareAuthenticator } from '../test/software-authenticator';
import { loginAs, sessionCookie } from '../test/test-app';
import { isProfileParam, sampleRequest, variants } from './call-requests';
import { errorAnswerProblem, type OpenApiDocument } from './openapi-requests';
import { createWorld, type World } from './world';

/**
 * Issue 64: access is the matched route's, whatever the spelling of its URL. Generated from the call declarations:
 * every call (each URL of it) × every caller × every spelling below × its method and GET/HEAD/OPTIONS, sent over a
 * real socket exactly as written (an injected request would be normalised by the URL parser before the server saw
 * it), against a server that also serves a web app, as in production. Each spelling must meet the same outcome as
 * the canonical one: refused the same way, or let through the same way, never a 5xx, errors always JSON.
 */

const ORIGIN = 'https://portale.example.com';
const CALLERS = ['anonymous', 'agentA', 'agentB', 'admin', 'adminWithoutFactor', 'key'] as const;
type Caller = (typeof CALLERS)[number];

interface Spelling {
  name: string;
  /** `path` is canonical (`/api/…`, no query); `statics` marks which of its segments are the call's own words. */
  spell(path: string, statics: boolean[], port: number): string;
  /** false: not the same call (decoding twice would be a bypass of its own), so the answer is a JSON 404. */
  sameCall: boolean;
}
const segmentsOf = (p: string) => p.slice(1).split('/');
const encodeFirstLetter = (word: string) => `%${word.charCodeAt(0).toString(16)}${word.slice(1)}`;
const SPELLINGS: Spelling[] = [
  { name: 'canonical', spell: (p) => p, sameCall: true },
  { name: '%61 for a in api', spell: (p) => p.replace(/^\/api/, '/%61pi'), sameCall: true },
  { name: '%69 for i in api', spell: (p) => p.replace(/^\/api/, '/ap%69'), sameCall: true },
  { name: "an encoded letter of the call's own path", spell: (p) => p.replace(/^\/api\/([A-Za-z])/, (_, c: string) => `/api/${encodeFirstLetter(c)}`), sameCall: true },
  { name: 'upper case', spell: (p, statics) => `/${segmentsOf(p).map((s, i) => (statics[i] ? s.toUpperCase() : s)).join('/')}`, sameCall: true },
  { name: 'mixed case /Api', spell: (p) => p.replace(/^\/api/, '/Api'), sameCall: true },
  { name: 'double slashes', spell: (p) => `/${p.split('/').join('//')}`, sameCall: true },
  { name: 'dot segment', spell: (p) => p.replace(/^\/api\//, '/api/./'), sameCall: true },
  { name: 'dot-dot segment', spell: (p) => p.replace(/^\/api\//, '/api/zz/../'), sameCall: true },
  { name: 'encoded dot segment', spell: (p) => p.replace(/^\/api\//, '/api/%2e/'), sameCall: true },
  { name: 'trailing slash', spell: (p) => `${p}/`, sameCall: true },
  { name: ';parameters', spell: (p) => `${p.replace(/^\/api/, '/api;a=1')};b=2`, sameCall: true },
  { name: 'absolute-form target', spell: (p, _s, port) => `http://127.0.0.1:${port}${p}`, sameCall: true },
  { name: 'all at once', spell: (p) => `//%41Pi/.${p.slice(4)}/`, sameCall: true },
  { name: 'double encoding', spell: (p) => p.replace(/^\/api/, '/%2561pi'), sameCall: false },
];
const GATE_CODES = ['UNAUTHORIZED', 'FORBIDDEN', 'SECOND_FACTOR_REQUIRED'];
const NO_ROUTE = 'Risorsa non trovata';

interface Answer {
  status: number;
  contentType: string;
  body: string;
  clearsSession: boolean;
}

let w: World;
let doc: OpenApiDocument;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const cookies = {} as Record<Caller, string | undefined>;
let adminPasskey: ReturnType<typeof softwareAuthenticator>;
/** The integration key (issue 64), sent as `Authorization: Bearer` by the caller 'key'. */
let apiKey: string;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-spa-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><head></head><body>portale</body></html>');
  w = await createWorld({
    config: {
      ADMIN_SECOND_FACTOR: 'required',
      PUBLIC_URL: ORIGIN,
      WEB_DIST_DIR: webDir,
      // Sample logins fail by the thousand here: the limits are other tests' business.
      LOGIN_MAX_FAILURES_PER_IP: '1000000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_ADDRESSES: '1000000',
      PASSWORD_RESET_MAX_PER_IP: '1000000',
      PASSWORD_RESET_MAX_PER_ACCOUNT: '1000000',
    },
    serveWeb: true,
  });
  doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  await createUser(w.t.database, { email: 'admin-senza-fattore@example.com', role: 'admin' });
  // The admin proves a passkey in his password session, which makes it a full one; later sign-ins use the passkey.
  const cookie = await loginAs(w.t.app, w.emails.admin);
  adminPasskey = softwareAuthenticator(ORIGIN);
  const options = (await w.t.app.inject({ method: 'POST', url: '/api/account/passkeys/options', headers: { cookie } })).json();
  const saved = await w.t.app.inject({ method: 'POST', url: '/api/account/passkeys/register', headers: { cookie }, payload: { name: 'Chiave', response: adminPasskey.register(options) } });
  expect(saved.statusCode, saved.body).toBe(200);
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (w.t.app.server.address() as { port: number }).port;
  for (const caller of CALLERS) cookies[caller] = await signIn(caller);
  const created = await w.t.app.inject({ method: 'POST', url: '/api/api_keys/create', headers: { cookie: cookies.admin! }, payload: { name: 'Grafie', expires_on: null } });
  expect(created.statusCode, created.body).toBe(200);
  apiKey = created.json().secret;
}, 120_000);
afterAll(async () => {
  agent.destroy();
  await w?.t.close();
  if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
});

async function signIn(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous' || caller === 'key') return undefined;
  if (caller === 'adminWithoutFactor') return loginAs(w.t.app, 'admin-senza-fattore@example.com');
  if (caller !== 'admin') return loginAs(w.t.app, w.emails[caller]);
  const options = await w.t.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
  const step = `portale_step=${options.cookies.find((c) => c.name === 'portale_step')!.value}`;
  const res: LightMyRequestResponse = await w.t.app.inject({ method: 'POST', url: '/api/login/passkey', headers: { cookie: step }, payload: { response: adminPasskey.signIn(options.json()) } });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

/** One request, over the socket, with the target exactly as given. */
function send(method: string, target: string, caller: Caller, body?: object): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  const headers: Record<string, string> = {};
  if (cookies[caller]) headers.cookie = cookies[caller]!;
  if (caller === 'key') headers.authorization = `Bearer ${apiKey}`;
  if (payload) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks).toString('utf8'),
          clearsSession: String(res.headers['set-cookie'] ?? '').includes('portale_sid=;'),
        }),
      );
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The access decision an answer shows: the gate's refusal, no such route, or let through (whatever followed). */
function outcome(method: string, answer: Answer): string {
  if (method === 'HEAD') return `HEAD ${answer.status}`;
  if (answer.status < 400) return 'let through';
  const { code, message } = JSON.parse(answer.body) as { code: string; message: string };
  if (GATE_CODES.includes(code)) return code;
  if (answer.status === 404 && message === NO_ROUTE) return 'no such route';
  return 'let through';
}

/** Sends and checks what holds for every answer; a call that ended the caller's session is followed by a new sign-in. */
async function request(method: string, target: string, caller: Caller, body: object | undefined, where: string): Promise<string> {
  const answer = await send(method, target, caller, method === 'POST' ? body : undefined);
  if (answer.clearsSession) cookies[caller] = await signIn(caller);
  expect(answer.status, `${where}: ${answer.body.slice(0, 200)}`).toBeLessThan(500);
  if (answer.status >= 400 && method !== 'HEAD') expect(errorAnswerProblem(answer.status, answer.contentType, answer.body), where).toBeNull();
  return outcome(method, answer);
}

const methodsOf = (call: CallDeclaration) => [...new Set([call.method, 'GET', 'HEAD', 'OPTIONS'])];

describe('access is decided by the matched route, however its URL is spelt (generated from the contract)', () => {
  it('gives every spelling of every call the canonical outcome, for every caller and method', async () => {
    let sent = 0;
    const mismatches: string[] = [];
    for (const call of allCalls) {
      for (const v of variants(call)) {
        const statics = v.template.split('/').map((s) => !s.startsWith(':'));
        for (const caller of CALLERS) {
          const values = Object.fromEntries(v.params.filter((p) => !isProfileParam(p)).map((p) => [p, 999_999]));
          const sample = sampleRequest(doc, w, call, v.template, caller === 'agentB' ? 'agentB' : 'agentA', values);
          const query = sample.query ? `?${sample.query}` : '';
          for (const method of methodsOf(call)) {
            const canonical = await request(method, `${sample.path}${query}`, caller, sample.body, `${caller} ${method} ${sample.path}`);
            // The key's own rule, from the contract's flag: through on integration calls, 403 on every other guarded one.
            if (caller === 'key' && method === call.method && call.access !== 'public') {
              const expected = call.integration ? 'let through' : 'FORBIDDEN';
              if (canonical !== expected) mismatches.push(`key ${method} ${sample.path}: ${canonical}, expected ${expected}`);
            }
            for (const spelling of SPELLINGS.slice(1)) {
              const target = `${spelling.spell(sample.path, [true, ...statics], port)}${query}`;
              const where = `${caller} ${method} ${target} (${spelling.name}; ${call.access} call)`;
              const got = await request(method, target, caller, sample.body, where);
              sent += 1;
              const expected = spelling.sameCall ? canonical : method === 'HEAD' ? 'HEAD 404' : 'no such route';
              if (got !== expected) mismatches.push(`${where}: ${got}, canonical ${canonical}`);
            }
          }
        }
      }
    }
    expect(mismatches.slice(0, 40), `${mismatches.length} of ${sent} spelt requests differ from the canonical outcome`).toEqual([]);
  }, 900_000);

  it('answers a JSON 404 to any /api path that names no call, however spelt, never the web app', async () => {
    for (const target of ['/api/nessuna/chiamata', '/API/nessuna', '/%61pi/nessuna', '/%2561pi/users', '//api', '/api', '/Api/', '/api;x', 'http://127.0.0.1/api/x']) {
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']) {
        const answer = await send(method, target, 'anonymous');
        expect(answer.status, `${method} ${target}`).toBe(404);
        if (method === 'HEAD') continue;
        expect(answer.contentType, `${method} ${target}`).toContain('application/json');
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'NOT_FOUND', message: NO_ROUTE });
      }
    }
    // The web app's own pages are still the web app.
    const page = await send('GET', '/ordini', 'anonymous');
    expect(page.status).toBe(200);
    expect(page.body).toContain('portale');
  });
});
