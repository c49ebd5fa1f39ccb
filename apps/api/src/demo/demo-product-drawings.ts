/**
 * One stylised drawing per kind of funeral product (a coffin, an urn, a votive lamp, a candle, an
 * angel…), with the variants the catalogue's names ask for (an arched or a straight lid, a vase or a
 * casket urn). Drawings paint with colour roles; the product's material picks the colours.
 */
import { ellipse, intersect, minus, mirrored, placed, polygon, rect, ring, roundRect, union, type Layer, type Rgb, type Shape } from './demo-picture-raster';

const FLAME: Rgb = [245, 150, 40];
const FLAME_CORE: Rgb = [255, 236, 170];
const GLASS: Rgb = [214, 66, 52];
const WICK: Rgb = [50, 44, 40];
const GREEN: Rgb = [70, 130, 80];
const WAX: Rgb = [248, 244, 232];
const PHOTO: Rgb = [196, 178, 150];
const PHOTO_DARK: Rgb = [120, 104, 88];

export type PictureKind =
  | 'cofano' | 'urna' | 'lampada' | 'cero' | 'lumino' | 'targa' | 'lettere' | 'crocifisso' | 'croce' | 'angelo' | 'madonna' | 'colomba'
  | 'portafiori' | 'cornice' | 'foto' | 'imbottitura' | 'nastro' | 'maniglia' | 'borchia' | 'candelabro' | 'leggio' | 'cavalletto' | 'blocco';

/** What a drawing needs from the description: the words that change it. */
export interface Subject {
  /** The variant words the description has ('bombato', 'a vaso', 'parete'…), lower case. */
  words: string;
}

const has = (s: Subject, word: string) => s.words.includes(word);
const flame = (cx: number, cy: number, k = 1): Layer[] => [
  { shape: ellipse(cx, cy, 8 * k, 15 * k), paint: FLAME },
  { shape: ellipse(cx, cy + 4 * k, 3 * k, 7 * k), paint: FLAME_CORE },
];
/** A plinth the object stands on. */
const plinth = (x0: number, x1: number): Layer => ({ shape: rect(x0, 200, x1, 212), paint: 'dark', shade: true });

function coffin(s: Subject): Layer[] {
  const sixSided = has(s, 'sei facce');
  const body = sixSided ? polygon([[40, 118], [280, 118], [266, 178], [54, 178]]) : rect(44, 118, 276, 178);
  const arc = Array.from({ length: 21 }, (_, t) => [40 + 12 * t, 120 - 36 * Math.sin((Math.PI * t) / 20)] as const);
  const lid = has(s, 'bombato') ? polygon(arc) : union(polygon([[36, 100], [284, 100], [280, 120], [40, 120]]), rect(50, 90, 270, 100));
  const layers: Layer[] = [
    { shape: rect(52, 176, 268, 188), paint: 'dark', shade: true },
    { shape: body, paint: 'main', shade: true },
    { shape: lid, paint: 'main', shade: true },
    { shape: rect(38, 116, 282, 122), paint: 'dark' },
  ];
  if (has(s, 'intagliato')) {
    for (const x of [64, 174]) layers.push({ shape: ring(x + 41, 150, 41, 20, 5), paint: 'dark' }, { shape: ellipse(x + 41, 150, 12, 8), paint: 'dark' });
  }
  if (!has(s, 'cremazione')) {
    for (const x of [82, 160, 238]) layers.push({ shape: union(rect(x - 22, 150, x + 22, 156), ellipse(x - 22, 153, 4, 7), ellipse(x + 22, 153, 4, 7)), paint: 'trim', shade: true });
    layers.push({ shape: union(rect(156, has(s, 'bombato') ? 86 : 90, 164, 114), rect(148, 96, 172, 102)), paint: 'trim' });
  }
  return layers;
}

