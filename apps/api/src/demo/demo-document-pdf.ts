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
  doc.font('Helvetica-Bold').fontSize(16).text(`${input.title} n. ${input.code}`);
  doc.font('Helvetica').fontSize(10).text(`Data: ${italianDate(input.date)}`).moveDown();
  doc.font('Helvetica-Bold').text('Destinatario');
  doc.font('Helvetica').text(`${input.customer.companyName} (cod. ${input.customer.externalId})`);
  if (input.customer.address) doc.text(input.customer.address);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Codice        Descrizione                                                   Q.tà        Prezzo        Importo');
  doc.font('Helvetica');
  for (const l of input.lines) {
    const y = doc.y;
    doc.text(l.code, 48, y, { width: 70 });
    doc.text(l.description, 120, y, { width: 250 });
    doc.text(l.quantity, 375, y, { width: 45, align: 'right' });
    if (l.price) doc.text(l.price, 425, y, { width: 55, align: 'right' });
    if (l.total) doc.text(l.total, 485, y, { width: 62, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.moveDown();
  for (const line of input.footer) doc.text(line, 48);
  doc.end();
  return done;
}
