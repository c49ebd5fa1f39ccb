/**
 * Catalogue items of a maker of funeral goods (coffins, urns, votive lamps, candles, plaques, sacred
 * art, linings), described the way an Italian price list does ("Cofano bombato in noce lucido L 200 cm"). Variety comes from item × material ×
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
/** Colours of linings, ribbons and lace, as the trade names them. */
const FABRIC_COLOURS = ['bianco', 'avorio', 'champagne', 'rosa', 'celeste', 'viola', 'oro'];

const TEMPLATES: readonly ItemTemplate[] = [
  {
    prefix: 'CO', group: 'Cofani',
    names: ['Cofano a cassa dritta', 'Cofano bombato', 'Cofano intagliato', 'Cofano a sei facce', 'Cofano per cremazione'],
    materials: ['noce', 'noce tanganica', 'rovere', 'mogano', 'abete', 'ciliegio', 'frassino', 'pino'],
    finishes: ['lucido', 'satinato', 'opaco', 'spazzolato', 'anticato'], sizes: ['L 180 cm', 'L 190 cm', 'L 200 cm', 'L 210 cm'],
    priceCents: [38000, 320000], weightGrams: [35000, 95000],
  },
  {
    prefix: 'UR', group: 'Urne cinerarie',
    names: ['Urna cineraria a vaso', 'Urna cineraria cilindrica', 'Urna cineraria a cofanetto', 'Urna cineraria con portafoto'],
    materials: ['ottone', 'bronzo', 'rame', 'marmo bianco di Carrara', 'ceramica smaltata', 'legno di noce', 'alluminio'],
    finishes: ['lucido', 'satinato', 'anticato'], sizes: ['h 25 cm', 'h 28 cm', 'h 30 cm', 'capacità 3 l', 'capacità 4 l'],
    priceCents: [6500, 68000], weightGrams: [900, 9000],
  },
  {
    prefix: 'LV', group: 'Lampade votive',
    names: ['Lampada votiva', 'Lampada votiva a fiamma', 'Lampada votiva con cupola', 'Lanterna cimiteriale'],
    materials: ['bronzo', 'ottone', 'rame', 'acciaio inox', 'alluminio'],
    finishes: METAL_FINISHES, sizes: ['h 12 cm', 'h 15 cm', 'h 18 cm', 'h 22 cm', 'h 25 cm', 'h 30 cm'],
    priceCents: [1800, 14500], weightGrams: [250, 2200],
  },
  {
    prefix: 'CE', group: 'Ceri e candele',
    names: ['Cero votivo', 'Cero per camera ardente', 'Candela votiva', 'Cero pasquale'],
    materials: ['cera bianca', 'cera avorio', 'cera rossa', 'cera decorata'],
    finishes: ['con croce dorata', 'con immagine sacra', 'con decoro floreale'], sizes: ['h 20 cm', 'h 30 cm', 'h 40 cm', 'h 60 cm', 'h 80 cm'],
    priceCents: [250, 4500], weightGrams: [150, 3000],
  },
  {
    prefix: 'LU', group: 'Ceri e candele',
    names: ['Lumino votivo', 'Lumino cimiteriale', 'Ricarica per lumino'],
    materials: ['plastica rossa', 'plastica trasparente', 'vetro rosso'],
    finishes: ['con coperchio', 'antivento'], sizes: ['durata 1 giorno', 'durata 3 giorni', 'durata 7 giorni', 'confezione da 20 pz'],
    priceCents: [60, 2400], weightGrams: [60, 2500],
  },
  {
    prefix: 'TG', group: 'Targhe e lettere',
    names: ['Targa', 'Targa commemorativa', 'Targa per loculo', 'Libro aperto', 'Lapide'],
    materials: ['ottone', 'bronzo', 'acciaio inox'],
    finishes: ['lucido', 'satinato', 'anticato', 'con incisione'], sizes: ['10x15 cm', '15x20 cm', '20x30 cm', '30x40 cm'],
    priceCents: [1500, 24000], weightGrams: [120, 6000],
  },
  {
    prefix: 'LB', group: 'Targhe e lettere',
    names: ['Lettere', 'Lettere stampatello', 'Lettere corsivo inglese', 'Lettere carattere romano', 'Numeri'],
    materials: ['bronzo', 'ottone', 'acciaio inox'],
    finishes: ['lucido', 'anticato', 'brunito', 'dorato'], sizes: ['h 2 cm', 'h 3 cm', 'h 4 cm', 'h 5 cm', 'h 6 cm', 'h 8 cm'],
    priceCents: [120, 1500], weightGrams: [5, 120],
  },
  {
    prefix: 'CR', group: 'Crocifissi',
    names: ['Crocifisso', 'Crocifisso per cofano', 'Croce latina', 'Croce stilizzata', 'Croce con Cristo'],
    materials: ['bronzo', 'ottone', 'metallo argentato', 'legno di noce', 'legno di rovere'],
    finishes: METAL_FINISHES, sizes: ['h 10 cm', 'h 15 cm', 'h 20 cm', 'h 30 cm', 'h 40 cm'],
    priceCents: [1200, 16000], weightGrams: [100, 2500],
  },
  {
    prefix: 'AS', group: 'Angeli e arte sacra',
    names: ['Angelo in preghiera', 'Angelo custode', 'Angioletto seduto', 'Madonna con Bambino', 'Colomba della pace'],
    materials: ['bronzo', 'ottone', 'resina', 'resina effetto marmo'],
    finishes: ['anticato', 'patinato', 'lucido'], sizes: ['h 10 cm', 'h 15 cm', 'h 20 cm', 'h 30 cm', 'h 45 cm'],
    priceCents: [2200, 32000], weightGrams: [150, 6000],
  },
  {
    prefix: 'PF', group: 'Portafiori',
    names: ['Portafiori', 'Vaso portafiori', 'Portafiori a parete', 'Portafiori con coperchio'],
    materials: ['bronzo', 'ottone', 'acciaio inox', 'marmo bianco di Carrara', 'granito nero'],
    finishes: ['lucido', 'satinato', 'anticato', 'levigato'], sizes: ['h 15 cm', 'h 20 cm', 'h 25 cm', 'h 30 cm', 'h 35 cm'],
    priceCents: [1500, 18000], weightGrams: [300, 4500],
  },
  {
    prefix: 'CF', group: 'Cornici e foto ceramiche',
    names: ['Cornice ovale per foto ceramica', 'Cornice rettangolare per foto ceramica', 'Portafoto ovale'],
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
    prefix: 'IM', group: 'Imbottiture e corredi',
    names: ['Imbottitura per cofano', 'Corredo cuscino e copripiedi', 'Cuscino per cofano', 'Lenzuolino ricamato'],
    materials: ['raso', 'seta', 'velluto', 'pizzo', 'tessuto non tessuto'],
    finishes: FABRIC_COLOURS, sizes: ['misura standard', 'misura L 190 cm', 'misura L 200 cm', 'misura L 210 cm'],
    priceCents: [1800, 16000], weightGrams: [300, 2500],
  },
  {
    // Sold by the metre (ML): the only family that is.
    prefix: 'NA', group: 'Imbottiture e corredi',
    names: ['Nastro per corone', 'Nastro con scritta', 'Passamaneria per cofano', 'Pizzo di bordatura'],
    materials: ['raso', 'seta', 'poliestere'],
    finishes: FABRIC_COLOURS, sizes: ['h 3 cm', 'h 5 cm', 'h 7 cm', 'h 10 cm'],
    priceCents: [90, 1200], weightGrams: [10, 60],
  },
  {
    prefix: 'MA', group: 'Accessori per cofani',
    names: ['Maniglia per cofano', 'Set 6 maniglie per cofano', 'Maniglia a barra per cofano'],
    materials: ['ottone', 'bronzo', 'metallo argentato', 'metallo dorato'],
    finishes: ['lucido', 'satinato', 'anticato', 'brunito'], sizes: ['L 12 cm', 'L 18 cm', 'L 25 cm'],
    priceCents: [600, 9500], weightGrams: [120, 1800],
  },
  {
    prefix: 'BC', group: 'Accessori per cofani',
    names: ['Borchia copriviti', 'Rosone decorativo', 'Piedino per cofano'],
    materials: ['ottone', 'bronzo', 'metallo argentato', 'metallo dorato'],
    finishes: ['lucido', 'satinato', 'anticato'], sizes: ['ø 20 mm', 'ø 30 mm', 'ø 40 mm', 'ø 60 mm'],
    priceCents: [80, 1500], weightGrams: [10, 250],
  },
  {
    prefix: 'CA', group: 'Arredi per camera ardente',
    names: ['Candelabro a tre fiamme', 'Candeliere da terra', 'Leggio per libro firme', 'Cavalletto portacorona'],
    materials: ['ottone', 'bronzo', 'ferro battuto', 'legno di noce'],
    finishes: ['lucido', 'anticato', 'brunito', 'verniciato nero'], sizes: ['h 60 cm', 'h 90 cm', 'h 120 cm', 'h 150 cm'],
    priceCents: [9500, 85000], weightGrams: [3000, 25000],
  },
];

export const PRODUCT_GROUPS: readonly string[] = [...new Set(TEMPLATES.map((t) => t.group))];

/** A description typical of the group (its first item in its first material): what the group's picture shows. */
export function groupSample(group: string): string {
  const t = TEMPLATES.find((x) => x.group === group);
  return t ? `${t.names[0]} in ${t.materials[0]}` : group;
}

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
const FEMININE_MATERIALS = new Set(['resina', 'resina effetto marmo', 'porcellana', 'ceramica smaltata']);

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
