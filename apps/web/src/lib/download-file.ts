import { notifyError } from './notify';

/** The file name the server proposes (Content-Disposition), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]!) : fallback;
}

/**
 * Downloads a file answered by a call (CSV, PDF). Fetched rather than navigated to, because the
 * server may answer JSON {success:false, message} instead of a file: that message shows as an error
 * (spec §8). Resolves true when the file was handed to the browser.
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  { expectedType, failure = 'Impossibile scaricare il file' }: { expectedType?: string; failure?: string } = {},
): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('application/json') || (expectedType && !type.includes(expectedType))) {
      const payload: unknown = await response.json().catch(() => null);
      const message = payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' ? payload.message : failure;
      notifyError(message);
      return false;
    }
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
    // Give the browser time to start the download before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
    return true;
  } catch {
    notifyError('Impossibile contattare il server: verificare la connessione');
    return false;
  }
}
