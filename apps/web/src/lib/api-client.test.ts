import { getShippingDocumentItemsCall } from '@portale/contract/shipping-documents';
import { getUsersCall, updateUserCall } from '@portale/contract/users';
import { logoutCall as anyCall } from '@portale/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, callKey, callScope, callUrl, onUserChanged } from './api-client';
import { isRefusal } from './api-error';
import { setPageUser } from './page-user';

function answer(body: unknown, status: number) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds URLs and keys from the declaration', () => {
    const input = { params: { id: '12' }, query: { customer_external_id: 'C 1' } };
    expect(callUrl(getShippingDocumentItemsCall, input)).toBe('/api/shipping_documents/getShippingDocumentItems/12?customer_external_id=C+1');
    expect(callKey(getShippingDocumentItemsCall, input).slice(0, 2)).toEqual(callScope(getShippingDocumentItemsCall));
  });

  it("exposes the contract's code, message and invalid fields", async () => {
    const fields = [{ path: 'user.email', message: 'Indirizzo email già utilizzato da un altro utente' }];
    answer({ success: false, code: 'DUPLICATE_KEY', message: fields[0]!.message, fields }, 409);
    const user = { name: 'A', email: 'a@example.com', role: 'agent' };
    const error = await callApi(updateUserCall, { body: { user } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'DUPLICATE_KEY', message: fields[0]!.message, fields });
  });

  it('keeps the message of an answer without a code, with the code of its status', async () => {
    answer({ message: 'Servizio momentaneamente non disponibile' }, 503);
    await expect(callApi(getUsersCall, {})).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Servizio momentaneamente non disponibile' });
    answer(null, 404);
    await expect(callApi(getUsersCall, {})).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Si è verificato un errore imprevisto' });
  });

  it('says a failed connection in Italian, and leaves a call given up by its time limit to the caller', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(callApi(getUsersCall, {})).rejects.toMatchObject({ code: 'NETWORK', message: 'Impossibile contattare il server: verificare la connessione' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'))));
    await expect(callApi(getUsersCall, {})).rejects.toMatchObject({ name: 'TimeoutError' });
    // Cut off while the body arrived: no answer, never an empty one parsed as a failure of the contract.
    const cut = { ok: true, status: 200, json: () => Promise.reject(new DOMException('signal timed out', 'TimeoutError')) };
    vi.stubGlobal('fetch', vi.fn(async () => cut));
    await expect(callApi(getUsersCall, {})).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});

const CHANGED = 'In questo browser è entrato un altro utente (in un’altra scheda): questa pagina si è fermata. Accedere di nuovo per continuare';

/** The server answers with this session's user named (null: no session). */
function answerAs(sessionUser: number | null, body: unknown = { success: true }, status = 200) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...(sessionUser === null ? {} : { 'X-Portale-User': String(sessionUser) }) } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sentUser = (fetch: ReturnType<typeof answerAs>) => new Headers(fetch.mock.calls[0]![1].headers).get('X-Portale-User');

// Issue 64, point 7: a page names its user on every call and applies no answer that is another user's.
describe("the page's user on every call", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setPageUser(null);
  });

  it("names the page's user, or nobody on the login page; a call made for a given user names that one", async () => {
    let fetch = answerAs(null);
    await callApi(anyCall, {});
    expect(sentUser(fetch)).toBeNull();
    setPageUser(7);
    fetch = answerAs(7);
    await callApi(anyCall, {});
    expect(sentUser(fetch)).toBe('7');
    fetch = answerAs(3);
    await callApi(anyCall, {}, { headers: { 'X-Portale-User': '3' } });
    expect(sentUser(fetch)).toBe('3');
  });

  it("refuses an answer that names another user: not parsed, not returned, the page told", async () => {
    setPageUser(7);
    answerAs(8, { success: true });
    const changed = vi.fn();
    const stop = onUserChanged(changed);
    const error = await callApi(anyCall, {}).catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'SESSION_USER_CHANGED', message: CHANGED });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("takes the server's own refusal the same way, and never files it as a refusal of the write", async () => {
    setPageUser(7);
    answerAs(8, { success: false, code: 'SESSION_USER_CHANGED', message: CHANGED }, 409);
    const changed = vi.fn();
    const stop = onUserChanged(changed);
    const error = await callApi(anyCall, {}).catch((e: unknown) => e);
    stop();
    expect(error).toMatchObject({ code: 'SESSION_USER_CHANGED' });
    expect(changed).toHaveBeenCalledTimes(1);
    // An outbox item refused so is kept for its author's next session, not marked refused.
    expect(isRefusal(error)).toBe(false);
  });

  it('applies an answer with no user named (public calls, no session) as before', async () => {
    setPageUser(7);
    answerAs(null);
    await expect(callApi(anyCall, {})).resolves.toEqual({ success: true });
  });
});
