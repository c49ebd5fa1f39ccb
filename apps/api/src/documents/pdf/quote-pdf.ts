import { DISCOUNT_PENDING, percentLabel } from '@portale/contract/approvals';
import { formatQuantity } from '@portale/contract/quantity';
import PDFDocument from 'pdfkit';
import { formatEuro } from '../../lib/money';

export interface QuoteLine {
  code: string;
  description: string;
  notes: string | null;
  priceCents: number;
  quantity: number;
  discount1: number;
  discount2: number;
  rowCents: number;
  /** The pack the product is sold in ('cartone da 6'), issue 56; null when none is stated. */
  pack: string | null;
  /** Its discount is beyond the author's authority (issue 64 §6): no net amount is printed for it. */
  beyondAuthority?: boolean;
}

/** Everything a quote PDF prints; amounts are integer cents, formatted here (the edge). */
export interface QuoteDocument {
  id: number;
  name: string | null;
  /** The date of the version printed (when it was saved). */
  date: Date;
  version: number;
  /** 'Valido fino al' (AAAA-MM-GG), or null. */
  validUntil: string | null;
  shop: { name: string; details: string | null; color: string | null; quoteFooter: string | null; logo: Buffer | null } | null;
  agent: { externalId: string; companyName: string };
  customer: { externalId: string; companyName: string; vatCode: string | null; paymentMode: string | null };
  shippingAddress: { name: string | null; address: string; zip_code: string | null; city: string | null; district: string | null } | null;
  /**
   * A line beyond the author's discount authority (issue 64 §6): the PDF says 'Sconto in attesa di approvazione' on
   * every page and prints no amount built on those lines (their totals, the goods, the payment discount, the total).
   */
  pendingDiscount?: { limitBp: number } | null;
  lines: QuoteLine[];
  goodsCents: number;
  discountPercentage: string;
  discountCents: number;
  shipping: { description: string; cents: number }[];
  promotion: string | null;
  finalCents: number;
  weightKg: string;
  notes: string | null;
}

const DEFAULT_COLOR = '#1c7ed6';
const dateIt = (d: Date) => d.toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' });
const discountLabel = (l: QuoteLine) => (l.discount1 || l.discount2 ? `${l.discount1}+${l.discount2}${l.beyondAuthority ? ' *' : ''}` : '');
/** Printed instead of an amount that a discount waiting for approval makes. */
const TO_APPROVE = 'da approvare';
const PENDING_COLOR = '#c92a2a';

