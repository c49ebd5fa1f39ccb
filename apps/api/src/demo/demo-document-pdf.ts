import PDFDocument from 'pdfkit';

/**
 * A small one-page PDF standing in for the ERP's invoice or DDT file in the demo: heading, customer,
 * lines and totals. Standard fonts only, so it is quick (a few ms) and needs no font files.
 */
export interface ErpPdfInput {
  title: string;
  code: string;
  date: string;
  customer: { externalId: string; companyName: string; address?: string };
  lines: { code: string; description: string; quantity: string; price?: string; total?: string }[];
  footer: string[];
}

const italianDate = (iso: string) => iso.split('-').reverse().join('/');

export function renderErpPdf(input: ErpPdfInput): Promise<Buffer> {
  // Uncompressed: zlib was most of the cost (thousands of files at demo load), and they stay ~4 KB.
  const doc = new PDFDocument({ size: 'A4', margin: 48, compress: false, info: { Title: `${input.title} ${input.code}`, Author: 'ERP' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // One standard font and no wrapping (lineBreak: false): pdfkit's line breaking and a second font
  // were most of the cost of the thousands of demo files.
  const at = (text: string, x: number, y: number) => doc.text(text, x, y, { lineBreak: false });
  doc.font('Helvetica').fontSize(15).text(`${input.title} n. ${input.code}`, 48, 48, { lineBreak: false });
  doc.fontSize(10);
  at(`Data: ${italianDate(input.date)}`, 48, 74);
  at('Destinatario:', 48, 100);
  at(`${input.customer.companyName} (cod. ${input.customer.externalId})`, 48, 114);
  if (input.customer.address) at(input.customer.address, 48, 128);
  let y = 160;
  for (const [text, x] of [['Codice', 48], ['Descrizione', 120], ['Q.tà', 390], ['Prezzo', 440], ['Importo', 500]] as const) at(text, x, y);
  y += 16;
  for (const l of input.lines) {
    at(l.code, 48, y);
    at(l.description.length > 52 ? `${l.description.slice(0, 51)}…` : l.description, 120, y);
    at(l.quantity, 390, y);
    if (l.price) at(l.price, 440, y);
    if (l.total) at(l.total, 500, y);
    y += 14;
  }
  y += 14;
  for (const line of input.footer) {
    at(line, 48, y);
    y += 14;
  }
  doc.end();
  return done;
}
