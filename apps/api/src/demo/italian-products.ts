/**
 * Catalogue items of a maker of cemetery and building accessories, described the way an Italian
 * price list does ("Lampada votiva in bronzo anticato h 15 cm"). Variety comes from item × material ×
 * finish × size, so a catalogue of thousands of products reads like a real one.
 */
import type { Random } from './italian-random';

interface ItemTemplate {
  /** Code prefix of the family, e.g. "LV" for lampade votive. */
  prefix: string;
  group: string;
  names: readonly string[];
  materials: readonly string[];
  finishes: readonly string[];
  sizes: readonly string[];
  /** List price range in euro cents. */
  priceCents: readonly [number, number];
  /** Weight range in grams (cart additions match on total weight). */
  weightGrams: readonly [number, number];
}

const METAL_FINISHES = ['lucido', 'satinato', 'anticato', 'brunito', 'patinato', 'spazzolato'];

const TEMPLATES: readonly ItemTemplate[] = [
  {
    prefix: 'LV', group: 'Lampade votive',
    names: ['Lampada votiva', 'Lampada votiva a fiamma', 'Lampada votiva con cupola', 'Lanterna cimiteriale'],
    materials: ['bronzo', 'ottone', 'rame', 'acciaio inox', 'alluminio'],
    finishes: METAL_FINISHES, sizes: ['h 12 cm', 'h 15 cm', 'h 18 cm', 'h 22 cm', 'h 25 cm', 'h 30 cm'],
    priceCents: [1800, 14500], weightGrams: [250, 2200],
  },
  {
    prefix: 'PF', group: 'Portafiori',
    names: ['Portafiori', 'Vaso portafiori', 'Portafiori a parete', 'Portafiori con coperchio', 'Vaschetta portafiori'],
    materials: ['bronzo', 'ottone', 'acciaio inox', 'marmo bianco di Carrara', 'granito nero'],
    finishes: ['lucido', 'satinato', 'anticato', 'levigato'], sizes: ['h 15 cm', 'h 20 cm', 'h 25 cm', 'h 30 cm', 'h 35 cm'],
    priceCents: [1500, 18000], weightGrams: [300, 4500],
  },
  {
    prefix: 'CF', group: 'Cornici e foto ceramiche',
    names: ['Cornice ovale per foto ceramica', 'Cornice rettangolare per foto ceramica', 'Cornice a giorno per foto ceramica', 'Portafoto ovale'],
    materials: ['bronzo', 'ottone', 'acciaio inox'],
    finishes: ['lucido', 'satinato', 'anticato', 'dorato'], sizes: ['8x10', '9x12', '11x15', '13x18', '15x20', '18x24'],
    priceCents: [900, 6500], weightGrams: [80, 700],
  },
  {
    prefix: 'FC', group: 'Cornici e foto ceramiche',
    names: ['Foto ceramica ovale', 'Foto ceramica rettangolare', 'Foto ceramica ovale bombata'],
    materials: ['porcellana'],
    finishes: ['a colori', 'in bianco e nero', 'color seppia'], sizes: ['8x10', '9x12', '11x15', '13x18', '18x24'],
    priceCents: [2500, 9000], weightGrams: [40, 300],
  },
  {
    prefix: 'LB', group: 'Lettere e numeri',
    names: ['Lettere', 'Lettere stampatello', 'Lettere corsivo inglese', 'Lettere carattere romano', 'Numeri'],
    materials: ['bronzo', 'ottone', 'acciaio inox', 'alluminio'],
    finishes: ['lucido', 'anticato', 'brunito', 'dorato'], sizes: ['h 2 cm', 'h 3 cm', 'h 4 cm', 'h 5 cm', 'h 6 cm', 'h 8 cm', 'h 10 cm'],
    priceCents: [120, 1500], weightGrams: [5, 120],
  },
  {
    prefix: 'CR', group: 'Croci e arte sacra',
    names: ['Croce', 'Croce con Cristo', 'Croce stilizzata', 'Crocifisso', 'Croce latina'],
    materials: ['bronzo', 'ottone', 'acciaio inox'],
    finishes: METAL_FINISHES, sizes: ['h 10 cm', 'h 15 cm', 'h 20 cm', 'h 30 cm', 'h 40 cm'],
    priceCents: [1200, 16000], weightGrams: [100, 2500],
  },
  {
    prefix: 'AS', group: 'Croci e arte sacra',
    names: ['Angelo decorativo', 'Angelo in preghiera', 'Madonna con Bambino', 'Rosa decorativa', 'Colomba', 'Mano con rosa'],
    materials: ['bronzo', 'ottone', 'resina', 'resina effetto marmo'],
    finishes: ['anticato', 'patinato', 'lucido'], sizes: ['h 10 cm', 'h 15 cm', 'h 20 cm', 'h 30 cm', 'h 45 cm'],
    priceCents: [2200, 32000], weightGrams: [150, 6000],
  },
  {
    prefix: 'TG', group: 'Targhe e accessori',
    names: ['Targa', 'Targa commemorativa', 'Targa per loculo', 'Libro aperto'],
    materials: ['ottone', 'bronzo', 'acciaio inox', 'plexiglass'],
    finishes: ['lucido', 'satinato', 'anticato', 'con incisione'], sizes: ['10x15 cm', '15x20 cm', '20x30 cm', '30x40 cm'],
    priceCents: [1500, 12000], weightGrams: [120, 2000],
  },
  {
    prefix: 'BC', group: 'Fissaggi per lapidi',
    names: ['Borchia copriforo', 'Rosone copriviti', 'Borchia decorativa'],
    materials: ['ottone', 'acciaio inox', 'bronzo'],
    finishes: ['lucido', 'satinato', 'anticato'], sizes: ['ø 20 mm', 'ø 25 mm', 'ø 30 mm', 'ø 40 mm'],
    priceCents: [80, 1200], weightGrams: [10, 120],
  },
  {
    prefix: 'FS', group: 'Fissaggi per lapidi',
    names: ['Perno per lapide', 'Kit fissaggio lapide', 'Staffa per lastra', 'Gancio di ancoraggio'],
    materials: ['acciaio inox', 'acciaio zincato', 'ottone'],
    finishes: ['grezzo', 'satinato'], sizes: ['M6', 'M8', 'M10', 'M12'],
    priceCents: [150, 2500], weightGrams: [20, 400],
  },
  {
    prefix: 'ED', group: 'Accessori per edilizia',
    names: ['Griglia di aerazione', 'Targhetta numero civico', 'Cassetta postale', 'Chiusino di ispezione'],
    materials: ['alluminio', 'acciaio inox', 'ottone', 'acciaio zincato'],
    finishes: ['naturale', 'satinato', 'verniciato bianco', 'verniciato testa di moro', 'anodizzato argento'],
    sizes: ['10x10 cm', '15x15 cm', '20x20 cm', '10x25 cm', '30x30 cm'],
    priceCents: [350, 9500], weightGrams: [60, 3500],
  },
  {
    prefix: 'PR', group: 'Accessori per edilizia',
    names: ['Profilo paraspigolo', 'Profilo per scale', 'Soglia', 'Corrimano', 'Coprigiunto'],
    materials: ['alluminio', 'acciaio inox', 'ottone'],
    finishes: ['naturale', 'satinato', 'anodizzato argento', 'anodizzato bronzo'],
    sizes: ['L 100 cm', 'L 200 cm', 'L 250 cm', 'L 270 cm', 'L 300 cm'],
    priceCents: [450, 12000], weightGrams: [150, 4000],
  },
  {
    prefix: 'AU', group: 'Arredo urbano',
    names: ['Cestino portarifiuti', 'Portabiciclette', 'Dissuasore di sosta', 'Fioriera', 'Panchina'],
    materials: ['acciaio zincato', 'ghisa', 'acciaio corten', 'legno e acciaio', 'calcestruzzo'],
    finishes: ['verniciato grigio antracite', 'verniciato verde', 'naturale', 'zincato a caldo'],
    sizes: ['L 50 cm', 'L 100 cm', 'L 180 cm', 'h 80 cm', 'h 100 cm'],
    priceCents: [6500, 85000], weightGrams: [4000, 95000],
  },
];

