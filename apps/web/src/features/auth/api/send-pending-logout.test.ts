import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingLogout, setPendingLogout } from '../../../lib/offline/pending-logout';
import { logoutRetryDelayMs, sendPendingLogout } from './send-pending-logout';

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const html = (status: number) => new Response('<html><body>Servizio non disponibile</body></html>', { status, headers: { 'content-type': 'text/html' } });

/** The server (or what stands in front of it) answers the logout so. */
const answerLogout = (answer: () => Response | Promise<Response>) => vi.stubGlobal('fetch', vi.fn(async () => answer()));

// Issue 64, point 4: a kept logout is dropped only when the server says the session is over.
describe('a logout kept on the device', () => {
  beforeEach(() => setPendingLogout({ user_id: 7, at: Date.now() }));
  afterEach(() => {
    vi.unstubAllGlobals();
    setPendingLogout(null);
  });

  it.each([
    ['the server’s 200', () => json({ success: true }, 200)],
    ['a 401 (no session any more)', () => json({ success: false, code: 'UNAUTHORIZED', message: 'Sessione scaduta' }, 401)],
    ['a 409 SESSION_USER_CHANGED (the cookie is now another user’s)', () => json({ success: false, code: 'SESSION_USER_CHANGED', message: 'Altro utente' }, 409)],
  ])('is dropped on %s', async (_, answer) => {
    answerLogout(answer);
    expect(await sendPendingLogout()).toBe(true);
    expect(pendingLogout()).toBeNull();
  });

  it.each([
    ['a 503', () => json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Servizio temporaneamente non disponibile' }, 503)],
    ['a 500', () => json({ success: false, code: 'INTERNAL', message: 'Si è verificato un errore imprevisto' }, 500)],
    ['a 429', () => json({ success: false, code: 'TOO_MANY_ATTEMPTS', message: 'Troppi tentativi' }, 429)],
    ['a proxy’s HTML 502', () => html(502)],
    ['an HTML page answered 200 (a captive portal)', () => html(200)],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a timeout', () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'))],
  ])('is kept on %s', async (_, answer) => {
    answerLogout(answer);
    expect(await sendPendingLogout()).toBe(false);
    expect(pendingLogout()).toMatchObject({ user_id: 7 });
  });

  it('names the user it ends (issue 64, point 7): the session of whoever signed in since is not ended', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ success: true }, 200));
    vi.stubGlobal('fetch', fetch);
    await sendPendingLogout();
    expect(new Headers(fetch.mock.calls[0]![1].headers).get('X-Portale-User')).toBe('7');
  });

  it('is retried after a doubling wait, at most a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(logoutRetryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });
});
