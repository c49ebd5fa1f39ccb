/**
 * Seeded pseudo-random streams for demo data. Demo and benchmark data must be reproducible
 * (same seed → same database), so nothing here touches Math.random.
 */

export interface Random {
  /** The 32-bit seed this stream started from; forks derive from it. */
  readonly seed: number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A string of n decimal digits (leading zeros allowed). */
  digits(n: number): string;
  /**
   * An independent stream derived from this stream's seed and a label. It depends only on the seed
   * and the label, never on how many values were already drawn, so adding a draw in one part of a
   * generator does not reshuffle every other part.
   */
  fork(label: string): Random;
}

/** FNV-1a: a cheap, stable 32-bit hash to turn fork labels into seed material. */
function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3 finaliser: spreads nearby seeds (1, 2, 3 …) into unrelated states. */
function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for test data (not for anything secret). */
class Mulberry32 implements Random {
  readonly seed: number;
  private state: number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    this.state = mix32(this.seed);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    if (max < min) throw new RangeError(`int(${min}, ${max}): max < min`);
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick() on an empty array');
    return items[Math.floor(this.next() * items.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  digits(n: number): string {
    let out = '';
    for (let i = 0; i < n; i++) out += Math.floor(this.next() * 10);
    return out;
  }

  fork(label: string): Random {
    return new Mulberry32(mix32(this.seed ^ hashLabel(label)) ^ 0x9e3779b9);
  }
}

export function createRandom(seed: number): Random {
  return new Mulberry32(seed);
}

/**
 * Picks with weights in O(log n) per draw (binary search on cumulative weights), because the city
 * table is drawn from hundreds of thousands of times when building the scale data set.
 */
export function createWeightedPicker<T>(items: readonly T[], weights: readonly number[]): (rng: Random) => T {
  if (items.length === 0 || items.length !== weights.length) {
    throw new RangeError('createWeightedPicker: items and weights must be non-empty and of equal length');
  }
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) {
    if (!(w >= 0)) throw new RangeError('createWeightedPicker: weights must be >= 0');
    total += w;
    cumulative.push(total);
  }
  if (total <= 0) throw new RangeError('createWeightedPicker: total weight must be > 0');
  return (rng) => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}
