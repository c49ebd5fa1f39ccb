import type { CallInput } from '@portale/contract/call';
import { createOrderCall, getArchivedCartCall, saveCartCall } from '@portale/contract/cart';
import { saveProfileNoteCall } from '@portale/contract/customers';
import { saveVisitCall } from '@portale/contract/visits';
import { callApi } from '../../lib/api-client';
import { ApiError, isRefusal, isTimeout } from '../../lib/api-error';
import { eitherSignal, isSessionEnded, isSessionOf, sessionSignal } from '../../lib/offline/device-session';
import { offlineDbFor, type OutboxItem } from '../../lib/offline/offline-db';

/**
 * What the server answered beyond "done": it took the write but did not do it (an order held for its prices:
 * parked), or did it differently from what the agent saw (a quote saved at today's prices: sent, with what changed).
 */
export type Answer = { parked: Pick<OutboxItem, 'error' | 'held'> } | { sent: Pick<OutboxItem, 'repriced' | 'outcome'> };
/** Sends one item: the user whose session sends it, and the session's signal (aborted when that user leaves). */
type Send = (item: OutboxItem, userId: number, signal: AbortSignal) => Promise<Answer | void>;

/**
 * A call that neither answers nor fails (a network that swallows requests) is given up after this long, so it never
 * holds back the items after it; the item stays pending and its key makes the next attempt safe.
 */
const ATTEMPT_TIMEOUT_MS = 30_000;
const TIMED_OUT = 'Il server non ha risposto in tempo: nuovo tentativo più tardi';

/** How each kind of queued write reaches the server, with its own key; a refusal is parked for review. */
const SEND: Record<OutboxItem['kind'], Send> = {
  visit: async (item, userId, signal) => {
    await callApi(saveVisitCall, item.input as CallInput<typeof saveVisitCall>, attemptOptions(item, userId, signal));
  },
  // A note is the whole text, saved over the previous one, based on the version the agent saw (base_version): the
  // server refuses it when a newer note was saved elsewhere meanwhile (NOTE_CONFLICT), and the agent chooses.
  note: async (item, userId, signal) => {
    await callApi(saveProfileNoteCall, item.input as CallInput<typeof saveProfileNoteCall>, attemptOptions(item, userId, signal));
  },
  // The order names the prices the agent saw: the server sends it only at those (else holds it, and says why).
  order: async (item, userId, signal) => {
    const answer = await callApi(createOrderCall, item.input as CallInput<typeof createOrderCall>, attemptOptions(item, userId, signal));
    if (!answer.success) return { parked: { error: answer.message, held: answer.held } };
    return { sent: { outcome: { order_id: answer.order_id, order_code: answer.order_code, ...(answer.approval ? { pending_approval: answer.message } : {}) } } };
  },
  // A quote is saved at today's prices; the ones that differ from what the agent saw are kept for the agent to read.
  quote: async (item, userId, signal) => {
    const answer = await callApi(saveCartCall, item.input as CallInput<typeof saveCartCall>, attemptOptions(item, userId, signal));
    if (answer.differences?.length) return { sent: { repriced: answer.differences } };
  },
};

/**
 * The key the server records the write under. A note's entry is one per customer and replaced by each new text, so
 * each text (each revision) is its own request; the other kinds keep the key they were queued with.
 */
const requestKey = (item: OutboxItem) => (item.kind === 'note' && item.revision ? `${item.key}:${item.revision}` : item.key);

/**
 * One attempt's options: the item's key, its author (the server refuses a write whose author is not the session's
 * user, AUTHOR_MISMATCH), and a signal that gives up after a time limit or when the session ends.
 */
