import { create } from 'zustand';
import { ApiError } from '../api-error';
import { newIdempotencyKey } from '../new-idempotency-key';
import { offlineDbFor, type OutboxItem } from './offline-db';

export type QueuedWrite = Pick<OutboxItem, 'key' | 'kind' | 'label' | 'input'>;

/** Told when a write is queued, so the replay (features/offline) can try it as soon as the network allows. */
export const useOutboxSignal = create<{ queued: number }>(() => ({ queued: 0 }));

/**
 * Queues a write for the outbox; its key stays the one the screen would have sent, so a replay records it once. The
 * item belongs to the user who wrote it, and gets a new revision (a replaced entry is told from its predecessor).
 */
export async function queueWrite(userId: number, write: QueuedWrite): Promise<void> {
  await offlineDbFor(userId).outbox.put({ ...write, state: 'pending', createdAt: Date.now(), attempts: 0, author: userId, revision: newIdempotencyKey() });
  useOutboxSignal.setState((s) => ({ queued: s.queued + 1 }));
}

/**
 * Sends a write now; without network (offline, or no answer at all) it goes to the outbox instead and answers
 * 'queued'. A write whose answer was lost may have reached the server: its replay carries the same key, so the
 * server records it once. Any answer from the server (an error included) stands, and nothing is queued.
 */
export async function sendOrQueue(userId: number, write: QueuedWrite, send: () => Promise<unknown>): Promise<'sent' | 'queued'> {
  if (navigator.onLine) {
    try {
      await send();
      return 'sent';
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NETWORK')) throw error;
    }
  }
  await queueWrite(userId, write);
  return 'queued';
}
