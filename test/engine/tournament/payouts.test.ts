import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYOUTS, payoutProblems, payouts, prizePool, sharedPrizes, sharesFor } from '../../../src/engine/tournament/payouts.ts';

describe('T10–T12: prize pool and payouts', () => {
  it('T10: the pool is every entry, rebuy and add-on paid', () => {
    expect(prizePool({ buyIn: 5000, rebuy: 5000, addOn: 3000 }, { entries: 8, rebuys: 3, addOns: 6 })).toBe(40_000 + 15_000 + 18_000);
    expect(prizePool({ buyIn: 2000 }, { entries: 5, rebuys: 0, addOns: 0 })).toBe(10_000);
  });

  it('T11: the default table pays 50/30/20 for 8 entries and has no problems', () => {
    expect(payoutProblems(DEFAULT_PAYOUTS)).toEqual([]);
    expect(sharesFor(DEFAULT_PAYOUTS, 3)).toEqual([100]);
    expect(sharesFor(DEFAULT_PAYOUTS, 8)).toEqual([50, 30, 20]);
    expect(sharesFor(DEFAULT_PAYOUTS, 9)).toEqual([45, 27, 18, 10]);
    expect(sharesFor(DEFAULT_PAYOUTS, 5000)).toEqual([35, 22, 15, 11, 9, 8]);
  });

  it('T11: a field smaller than the row pays gives the unpaid shares to first', () => {
    expect(sharesFor([{ upTo: 10, shares: [50, 30, 20] }], 2)).toEqual([70, 30]);
  });

  it('T11: a table that cannot pay says why', () => {
    expect(payoutProblems([{ upTo: 8, shares: [50, 30, 10] }])).toEqual([{ code: 'not100', row: 0, total: 90 }]);
    expect(payoutProblems([{ upTo: 8, shares: [30, 50, 20] }])).toEqual([{ code: 'sharesRising', row: 0, place: 1 }]);
    expect(payoutProblems([{ upTo: 8, shares: [100] }, { upTo: 5, shares: [100] }])).toEqual([{ code: 'rowsNotRising', row: 1 }]);
    expect(payoutProblems([{ upTo: 2, shares: [50, 30, 20] }])).toEqual([{ code: 'morePlacesThanField', row: 0 }]);
    expect(payoutProblems([{ upTo: 2, shares: [100.5] }])).toEqual([{ code: 'notPercent', row: 0, place: 0 }]);
    expect(payoutProblems([])).toEqual([{ code: 'noRows' }]);
  });

  it('T12: R$ 855 over 50/30/20 in whole reais: 427 + 1 to first, 256, 171', () => {
    // 42,750 / 25,650 / 17,100 cents: rounded down to reais 42,700 / 25,600 / 17,100; the 100 left to first.
    expect(payouts(85_500, [50, 30, 20], 100)).toEqual([42_800, 25_600, 17_100]);
    expect(payouts(85_500, [50, 30, 20], 1)).toEqual([42_750, 25_650, 17_100]);
  });

  it('T12: payouts add up to the pool exactly in cents, each a whole unit but first, none rising (property)', () => {
    const shares = fc
      .array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 8 })
      .map((raw) => {
        const sorted = [...raw].sort((a, b) => b - a);
        const total = sorted.reduce((a, b) => a + b, 0);
        const scaled = sorted.map((x) => Math.max(1, Math.floor((x * 100) / total)));
        scaled[0] += 100 - scaled.reduce((a, b) => a + b, 0);
        return scaled;
      })
      .filter((s) => s.every((x) => x >= 1) && s.every((x, i) => i === 0 || x <= s[i - 1]));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), shares, fc.constantFrom(1, 5, 100, 500, 1000), (pool, split, unit) => {
        const prizes = payouts(pool, split, unit);
        expect(prizes.reduce((a, b) => a + b, 0)).toBe(pool);
        prizes.slice(1).forEach((prize) => expect(prize % unit).toBe(0));
        prizes.forEach((prize, i) => {
          expect(Number.isSafeInteger(prize)).toBe(true);
          expect(prize).toBeGreaterThanOrEqual(0);
          if (i > 0) expect(prize).toBeLessThanOrEqual(prizes[i - 1]);
        });
      }),
    );
  });

  it('T13: two players out together with the same stack share their places\' prizes, odd cent to the first', () => {
    expect(sharedPrizes([5000, 3001, 2000], 2, 2)).toEqual([2501, 2500]);
    expect(sharedPrizes([5000, 3000, 2000], 3, 2)).toEqual([1000, 1000]);
  });
});
