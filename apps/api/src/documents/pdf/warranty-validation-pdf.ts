import PDFDocument from 'pdfkit';
import { writeCodesByPage } from './paged-codes';
import { formatWarrantyCode } from '@portale/contract/warranty-code';
import type { LabelsJob } from './warranty-labels-pdf';

const ROWS_PER_PAGE = 32;
const MARGIN = 40;
const ROW_H = 22;

/**
 * Streams the validation PDF of a job: its codes in a table with room to note, by hand, each one's
 * validation date and signature, as the back office files them.
 */
export function streamValidationPdf(job: LabelsJob, nextCodes: () => Promise<string[]>): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: `Convalida garanzie — lotto ${job.year}/${job.batch}`, Author: 'Portale agenti' },
    lang: 'it-IT',
  });
  let y = 0;
  const width = 595.28 - 2 * MARGIN;
  const cols = [MARGIN, MARGIN + 40, MARGIN + 170, MARGIN + 290, MARGIN + width];
  const header = () => {
    doc.addPage();
    doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text(`Convalida garanzie — lotto ${job.year}/${job.batch}`, MARGIN, MARGIN, { lineBreak: false });
    doc.font('Helvetica').fontSize(9).text(`${job.typeName} · anno ${job.year} · lotto ${job.batch}`, MARGIN, MARGIN + 18, { lineBreak: false });
    y = MARGIN + 40;
    doc.font('Helvetica-Bold').fontSize(8);
    ['N.', 'Codice', 'Data convalida', 'Firma / note'].forEach((t, i) => doc.text(t, cols[i]! + 3, y + 7, { lineBreak: false }));
    const rules = cols.map((cx) => `${cx} ${y} m ${cx} ${y + ROW_H} l`).join(' ');
    doc.addContent(`q 0.6 G 0.5 w ${MARGIN} ${y} m ${MARGIN + width} ${y} l ${MARGIN} ${y + ROW_H} m ${MARGIN + width} ${y + ROW_H} l ${rules} S Q`);
    y += ROW_H;
    doc.font('Courier').fontSize(10);
  };
  return writeCodesByPage(
    doc,
    nextCodes,
    ROWS_PER_PAGE,
    (code, index) => {
      if (index % ROWS_PER_PAGE === 0) header();
      doc.font('Helvetica').fontSize(8).text(String(index + 1), cols[0]! + 3, y + 7, { lineBreak: false });
      doc.font('Courier').fontSize(10).text(formatWarrantyCode(code), cols[1]! + 3, y + 6, { lineBreak: false });
      // Row box and column rules in one stroke.
      const lines = cols.map((cx) => `${cx} ${y} m ${cx} ${y + ROW_H} l`).join(' ');
      doc.addContent(`q 0.6 G 0.5 w ${MARGIN} ${y + ROW_H} m ${MARGIN + width} ${y + ROW_H} l ${lines} S Q`);
      y += ROW_H;
    },
    () => {
      header();
      doc.font('Helvetica').fontSize(10).text('Nessun codice in questo lavoro.', MARGIN, y + 8);
    },
  );
}
