import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../lib/download-file';

describe('fileNameOf', () => {
  it("takes the server's file name", () => {
    expect(fileNameOf('attachment; filename="fattura-2026-15.pdf"', 'x.pdf')).toBe('fattura-2026-15.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''ddt%20n.%203.pdf", 'x.pdf')).toBe('ddt n. 3.pdf');
  });

  it('falls back without a usable header', () => {
    expect(fileNameOf(null, 'ddt-1.pdf')).toBe('ddt-1.pdf');
    expect(fileNameOf('inline', 'ddt-1.pdf')).toBe('ddt-1.pdf');
  });
});
