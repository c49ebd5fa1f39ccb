import { syncProductsCall } from '@portale/contract/sync';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/api-client';
import { SYNC_STALLED, withStallTimeout } from './stall-timeout';

afterEach(() => {
  vi.unstubAllGlobals();
});

const body = JSON.stringify({ rows: [], deleted: [], cursor: 'c', more: false, reset: false, server_date: '2026-11-29' });

/** A fetch answering `body` in pieces `every` ms apart, stopping for good after `stopAfter` pieces. */
function trickle(every: number, stopAfter = Infinity) {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const pieces = body.match(/.{1,8}/g)!;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      // As a real fetch does: an abort errors the body being read.
      start(controller) {
        init.signal?.addEventListener('abort', () => controller.error(init.signal!.reason));
      },
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, every));
        if (init.signal?.aborted) return controller.error(init.signal.reason);
        if (sent >= stopAfter) return new Promise(() => {}); // the link stalls: nothing more, never an end
        if (sent === pieces.length) return controller.close();
        controller.enqueue(new TextEncoder().encode(pieces[sent++]));
      },
    });
    return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

describe('withStallTimeout', () => {
  it('a slow transfer that keeps arriving is never cut off, however long it takes', async () => {
    trickle(15);
    // ~15 pieces × 15 ms: several times the 40 ms allowed without progress.
    const answer = await withStallTimeout(40, (options) => callApi(syncProductsCall, { query: {} }, options));
    expect(answer).toMatchObject({ cursor: 'c', server_date: '2026-11-29' });
  });

  it('a transfer that stops is given up, with a message about the link', async () => {
    trickle(5, 3);
    await expect(withStallTimeout(60, (options) => callApi(syncProductsCall, { query: {} }, options))).rejects.toThrow(SYNC_STALLED);
  });
});
