import { getShippingDocumentItemsCall } from '@portale/contract/shipping-documents';
import { getUsersCall, updateUserCall } from '@portale/contract/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi, callKey, callScope, callUrl } from './api-client';

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
