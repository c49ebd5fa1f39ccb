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
  const subtitle = `${job.typeName} · ${job.year}/${job.batch}`;
  return writeCodesByPage(
    doc,
    nextCodes,
    PER_PAGE,
    (code, slot) => {
      if (slot % PER_PAGE === 0) doc.addPage({ size: 'A4', margin: 0 });
      drawLabel(doc, (slot % COLS) * LABEL_W, (Math.floor(slot / COLS) % ROWS) * LABEL_H, code, subtitle, host, publicUrl);
    },
    () => {
      doc.addPage({ size: 'A4', margin: 0 });
      doc.font('Helvetica').fontSize(12).text('Nessun codice in questo lavoro.', 40, 40);
    },
  );
}

function drawLabel(doc: PDFKit.PDFDocument, x: number, y: number, code: string, subtitle: string, host: string, publicUrl: string) {
  const qrY = y + (LABEL_H - QR_SIZE) / 2;
  doc.addContent(qrPathOps(activationUrl(publicUrl, code), x + PAD, qrY, QR_SIZE));
  const tx = x + PAD + QR_SIZE + 2.5 * MM;
  // Three text runs per label: each doc.text call costs more than the whole QR code.
  doc.fillColor('black');
  doc.font('Courier-Bold').fontSize(9.5).text(formatWarrantyCode(code), tx, qrY + 6, { lineBreak: false });
  doc.font('Helvetica').fontSize(6.5).text(subtitle, tx, qrY + 24, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(6).text(`Attiva su ${host}/garanzia`, tx, qrY + 48, { lineBreak: false });
}
