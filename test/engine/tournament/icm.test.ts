import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealAmounts, dealProblem, icm, maxAside } from '../../../src/engine/tournament/icm.ts';

/** Malmuth–Harville by the book: every order of finish, its probability, its prizes (small fields only). */
function icmByOrders(stacks: readonly number[], prizes: readonly number[]): number[] {
  const equity = stacks.map(() => 0);
  const walk = (left: number[], p: number, place: number) => {
    const chips = left.reduce((sum, i) => sum + stacks[i], 0);
    for (const i of left) {
      const q = (p * stacks[i]) / chips;
      equity[i] += q * (prizes[place] ?? 0);
      walk(left.filter((j) => j !== i), q, place + 1);
    }
  };
  walk(stacks.map((_, i) => i), 1, 0);
  return equity;
}

describe('T14: ICM (Malmuth–Harville)', () => {
  it('T14: the published example: 50%, 30%, 20% of the chips, prizes 70 and 30', () => {
    // By hand: A = 70·0.5 + 30·(0.3·5/7 + 0.2·5/8) = 35 + 30·19/56; B = 70·0.3 + 30·(0.5·3/5 + 0.2·3/8); C likewise.
    const [a, b, c] = icm([5000, 3000, 2000], [70, 30]);
    expect(a).toBeCloseTo(35 + (30 * 19) / 56, 10); // 45.18
    expect(b).toBeCloseTo(21 + 30 * (0.3 + 0.075), 10); // 32.25
    expect(c).toBeCloseTo(14 + 30 * (0.2 + 0.3 * (2 / 7)), 10); // 22.57
  });

  it('T14: 5,000 / 3,000 / 2,000 for 50/30/20, worked by hand', () => {
    // P(A 2nd) = 0.3·5/7 + 0.2·5/8 = 0.339286; P(A 3rd) = 0.160714 → 25 + 10.1786 + 3.2143.
    const [a, b, c] = icm([5000, 3000, 2000], [50, 30, 20]);
    expect(a).toBeCloseTo(25 + 30 * (0.3 * (5 / 7) + 0.2 * (5 / 8)) + 20 * (1 - 0.5 - (0.3 * (5 / 7) + 0.2 * (5 / 8))), 10);
    expect(b).toBeCloseTo(32.75, 10); // 15 + 30·0.375 + 20·0.325
    expect(c).toBeCloseTo(100 - a - b, 10);
    expect(c).toBeCloseTo(28.857142857, 8);
  });

  it('T14: equal stacks share equally; heads-up is the chip share of the gap plus second prize', () => {
    expect(icm([1000, 1000, 1000, 1000], [50, 30, 20])).toEqual([25, 25, 25, 25].map((x) => expect.closeTo(x, 10)));
    const [a, b] = icm([7500, 2500], [600, 400]);
    expect(a).toBeCloseTo(400 + 0.75 * 200, 10);
    expect(b).toBeCloseTo(400 + 0.25 * 200, 10);
  });

  it('T14: matches the order-by-order definition, sums to the prizes and respects chip order (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 2, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 6 }),
        (stacks, raw) => {
          const prizes = [...raw].sort((a, b) => b - a);
          const equity = icm(stacks, prizes);
          const byOrders = icmByOrders(stacks, prizes);
          equity.forEach((e, i) => expect(e).toBeCloseTo(byOrders[i], 6));
          const paid = prizes.slice(0, stacks.length).reduce((a, b) => a + b, 0);
          expect(equity.reduce((a, b) => a + b, 0)).toBeCloseTo(paid, 6);
          for (let i = 0; i < stacks.length; i++)
            for (let j = 0; j < stacks.length; j++) if (stacks[i] > stacks[j]) expect(equity[i]).toBeGreaterThanOrEqual(equity[j] - 1e-9);
        },
      ),
    );
  });

  it('T14: exact for 10 players, refused beyond', () => {
    const stacks = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((x) => x * 1000);
    const equity = icm(stacks, [40, 25, 15, 10, 6, 4]);
    expect(equity.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 9);
    expect(() => icm([...stacks, 1000], [100])).toThrow(RangeError);
  });
});

describe('T15, T16: deals', () => {
  const prizes = [50_000, 30_000, 20_000];

  it('T15: an ICM deal in whole cents, the rounding cents to the biggest stack', () => {
    const amounts = dealAmounts('icm', [5000, 3000, 2000], prizes, 0);
    expect(amounts).toEqual([38_393, 32_750, 28_857]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(100_000);
  });

  it('T15: chip-chop: everyone takes the lowest prize, the rest goes by chips', () => {
    // 3 × 20,000 guaranteed; the 40,000 left by 50% / 30% / 20%.
    expect(dealAmounts('chipChop', [5000, 3000, 2000], prizes, 0)).toEqual([40_000, 32_000, 28_000]);
  });

  it('T16: an amount kept for the winner comes out of first prize before the split', () => {
    const amounts = dealAmounts('icm', [5000, 3000, 2000], prizes, 10_000);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(90_000);
    expect(maxAside(prizes, 3)).toBe(20_000);
    expect(dealProblem('icm', [5000, 3000, 2000], prizes, 20_001)).toEqual({ code: 'asideTooBig', max: 20_000 });
    expect(dealProblem('icm', [5000], prizes, 0)).toEqual({ code: 'tooFewPlayers' });
    expect(dealProblem('icm', Array(11).fill(100), prizes, 0)).toEqual({ code: 'tooManyForIcm', max: 10 });
    expect(dealProblem('chipChop', Array(11).fill(100), [...prizes, ...Array(8).fill(0)], 0)).toBeNull();
  });

  it('T15: deals add up exactly to the prizes left less the aside, and a bigger stack never takes less (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('icm' as const, 'chipChop' as const),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 2, maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (method, stacks, raw, share) => {
          const table = [...raw].sort((a, b) => b - a);
          const aside = Math.floor(maxAside(table, stacks.length) * share);
          const amounts = dealAmounts(method, stacks, table, aside);
          const left = Array.from({ length: stacks.length }, (_, i) => table[i] ?? 0).reduce((a, b) => a + b, 0);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(left - aside);
          amounts.forEach((amount) => expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true));
          for (let i = 0; i < stacks.length; i++)
            for (let j = 0; j < stacks.length; j++) if (stacks[i] > stacks[j]) expect(amounts[i]).toBeGreaterThanOrEqual(amounts[j]);
        },
      ),
    );
  });
});