export const PRODUCT_GROUPS: readonly string[] = [...new Set(TEMPLATES.map((t) => t.group))];

/** "LV-001234": family prefix and a zero-padded progressive number, unique when `i` is. */
export function productCode(i: number, prefix = 'LV'): string {
  return `${prefix}-${String(i).padStart(6, '0')}`;
}

export interface DemoProduct {
  code: string;
  description: string;
  group: string;
  list_price_cents: number;
  weight_grams: number;
}

// Finishes are written in the masculine; these materials are feminine and need the adjective to agree.
const FEMININE_MATERIALS = new Set(['resina', 'resina effetto marmo', 'ghisa', 'porcellana']);

/** "verniciato grigio" + "ghisa" → "verniciata grigio": only the leading adjective agrees. */
function agree(finish: string, material: string): string {
  if (!FEMININE_MATERIALS.has(material)) return finish;
  return finish.replace(/^(\S+)o(?=\s|$)/, '$1a');
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Rounded like a price list: to 10 cents for cheap items, to 50 cents from 20 euro up. */
function listPrice(rng: Random, [min, max]: readonly [number, number]): number {
  const raw = rng.int(min, max);
  return roundTo(raw, raw < 2000 ? 10 : 50);
}

/** Product number `i` of the catalogue (its code is unique for each `i`). */
export function product(rng: Random, i: number): DemoProduct {
  const t = rng.pick(TEMPLATES);
  const material = rng.pick(t.materials);
  // Not every description states a finish; real lists often omit it.
  const finish = rng.chance(0.75) ? ` ${agree(rng.pick(t.finishes), material)}` : '';
  const description = `${rng.pick(t.names)} in ${material}${finish} ${rng.pick(t.sizes)}`;
  return {
    code: productCode(i, t.prefix),
    description,
    group: t.group,
    list_price_cents: listPrice(rng, t.priceCents),
    weight_grams: roundTo(rng.int(t.weightGrams[0], t.weightGrams[1]), 5),
  };
}

export function productDescription(rng: Random): string {
  return product(rng, 0).description;
}