/** Renders the quote (A4, built-in fonts only so no file is read per request). */
export function renderQuotePdf(q: QuoteDocument): Promise<Buffer> {
  const color = q.shop?.color && /^#[0-9a-f]{6}$/i.test(q.shop.color) ? q.shop.color : DEFAULT_COLOR;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 50, left: 40, right: 40 },
    bufferPages: true,
    info: { Title: `Preventivo ${q.name ?? q.id}`, Author: q.shop?.name ?? 'Portale agenti' },
    lang: 'it-IT',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Header: logo (or the shop's name) left, quote data right.
  const top = doc.y;
  if (q.shop?.logo) {
    let nameX = left;
    try {
      // openImage exists in pdfkit 0.20 but not in its type definitions; it gives the size to place the name.
      const image = (doc as unknown as { openImage(src: Buffer): { width: number; height: number } }).openImage(q.shop.logo);
      const scale = Math.min(120 / image.width, 60 / image.height);
      doc.image(image as unknown as Buffer, left, top, { width: image.width * scale, height: image.height * scale });
      nameX = left + image.width * scale + 10; // the name sits beside the logo
    } catch {
      // An unreadable logo file must not cost the agent the quote: the name alone brands it.
    }
    doc.font('Helvetica-Bold').fontSize(16).fillColor(color).text(q.shop.name, nameX, top + 20, { width: 260 - (nameX - left) });
  } else {
    doc.font('Helvetica-Bold').fontSize(18).fillColor(color).text(q.shop?.name ?? 'Preventivo', left, top, { width: 260 });
  }
  if (q.shop?.details) doc.font('Helvetica').fontSize(8).fillColor('#444').text(q.shop.details, left, top + 64, { width: 260 });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(color)
    .text('Preventivo', left + width - 220, top, { width: 220, align: 'right' })
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#000')
    .text(`N. ${q.id} v${q.version}${q.name ? ` – ${q.name}` : ''}`, { width: 220, align: 'right' })
    .text(`Data: ${dateIt(q.date)}`, { width: 220, align: 'right' });
  if (q.validUntil) doc.font('Helvetica-Bold').text(`Valido fino al: ${q.validUntil.split('-').reverse().join('/')}`, { width: 220, align: 'right' }).font('Helvetica');
  doc
    .text(`Agente: ${q.agent.externalId} – ${q.agent.companyName}`, { width: 220, align: 'right' });

  // Customer and shipping blocks side by side.
  const blockTop = Math.max(doc.y, top + 100) + 10;
  const half = (width - 20) / 2;
  doc.rect(left, blockTop, width, 2).fill(color);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(color).text('Cliente', left, blockTop + 8, { width: half });
  doc.font('Helvetica').fillColor('#000').text(`${q.customer.companyName} (${q.customer.externalId})`, { width: half });
  if (q.customer.vatCode) doc.text(`P. IVA ${q.customer.vatCode}`, { width: half });
  if (q.customer.paymentMode) doc.text(`Pagamento: ${q.customer.paymentMode}`, { width: half });
  const leftEnd = doc.y;
  doc.font('Helvetica-Bold').fillColor(color).text('Destinazione merce', left + half + 20, blockTop + 8, { width: half });
  doc.font('Helvetica').fillColor('#000');
  const a = q.shippingAddress;
  if (a) {
    if (a.name) doc.text(a.name, { width: half });
    doc.text(a.address, { width: half });
    const place = [a.zip_code, a.city, a.district ? `(${a.district})` : null].filter(Boolean).join(' ');
    if (place) doc.text(place, { width: half });
  } else {
    doc.text('Non indicata', { width: half });
  }
  doc.y = Math.max(leftEnd, doc.y) + 14;
  doc.x = left;

  if (q.pendingDiscount) drawPendingNotice(doc, q.pendingDiscount.limitBp, left, width);

  // Lines: drawn by hand (pdfkit's doc.table measures every cell and costs ~4 ms a row).
  drawLines(doc, q.lines, color, left, width);

  // Totals, right-aligned.
  doc.moveDown(1);
  // Every total is built on the lines: none is printed while a discount waits for approval.
  const amount = (text: string) => (q.pendingDiscount ? TO_APPROVE : text);
  const totals: [string, string, boolean?][] = [['Totale merce', amount(formatEuro(q.goodsCents))]];
  if (q.discountCents) totals.push([`Sconto pagamento ${q.discountPercentage.replace('.', ',')}%`, amount(`-${formatEuro(q.discountCents)}`)]);
  for (const s of q.shipping) totals.push([s.description, s.cents ? formatEuro(s.cents) : 'Gratuita']);
  totals.push(['Totale (IVA esclusa)', amount(formatEuro(q.finalCents)), true]);
  totals.push(['Peso totale', `${q.weightKg.replace('.', ',')} kg`]);
  for (const [label, value, bold] of totals) {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 20) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 10 : 9).fillColor(bold ? color : '#000');
    doc.text(label, left + width - 300, y, { width: 190, align: 'right' });
    doc.text(value, left + width - 100, y, { width: 100, align: 'right' });
    doc.moveDown(0.3);
  }
  doc.x = left;
  doc.fillColor('#000').font('Helvetica').fontSize(9);
  if (q.promotion) doc.moveDown(0.5).font('Helvetica-Bold').text('Promozione: ', { continued: true }).font('Helvetica').text(q.promotion, { width });
  if (q.notes) doc.moveDown(0.5).font('Helvetica-Bold').text('Note').font('Helvetica').text(q.notes, { width });
  if (q.shop?.quoteFooter) doc.moveDown(1).fontSize(8).fillColor('#444').text(q.shop.quoteFooter, { width });

  // Page numbers on every page (pages are buffered until now).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (q.pendingDiscount) drawPendingWatermark(doc);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not open a new page
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666')
      .text(`Pagina ${i - range.start + 1} di ${range.count}`, left, doc.page.height - 30, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Column layout of the lines table: x offset and width, numbers right-aligned. */
const COLUMNS = [
  { title: 'Codice', width: 70, align: 'left' as const },
  { title: 'Descrizione', width: 0, align: 'left' as const },
  { title: 'Prezzo', width: 62, align: 'right' as const },
  { title: 'Q.tà', width: 36, align: 'right' as const },
  { title: 'Sconto', width: 40, align: 'right' as const },
  { title: 'Totale', width: 70, align: 'right' as const },
];
const PAD = 4;
const FONT_SIZE = 8;

function drawLines(doc: PDFKit.PDFDocument, lines: QuoteLine[], color: string, left: number, width: number) {
  const fixed = COLUMNS.reduce((s, c) => s + c.width, 0);
  const widths = COLUMNS.map((c) => (c.width || width - fixed));
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const lineHeight = doc.font('Helvetica').fontSize(FONT_SIZE).currentLineHeight(true);
  const descWidth = widths[1] - PAD * 2;

  // One-line cells are placed without a width: pdfkit then skips its line wrapper, the costly part.
  const cell = (text: string, i: number, y: number) => {
    if (!text) return;
    const x = COLUMNS[i].align === 'right' ? xs[i] + widths[i] - PAD - doc.widthOfString(text) : xs[i] + PAD;
    doc.text(text, x, y + PAD, { lineBreak: false });
  };
  const header = () => {
    const y = doc.y;
    const h = lineHeight + PAD * 2;
    doc.rect(left, y, width, h).fill(color);
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE).fillColor('#fff');
    COLUMNS.forEach((c, i) => cell(c.title, i, y));
    doc.y = y + h;
  };

  header();
  doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#000');
  for (const l of lines) {
    const extra = [l.pack ? `Confezione: ${l.pack}` : null, l.notes ? `Nota: ${l.notes}` : null].filter(Boolean);
    const description = extra.length ? `${l.description}\n${extra.join('\n')}` : l.description;
    // Measuring wrapped text is the costly part: only when it cannot fit on one line.
    const h =
      (!extra.length && doc.widthOfString(description) <= descWidth ? lineHeight : doc.heightOfString(description, { width: descWidth })) + PAD * 2;
    if (doc.y + h > bottom()) {
      doc.addPage();
      header();
      doc.font('Helvetica').fontSize(FONT_SIZE).fillColor('#000');
    }
    const y = doc.y;
    const cells = [l.code, description, formatEuro(l.priceCents), formatQuantity(l.quantity), discountLabel(l), l.beyondAuthority ? TO_APPROVE : formatEuro(l.rowCents)];
    cells.forEach((text, i) => (i === 1 && h > lineHeight + PAD * 2 ? doc.text(text, xs[1] + PAD, y + PAD, { width: descWidth }) : cell(text, i, y)));
    doc.moveTo(left, y + h).lineTo(left + width, y + h).lineWidth(0.5).strokeColor('#ccc').stroke();
    doc.y = y + h;
  }
  doc.x = left;
}