function urn(s: Subject): Layer[] {
  if (has(s, 'cilindrica')) {
    return [
      { shape: rect(118, 78, 202, 206), paint: 'main', shade: true },
      { shape: union(rect(118, 100, 202, 106), rect(118, 180, 202, 186)), paint: 'dark' },
      { shape: roundRect(110, 64, 210, 82, 4), paint: 'main', shade: true },
      { shape: ellipse(160, 58, 12, 9), paint: 'light', shade: true },
    ];
  }
  if (has(s, 'cofanetto') || has(s, 'portafoto')) {
    const layers: Layer[] = [
      { shape: rect(80, 110, 240, 204), paint: 'main', shade: true },
      { shape: roundRect(72, 92, 248, 114, 5), paint: 'main', shade: true },
      { shape: rect(72, 112, 248, 116), paint: 'dark' },
      { shape: union(ellipse(92, 206, 8, 5), ellipse(228, 206, 8, 5)), paint: 'dark' },
    ];
    if (has(s, 'portafoto')) layers.push({ shape: ring(160, 158, 24, 30, 5), paint: 'trim' }, { shape: ellipse(160, 158, 19, 25), paint: PHOTO }, { shape: ellipse(160, 150, 7, 9), paint: PHOTO_DARK });
    else layers.push({ shape: rect(128, 142, 192, 172), paint: 'trim', shade: true }, { shape: union(rect(138, 152, 182, 155), rect(144, 160, 176, 163)), paint: 'dark' });
    return layers;
  }
  return [
    { shape: rect(134, 194, 186, 210), paint: 'main', shade: true },
    { shape: ellipse(160, 146, 54, 54), paint: 'main', shade: true },
    { shape: rect(138, 84, 182, 104), paint: 'main', shade: true },
    { shape: rect(108, 140, 212, 146), paint: 'dark' },
    { shape: ellipse(160, 84, 34, 9), paint: 'light', shade: true },
    { shape: ellipse(160, 70, 9, 10), paint: 'light', shade: true },
  ];
}

function lamp(s: Subject): Layer[] {
  if (has(s, 'lanterna')) {
    return [
      { shape: ring(160, 34, 10, 10, 3), paint: 'main' },
      { shape: polygon([[118, 72], [160, 40], [202, 72]]), paint: 'main', shade: true },
      { shape: rect(126, 70, 194, 190), paint: 'main', shade: true },
      { shape: rect(136, 80, 184, 180), paint: GLASS },
      { shape: rect(157, 80, 163, 180), paint: 'main' },
      ...flame(160, 130),
      { shape: rect(118, 188, 202, 204), paint: 'main', shade: true },
    ];
  }
  const top = has(s, 'cupola') ? ellipse(160, 82, 44, 30) : has(s, 'fiamma') ? union(polygon([[160, 40], [115, 80], [205, 80]]), ellipse(160, 34, 7, 12)) : polygon([[160, 40], [115, 80], [205, 80]]);
  return [
    { shape: rect(150, 150, 170, 200), paint: 'main', shade: true },
    { shape: rect(120, 196, 200, 210), paint: 'main', shade: true },
    { shape: top, paint: 'main', shade: true },
    { shape: rect(125, 80, 195, 150), paint: 'main', shade: true },
    { shape: rect(135, 88, 185, 142), paint: GLASS },
    ...flame(160, 116, 0.8),
  ];
}

function candle(s: Subject): Layer[] {
  const half = has(s, 'candela') ? 11 : 22;
  // Candles for the chapel of rest and the Easter candle stand taller than votive ones.
  const top = has(s, 'camera ardente') || has(s, 'pasquale') ? 64 : 100;
  const layers: Layer[] = [
    { shape: rect(160 - half, top, 160 + half, 206), paint: 'main', shade: true },
    { shape: ellipse(160, top, half, 4), paint: 'light' },
    { shape: rect(158, top - 12, 162, top), paint: WICK },
    ...flame(160, top - 24),
  ];
  const mid = Math.round((top + 206) / 2);
  if (has(s, 'pasquale')) layers.push({ shape: union(rect(156, mid - 24, 164, mid + 20), rect(146, mid - 12, 174, mid - 5)), paint: GLASS });
  else if (has(s, 'croce')) layers.push({ shape: union(rect(157, mid - 20, 163, mid + 16), rect(149, mid - 10, 171, mid - 5)), paint: 'trim' });
  else if (has(s, 'immagine')) layers.push({ shape: ring(160, mid, Math.min(half, 16), 22, 3), paint: 'trim' }, { shape: ellipse(160, mid, Math.min(half, 16) - 3, 19), paint: PHOTO });
  else if (has(s, 'floreale')) layers.push({ shape: union(ellipse(160 - half / 2, mid, 5, 5), ellipse(160 + half / 2, mid + 8, 5, 5), ellipse(160, mid - 10, 5, 5)), paint: [200, 70, 90] });
  else layers.push({ shape: rect(160 - half, 186, 160 + half, 192), paint: 'trim' });
  return layers;
}

