import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT, formatUnits, fromUnits, toMixed } from '../../src/engine/units.ts';

describe('record units', () => {
  it('S8: every whole-unit pot divides exactly among 1 to 6 tied winners', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 6 }), (units, winners) => {
        const pot = fromUnits(units);
        expect(Number.isInteger(pot / winners)).toBe(true);
      }),
    );
    expect(fromUnits(1, 1, 3)).toBe(UNIT / 3 + UNIT);
    expect(() => fromUnits(0, 1, 7)).toThrow(RangeError);
    expect(() => fromUnits(1.5)).toThrow(RangeError);
  });

  it('S8: shows an exact amount as a clean fraction', () => {
    expect(formatUnits(fromUnits(2, 1, 3))).toBe('2⅓');
    expect(formatUnits(fromUnits(0, 1, 2))).toBe('½');
    expect(formatUnits(fromUnits(3))).toBe('3');
    expect(formatUnits(0)).toBe('0');
    expect(formatUnits(-fromUnits(1, 5, 6))).toBe('−1⅚');
    expect(formatUnits(fromUnits(0, 7, 12))).toBe('⁷⁄₁₂');
    expect(formatUnits(fromUnits(4, 11, 30))).toBe('4¹¹⁄₃₀');
    expect(formatUnits(fromUnits(1), { sign: 'always' })).toBe('+1');
    expect(formatUnits(-fromUnits(1), { sign: 'always' })).toBe('−1');
    expect(toMixed(-fromUnits(2, 2, 4))).toEqual({ negative: true, whole: 2, numerator: 1, denominator: 2 });
  });

  it('S8: or as a decimal, rounded half away from zero, with the language’s separator', () => {
    expect(formatUnits(fromUnits(1, 1, 3), { style: 'decimal' })).toBe('1.33');
    expect(formatUnits(fromUnits(1, 2, 3), { style: 'decimal' })).toBe('1.67');
    expect(formatUnits(-fromUnits(1, 2, 3), { style: 'decimal', separator: ',' })).toBe('−1,67');
    expect(formatUnits(fromUnits(1, 1, 2), { style: 'decimal' })).toBe('1.5');
    expect(formatUnits(fromUnits(2), { style: 'decimal' })).toBe('2');
    expect(formatUnits(fromUnits(0, 1, 60), { style: 'decimal', decimals: 1 })).toBe('0');
    expect(formatUnits(-1, { style: 'decimal', decimals: 1 })).toBe('0');
    expect(formatUnits(fromUnits(0, 1, 120 / 2), { style: 'decimal', decimals: 3 })).toBe('0.017');
  });

  it('S8: the fraction shown is the amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (amount) => {
        const { negative, whole, numerator, denominator } = toMixed(amount);
        expect((negative ? -1 : 1) * (whole * UNIT + (numerator * UNIT) / denominator)).toBe(amount);
        expect(UNIT % denominator).toBe(0);
      }),
    );
  });
});
