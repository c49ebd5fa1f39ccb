import { describe, expect, it } from 'vitest';
import { shownText } from '../../test/pdf-text';
import { renderQuotePdf, type QuoteDocument } from './quote-pdf';

/** A 1×1 PNG, standing in for a shop logo. */
const LOGO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

function quote(lines: number, extra: Partial<QuoteDocument> = {}): QuoteDocument {
  return {
    id: 42,
    name: 'Forniture cimitero',
    date: new Date('2026-11-20T10:00:00Z'),
    version: 3,
    validUntil: '2026-12-20',
    shop: { name: 'Arte Funeraria Italiana', details: 'Via Roma 1, Milano', color: '#1c5d99', quoteFooter: 'Offerta valida 30 giorni', logo: null },
    agent: { externalId: 'A001', companyName: 'Mario Rossi' },
    customer: { externalId: 'C0001', companyName: 'Ferramenta Rossi S.r.l.', vatCode: '01234567897', paymentMode: 'Rimessa diretta' },
    shippingAddress: { name: 'Sede', address: 'Via Roma 1', zip_code: '20121', city: 'Milano', district: 'MI' },
    lines: Array.from({ length: lines }, (_, i) => ({
      code: `LV-${i}`,
      description: i % 5 ? 'Lampada votiva' : 'Lampada votiva con cupola in rame spazzolato, una descrizione che va a capo su due righe della tabella',
      notes: i % 7 ? null : 'Finitura lucida',
      priceCents: 123456,
      quantity: 2,
      discount1: 2,
      discount2: 2,
      rowCents: 237134,
      pack: i === 1 ? 'cartone da 6' : null,
    })),
    goodsCents: 251131,
    discountPercentage: '2.50',
    discountCents: 6278,
    shipping: [{ description: 'Trasporto gratuito', cents: 0 }],
    promotion: 'Targa omaggio',
    finalCents: 244853,
    weightKg: '93.050',
    notes: 'Consegna al mattino',
    ...extra,
  };
}

describe('quote PDF', () => {
  it('prints customer, shipping, lines with discounts, totals, notes and footer in Italian formats', async () => {
    const pdf = await renderQuotePdf(quote(3));
    const text = shownText(pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Arte Funeraria Italiana',
      'Data: 20/11/2026',
      'N. 42 v3',
      'Valido fino al: 20/12/2026',
      'Ferramenta Rossi S.r.l. (C0001)',
      'P. IVA 01234567897',
      '20121 Milano (MI)',
      '1.234,56 €',
      '2+2',
      '2.371,34 €',
      'Nota: Finitura lucida',
      // Issue 56: the pack the line is sold in.
      'Confezione: cartone da 6',
      'Sconto pagamento 2,50%',
      '-62,78 €',
      'Gratuita',
      '2.448,53 €',
      '93,050 kg',
      'Targa omaggio',
      'Consegna al mattino',
      'Offerta valida 30 giorni',
      'Pagina 1 di 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('numbers every page of a long quote and repeats the table header', async () => {
    const text = shownText(await renderQuotePdf(quote(120)));
    const pages = [...text.matchAll(/Pagina (\d+) di (\d+)/g)];
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map((p) => Number(p[1]))).toEqual(pages.map((_, i) => i + 1));
    expect(new Set(pages.map((p) => p[2]))).toEqual(new Set([String(pages.length)]));
    // The header row opens the table on every page that carries lines (the last may hold only totals).
    expect(text.split('CodiceDescrizione').length - 1).toBeGreaterThanOrEqual(pages.length - 1);
    expect(text).toContain('LV-119');
  });

  it('embeds the shop logo when there is one', async () => {
    const pdf = await renderQuotePdf(quote(1, { shop: { ...quote(1).shop!, logo: LOGO } }));
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect((await renderQuotePdf(quote(1))).toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });
});