function votiveLight(s: Subject): Layer[] {
  const one: Layer[] = [
    { shape: polygon([[128, 140], [192, 140], [184, 206], [136, 206]]), paint: 'main', shade: true },
    { shape: rect(124, 130, 196, 142), paint: [200, 168, 70], shade: true },
    ...flame(160, 112),
  ];
  if (!has(s, 'confezione')) return one;
  return [-70, 0, 70].flatMap((dx) => one.map((l) => ({ ...l, shape: placed(l.shape, 0.75, 160, 206, dx) })));
}

function plaque(s: Subject): Layer[] {
  if (has(s, 'libro')) {
    return [
      { shape: polygon([[66, 88], [158, 104], [158, 198], [66, 182]]), paint: 'main', shade: true },
      { shape: polygon([[162, 104], [254, 88], [254, 182], [162, 198]]), paint: 'main', shade: true },
      { shape: rect(157, 100, 163, 200), paint: 'dark' },
      ...[0, 1, 2, 3].map((i) => ({ shape: union(polygon([[82, 112 + i * 18], [144, 122 + i * 18], [144, 126 + i * 18], [82, 116 + i * 18]]), polygon([[176, 122 + i * 18], [238, 112 + i * 18], [238, 116 + i * 18], [176, 126 + i * 18]])), paint: 'dark' as const })),
    ];
  }
  const lines = [0, 1, 2].map((i) => ({ shape: rect(110 + i * 10, 118 + i * 18, 210 - i * 10, 123 + i * 18), paint: 'dark' as const }));
  if (has(s, 'lapide')) {
    return [
      { shape: union(rect(100, 76, 220, 206), ellipse(160, 78, 60, 34)), paint: 'main', shade: true },
      { shape: union(rect(157, 58, 163, 96), rect(148, 68, 172, 74)), paint: 'dark' },
      ...lines,
    ];
  }
  return [
    { shape: roundRect(70, 70, 250, 176, 12), paint: 'main', shade: true },
    { shape: rect(96, 94, 224, 102), paint: 'dark' },
    ...lines,
    { shape: union(ellipse(84, 84, 5, 5), ellipse(236, 84, 5, 5), ellipse(84, 162, 5, 5), ellipse(236, 162, 5, 5)), paint: 'light' },
  ];
}

function letters(): Layer[] {
  return [
    { shape: polygon([[70, 190], [100, 60], [122, 60], [152, 190], [132, 190], [124, 155], [98, 155], [90, 190]]), paint: 'main', shade: true },
    { shape: polygon([[103, 135], [119, 135], [111, 95]]), paint: [241, 243, 245] },
    { shape: union(rect(196, 60, 216, 190), polygon([[196, 60], [216, 60], [178, 90], [178, 74]]), rect(180, 176, 232, 190)), paint: 'main', shade: true },
  ];
}

function cross(s: Subject, withChrist: boolean): Layer[] {
  const thin = has(s, 'stilizzata');
  const layers: Layer[] = [
    plinth(124, 196),
    { shape: thin ? union(rect(153, 30, 167, 202), rect(112, 76, 208, 90)) : union(rect(146, 30, 174, 202), rect(102, 72, 218, 98)), paint: 'main', shade: true },
  ];
  if (withChrist) {
    const body = union(
      ellipse(160, 62, 8, 9),
      polygon([[108, 80], [212, 80], [212, 88], [172, 92], [168, 150], [152, 150], [148, 92], [108, 88]]),
      polygon([[152, 150], [168, 150], [164, 186], [156, 186]]),
    );
    layers.push({ shape: body, paint: 'trim', shade: true }, { shape: rect(150, 132, 170, 146), paint: 'light' });
  }
  return layers;
}

function angel(s: Subject): Layer[] {
  const wing: Shape = polygon([[150, 92], [100, 56], [82, 100], [104, 150], [148, 132]]);
  const figure: Layer[] = [
    { shape: union(wing, mirrored(wing)), paint: 'dark', shade: true },
    { shape: polygon([[140, 100], [180, 100], [198, 204], [122, 204]]), paint: 'main', shade: true },
    { shape: ellipse(160, 82, 14, 15), paint: 'light', shade: true },
    { shape: ring(160, 60, 16, 5, 2.5), paint: 'light' },
    { shape: polygon([[153, 128], [167, 128], [160, 106]]), paint: 'light' },
  ];
  const seated = has(s, 'angioletto');
  const placedFigure = seated ? figure.map((l) => ({ ...l, shape: placed(l.shape, 0.72, 160, 204) })) : figure;
  return [...placedFigure, plinth(116, 204)];
}

