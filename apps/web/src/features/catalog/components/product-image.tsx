import { Image } from '@mantine/core';

// Neutral placeholder (a package outline on the image's light background), inline so it never fails to load.
const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120">' +
      '<path d="M80 30 112 46v32L80 94 48 78V46z" fill="none" stroke="#adb5bd" stroke-width="4" stroke-linejoin="round"/>' +
      '<path d="M48 46l32 16 32-16M80 62v32" fill="none" stroke="#adb5bd" stroke-width="4" stroke-linejoin="round"/></svg>',
  );

/** Product image by code; the placeholder shows when there is none or it fails to load. */
export function ProductImage({ src, alt }: { src: string | null; alt: string }) {
  return <Image src={src} fallbackSrc={PLACEHOLDER} alt={alt} h={140} fit="contain" loading="lazy" bg="gray.0" />;
}