/** The statement under the header: what is pending, and that no net amount built on it binds anyone yet. */
function drawPendingNotice(doc: PDFKit.PDFDocument, limitBp: number, left: number, width: number) {
  const text =
    `Gli sconti segnati con * superano il limite di sconto dell'agente (${percentLabel(limitBp)}) e devono essere approvati dall'azienda: ` +
    'fino ad allora i prezzi netti di quelle righe e i totali non sono indicati e questo preventivo non li impegna.';
  const top = doc.y;
  const inner = width - 20;
  const height = 10 + doc.font('Helvetica-Bold').fontSize(11).currentLineHeight(true) + 4 + doc.font('Helvetica').fontSize(8.5).heightOfString(text, { width: inner }) + 10;
  doc.rect(left, top, width, height).lineWidth(1.5).strokeColor(PENDING_COLOR).stroke();
  doc.font('Helvetica-Bold').fontSize(11).fillColor(PENDING_COLOR).text(DISCOUNT_PENDING, left + 10, top + 10, { width: inner });
  doc.moveDown(0.2).font('Helvetica').fontSize(8.5).fillColor('#000').text(text, left + 10, doc.y, { width: inner });
  doc.y = top + height + 12;
  doc.x = left;
}

/** The same statement across every page, faint, so no page of the PDF can pass for a binding quote. */
function drawPendingWatermark(doc: PDFKit.PDFDocument) {
  const { width, height } = doc.page;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0; // a rotated line near the edge must not open a new page
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  const text = DISCOUNT_PENDING.toUpperCase();
  // As large as fits the page across its centre at that angle (about 600 pt long); placed without a width, which
  // pdfkit would wrap.
  const size = Math.min(34, (10 * 600) / doc.font('Helvetica-Bold').fontSize(10).widthOfString(text));
  doc.fontSize(size).fillColor(PENDING_COLOR).fillOpacity(0.12);
  doc.text(text, width / 2 - doc.widthOfString(text) / 2, height / 2 - size / 2, { lineBreak: false });
  doc.restore();
  doc.page.margins.bottom = bottom;
}