function madonna(): Layer[] {
  return [
    { shape: polygon([[160, 58], [126, 92], [114, 204], [206, 204], [194, 92]]), paint: 'main', shade: true },
    { shape: ellipse(160, 72, 19, 21), paint: 'dark', shade: true },
    { shape: ellipse(160, 76, 10, 12), paint: 'light' },
    { shape: ring(160, 50, 22, 6, 3), paint: 'light' },
    { shape: ellipse(176, 128, 15, 18), paint: 'light', shade: true },
    { shape: ellipse(182, 108, 9, 9), paint: 'light' },
    plinth(110, 210),
  ];
}

function dove(): Layer[] {
  return [
    { shape: rect(150, 146, 170, 200), paint: 'dark', shade: true },
    plinth(124, 196),
    { shape: polygon([[112, 114], [66, 94], [74, 140], [114, 132]]), paint: 'main', shade: true },
    { shape: ellipse(160, 122, 52, 25), paint: 'main', shade: true },
    { shape: ellipse(208, 104, 15, 14), paint: 'main', shade: true },
    { shape: polygon([[220, 100], [236, 106], [220, 111]]), paint: 'dark' },
    { shape: ellipse(212, 101, 2.5, 2.5), paint: WICK },
    { shape: polygon([[138, 116], [112, 50], [196, 104]]), paint: 'light', shade: true },
    { shape: union(rect(230, 108, 256, 110), ellipse(244, 102, 6, 3), ellipse(252, 116, 6, 3)), paint: GREEN },
  ];
}

function flowerVase(s: Subject): Layer[] {
  const flowers: Layer[] = [
    { shape: union(rect(140, 70, 146, 110), rect(160, 62, 165, 110), rect(180, 72, 186, 110)), paint: GREEN },
    { shape: union(ellipse(135, 62, 16, 16), ellipse(188, 64, 16, 16)), paint: [220, 70, 90] },
    { shape: ellipse(162, 50, 16, 16), paint: [250, 246, 236] },
  ];
  if (has(s, 'parete')) {
    return [
      { shape: roundRect(108, 34, 212, 208, 8), paint: 'dark', shade: true },
      ...flowers,
      { shape: polygon([[124, 104], [196, 104], [184, 196], [136, 196]]), paint: 'main', shade: true },
      { shape: rect(118, 98, 202, 108), paint: 'light', shade: true },
    ];
  }
  return [
    ...flowers,
    { shape: polygon([[118, 100], [202, 100], [188, 206], [132, 206]]), paint: 'main', shade: true },
    { shape: rect(112, 96, 208, 108), paint: 'main', shade: true },
    ...(has(s, 'coperchio') ? [{ shape: rect(116, 90, 204, 98), paint: 'dark' as const, shade: true }] : []),
  ];
}

/** The portrait of a ceramic photo, in its colours, inside a given outline. */
function portrait(outline: Shape, s: Subject): Layer[] {
  const tones: [Rgb, Rgb, Rgb, Rgb] = has(s, 'bianco e nero')
    ? [[200, 200, 200], [160, 160, 160], [60, 60, 60], [40, 40, 40]]
    : has(s, 'seppia')
      ? [[214, 190, 150], [180, 146, 110], [96, 70, 46], [70, 50, 34]]
      : [[160, 190, 220], [226, 190, 160], [54, 64, 92], [84, 58, 40]];
  const [bg, skin, clothes, hair] = tones;
  return [
    { shape: outline, paint: bg },
    { shape: intersect(outline, ellipse(160, 206, 62, 44)), paint: clothes },
    { shape: intersect(outline, ellipse(160, 104, 30, 30)), paint: hair },
    { shape: intersect(outline, ellipse(160, 120, 24, 30)), paint: skin },
  ];
}

function frame(s: Subject, photoOnly: boolean): Layer[] {
  const rectangular = has(s, 'rettangolare');
  const inner = rectangular ? rect(100, 48, 220, 192) : ellipse(160, 120, 62, 84);
  const outer = rectangular ? minus(rect(86, 34, 234, 206), inner) : ring(160, 120, 76, 98, 15);
  const layers = photoOnly ? portrait(inner, s) : [{ shape: inner, paint: PHOTO }, { shape: ellipse(160, 100, 20, 24), paint: PHOTO_DARK }, { shape: intersect(inner, ellipse(160, 168, 36, 30)), paint: PHOTO_DARK }];
  if (photoOnly) return has(s, 'bombata') ? [...layers, { shape: ellipse(136, 76, 12, 20), paint: [250, 250, 250] }] : layers;
  return [...layers, { shape: outer, paint: 'main', shade: true }];
}

