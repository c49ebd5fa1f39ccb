/**
 * Loads a lazy chunk; when that fails because the device is offline, tries again when the connection returns
 * (the screen keeps its loading state meanwhile) instead of failing the whole app. Any other failure (a chunk
 * of an older build, say) is thrown as before.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => loadChunk(load).then(resolve, reject), { once: true });
    });
  });
}
