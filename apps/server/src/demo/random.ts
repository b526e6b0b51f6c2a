/**
 * Deterministic randomness for the demo generator: sfc32 seeded through cyrb128. Every stream is
 * derived from the run's seed plus a label (`rngFor(seed, 'cards', authorityId)`), so one part of the
 * data never shifts because another part drew more numbers.
 */

/** 128-bit string hash (cyrb128) as four 32-bit words. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seedText: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(seedText);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform unsigned 32-bit integer. */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next() / 4294967296;
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of items) total += weight;
    let roll = this.float() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }

  /** A sample of `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.float() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  /** Roughly normal (Irwin–Hall of 4), clamped to [min, max]. */
  normal(mean: number, deviation: number, min = -Infinity, max = Infinity): number {
    const sum = this.float() + this.float() + this.float() + this.float();
    const value = mean + (sum - 2) * deviation * 1.732;
    return Math.min(max, Math.max(min, value));
  }

  digits(length: number): string {
    let out = '';
    for (let left = length; left > 0; left -= 9) {
      const n = Math.min(9, left);
      out += String(Math.floor(this.float() * 10 ** n)).padStart(n, '0');
    }
    return out;
  }

  /** Picks from a table made by weightedTable (binary search; for hot loops). */
  fromTable<T>(table: WeightedTable<T>): T {
    const roll = this.float() * table.total;
    let lo = 0;
    let hi = table.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((table.cumulative[mid] as number) > roll) hi = mid;
      else lo = mid + 1;
    }
    return table.items[lo] as T;
  }

  hex(bytes: number): string {
    let out = '';
    for (let i = 0; i < bytes; i++) out += HEX[this.next() & 255];
    return out;
  }

  letters(length: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(this.float() * alphabet.length)];
    return out;
  }

  /** RFC 4122 version 4 layout, from this stream. */
  uuid(): string {
    const w0 = this.next();
    const w1 = this.next();
    const w2 = this.next();
    const w3 = this.next();
    const h = (w: number, shift: number) => HEX[(w >>> shift) & 255] as string;
    return (
      h(w0, 24) +
      h(w0, 16) +
      h(w0, 8) +
      h(w0, 0) +
      '-' +
      h(w1, 24) +
      h(w1, 16) +
      '-4' +
      HEX[(w1 >>> 8) & 255]?.slice(1) +
      h(w1, 0) +
      '-' +
      (8 + ((w2 >>> 30) & 3)).toString(16) +
      HEX[(w2 >>> 24) & 255]?.slice(1) +
      h(w2, 16) +
      '-' +
      h(w2, 8) +
      h(w2, 0) +
      h(w3, 24) +
      h(w3, 16) +
      h(w3, 8) +
      h(w3, 0)
    );
  }
}

export type WeightedTable<T> = { items: T[]; cumulative: number[]; total: number };

/** Precomputed cumulative weights for Rng.fromTable. */
export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  const items: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [item, weight] of entries) {
    if (weight <= 0) continue;
    total += weight;
    items.push(item);
    cumulative.push(total);
  }
  return { items, cumulative, total };
}

/** A stream for one purpose of one run. */
export const rngFor = (seed: number, ...labels: (string | number)[]) =>
  new Rng(`${seed}:${labels.join(':')}`);