function lining(s: Subject): Layer[] {
  if (has(s, 'cuscino per')) {
    const frill = Array.from({ length: 24 }, (_, i) => ellipse(160 + 92 * Math.cos((i * Math.PI) / 12), 124 + 62 * Math.sin((i * Math.PI) / 12), 12, 12));
    return [
      { shape: union(...frill), paint: 'light' },
      { shape: roundRect(76, 70, 244, 178, 34), paint: 'main', shade: true },
      { shape: union(ellipse(120, 124, 4, 4), ellipse(160, 124, 4, 4), ellipse(200, 124, 4, 4)), paint: 'dark' },
    ];
  }
  if (has(s, 'lenzuolino')) {
    const lace = Array.from({ length: 14 }, (_, i) => ellipse(66 + i * 14, 176, 7, 7));
    return [
      { shape: union(...lace), paint: 'light' },
      { shape: rect(60, 130, 260, 176), paint: 'main', shade: true },
      { shape: rect(74, 100, 246, 132), paint: 'main', shade: true },
      { shape: rect(74, 128, 246, 132), paint: 'dark' },
      { shape: rect(88, 74, 232, 102), paint: 'main', shade: true },
    ];
  }
  // A coffin's lining seen from above: a six-sided padded tray, the pillow at the head, a frilled edge.
  const tray = polygon([[40, 124], [82, 72], [270, 86], [290, 124], [270, 164], [82, 178]]);
  const frill = Array.from({ length: 30 }, (_, i) => ellipse(160 + 128 * Math.cos((i * Math.PI) / 15), 125 + 54 * Math.sin((i * Math.PI) / 15), 9, 9));
  return [
    { shape: intersect(union(...frill), placed(tray, 1.08, 165, 125)), paint: 'light' },
    { shape: tray, paint: 'main', shade: true },
    { shape: polygon([[60, 124], [92, 86], [262, 98], [276, 124], [262, 152], [92, 164]]), paint: 'dark' },
    { shape: polygon([[66, 124], [96, 92], [258, 102], [270, 124], [258, 148], [96, 158]]), paint: 'main', shade: true },
    { shape: roundRect(76, 100, 126, 150, 14), paint: 'light', shade: true },
  ];
}

function ribbon(s: Subject): Layer[] {
  if (has(s, 'pizzo') || has(s, 'passamaneria')) {
    const edge = has(s, 'pizzo')
      ? union(...Array.from({ length: 16 }, (_, i) => ellipse(54 + i * 14, 140, 7, 8)))
      : union(...Array.from({ length: 36 }, (_, i) => rect(52 + i * 6, 134, 55 + i * 6, 170)));
    return [
      { shape: edge, paint: 'dark' },
      { shape: rect(48, 92, 272, 138), paint: 'main', shade: true },
      { shape: union(...Array.from({ length: 8 }, (_, i) => ellipse(66 + i * 28, 115, 6, 6))), paint: 'light' },
    ];
  }
  const layers: Layer[] = [
    { shape: polygon([[150, 150], [284, 168], [280, 198], [146, 180]]), paint: 'main', shade: true },
    { shape: ellipse(120, 118, 62, 62), paint: 'main', shade: true },
    { shape: ring(120, 118, 62, 62, 5), paint: 'dark' },
    { shape: ellipse(120, 118, 20, 20), paint: [214, 200, 176] },
  ];
  if (has(s, 'scritta')) layers.push({ shape: union(rect(196, 174, 214, 180), rect(220, 177, 238, 183), rect(244, 180, 262, 186)), paint: [214, 176, 60] });
  return layers;
}

function handle(s: Subject): Layer[] {
  const one: Layer[] = [
    { shape: union(roundRect(56, 96, 86, 142, 6), roundRect(234, 96, 264, 142, 6)), paint: 'dark', shade: true },
    { shape: rect(70, 112, 250, 126), paint: 'main', shade: true },
    { shape: union(ellipse(71, 119, 9, 9), ellipse(249, 119, 9, 9)), paint: 'light' },
  ];
  if (!has(s, 'set ')) return one;
  return [-54, 0, 54].flatMap((dy) => one.map((l) => ({ ...l, shape: placed(l.shape, 0.6, 160, 119, 0, dy) })));
}

