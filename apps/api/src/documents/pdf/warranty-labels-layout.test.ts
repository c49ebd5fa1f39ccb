import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasCommand } from '../../test/has-command';
import { LABEL_TEXT_BOX, streamLabelsPdf } from './warranty-labels-pdf';

const hasPdftotext = hasCommand('pdftotext');

async function labelsPdf(typeName: string, publicUrl: string): Promise<string> {
  let served = false;
  const doc = streamLabelsPdf({ id: 1, year: 2026, batch: 3, typeName }, publicUrl, async () => {
    if (served) return [];
    served = true;
    return Array.from({ length: 24 }, (_, i) => `ABCDEFGHJK${String(i).padStart(2, '0')}`);
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'labels-')), 'labels.pdf');
  await new Promise<void>((resolve, reject) => doc.pipe(fs.createWriteStream(file)).on('finish', resolve).on('error', reject));
  return file;
}

/** Every word of the first sheet with its box, as pdftotext lays the page out. */
function words(file: string) {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5]!,
  }));
}

// Issue 22: with the longest type name and a long public address, no text crosses its label's box.
describe.skipIf(!hasPdftotext)('labels PDF layout (needs pdftotext)', () => {
  it('keeps every word inside its own label, the lot and the address included', async () => {
    const file = await labelsPdf('Garanzia cofano Premium (con convalida) modello extra lungo', 'https://garanzie.manifattura-dimostrativa-esempio.it');
    const found = words(file);
    expect(found.length).toBeGreaterThan(24 * 6);
    const { width, height, left, right } = LABEL_TEXT_BOX;
    for (const w of found) {
      const col = Math.floor(w.xMin / width);
      const row = Math.floor(w.yMin / height);
      expect(w.xMin, w.text).toBeGreaterThanOrEqual(col * width + left - 0.5);
      expect(w.xMax, `${w.text} crosses into the next label`).toBeLessThanOrEqual(col * width + right + 0.5);
      expect(w.yMax, `${w.text} crosses into the label below`).toBeLessThanOrEqual((row + 1) * height);
    }
    const text = found.map((w) => w.text).join(' ');
    expect(text.match(/Lotto 2026\/3/g)).toHaveLength(24);
    expect(text.match(/garanzie\.manifattura-dimostrativa-esempio\.it\/garanzia/g)).toHaveLength(24);
  });
});
