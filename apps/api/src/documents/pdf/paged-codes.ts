/**
 * Resolves true once the PDF's reader wants more (its buffer is below the high-water mark), false if the
 * reader went away (the stream was destroyed: a closed download). pdfkit's own `_read` does nothing: the
 * stream asks for more through it, so it is where the writer is woken.
 */
function readerReady(doc: PDFKit.PDFDocument): () => Promise<boolean> {
  let wake: (() => void) | null = null;
  const wakeUp = () => {
    wake?.();
    wake = null;
  };
  (doc as unknown as { _read: () => void })._read = wakeUp;
  doc.once('close', wakeUp);
  return async () => {
    while (!doc.destroyed && doc.readableLength >= doc.readableHighWaterMark) await new Promise<void>((resolve) => (wake = resolve));
    return !doc.destroyed;
  };
}

/**
 * Writes a PDF of codes page by page as its reader takes it: codes are pulled from `nextCodes` (keyset pages)
 * only while the reader keeps up, so a slow or stalled download holds one page in memory, not the whole
 * batch; a download that is closed stops the generation. `draw` gets each code with its 0-based index (it
 * starts a PDF page every `perPage`); `whenEmpty` draws the page of a job without codes.
 */
export function writeCodesByPage(
  doc: PDFKit.PDFDocument,
  nextCodes: () => Promise<string[]>,
  perPage: number,
  draw: (code: string, index: number) => void,
  whenEmpty: () => void,
): PDFKit.PDFDocument {
  const ready = readerReady(doc);
  void (async () => {
    let index = 0;
    for (let codes = await nextCodes(); codes.length > 0; codes = await nextCodes()) {
      for (const code of codes) {
        if (index % perPage === 0 && !(await ready())) return;
        draw(code, index++);
      }
      if (!(await ready())) return;
    }
    if (index === 0) whenEmpty();
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