function boss(s: Subject): Layer[] {
  if (has(s, 'piedino')) {
    return [
      { shape: rect(154, 66, 166, 96), paint: [150, 158, 166], shade: true },
      { shape: rect(118, 92, 202, 112), paint: 'dark', shade: true },
      { shape: ellipse(160, 152, 44, 44), paint: 'main', shade: true },
    ];
  }
  const petals = union(...Array.from({ length: 8 }, (_, i) => ellipse(160 + 48 * Math.cos((i * Math.PI) / 4), 120 + 48 * Math.sin((i * Math.PI) / 4), 18, 18)));
  return [
    { shape: petals, paint: 'main', shade: true },
    { shape: ellipse(160, 120, 54, 54), paint: 'main', shade: true },
    { shape: ring(160, 120, 40, 40, 6), paint: 'dark' },
    { shape: ellipse(160, 120, 20, 20), paint: 'light', shade: true },
  ];
}

function candelabrum(s: Subject): Layer[] {
  const base: Layer = { shape: polygon([[118, 208], [202, 208], [180, 190], [140, 190]]), paint: 'main', shade: true };
  if (has(s, 'tre fiamme')) {
    return [
      base,
      { shape: rect(155, 104, 165, 192), paint: 'main', shade: true },
      { shape: rect(98, 102, 222, 110), paint: 'main', shade: true },
      ...[104, 160, 216].flatMap((x) => [
        { shape: ellipse(x, 102, 14, 5), paint: 'main' as const, shade: true },
        { shape: rect(x - 7, 58, x + 7, 100), paint: WAX, shade: true },
        ...flame(x, 44, 0.7),
      ]),
    ];
  }
  return [
    base,
    { shape: rect(155, 76, 165, 192), paint: 'main', shade: true },
    { shape: ellipse(160, 76, 20, 6), paint: 'main', shade: true },
    { shape: rect(148, 30, 172, 74), paint: WAX, shade: true },
    ...flame(160, 16, 0.7),
  ];
}

function lectern(): Layer[] {
  return [
    { shape: polygon([[120, 208], [200, 208], [172, 192], [148, 192]]), paint: 'main', shade: true },
    { shape: rect(155, 106, 165, 194), paint: 'main', shade: true },
    { shape: polygon([[96, 78], [224, 78], [236, 110], [84, 110]]), paint: 'main', shade: true },
    { shape: union(polygon([[108, 70], [158, 76], [158, 100], [104, 96]]), polygon([[162, 76], [212, 70], [216, 96], [162, 100]])), paint: WAX },
  ];
}

function easel(): Layer[] {
  const leg = polygon([[150, 34], [160, 34], [110, 208], [100, 208]]);
  return [
    { shape: union(leg, mirrored(leg), rect(112, 156, 208, 162)), paint: 'main', shade: true },
    { shape: ring(160, 100, 46, 46, 16), paint: GREEN },
    { shape: union(...Array.from({ length: 10 }, (_, i) => ellipse(160 + 38 * Math.cos((i * Math.PI) / 5), 100 + 38 * Math.sin((i * Math.PI) / 5), 7, 7))), paint: [250, 246, 236] },
    { shape: polygon([[150, 140], [170, 140], [186, 196], [172, 196], [160, 160], [148, 196], [134, 196]]), paint: [112, 62, 140] },
  ];
}

const block = (): Layer[] => [{ shape: roundRect(90, 70, 230, 190, 8), paint: 'main', shade: true }];

export const DRAWINGS: Record<PictureKind, (s: Subject) => Layer[]> = {
  cofano: coffin,
  urna: urn,
  lampada: lamp,
  cero: candle,
  lumino: votiveLight,
  targa: plaque,
  lettere: letters,
  crocifisso: (s) => cross(s, true),
  croce: (s) => cross(s, false),
  angelo: angel,
  madonna,
  colomba: dove,
  portafiori: flowerVase,
  cornice: (s) => frame(s, false),
  foto: (s) => frame(s, true),
  imbottitura: lining,
  nastro: ribbon,
  maniglia: handle,
  borchia: boss,
  candelabro: candelabrum,
  leggio: lectern,
  cavalletto: easel,
  blocco: block,
};
