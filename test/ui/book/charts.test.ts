import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticks } from '../../../src/ui/book/charts.tsx';

describe('the line chart’s axis', () => {
  it('never has a −0 tick, whatever the range: a range below zero starts its ticks at a plain 0 or below', () => {
    expect(ticks(-3, 40).map((v) => Object.is(v, -0))).not.toContain(true);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), fc.integer({ min: 0, max: 1_000_000 }), (min, max) => {
        const values = ticks(min, max);
        expect(values.some((v) => Object.is(v, -0))).toBe(false);
        expect(values.every((v) => v >= min && v <= max)).toBe(true);
      }),
    );
  });
});
