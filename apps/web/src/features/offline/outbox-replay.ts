import type { CallInput } from '@portale/contract/call';
import { createOrderCall, saveCartCall } from '@portale/contract/cart';
import { saveProfileNoteCall } from '@portale/contract/customers';
import { saveVisitCall } from '@portale/contract/visits';
import { callApi } from '../../lib/api-client';
import { isRefusal, isTimeout } from '../../lib/api-error';
import { offlineDbFor, type OutboxItem } from '../../lib/offline/offline-db';

/**
 * What the server answered beyond "done": it took the write but did not do it (an order held for its prices:
 * parked), or did it differently from what the agent saw (a quote saved at today's prices: sent, with what changed).
 */
export type Answer = { parked: Pick<OutboxItem, 'error' | 'held'> } | { sent: Pick<OutboxItem, 'repriced'> };

/**
 * A call that neither answers nor fails (a network that swallows requests) is given up after this long, so it never
 * holds back the items after it; the item stays pending and its key makes the next attempt safe.
 */
const ATTEMPT_TIMEOUT_MS = 30_000;
const TIMED_OUT = 'Il server non ha risposto in tempo: nuovo tentativo più tardi';

/** How each kind of queued write reaches the server, with its own key; a refusal is parked for review. */
const SEND: Record<OutboxItem['kind'], (item: OutboxItem) => Promise<Answer | void>> = {
  visit: async (item) => {
    await callApi(saveVisitCall, item.input as CallInput<typeof saveVisitCall>, attempt(item));
  },
  // A note is the whole text, saved over the previous one: sending it twice leaves the same note.
  note: async (item) => {
    await callApi(saveProfileNoteCall, item.input as CallInput<typeof saveProfileNoteCall>, attempt(item));
  },
  // The order names the prices the agent saw: the server sends it only at those (else holds it, and says why).
  order: async (item) => {
    const answer = await callApi(createOrderCall, item.input as CallInput<typeof createOrderCall>, attempt(item));
    if (!answer.success) return { parked: { error: answer.message, held: answer.held } };
  },
  // A quote is saved at today's prices; the ones that differ from what the agent saw are kept for the agent to read.
  quote: async (item) => {
    const answer = await callApi(saveCartCall, item.input as CallInput<typeof saveCartCall>, attempt(item));
    if (answer.differences?.length) return { sent: { repriced: answer.differences } };
  },
};

/** One attempt's options: the item's key and a time limit. */
const attempt = (item: OutboxItem) => ({ headers: { 'Idempotency-Key': item.key }, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) });

export interface ReplayResult {
  sent: number;
  parked: number;
  failed: number;
}

/**
 * Sends the pending writes, oldest first, one at a time. Each carries the key it was queued with, so a write whose
 * answer was lost (or that another tab sent meanwhile) is recorded once. One failure never stops the rest: a
 * permanent refusal is parked for review with the server's reason, anything else stays pending for the next run.
 */
export async function replayOutbox(userId: number, send = SEND): Promise<ReplayResult> {
  const db = offlineDbFor(userId);
  const result: ReplayResult = { sent: 0, parked: 0, failed: 0 };
  const pending = await db.outbox.where('state').equals('pending').sortBy('createdAt');
  for (const item of pending) {
    // Another tab may have sent it since this run read the list.
    if ((await db.outbox.get(item.key))?.state !== 'pending') continue;
    try {
      const answer = await send[item.kind](item);
      if (answer && 'parked' in answer) {
        await db.outbox.update(item.key, { state: 'review', attempts: item.attempts + 1, ...answer.parked });
        result.parked++;
      } else {
        await db.outbox.update(item.key, { state: 'sent', sentAt: Date.now(), attempts: item.attempts + 1, error: undefined, ...answer?.sent });
        result.sent++;
      }
    } catch (error) {
      const reason = isTimeout(error) ? TIMED_OUT : error instanceof Error ? error.message : 'Errore sconosciuto';
      if (isRefusal(error)) {
        await db.outbox.update(item.key, { state: 'review', attempts: item.attempts + 1, error: reason });
        result.parked++;
      } else {
        await db.outbox.update(item.key, { attempts: item.attempts + 1, error: reason });
        result.failed++;
      }
    }
  }
  return result;
}

let inFlight: Promise<ReplayResult | null> | null = null;

/**
 * One replay at a time in the page and across the device's tabs (Web Locks): a tab that finds another replaying
 * skips its run (null). Without Web Locks, two tabs may both send an item: its key still records it once.
 */
export function runOutbox(userId: number): Promise<ReplayResult | null> {
  inFlight ??= (async () => {
    if (!navigator.locks) return replayOutbox(userId);
    return navigator.locks.request(`portale-outbox-${userId}`, { ifAvailable: true }, (lock) => (lock ? replayOutbox(userId) : null));
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
