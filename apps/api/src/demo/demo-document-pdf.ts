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
  lines: { code: string; description: string; quantity: string; price?: string; discounts?: string; total?: string }[];
  footer: string[];
}

/** The issuer's letterhead, as on the ERP's real documents (the demo's manufacturer, first shop's brand). */
export const DEMO_ISSUER = {
  name: 'Arte Funeraria Italiana S.p.A.',
  lines: [
    'Via dell’Artigianato 14, 20090 Segrate (MI)',
    'P. IVA e C.F. 01234567897 – REA MI-1234567 – Cap. soc. € 500.000,00 i.v.',
    'Tel. 02 2134 5678 – amministrazione@artefuneraria.example – PEC artefuneraria@pec.example',
  ],
  color: '#1c5d99',
} as const;

/**
 * The issuer's letterhead across the top of an A4 page (48 pt margins), down to y = 100: emblem (vector,
 * as the shop logo draws it), name and legal details, a rule in the brand colour.
 */
export function drawLetterhead(doc: PDFKit.PDFDocument) {
  const at = (text: string, x: number, y: number) => doc.text(text, x, y, { lineBreak: false });
  doc.circle(66, 62, 18).fill(DEMO_ISSUER.color);
  doc.circle(66, 62, 10.5).lineWidth(2.2).stroke('#ffffff');
  doc.fillColor(DEMO_ISSUER.color).font('Helvetica').fontSize(14);
  at(DEMO_ISSUER.name, 94, 46);
  doc.fillColor('#333333').fontSize(7.5);
  DEMO_ISSUER.lines.forEach((line, i) => at(line, 94, 64 + i * 10));
  doc.moveTo(48, 100).lineTo(547, 100).lineWidth(0.8).stroke(DEMO_ISSUER.color);
  doc.fillColor('#000000');
}

const italianDate = (iso: string) => iso.split('-').reverse().join('/');

/** Greedy word wrap by characters (Helvetica 10 pt fits the column's count); a longer word is split. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > width) {
      if (line) lines.push(line);
      lines.push(word.slice(0, width));
      word = word.slice(width);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

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
  drawLetterhead(doc);
  doc.fontSize(14);
  at(`${input.title} n. ${input.code}`, 48, 114);
  doc.fontSize(10);
  at(`Data: ${italianDate(input.date)}`, 48, 136);
  at('Destinatario:', 330, 114);
  at(`${input.customer.companyName} (cod. ${input.customer.externalId})`, 330, 128);
  if (input.customer.address) at(input.customer.address.length > 45 ? `${input.customer.address.slice(0, 44)}…` : input.customer.address, 330, 142);
  let y = 176;
  const priced = input.lines.some((l) => l.price);
  const header = priced
    ? ([['Codice', 48], ['Descrizione', 118], ['Q.tà', 330], ['Prezzo', 370], ['Sconti', 430], ['Importo', 480]] as const)
    : ([['Codice', 48], ['Descrizione', 118], ['Q.tà', 430]] as const);
  for (const [text, x] of header) at(text, x, y);
  y += 16;
  for (const l of input.lines) {
    at(l.code, 48, y);
    at(l.quantity, priced ? 330 : 430, y);
    if (l.price) at(l.price, 370, y);
    if (l.discounts) at(l.discounts, 430, y);
    if (l.total) at(l.total, 480, y);
    // The whole description, on as many lines as it needs (issue 21: it was cut mid-word).
    for (const text of wrapWords(l.description, priced ? 40 : 58)) {
      at(text, 118, y);
      y += 14;
    }
  }
  y += 14;
  for (const line of input.footer) {
    at(line, 48, y);
    y += 14;
  }
  doc.end();
  return done;
}
