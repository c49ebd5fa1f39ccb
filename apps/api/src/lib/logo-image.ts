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
  return { type, contentType: type === 'png' ? 'image/png' : 'image/jpeg', width: size.width, height: size.height };
}
