/**
 * A tiny rasteriser for the demo's product pictures (no image library, nothing downloaded): shapes are
 * point-in-shape tests, a drawing is a list of layers painted in order, and a picture is the drawing's
 * coverage mask coloured with a palette. The mask is the slow part, so it is computed once per drawing
 * and coloured cheaply for every material the catalogue sells it in.
 */
import { encodePng } from './demo-logo';

export const W = 320;
export const H = 240;
/** Samples per pixel side: 2×2 supersampling smooths the edges. */
const SS = 2;

export type Rgb = readonly [number, number, number];
/** The rectangle [x0, y0, x1, y1] a shape lies in: only points inside it are ever tested. */
type Box = readonly [number, number, number, number];
/** A shape: is the point (in picture units, 0..W × 0..H) inside? With the box it lies in. */
export type Shape = ((x: number, y: number) => boolean) & { box: Box };

const shape = (box: Box, test: (x: number, y: number) => boolean): Shape => Object.assign(test, { box });
const inBox = (b: Box, x: number, y: number) => x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];

export const rect = (x0: number, y0: number, x1: number, y1: number): Shape => shape([x0, y0, x1, y1], (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1);
export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape =>
  shape([cx - rx, cy - ry, cx + rx, cy + ry], (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);
export const union = (...shapes: Shape[]): Shape =>
  shape(
    [Math.min(...shapes.map((s) => s.box[0])), Math.min(...shapes.map((s) => s.box[1])), Math.max(...shapes.map((s) => s.box[2])), Math.max(...shapes.map((s) => s.box[3]))],
    (x, y) => shapes.some((s) => inBox(s.box, x, y) && s(x, y)),
  );
export const minus = (a: Shape, b: Shape): Shape => shape(a.box, (x, y) => a(x, y) && !(inBox(b.box, x, y) && b(x, y)));
export const intersect = (a: Shape, b: Shape): Shape =>
  shape([Math.max(a.box[0], b.box[0]), Math.max(a.box[1], b.box[1]), Math.min(a.box[2], b.box[2]), Math.min(a.box[3], b.box[3])], (x, y) => a(x, y) && b(x, y));
export const ring = (cx: number, cy: number, rx: number, ry: number, t: number): Shape => minus(ellipse(cx, cy, rx, ry), ellipse(cx, cy, rx - t, ry - t));
export const polygon = (points: readonly (readonly [number, number])[]): Shape => {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return shape([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)], (x, y) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i];
      const [xj, yj] = points[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  });
};
export const roundRect = (x0: number, y0: number, x1: number, y1: number, r: number): Shape =>
  union(rect(x0 + r, y0, x1 - r, y1), rect(x0, y0 + r, x1, y1 - r), ellipse(x0 + r, y0 + r, r, r), ellipse(x1 - r, y0 + r, r, r), ellipse(x0 + r, y1 - r, r, r), ellipse(x1 - r, y1 - r, r, r));
/** The shape moved by (dx, dy) and scaled by k around (cx, cy): one drawing reused smaller or twice. */
export const placed = (s: Shape, k: number, cx: number, cy: number, dx = 0, dy = 0): Shape => {
  const to = (v: number, c: number, d: number) => c + (v - c) * k + d;
  return shape([to(s.box[0], cx, dx), to(s.box[1], cy, dy), to(s.box[2], cx, dx), to(s.box[3], cy, dy)], (x, y) => s(cx + (x - cx - dx) / k, cy + (y - cy - dy) / k));
};
/** The shape mirrored left-right around the picture's centre line. */
export const mirrored = (s: Shape): Shape => shape([W - s.box[2], s.box[1], W - s.box[0], s.box[3]], (x, y) => s(W - x, y));

/** Colour roles a drawing paints with; the palette turns them into the product's material colours. */
export type Role = 'main' | 'dark' | 'light' | 'trim';
export interface Layer {
  shape: Shape;
  paint: Role | Rgb;
  /** Metallic/wood shading: lighter on the left, darker on the right. */
  shade?: boolean;
}
export type Palette = Record<Role, Rgb>;

export const scale = (c: Rgb, k: number): Rgb => [Math.min(255, Math.round(c[0] * k)), Math.min(255, Math.round(c[1] * k)), Math.min(255, Math.round(c[2] * k))];

/** The layer covering each sample (index + 1; 0 = background): what is slow to compute, computed once. */
export interface Mask {
  layers: readonly Layer[];
  cover: Uint8Array;
  /** Per pixel: the one layer (index + 1, 0 = background) covering all its samples, or -1 at an edge. */
  uniform: Int16Array;
}

