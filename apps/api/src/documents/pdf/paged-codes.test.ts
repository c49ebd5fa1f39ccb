import { describe, expect, it } from 'vitest';
import { streamLabelsPdf } from './warranty-labels-pdf';
import { streamValidationPdf } from './warranty-validation-pdf';

const job = { id: 4, year: 2026, batch: 2, typeName: 'Garanzia cofano' };
const TOTAL = 20_000;

/** 20,000 codes in pages of 240, counting how many were pulled. */
function source() {
  const state = { pulled: 0 };
  const next = async () => {
    const size = Math.min(240, TOTAL - state.pulled);
    const codes = Array.from({ length: size }, (_, i) => `G${String(state.pulled + i).padStart(9, '0')}`);
    state.pulled += size;
    return codes;
  };
  return { state, next };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Issue 20: the labels and validation PDFs follow their reader: a stalled one holds a page or two, a closed one stops.
describe.each([
  ['labels', (next: () => Promise<string[]>) => streamLabelsPdf(job, 'https://portale.example.it', next)],
  ['validation', (next: () => Promise<string[]>) => streamValidationPdf(job, next)],
])('%s PDF', (_name, make) => {
  it('pulls codes only as fast as a reader reads: a stalled reader holds a bounded amount', async () => {
    const { state, next } = source();
    const doc = make(next);
    await settle(400);
    expect(state.pulled).toBeLessThan(2_000);
    expect(doc.readableLength).toBeLessThan(1_000_000);
    // Reading resumes generation, to the end.
    let bytes = 0;
    doc.on('data', (chunk: Buffer) => (bytes += chunk.length));
    await new Promise((resolve) => doc.on('end', resolve));
    expect(state.pulled).toBe(TOTAL);
    expect(bytes).toBeGreaterThan(100_000);
  }, 60_000);

  it('stops generating when the reader goes away', async () => {
    const { state, next } = source();
    const doc = make(next);
    doc.once('data', () => doc.destroy());
    doc.resume();
    await settle(400);
    const atAbort = state.pulled;
    await settle(400);
    expect(state.pulled).toBe(atAbort);
    expect(state.pulled).toBeLessThan(TOTAL);
  });
});
