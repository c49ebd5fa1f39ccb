/**
 * Demo step 'product-files': a picture per product (drawn as what it is, in its material's colour), one per
 * product family (what an item imported later without its own shows), and a technical sheet (PDF) for some products,
 * put in file storage where the portal serves them (modules/product-files), so a new user sees a real
 * catalogue. Pictures are drawn in code (demo-product-images.ts); nothing is downloaded.
 */
import { asc } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { products } from '../db/schema/index';
import { productFileKeys } from '../modules/product-files/product-files.service';
import { drawLetterhead } from './demo-document-pdf';
import { createPictureMaker } from './demo-product-images';
import type { DemoStep } from './demo-step';
import { PRODUCT_GROUPS, groupSample } from './italian-products';

/** One product in this many has a technical sheet; at most SHEETS_MAX (large scaled loads stay quick). */
const SHEET_EVERY = 25;
const SHEETS_MAX = 200;

interface SheetProduct {
  externalId: string;
  description: string;
  unitOfMeasure: string;
  weight: string;
  vatRate: string;
  group: string;
}

/** Group code as the catalogue step writes it ('G01' = the first of PRODUCT_GROUPS). */
const groupCode = (i: number) => `G${String(i + 1).padStart(2, '0')}`;

export function renderProductSheet(p: SheetProduct, picture: Buffer): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Scheda tecnica ${p.externalId}`, Author: 'Arte Funeraria Italiana' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawLetterhead(doc);
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('SCHEDA TECNICA', 48, 116);
  doc.fillColor('#000000').fontSize(16).text(p.description, 48, 132, { width: 500 });
  doc.fontSize(10).text(`Codice articolo ${p.externalId} · ${p.group}`, 48, doc.y + 4);
  const top = doc.y + 16;
  doc.image(picture, 48, top, { width: 260 });
  const rows: [string, string][] = [
    ['Codice', p.externalId],
    ['Famiglia', p.group],
    ['Unità di misura', p.unitOfMeasure === 'ML' ? 'metro lineare (ML)' : 'pezzo (PZ)'],
    ['Peso', `${p.weight.replace('.', ',')} kg`],
    ['Aliquota IVA', `${p.vatRate.replace(/\.0+$/, '')}%`],
    ['Conformità', 'Prodotto in Italia, materiali certificati'],
  ];
  let y = top;
  for (const [label, value] of rows) {
    doc.fontSize(9).fillColor('#555555').text(label, 330, y);
    doc.fontSize(10).fillColor('#000000').text(value, 330, y + 11, { width: 217 });
    y = doc.y + 8;
  }
  y = Math.max(y, top + 200) + 16;
  doc.fontSize(11).text('Conservazione e cura', 48, y);
  doc
    .fontSize(9.5)
    .text(
      'Conservare nell’imballo originale, in luogo asciutto e lontano da fonti di calore. Pulire con panno morbido e asciutto; ' +
        'evitare prodotti abrasivi, solventi o acidi. Per le finiture metalliche si consiglia un trattamento protettivo annuale.',
      48,
      doc.y + 4,
      { width: 499 },
    );
  doc.fontSize(8).fillColor('#555555').text('Dati indicativi: l’azienda si riserva di modificare le caratteristiche senza preavviso.', 48, 780, { lineBreak: false });
  doc.end();
  return done;
}

export const demoProductFiles: DemoStep = {
  name: 'product-files',
  async run({ db, files }) {
    const picture = createPictureMaker();
    let sheets = 0;
    for (const [i, group] of PRODUCT_GROUPS.entries()) await files.put(productFileKeys.groupImage(groupCode(i)), picture(groupSample(group)));
    const rows = await db
      .select({
        id: products.id,
        externalId: products.externalId,
        description: products.description,
        unitOfMeasure: products.unitOfMeasure,
        weight: products.weight,
        vatRate: products.vatRate,
        groupCode: products.groupCode,
      })
      .from(products)
      .orderBy(asc(products.id));
    for (const r of rows) {
      const png = picture(r.description);
      await files.put(productFileKeys.image(r.externalId), png);
      const index = PRODUCT_GROUPS.findIndex((_, i) => groupCode(i) === r.groupCode);
      if (r.id % SHEET_EVERY !== 1 || index < 0 || sheets >= SHEETS_MAX) continue;
      await files.put(productFileKeys.sheet(r.externalId), await renderProductSheet({ ...r, group: PRODUCT_GROUPS[index] }, png));
      sheets++;
    }
  },
};
