import { Button } from '@mantine/core';
import { ZErrorResponse } from '@portale/contract/errors';
import { useState } from 'react';
import { notifyError } from '../../lib/notify';

/** The file name the server proposes (Content-Disposition), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads an ERP PDF (invoice, DDT) from `url` (the feature builds it with callUrl). Fetched rather than
 * navigated to, because the server may answer JSON {success:false, code, message} instead of a file, and
 * that message must show as an error (spec §8).
 */
export function DownloadPdfButton({ url, fileName }: { url: string; fileName: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !type.includes('application/pdf')) {
        // Only the message matters here: any JSON answer carrying one is shown.
        const error = ZErrorResponse.pick({ message: true }).safeParse(await response.json().catch(() => null));
        notifyError(error.success ? error.data.message : 'Impossibile scaricare il PDF');
        return;
      }
      const blobUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = blobUrl;
      link.download = fileNameOf(response.headers.get('content-disposition'), fileName);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser time to start the download before the object URL goes away.
      setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
    } catch {
      notifyError('Impossibile contattare il server: verificare la connessione');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="compact-md" variant="light" loading={busy} onClick={download}>
      Scarica PDF
    </Button>
  );
}
