import { describe, expect, it } from 'vitest';
import { pdfImportMessage } from './import-document-pdfs';
import { turnoverMessage } from './turnover-recompute';
import { generatedMessage } from './warranty-generate';

// Issue 55, point 29: '1 codici di garanzia generati', '1 righe modificate'.
describe("runs' messages agree with their counts", () => {
  it('warranty:generate', () => {
    expect(generatedMessage(1, 7)).toBe('1 codice di garanzia generato per il lavoro 7');
    expect(generatedMessage(10000, 7)).toBe('10.000 codici di garanzia generati per il lavoro 7');
  });

  it('turnover:recompute', () => {
    expect(turnoverMessage({ created: 1, updated: 1, removed: 1 })).toBe('1 riga creata, 1 riga modificata, 1 riga rimossa');
    expect(turnoverMessage({ created: 0, updated: 2, removed: 1200 })).toBe('0 righe create, 2 righe modificate, 1.200 righe rimosse');
  });

  it('import:document-pdfs', () => {
    expect(pdfImportMessage({ created: 1, updated: 1, refused: 1, dryRun: false })).toBe('1 PDF nuovo, 1 PDF sostituito, 1 file rifiutato');
    expect(pdfImportMessage({ created: 2, updated: 0, refused: 0, dryRun: true })).toBe('Prova: 2 PDF nuovi, 0 PDF sostituiti');
  });
});
