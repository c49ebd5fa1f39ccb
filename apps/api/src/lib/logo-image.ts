import zlib from 'node:zlib';
import { imageSize } from 'image-size';
import { AppError } from './app-error';

export interface LogoImage {
  type: 'png' | 'jpeg';
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type by its first bytes (the name and the declared type are the client's word, not evidence). */
export function sniffImageType(data: Buffer): 'png' | 'jpeg' | null {
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.subarray(0, 3).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/**
 * Accepts a logo only when its bytes are a PNG or a JPEG whose header can be read (a JPEG signature on
 * garbage fails), within `maxPixels` per side. SVG and anything else are refused: an SVG logo would be
 * a stored-XSS hole, and the quote PDF embeds only PNG and JPEG.
 */
export function checkLogoImage(data: Buffer, maxPixels: number): LogoImage {
  const type = sniffImageType(data);
  if (!type) throw AppError.invalid([{ path: 'logo', message: 'Il logo deve essere un’immagine PNG o JPEG' }]);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    throw AppError.invalid([{ path: 'logo', message: 'Il file del logo è danneggiato o non è un’immagine PNG o JPEG valida' }]);
  }
  const detected = size.type === 'jpg' ? 'jpeg' : size.type;
  if (detected !== type || !size.width || !size.height) {
    throw AppError.invalid([{ path: 'logo', message: 'Il file del logo è danneggiato o non è un’immagine PNG o JPEG valida' }]);
  }
  if (size.width > maxPixels || size.height > maxPixels) {
    throw AppError.invalid([
      { path: 'logo', message: `Il logo può misurare al massimo ${maxPixels} × ${maxPixels} pixel (questo è ${size.width} × ${size.height})` },
    ]);
  }
  if (type === 'png' && !pngPixelsReadable(data, size.width, size.height)) {
    throw AppError.invalid([{ path: 'logo', message: 'Il file del logo è danneggiato o non è un’immagine PNG o JPEG valida' }]);
  }
  return { type, contentType: type === 'png' ? 'image/png' : 'image/jpeg', width: size.width, height: size.height };
}

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * The quote PDF decodes a PNG's pixels (a JPEG is embedded as it is), so a PNG whose header is fine but
 * whose image data is not would break every quote of the shop: inflate the data and check its size.
 * Bounded: the size check above caps the pixels at 2000 × 2000.
 */
function pngPixelsReadable(data: Buffer, width: number, height: number): boolean {
  const idat: Buffer[] = [];
  let bitDepth = 0;
  let colorType = -1;
  let interlaced = false;
  for (let at = 8; at + 8 <= data.length; ) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (body.length !== length) return false;
    if (type === 'IHDR') {
      bitDepth = body[8] ?? 0;
      colorType = body[9] ?? -1;
      interlaced = body[12] === 1;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = PNG_CHANNELS[colorType];
  if (!channels || !bitDepth || !idat.length) return false;
  try {
    const pixels = zlib.inflateSync(Buffer.concat(idat));
    // Interlaced images have a longer, pass-dependent layout: readable is enough.
    return interlaced || pixels.length === height * (1 + Math.ceil((width * channels * bitDepth) / 8));
  } catch {
    return false;
  }
}
