import QRCode from 'qrcode';

/**
 * A QR code as raw PDF path operators: one `re` per horizontal run of dark modules, one fill for
 * the whole symbol. Drawing PNGs costs ~48 s for 10,000 labels with pdfkit and one path per module
 * several seconds; this is the fast way (research/wave-2.md §C). The mask is fixed: choosing the best
 * of eight triples the encoding time and scanners read any mask.
 *
 * Coordinates are pdfkit's page space (origin top left, y down), so `(x, y)` is the symbol's corner.
 */
export function qrPathOps(text: string, x: number, y: number, size: number): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: 0 });
  const n = qr.modules.size;
  const data = qr.modules.data;
  // One module = one unit: the runs are small integers, so the page content stays short and
  // compresses fast (the cm operator scales them to the label).
  let ops = `q 0 g ${r(size / n)} 0 0 ${r(size / n)} ${r(x)} ${r(y)} cm\n`;
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!data[row * n + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && data[row * n + col]) col++;
      ops += `${start} ${row} ${col - start} 1 re\n`;
    }
  }
  return `${ops}f Q`;
}

const r = (v: number) => Math.round(v * 1000) / 1000;

/**
 * The activation URL a label's QR code carries. Upper case fits QR's alphanumeric mode (a smaller
 * symbol, larger modules): scheme and host are case-insensitive, and the app serves /GARANZIA too.
 * A PUBLIC_URL with a path of its own keeps its case (byte mode, still correct).
 */
export function activationUrl(publicUrl: string, code: string): string {
  const url = new URL(publicUrl);
  const base = `${url.protocol}//${url.host}`;
  if (url.pathname === '/' || url.pathname === '') return `${base}/garanzia/${code}`.toUpperCase();
  return `${publicUrl.replace(/\/+$/, '')}/garanzia/${code}`;
}
