import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasCommand } from '../test/has-command';
import { renderErpPdf, wrapWords } from './demo-document-pdf';

describe('ERP document PDFs', () => {
  it('wraps a description by words within the column, splitting only a word longer than the column', () => {
    expect(wrapWords('Lampada votiva in acciaio inox anticato con vetro satinato', 20)).toEqual(['Lampada votiva in', 'acciaio inox', 'anticato con vetro', 'satinato']);
    expect(wrapWords('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 10)).toEqual(['ABCDEFGHIJ', 'KLMNOPQRST', 'UVWXYZ']);
    expect(wrapWords('', 10)).toEqual(['']);
  });

  it.skipIf(!hasCommand('pdftotext'))('prints the whole description of an invoice line (issue 21: it was cut)', async () => {
    const description = 'Lampada votiva da esterno in acciaio inox anticato con vetro satinato e coperchio antivento';
    const pdf = await renderErpPdf({
      title: 'Fattura',
      code: 'FT2026-000001',
      date: '2026-11-20',
      customer: { externalId: 'C000001', companyName: 'Onoranze Funebri Rossi S.r.l.' },
      lines: [{ code: 'LV-001', description, quantity: '2', price: '10,00 €', discounts: '2+2', total: '19,21 €' }],
      footer: ['Totale: 19,21 €'],
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'erp-pdf-')), 'f.pdf');
    fs.writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain(description);
  });
});
