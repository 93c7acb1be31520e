import { describe, expect, it } from 'vitest';
import { cryptoSource, seededSource, shuffle, uniformBelow, type RandomSource } from '../../src/engine/rng.ts';

/**
 * Chi-square critical value at p = 0.000001 via the Wilson–Hilferty approximation. The crypto
 * source's draws differ every run, so at p = 0.001 its two tests would fail a fair shuffle about
 * once in 500 runs; a real bias (the naive shuffle below) lands far beyond either value.
 */
function chiSquareCritical(df: number): number {
  const z = 4.753424; // one-sided 0.999999 quantile of the normal distribution
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

function positionChiSquare(source: RandomSource, n: number, trials: number): { stat: number; df: number } {
  const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const items = Array.from({ length: n }, (_, i) => i);
  for (let t = 0; t < trials; t++) {
    shuffle(items, source).forEach((item, position) => counts[item][position]++);
  }
  const expected = trials / n;
  let stat = 0;
  for (const row of counts) for (const observed of row) stat += (observed - expected) ** 2 / expected;
  return { stat, df: (n - 1) * (n - 1) };
}

describe('shuffling', () => {
  it('G10: every card lands in every position equally often (chi-square, crypto source)', () => {
    const { stat, df } = positionChiSquare(cryptoSource(), 52, 20_000);
    expect(stat).toBeLessThan(chiSquareCritical(df));
  });

  it('G10: all 24 orders of four cards are equally likely', () => {
    const source = cryptoSource();
    const counts = new Map<string, number>();
    const trials = 48_000;
    for (let t = 0; t < trials; t++) {
      const key = shuffle([0, 1, 2, 3], source).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const expected = trials / 24;
    const stat = [...counts.values()].reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
    expect(stat).toBeLessThan(chiSquareCritical(23));
  });

  it('detects a biased shuffle (the test has teeth)', () => {
    // The naive "swap with any position" shuffle is biased; the same statistic must reject it.
    const source = seededSource(7);
    const naive = (items: number[]) => {
      const out = items.slice();
      for (let i = 0; i < out.length; i++) {
        const j = uniformBelow(source, out.length);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    };
    const n = 6;
    const counts = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    const trials = 60_000;
    for (let t = 0; t < trials; t++) naive([0, 1, 2, 3, 4, 5]).forEach((item, p) => counts[item][p]++);
    const expected = trials / n;
    let stat = 0;
    for (const row of counts) for (const o of row) stat += (o - expected) ** 2 / expected;
    expect(stat).toBeGreaterThan(chiSquareCritical((n - 1) * (n - 1)));
  });

  it('rejection sampling keeps small bounds unbiased even against a skewed top range', () => {
    // A source that returns the very top values first: they must be rejected, not folded into the range.
    const values = [0xffff_ffff, 0xffff_fffe, 5];
    const source: RandomSource = { nextUint32: () => values.shift()! };
    expect(uniformBelow(source, 3)).toBe(2);
  });

  it('a seeded source replays the same shuffle; a different seed gives another', () => {
    const deckOrder = (seed: number) => shuffle(Array.from({ length: 52 }, (_, i) => i), seededSource(seed));
    expect(deckOrder(42)).toEqual(deckOrder(42));
    expect(deckOrder(42)).not.toEqual(deckOrder(43));
    expect([...deckOrder(42)].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('refuses a bound it cannot draw from', () => {
    expect(() => uniformBelow(seededSource(1), 0)).toThrow(RangeError);
    expect(() => uniformBelow(seededSource(1), 1.5)).toThrow(RangeError);
  });
});