export function maskOf(layers: readonly Layer[]): Mask {
  if (layers.length > 254) throw new RangeError('a drawing has at most 254 layers');
  const cover = new Uint8Array(W * H * SS * SS);
  // Bottom layer first, each tested only inside its box: later layers paint over earlier ones.
  layers.forEach((layer, i) => {
    const [x0, y0, x1, y1] = layer.shape.box;
    const pxFrom = Math.max(0, Math.floor(x0));
    const pxTo = Math.min(W - 1, Math.ceil(x1));
    for (let py = Math.max(0, Math.floor(y0)); py <= Math.min(H - 1, Math.ceil(y1)); py++) {
      for (let px = pxFrom; px <= pxTo; px++) {
        for (let sy = 0; sy < SS; sy++) {
          for (let sx = 0; sx < SS; sx++) {
            if (layer.shape(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS)) cover[((py * W + px) * SS + sy) * SS + sx] = i + 1;
          }
        }
      }
    }
  });
  // Most pixels lie wholly inside one layer or the background: painting them needs one look-up, not four.
  const uniform = new Int16Array(W * H);
  for (let p = 0; p < W * H; p++) {
    const first = cover[p * SS * SS];
    let same = true;
    for (let k = 1; k < SS * SS && same; k++) same = cover[p * SS * SS + k] === first;
    uniform[p] = same ? first : -1;
  }
  return { layers, cover, uniform };
}

/** A light studio background, lighter at the top, with a soft floor shadow under the object. */
const BACKGROUND: Rgb = [241, 243, 245];

let backdrop: Float32Array | null = null;
/** The background per pixel (lighter at the top, the floor shadow), the same for every picture: made once. */
function backgroundTable(): Float32Array {
  if (backdrop) return backdrop;
  backdrop = new Float32Array(W * H * 3);
  for (let py = 0; py < H; py++) {
    for (let px = 0; px < W; px++) {
      const shadow = ((px + 0.5 - 160) / 110) ** 2 + ((py + 0.5 - 214) / 12) ** 2 <= 1 ? 0.88 : 1;
      const k = (1 - ((py + 0.5) / H) * 0.08) * shadow;
      for (let c = 0; c < 3; c++) backdrop[(py * W + px) * 3 + c] = BACKGROUND[c] * k;
    }
  }
  return backdrop;
}

/** The mask coloured with the palette, as a 320×240 PNG. */
export function paint(mask: Mask, palette: Palette): Buffer {
  // Each layer's colour per column (the shading runs left to right), in one flat table looked up per sample.
  const table = new Float32Array(mask.layers.length * W * 3);
  mask.layers.forEach((l, i) => {
    const c = typeof l.paint === 'string' ? palette[l.paint] : l.paint;
    for (let px = 0; px < W; px++) {
      const k = l.shade ? 1.18 - ((px + 0.5) / W) * 0.36 : 1;
      for (let ch = 0; ch < 3; ch++) table[(i * W + px) * 3 + ch] = Math.min(255, c[ch] * k);
    }
  });
  const bg = backgroundTable();
  // The colour of sample-or-pixel source: a layer's column entry, or the background's pixel.
  const source = (layer: number, px: number, py: number): [Float32Array, number] => (layer ? [table, ((layer - 1) * W + px) * 3] : [bg, (py * W + px) * 3]);
  const scanlines = Buffer.alloc(H * (1 + W * 3));
  for (let py = 0; py < H; py++) {
    const row = py * (1 + W * 3);
    // Filter 'Sub' (1): each byte minus its left neighbour, so flat areas and gradients deflate to little.
    scanlines[row] = 1;
    for (let px = 0; px < W; px++) {
      const o = row + 1 + px * 3;
      const u = mask.uniform[py * W + px];
      let r = 0;
      let g = 0;
      let b = 0;
      // Most pixels lie wholly in one layer (one look-up); an edge pixel averages its samples.
      const samples = u >= 0 ? 1 : SS * SS;
      for (let k = 0; k < samples; k++) {
        const [t, at] = source(u >= 0 ? u : mask.cover[(py * W + px) * SS * SS + k], px, py);
        r += t[at];
        g += t[at + 1];
        b += t[at + 2];
      }
      scanlines[o] = Math.round(r / samples);
      scanlines[o + 1] = Math.round(g / samples);
      scanlines[o + 2] = Math.round(b / samples);
    }
    for (let o = row + W * 3; o > row + 3; o--) scanlines[o] = (scanlines[o] - scanlines[o - 3]) & 0xff;
  }
  return encodePng(W, H, scanlines, 'rgb');
}
