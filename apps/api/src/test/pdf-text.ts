import zlib from 'node:zlib';

/**
 * The text a pdfkit PDF shows, without a PDF tool: pdfkit writes WinAnsi glyphs as hex strings inside deflated
 * content streams. Runs of text are concatenated as drawn (no spaces added between them).
 */
export function shownText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let body: string;
    try {
      body = zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of body.matchAll(/<([0-9a-f]+)>/g)) text += Buffer.from(t[1], 'hex').toString('latin1');
  }
  return text.replace(/\x80/g, '€');
}
