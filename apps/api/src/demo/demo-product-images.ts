/**
 * Demo product pictures, drawn at demo-load time (no downloads, no image library): one stylised
 * picture per product family — a votive lamp, a vase, an oval photo frame, letters, a cross, a plaque,
 * a bolt, a building profile, a bench — in the family's material colour on a light studio background.
 */
import { encodePng } from './demo-logo';

const W = 320;
const H = 240;
/** Samples per pixel side: 2×2 supersampling smooths the edges. */
const SS = 2;

type Rgb = readonly [number, number, number];
/** A shape: is the point (in picture units, 0..W × 0..H) inside? */
type Shape = (x: number, y: number) => boolean;

const rect = (x0: number, y0: number, x1: number, y1: number): Shape => (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
const ring = (cx: number, cy: number, rx: number, ry: number, t: number): Shape => {
  const outer = ellipse(cx, cy, rx, ry);
  const inner = ellipse(cx, cy, rx - t, ry - t);
  return (x, y) => outer(x, y) && !inner(x, y);
};
const polygon = (points: readonly (readonly [number, number])[]): Shape => (x, y) => {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
const union = (...shapes: Shape[]): Shape => (x, y) => shapes.some((s) => s(x, y));
const roundRect = (x0: number, y0: number, x1: number, y1: number, r: number): Shape =>
  union(rect(x0 + r, y0, x1 - r, y1), rect(x0, y0 + r, x1, y1 - r), ellipse(x0 + r, y0 + r, r, r), ellipse(x1 - r, y0 + r, r, r), ellipse(x0 + r, y1 - r, r, r), ellipse(x1 - r, y1 - r, r, r));

interface Layer {
  shape: Shape;
  color: Rgb;
  /** Metallic/stone shading: lighter on the left, darker on the right. */
  shade?: boolean;
}

const BRONZE: Rgb = [176, 120, 62];
const BRASS: Rgb = [196, 160, 72];
const STEEL: Rgb = [150, 158, 166];
const MARBLE: Rgb = [226, 224, 218];
const GRANITE: Rgb = [70, 72, 78];
const FLAME: Rgb = [245, 150, 40];
const GLASS: Rgb = [214, 66, 52];
const PHOTO: Rgb = [196, 178, 150];
const WOOD: Rgb = [150, 104, 64];
const GREEN: Rgb = [70, 130, 80];

/** One picture per product group (PRODUCT_GROUPS in italian-products.ts), by group name. */
const FAMILIES: Record<string, Layer[]> = {
  'Lampade votive': [
    { shape: rect(150, 150, 170, 200), color: BRONZE, shade: true },
    { shape: rect(120, 196, 200, 210), color: BRONZE, shade: true },
    { shape: polygon([[160, 40], [115, 80], [205, 80]]), color: BRONZE, shade: true },
    { shape: rect(125, 80, 195, 150), color: BRONZE, shade: true },
    { shape: rect(135, 88, 185, 142), color: GLASS },
    { shape: ellipse(160, 118, 9, 16), color: FLAME },
  ],
  Portafiori: [
    { shape: ellipse(135, 62, 16, 16), color: [220, 70, 90] },
    { shape: ellipse(162, 50, 16, 16), color: [250, 200, 60] },
    { shape: ellipse(188, 64, 16, 16), color: [220, 70, 90] },
    { shape: rect(140, 70, 146, 110), color: GREEN },
    { shape: rect(160, 62, 165, 110), color: GREEN },
    { shape: rect(180, 72, 186, 110), color: GREEN },
    { shape: polygon([[118, 100], [202, 100], [188, 210], [132, 210]]), color: BRASS, shade: true },
    { shape: rect(112, 96, 208, 108), color: BRASS, shade: true },
  ],
  'Cornici e foto ceramiche': [
    { shape: ellipse(160, 120, 62, 84), color: PHOTO },
    { shape: ellipse(160, 100, 20, 24), color: [120, 104, 88] },
    { shape: ellipse(160, 160, 36, 30), color: [120, 104, 88] },
    { shape: ring(160, 120, 74, 96, 14), color: BRONZE, shade: true },
  ],
  'Lettere e numeri': [
    { shape: polygon([[70, 190], [100, 60], [122, 60], [152, 190], [132, 190], [124, 155], [98, 155], [90, 190]]), color: BRONZE, shade: true },
    { shape: polygon([[103, 135], [119, 135], [111, 95]]), color: [238, 238, 234] },
    { shape: union(rect(196, 60, 216, 190), polygon([[196, 60], [216, 60], [178, 90], [178, 74]]), rect(180, 176, 232, 190)), color: BRONZE, shade: true },
  ],
  'Croci e arte sacra': [
    { shape: union(rect(148, 36, 172, 206), rect(104, 82, 216, 104)), color: BRONZE, shade: true },
    { shape: rect(130, 200, 190, 214), color: GRANITE, shade: true },
  ],
  'Targhe e accessori': [
    { shape: roundRect(70, 70, 250, 170, 12), color: BRASS, shade: true },
    { shape: rect(95, 98, 225, 106), color: [120, 92, 40] },
    { shape: rect(110, 118, 210, 124), color: [120, 92, 40] },
    { shape: rect(125, 136, 195, 141), color: [120, 92, 40] },
    { shape: ellipse(84, 84, 5, 5), color: STEEL },
    { shape: ellipse(236, 84, 5, 5), color: STEEL },
    { shape: ellipse(84, 156, 5, 5), color: STEEL },
    { shape: ellipse(236, 156, 5, 5), color: STEEL },
  ],
  'Fissaggi per lapidi': [
    { shape: polygon([[130, 50], [190, 50], [210, 80], [190, 110], [130, 110], [110, 80]]), color: STEEL, shade: true },
    { shape: rect(146, 110, 174, 210), color: STEEL, shade: true },
    ...Array.from({ length: 8 }, (_, i) => ({ shape: rect(146, 118 + i * 11, 174, 121 + i * 11), color: [110, 116, 124] as Rgb })),
  ],
  'Accessori per edilizia': [
    { shape: polygon([[80, 60], [104, 60], [104, 170], [250, 170], [250, 194], [80, 194]]), color: STEEL, shade: true },
    { shape: ellipse(92, 90, 5, 5), color: [90, 96, 104] },
    { shape: ellipse(92, 140, 5, 5), color: [90, 96, 104] },
    { shape: ellipse(160, 182, 5, 5), color: [90, 96, 104] },
    { shape: ellipse(220, 182, 5, 5), color: [90, 96, 104] },
  ],
  'Arredo urbano': [
    { shape: rect(70, 96, 250, 112), color: WOOD, shade: true },
    { shape: rect(70, 120, 250, 136), color: WOOD, shade: true },
    { shape: rect(64, 146, 256, 162), color: WOOD, shade: true },
    { shape: union(rect(84, 96, 94, 206), rect(226, 96, 236, 206)), color: GRANITE, shade: true },
  ],
};
/** Marble background for the stone families, a neutral studio grey for the others. */
const BACKGROUND: Rgb = [241, 243, 245];

export const DEMO_PICTURE_FAMILIES = Object.keys(FAMILIES);

/** The family's picture as a PNG (320×240); an unknown family gets a plain marble block. */
export function productFamilyPng(group: string): Buffer {
  const layers = FAMILIES[group] ?? [{ shape: roundRect(90, 70, 230, 190, 8), color: MARBLE, shade: true }];
  const scanlines = Buffer.alloc(H * (1 + W * 4));
  for (let py = 0; py < H; py++) {
    const row = py * (1 + W * 4);
    for (let px = 0; px < W; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = px + (sx + 0.5) / SS;
          const y = py + (sy + 0.5) / SS;
          // The topmost layer covering the point, else the background (lighter at the top, a soft floor shadow).
          let top: Layer | null = null;
          for (let i = layers.length - 1; i >= 0 && !top; i--) if (layers[i].shape(x, y)) top = layers[i];
          if (top) {
            const k = top.shade ? 1.18 - (x / W) * 0.36 : 1;
            r += Math.min(255, top.color[0] * k);
            g += Math.min(255, top.color[1] * k);
            b += Math.min(255, top.color[2] * k);
          } else {
            const shadow = ((x - 160) / 110) ** 2 + ((y - 214) / 12) ** 2 <= 1 ? 0.88 : 1;
            const k = (1 - (y / H) * 0.08) * shadow;
            r += BACKGROUND[0] * k;
            g += BACKGROUND[1] * k;
            b += BACKGROUND[2] * k;
          }
        }
      }
      const n = SS * SS;
      const o = row + 1 + px * 4;
      scanlines[o] = Math.round(r / n);
      scanlines[o + 1] = Math.round(g / n);
      scanlines[o + 2] = Math.round(b / n);
      scanlines[o + 3] = 255;
    }
  }
  return encodePng(W, H, scanlines);
}
