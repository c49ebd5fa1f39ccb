import { describe, expect, it } from 'vitest';
import { emblemPng } from '../demo/demo-logo';
import { checkLogoImage } from './logo-image';

const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
const tinyJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

describe('checkLogoImage', () => {
  it('accepts PNG and JPEG by their bytes, with their size', () => {
    expect(checkLogoImage(tinyPng, 2000)).toEqual({ type: 'png', contentType: 'image/png', width: 1, height: 1 });
    expect(checkLogoImage(emblemPng('#123456', 300), 2000)).toMatchObject({ type: 'png', width: 300, height: 300 });
    expect(checkLogoImage(tinyJpeg, 2000)).toMatchObject({ type: 'jpeg', contentType: 'image/jpeg' });
  });

  it('refuses SVG, GIF, garbage behind a JPEG or PNG signature, truncated pixel data and oversized images', () => {
    const refuse = (data: Buffer, max = 2000) => expect(() => checkLogoImage(data, max)).toThrow(/PNG o JPEG|pixel/);
    refuse(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    refuse(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'));
    refuse(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 9)]));
    refuse(Buffer.concat([tinyPng.subarray(0, 8), Buffer.alloc(100, 1)]));
    const png = emblemPng('#123456', 64);
    refuse(png.subarray(0, png.length - 40));
    refuse(emblemPng('#123456', 64), 32);
  });
});