export function attemptOptions(item: OutboxItem, userId: number, signal: AbortSignal) {
  return {
    headers: { 'Idempotency-Key': requestKey(item), 'X-Author-Id': String(item.author ?? userId) },
    signal: eitherSignal(signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)),
  };
}

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
export async function replayOutbox(userId: number, send: Record<OutboxItem['kind'], Send> = SEND): Promise<ReplayResult> {
  const db = offlineDbFor(userId);
  const result: ReplayResult = { sent: 0, parked: 0, failed: 0 };
  const signal = sessionSignal(userId);
  const pending = await db.outbox.where('state').equals('pending').sortBy('createdAt');
  for (const item of pending) {
    // The user left (logout, another user signed in on this tab): the rest waits for the author's next session.
    if (signal.aborted || !isSessionOf(userId)) break;
    // Another tab may have sent it since this run read the list; an item of another author is never sent here.
    const now = await db.outbox.get(item.key);
    if (now?.state !== 'pending' || now.revision !== item.revision || (item.author ?? userId) !== userId) continue;
    try {
      const answer = await send[item.kind](item, userId, signal);
      if (answer && 'parked' in answer) {
        if (await settle(item, { state: 'review', attempts: item.attempts + 1, ...answer.parked })) result.parked++;
      } else if (await settle(item, { state: 'sent', sentAt: Date.now(), attempts: item.attempts + 1, error: undefined, code: undefined, ...answer?.sent })) {
        result.sent++;
      }
    } catch (error) {
      // Cut off by the end of the session: not an attempt, and the item stays as it was for its author.
      // The server's session is another user's (AUTHOR_MISMATCH, SESSION_USER_CHANGED: a hand-over in another tab): the same.
      if (isSessionEnded(error) || signal.aborted || (error instanceof ApiError && (error.code === 'AUTHOR_MISMATCH' || error.code === 'SESSION_USER_CHANGED'))) break;
      const reason = isTimeout(error) ? TIMED_OUT : error instanceof Error ? error.message : 'Errore sconosciuto';
      if (isRefusal(error)) {
        const conflict = error.code === ('NOTE_CONFLICT' as string) ? noteConflictOf(error) : undefined;
        await settle(item, { state: 'review', attempts: item.attempts + 1, error: reason, code: error.code, conflict });
        result.parked++;
      } else {
        await settle(item, { attempts: item.attempts + 1, error: reason });
        result.failed++;
      }
    }
  }
  return result;

  /**
   * Records an attempt's outcome on the item it sent, unless the entry was replaced meanwhile (a note edited again
   * while its earlier text was on its way): the new entry waits for its own send.
   */
  function settle(item: OutboxItem, changes: Partial<OutboxItem>): Promise<boolean> {
    return db.transaction('rw', db.outbox, async () => {
      const now = await db.outbox.get(item.key);
      if (!now || now.revision !== item.revision) return false;
      await db.outbox.update(item.key, changes);
      return true;
    });
  }
}

/** The note saved elsewhere, as a NOTE_CONFLICT answer carries it (`current_note`). */
function noteConflictOf(error: ApiError): OutboxItem['conflict'] {
  const current = (error.body as { current_note?: { content?: unknown; version?: unknown } } | undefined)?.current_note;
  if (!current || typeof current.version !== 'number') return undefined;
  return { content: typeof current.content === 'string' ? current.content : '', version: current.version };
}

/** The run in flight per user: one user's run never stands for another's. */
const inFlight = new Map<number, Promise<ReplayResult | null>>();

/**
 * One replay at a time per user in the page and across the device's tabs (Web Locks): a tab that finds another
 * replaying skips its run (null). Without Web Locks, two tabs may both send an item: its key still records it once.
 */
export function runOutbox(userId: number, send: Record<OutboxItem['kind'], Send> = SEND): Promise<ReplayResult | null> {
  let run = inFlight.get(userId);
  if (!run) {
    run = (async () => {
      if (!navigator.locks) return replayOutbox(userId, send);
      return navigator.locks.request(`portale-outbox-${userId}`, { ifAvailable: true }, (lock) => (lock ? replayOutbox(userId, send) : null));
    })().finally(() => inFlight.delete(userId));
    inFlight.set(userId, run);
  }
  return run;
}

/** What became of a held order's temporary order on the server: still there to confirm, or gone (ordered, deleted). */
export type HeldFate = 'held' | 'confirmed' | 'deleted';

const heldFate = async (cartId: number, signal: AbortSignal): Promise<HeldFate> => {
  try {
    const { cart } = await callApi(getArchivedCartCall, { params: { id: cartId } }, { signal: eitherSignal(signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)) });
    return cart.type === 'temporary_orders' ? 'held' : 'confirmed';
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return 'deleted';
    throw error;
  }
};

export const HELD_CONFIRMED = 'Ordine temporaneo confermato altrove';
export const HELD_DELETED = 'Ordine temporaneo eliminato altrove: non inviato';

/**
 * A held order waits 'Da rivedere' until its temporary order is confirmed or deleted — possibly on another device
 * (issue 53, point 17): the outbox asks the server what became of it, and closes the item with what happened.
 * Answers how many were closed.
 */
export async function settleHeldOrders(userId: number, fate: (cartId: number, signal: AbortSignal) => Promise<HeldFate> = heldFate): Promise<number> {
  const db = offlineDbFor(userId);
  const signal = sessionSignal(userId);
  const held = (await db.outbox.where('state').equals('review').toArray()).filter((i) => i.held);
  let closed = 0;
  for (const item of held) {
    if (!isSessionOf(userId)) break;
    const now = await fate(item.held!.cart_id, signal).catch(() => 'held' as const);
    if (now === 'held') continue;
    await db.outbox.update(item.key, { state: 'sent', sentAt: Date.now(), resolution: now === 'confirmed' ? HELD_CONFIRMED : HELD_DELETED });
    closed++;
  }
  return closed;
}
