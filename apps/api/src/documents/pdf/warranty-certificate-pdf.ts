import PDFDocument from 'pdfkit';
import { formatWarrantyCode } from '@portale/contract/warranty-code';

export interface CertificateData {
  code: string;
  typeName: string;
  companyName: string;
  vatCode: string;
  corpseLastName: string;
  corpseFirstName: string;
  /** Date of death, YYYY-MM-DD. */
  activatedAt: string;
  registeredAt: Date;
  /** The manufacturer and the warranty's terms (configuration). */
  makerName: string;
  terms: string;
}

const dateIt = (iso: string) => iso.split('-').reverse().join('/');
const dateTimeIt = (d: Date) =>
  d.toLocaleString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Rome' }).replace(',', '');

/** The warranty certificate the funeral home downloads after activating (one A4 page). */
export function renderCertificatePdf(c: CertificateData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Certificato di garanzia ${formatWarrantyCode(c.code)}` }, lang: 'it-IT' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = 56;
  const width = doc.page.width - 112;
  doc.rect(left, 50, width, 4).fill('#364fc7');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(22).text('Certificato di garanzia', left, 76);
  doc.font('Helvetica').fontSize(11).fillColor('#444').text(`${c.typeName} · ${c.makerName}`, left, 106, { width });
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(10).fillColor('#444').text('Codice di garanzia', left);
  doc.font('Courier-Bold').fontSize(20).fillColor('black').text(formatWarrantyCode(c.code), left);
  doc.moveDown(1);
  const rows: [string, string][] = [
    ['Impresa funebre', c.companyName],
    ['Partita IVA', c.vatCode],
    ['Defunto', `${c.corpseLastName} ${c.corpseFirstName}`],
    ['Data del decesso', dateIt(c.activatedAt)],
    ['Registrata il', dateTimeIt(c.registeredAt)],
  ];
  for (const [label, value] of rows) {
    const y = doc.y + 6;
    doc.font('Helvetica').fontSize(10).fillColor('#444').text(label, left, y, { width: 140 });
    doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text(value, left + 150, y, { width: width - 150 });
  }
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(
      'La garanzia è stata attivata online dall’impresa funebre indicata. Conservare questo certificato: può essere scaricato di nuovo dalla pagina di attivazione con il codice e la partita IVA.',
      left,
      doc.y,
      { width },
    );
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text('Condizioni della garanzia', left, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(c.terms, left, doc.y + 2, { width });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(`Garante: ${c.makerName}`, left, doc.y, { width });
  doc.end();
  return done;
}
