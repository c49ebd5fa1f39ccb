import PDFDocument from 'pdfkit';
import { formatWarrantyCode } from '@portale/contract/warranty-code';
import { writeCodesByPage } from './paged-codes';
import { activationUrl, qrPathOps } from './qr-vector';

export interface LabelsJob {
  id: number;
  year: number;
  batch: number;
  typeName: string;
}

/** A4 sheet of 3 × 8 labels of 70 × 37.1 mm (the common "24 per sheet" stock), no margins. */
const COLS = 3;
const ROWS = 8;
const PER_PAGE = COLS * ROWS;
const MM = 72 / 25.4;
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const LABEL_W = PAGE_W / COLS;
const LABEL_H = PAGE_H / ROWS;
const QR_SIZE = 27 * MM;
const PAD = 4 * MM;

/**
 * Streams the labels PDF of a job: each label has the code printed and a QR code of the public
 * activation page with the code prefilled. Codes come in pages from `nextCodes` (keyset) as the reader
 * takes the PDF (writeCodesByPage), so memory stays flat at any size and a closed download stops it.
 */
export function streamLabelsPdf(job: LabelsJob, publicUrl: string, nextCodes: () => Promise<string[]>): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `Etichette garanzia — lotto ${job.year}/${job.batch}`, Author: 'Portale agenti' },
    lang: 'it-IT',
  });
  const host = new URL(publicUrl).host;
  const lot = `Lotto ${job.year}/${job.batch}`;
  return writeCodesByPage(
    doc,
    nextCodes,
    PER_PAGE,
    (code, slot) => {
      if (slot % PER_PAGE === 0) doc.addPage({ size: 'A4', margin: 0 });
      drawLabel(doc, (slot % COLS) * LABEL_W, (Math.floor(slot / COLS) % ROWS) * LABEL_H, code, job.typeName, lot, host, publicUrl);
    },
    () => {
      doc.addPage({ size: 'A4', margin: 0 });
      doc.font('Helvetica').fontSize(12).text('Nessun codice in questo lavoro.', 40, 40);
    },
  );
}

/**
 * Writes one line inside `width`: at `size`, or smaller down to `minSize`, and beyond that cut with '…', so
 * no text ever runs onto the next label (a long type name, a long public address).
 */
function fitLine(doc: PDFKit.PDFDocument, font: string, size: number, minSize: number, text: string, x: number, y: number, width: number) {
  doc.font(font);
  let fontSize = size;
  while (fontSize > minSize && doc.fontSize(fontSize).widthOfString(text) > width) fontSize -= 0.25;
  doc.fontSize(fontSize);
  let shown = text;
  if (doc.widthOfString(shown) > width) {
    while (shown.length > 1 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown.trimEnd()}…`;
  }
  doc.text(shown, x, y, { lineBreak: false });
}

/**
 * One label: the QR code, then in the text column the code, the type (up to two lines), the lot, and where to
 * activate (the address on a line of its own, shrunk to fit). Every line stays inside the label's column.
 */
function drawLabel(doc: PDFKit.PDFDocument, x: number, y: number, code: string, typeName: string, lot: string, host: string, publicUrl: string) {
  const qrY = y + (LABEL_H - QR_SIZE) / 2;
  doc.addContent(qrPathOps(activationUrl(publicUrl, code), x + PAD, qrY, QR_SIZE));
  const tx = x + PAD + QR_SIZE + 2.5 * MM;
  // The text column ends a margin before the label's right edge.
  const width = x + LABEL_W - PAD / 2 - tx;
  doc.fillColor('black');
  fitLine(doc, 'Courier-Bold', 9.5, 7, formatWarrantyCode(code), tx, qrY + 3, width);
  // A long type name wraps onto a second line and is cut with '…' only past it.
  doc.font('Helvetica').fontSize(6).text(typeName, tx, qrY + 17, { width, height: 15, ellipsis: true, lineGap: 0.5 });
  fitLine(doc, 'Helvetica', 6.5, 5, lot, tx, qrY + 35, width);
  fitLine(doc, 'Helvetica-Bold', 6, 5, 'Attiva la garanzia su', tx, qrY + 52, width);
  fitLine(doc, 'Helvetica-Bold', 6, 3.5, `${host}/garanzia`, tx, qrY + 60, width);
}

/** The text column of a label starting at `x`: where fitLine keeps every line (for the layout test). */
export const LABEL_TEXT_BOX = { left: PAD + QR_SIZE + 2.5 * MM, right: LABEL_W - PAD / 2, width: LABEL_W, height: LABEL_H, cols: COLS, rows: ROWS };
