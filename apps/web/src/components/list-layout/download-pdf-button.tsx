import { Button } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../../lib/download-file';

/**
 * Downloads an ERP PDF (invoice, DDT) from `url` (the feature builds it with callUrl); a JSON answer
 * {success:false, code, message} instead of the file shows its message as an error (spec §8).
 */
export function DownloadPdfButton({ url, fileName }: { url: string; fileName: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    await downloadFile(url, fileName, { expectedType: 'application/pdf', failure: 'Impossibile scaricare il PDF' });
    setBusy(false);
  }

  return (
    <Button size="compact-md" variant="light" loading={busy} onClick={download}>
      Scarica PDF
    </Button>
  );
}
