/**
 * Demo product pictures, drawn at demo-load time (no downloads, no image library): each product is drawn
 * as what it is — a coffin, an urn, a votive lamp, a candle, an angel, a crucifix… (demo-product-drawings.ts)
 * — in the colour of its material and finish (walnut or fir, bronze or brass, white or red wax, ivory satin).
 */
import { DRAWINGS, type PictureKind, type Subject } from './demo-product-drawings';
import { maskOf, paint, scale, type Mask, type Palette, type Rgb } from './demo-picture-raster';

export type { PictureKind };

/** The kind of drawing by the description's first words, as the catalogue names its items. */
const KINDS: readonly (readonly [RegExp, PictureKind])[] = [
  [/^cofano/, 'cofano'],
  [/^urna/, 'urna'],
  [/^(lampada|lanterna)/, 'lampada'],
  [/^(cero|candela)\b/, 'cero'],
  [/^(lumino|ricarica per lumino)/, 'lumino'],
  [/^(targa|lapide|libro aperto)/, 'targa'],
  [/^(lettere|numeri)/, 'lettere'],
  [/^(crocifisso|croce con cristo)/, 'crocifisso'],
  [/^croce/, 'croce'],
  [/^(angelo|angioletto)/, 'angelo'],
  [/^madonna/, 'madonna'],
  [/^colomba/, 'colomba'],
  [/^(portafiori|vaso portafiori)/, 'portafiori'],
  [/^(cornice|portafoto)/, 'cornice'],
  [/^foto ceramica/, 'foto'],
  [/^(imbottitura|corredo|cuscino|lenzuolino)/, 'imbottitura'],
  [/^(nastro|passamaneria|pizzo)/, 'nastro'],
  [/^(maniglia|set \d+ maniglie)/, 'maniglia'],
  [/^(borchia|rosone|piedino)/, 'borchia'],
  [/^(candelabro|candeliere)/, 'candelabro'],
  [/^leggio/, 'leggio'],
  [/^cavalletto/, 'cavalletto'],
];

export function pictureKind(description: string): PictureKind {
  const d = description.toLowerCase();
  return KINDS.find(([re]) => re.test(d))?.[1] ?? 'blocco';
}

/**
 * The words that change a drawing (an arched lid, a casket urn, a pack of three lights…). A drawing sees
 * only these, so the same kind with the same words is the same drawing and its mask is computed once.
 */
const VARIANT_WORDS = [
  'sei facce', 'bombato', 'intagliato', 'cremazione', 'cilindrica', 'cofanetto', 'portafoto', 'lanterna', 'cupola', 'fiamma',
  'candela', 'pasquale', 'croce', 'immagine', 'floreale', 'confezione', 'libro', 'lapide', 'stilizzata', 'angioletto', 'parete',
  'coperchio', 'bianco e nero', 'seppia', 'rettangolare', 'bombata', 'cuscino per', 'lenzuolino', 'pizzo', 'passamaneria',
  'scritta', 'set ', 'piedino', 'tre fiamme', 'camera ardente',
];

function subjectOf(description: string): Subject {
  const d = description.toLowerCase();
  return { words: VARIANT_WORDS.filter((w) => d.includes(w)).join('|') };
}

const GOLD: Rgb = [214, 176, 60];
const BRASS: Rgb = [196, 160, 72];

/** Material (and, for fabrics, colour) words → colour; the first match wins, so longer names come first. */
const COLOURS: readonly (readonly [RegExp, Rgb])[] = [
  [/noce tanganica/, [150, 100, 58]], [/noce/, [105, 66, 38]], [/rovere/, [182, 138, 88]], [/mogano/, [120, 50, 36]],
  [/abete/, [224, 190, 140]], [/ciliegio/, [160, 80, 50]], [/frassino/, [206, 176, 126]], [/pino/, [228, 198, 148]],
  [/metallo argentato/, [204, 208, 214]], [/metallo dorato|dorato/, GOLD], [/verniciato nero|ferro battuto/, [58, 58, 62]],
  [/bronzo/, [176, 120, 62]], [/ottone/, BRASS], [/rame/, [184, 110, 70]], [/acciaio/, [150, 158, 166]], [/alluminio/, [192, 196, 202]],
  [/marmo|effetto marmo/, [228, 226, 220]], [/granito/, [70, 72, 78]], [/ceramica/, [52, 78, 128]], [/resina/, [214, 206, 190]],
  [/cera bianca/, [250, 248, 240]], [/cera avorio|cera decorata/, [242, 230, 200]], [/cera rossa|plastica rossa|vetro rosso/, [190, 38, 40]],
  [/plastica trasparente/, [222, 228, 232]], [/porcellana/, [196, 178, 150]],
];
/** Fabric colours (linings, ribbons) as the catalogue names them. */
const FABRIC: readonly (readonly [RegExp, Rgb])[] = [
  [/ bianco\b/, [246, 246, 242]], [/avorio/, [240, 230, 204]], [/champagne/, [230, 210, 172]], [/ rosa\b/, [238, 196, 206]],
  [/celeste/, [186, 212, 238]], [/viola/, [112, 62, 140]], [/ oro\b/, GOLD],
];
/** Finishes change the shade: burnished and antiqued ones are darker, polished ones brighter (three steps keep the pictures few). */
const FINISH: readonly (readonly [RegExp, number])[] = [
  [/brunit|anticat|patinat/, 0.8], [/lucid|levigat/, 1.08],
];

const WOOD = /noce|rovere|mogano|abete|ciliegio|frassino|pino|legno/;

function paletteOf(kind: PictureKind, description: string): Palette {
  const d = ` ${description.toLowerCase()} `;
  const fabric = kind === 'imbottitura' || kind === 'nastro' ? FABRIC.find(([re]) => re.test(d))?.[1] : undefined;
  const base = fabric ?? COLOURS.find(([re]) => re.test(d))?.[1] ?? [226, 224, 218];
  const main = scale(base, FINISH.find(([re]) => re.test(d))?.[1] ?? 1);
  // Wood carries brass fittings (handles, the crucifix's corpus); metal ones are a lighter tone of itself.
  const trim = WOOD.test(d) ? BRASS : scale(main, 1.15);
  return { main, dark: scale(main, 0.7), light: scale(main, 1.2), trim };
}

/** Same key, same picture: the demo stores one picture per product but draws each key once. */
export function pictureKey(description: string): string {
  const kind = pictureKind(description);
  const p = paletteOf(kind, description);
  return `${kind}:${subjectOf(description).words}:${p.main.join(',')}`;
}

/**
 * A picture maker with its own caches (masks by drawing, pictures by key), for one demo load: the
 * catalogue's thousands of products share a few hundred pictures and a few dozen drawings.
 */
export function createPictureMaker(): (description: string) => Buffer {
  const masks = new Map<string, Mask>();
  const pictures = new Map<string, Buffer>();
  return (description) => {
    const key = pictureKey(description);
    const cached = pictures.get(key);
    if (cached) return cached;
    const kind = pictureKind(description);
    const subject = subjectOf(description);
    const maskKey = `${kind}:${subject.words}`;
    let mask = masks.get(maskKey);
    if (!mask) masks.set(maskKey, (mask = maskOf(DRAWINGS[kind](subject))));
    const png = paint(mask, paletteOf(kind, description));
    pictures.set(key, png);
    return png;
  };
}

/** The product's picture as a 320×240 PNG, drawn by what the description names. */
export function productPng(description: string): Buffer {
  return createPictureMaker()(description);
}
