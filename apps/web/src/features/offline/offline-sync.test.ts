import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginDeviceSession, endDeviceSession } from '../../lib/offline/device-session';
import { offlineDbFor } from '../../lib/offline/offline-db';
import { runOfflineSync } from './offline-sync';

afterEach(() => {
  vi.unstubAllGlobals();
  endDeviceSession();
});

const customer = (id: number, name: string) => ({ id, external_id: `C${id}`, company_name: name });

describe('runOfflineSync across a hand-over (issue 53, point 3)', () => {
  it("applies no answer to A's copy once A has left and B signed in on the tab, and asks nothing more", async () => {
    const a = 2001;
    const b = 2002;
    beginDeviceSession(a);
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        // As a browser's fetch: an aborted signal rejects before anything is sent.
        init.signal?.throwIfAborted();
        asked.push(url);
        // A taps 'Esci' and B signs in while the first answer is on its way: the answer is B's (B's cookie).
        endDeviceSession();
        beginDeviceSession(b);
        const body = { rows: [customer(1, 'Cliente di B')], deleted: [], cursor: 'c1', more: false, reset: false };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    await runOfflineSync(a);
    const db = offlineDbFor(a);
    expect(await db.customers.count()).toBe(0);
    expect(await db.products.count()).toBe(0);
    expect(await db.feeds.count()).toBe(0);
    expect(asked).toHaveLength(1);
  });
});
