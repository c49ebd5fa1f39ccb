import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginDeviceSession, endDeviceSession } from '../../lib/offline/device-session';
import { offlineDbFor } from '../../lib/offline/offline-db';
import { saveBriefing, savedBriefing } from '../../lib/offline/saved-briefings';
import type { TCustomerBriefing } from '@portale/contract/briefing';
import { runOfflineSync, useOfflineSyncStore } from './offline-sync';

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
        const body = { rows: [customer(1, 'Cliente di B')], deleted: [], cursor: 'c1', more: false, reset: false, server_date: '2026-11-29' };
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

describe('runOfflineSync and tombstones (issue 53, point 11)', () => {
  it("a customer's tombstone takes its saved 'Scheda visita' with it; the other customers' stay", async () => {
    const a = 2011;
    beginDeviceSession(a);
    const db = offlineDbFor(a);
    await db.customers.bulkPut([customer(5, 'Onoranze Rossi'), customer(6, 'Agenzia Bianchi')] as never[]);
    for (const id of [5, 6]) await saveBriefing(db, { customer: { id, password: null } } as unknown as TCustomerBriefing);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const body = { rows: [], deleted: url.includes('sync/customers') ? [5] : [], cursor: 'c1', more: false, reset: false, server_date: '2026-11-29' };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    await runOfflineSync(a);
    expect(await db.customers.count()).toBe(1);
    expect(await savedBriefing(db, 5)).toBeUndefined();
    expect(await savedBriefing(db, 6)).toBeDefined();
  });
});

/** A stand-in for the copy's Web Worker: records what the page asks and lets the test answer. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  asked: unknown[] = [];
  terminated = false;
  constructor() {
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.asked.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

describe('runOfflineSync in a Web Worker (issue 58)', () => {
  it("asks the worker for the user's copy, keeps the server's date it reports, and ends with it", async () => {
    const a = 2021;
    beginDeviceSession(a);
    vi.stubGlobal('Worker', FakeWorker);
    const run = runOfflineSync(a);
    await vi.waitFor(() => expect(FakeWorker.last?.asked).toEqual([{ userId: a }]));
    const worker = FakeWorker.last!;
    worker.answer({ type: 'server-date', date: '2027-01-31' });
    worker.answer({ type: 'done' });
    await run;
    expect(worker.terminated).toBe(true);
    expect(localStorage.getItem('portale-clock-skew-days')).not.toBeNull();
    expect(useOfflineSyncStore.getState().error).toBeNull();
  });

  it("terminates the worker the moment the user's session ends: nothing more is written, and no failure is shown", async () => {
    const a = 2022;
    beginDeviceSession(a);
    useOfflineSyncStore.setState({ error: null });
    vi.stubGlobal('Worker', FakeWorker);
    const run = runOfflineSync(a);
    await vi.waitFor(() => expect(FakeWorker.last?.asked).toEqual([{ userId: a }]));
    const worker = FakeWorker.last!;
    endDeviceSession();
    await run;
    expect(worker.terminated).toBe(true);
    expect(useOfflineSyncStore.getState().error).toBeNull();
  });

  it("shows the worker's failure in Italian", async () => {
    const a = 2023;
    beginDeviceSession(a);
    vi.stubGlobal('Worker', FakeWorker);
    const run = runOfflineSync(a);
    await vi.waitFor(() => expect(FakeWorker.last?.asked).toEqual([{ userId: a }]));
    FakeWorker.last!.answer({ type: 'failed', message: 'La connessione si è fermata', unauthorized: false });
    await run;
    expect(FakeWorker.last!.terminated).toBe(true);
    expect(useOfflineSyncStore.getState().error).toBe('La connessione si è fermata');
  });
});

describe('runOfflineSync when another user signs in in another tab (issue 64, point 7)', () => {
  it("names A on every call and writes nothing of B's into A's copy: the run fails and the page is told", async () => {
    const { onUserChanged } = await import('../../lib/api-client');
    const a = 2021;
    const b = 2022;
    beginDeviceSession(a);
    const named: (string | null)[] = [];
    // Tab 2 logged out and signed in as B: the cookie is B's, the server answers as B (before issue 64 it served B's rows).
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        named.push(new Headers(init.headers).get('X-Portale-User'));
        // B's feeds (empty here: before issue 64 they were stored as A's, cursors included, as a normal update).
        const body = { rows: [], deleted: [], cursor: 'c1', more: false, reset: false, server_date: '2026-11-29' };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', 'X-Portale-User': String(b) } });
      }),
    );
    const changed = vi.fn();
    const stop = onUserChanged(changed);
    await runOfflineSync(a);
    stop();
    expect(named[0]).toBe(String(a));
    const db = offlineDbFor(a);
    expect(await db.feeds.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
    expect(useOfflineSyncStore.getState().error).toMatch(/un altro utente/);
    expect(changed).toHaveBeenCalled();
  });
});
