/** Said when a transfer stalls: the link, not the server. */
export const SYNC_STALLED = 'La connessione si è fermata durante l’aggiornamento dei dati: quanto già ricevuto è salvato, si riprenderà da lì';

/**
 * Runs a call that reports progress, and aborts it only when nothing arrives for `ms` (before the answer or while its
 * body comes): a slow transfer that keeps arriving is never cut off, however long it takes. A stall fails with
 * SYNC_STALLED; any other failure is passed on.
 */
export async function withStallTimeout<T>(ms: number, run: (options: { signal: AbortSignal; onProgress: () => void }) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onProgress = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DOMException(SYNC_STALLED, 'TimeoutError')), ms);
  };
  onProgress();
  try {
    return await run({ signal: controller.signal, onProgress });
  } catch (error) {
    if (controller.signal.aborted) throw new Error(SYNC_STALLED);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
