import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A demo shop emblem as a PNG (no image library needed): a disc in the shop's colour with a white
 * ring, on a transparent square. Real logos arrive from the shops admin.
 */
export function emblemPng(hexColor: string, size = 128): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hexColor.slice(i, i + 2), 16));
  const rows: Buffer[] = [];
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c) / (size / 2);
      const ring = d > 0.52 && d < 0.64;
      const inside = d <= 0.98;
      const px = 1 + x * 4;
      if (inside) {
        row[px] = ring ? 255 : r;
        row[px + 1] = ring ? 255 : g;
        row[px + 2] = ring ? 255 : b;
        row[px + 3] = 255;
      }
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

/** A PNG from raw scanlines (each: a filter byte, then RGBA pixels, or RGB ones for opaque pictures). */
export function encodePng(width: number, height: number, scanlines: Buffer, colour: 'rgba' | 'rgb' = 'rgba'): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(colour === 'rgba' ? 6 : 2, 9); // colour type: RGBA or RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
