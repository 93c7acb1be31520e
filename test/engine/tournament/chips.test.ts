import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRESET_SETS,
  CHIP_COLOURS,
  betSize,
  betStep,
  chipSetProblems,
  countedValue,
  makeable,
  startingStacks,
  type ChipSet,
  type StackPlan,
} from '../../../src/engine/tournament/chips.ts';

const set = (...chips: [number, number][]): ChipSet => ({
  name: 'test',
  chips: chips.map(([value, count], i) => ({ colour: CHIP_COLOURS[i], value, count })),
});
const plan = (result: ReturnType<typeof startingStacks>): StackPlan => {
  if ('code' in result) throw new Error(result.code);
  return result;
};

/** Brute force: whether some split of at most `counts` makes `amount` (small sets only). */
function splits(values: number[], counts: number[], amount: number): boolean {
  if (values.length === 0) return amount === 0;
  const [v, ...vs] = values;
  const [c, ...cs] = counts;
  for (let n = 0; n <= c && n * v <= amount; n++) if (splits(vs, cs, amount - n * v)) return true;
  return false;
}

describe('T1: chip sets', () => {
  it('T1: every preset is a usable set', () => {
    for (const preset of PRESET_SETS) expect(chipSetProblems(preset), preset.name).toEqual([]);
  });

  it('T1: each colour and each value once, whole values and counts', () => {
    const bad: ChipSet = {
      name: 'x',
      chips: [
        { colour: 'white', value: 25, count: 100 },
        { colour: 'white', value: 25, count: -1 },
        { colour: 'red', value: 2.5, count: 10 },
      ],
    };
    expect(chipSetProblems(bad)).toEqual([
      { code: 'sameValue', index: 1, value: 25 },
      { code: 'badCount', index: 1 },
      { code: 'sameColour', index: 1, colour: 'white' },
      { code: 'badValue', index: 2 },
    ]);
    expect(chipSetProblems({ name: 'x', chips: [] })).toEqual([{ code: 'noChips' }]);
  });
});

describe('T2: the starting stack in colours', () => {
  it('T2: 1,500 from a 300-chip case for 8 players is the classic 8×25, 8×100, 1×500', () => {
    const result = plan(startingStacks(PRESET_SETS[0], 8, 1500));
    expect(result.chips.map((c) => c.value)).toEqual([25, 100, 500, 1000]);
    expect(result.counts).toEqual([8, 8, 1, 0]);
    expect(result.spare).toEqual([100 - 64, 100 - 64, 50 - 8, 50]);
  });

  it('T2: 10,000 from a 500-chip case for 8 players: small chips to make change, the rest in big ones', () => {
    const result = plan(startingStacks(PRESET_SETS[1], 8, 10_000));
    expect(countedValue(result.chips, result.counts)).toBe(10_000);
    expect(result.counts[0]).toBe(8); // two 100s' worth of 25s
    expect(result.counts.every((n, i) => n * 8 <= result.chips[i].count)).toBe(true);
  });

  it('T2: chips never exceed the set, and the stack is exact (property)', () => {
    const chipSets = fc
      .uniqueArray(fc.constantFrom(1, 5, 10, 25, 50, 100, 250, 500, 1000, 5000), { minLength: 1, maxLength: 5 })
      .chain((values) => fc.tuple(fc.constant(values), fc.array(fc.integer({ min: 0, max: 400 }), { minLength: values.length, maxLength: values.length })));
    fc.assert(
      fc.property(chipSets, fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 400 }), ([values, counts], players, units) => {
        const chipSet = set(...values.map((v, i): [number, number] => [v, counts[i]]));
        const stack = units * 25;
        const result = startingStacks(chipSet, players, stack);
        if ('code' in result) {
          // A refusal is honest: no split of the case makes the stack for each player.
          const sorted = [...chipSet.chips].sort((a, b) => a.value - b.value);
          expect(splits(sorted.map((c) => c.value), sorted.map((c) => Math.floor(c.count / players)), stack)).toBe(false);
          return;
        }
        expect(countedValue(result.chips, result.counts)).toBe(stack);
        result.counts.forEach((n, i) => {
          expect(n).toBeGreaterThanOrEqual(0);
          expect(n * players).toBeLessThanOrEqual(result.chips[i].count);
          expect(result.spare[i]).toBe(result.chips[i].count - n * players);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('T3: a set that cannot serve the table', () => {
  it('T3: too few chips: says the largest stack it serves and how many players it serves at this stack', () => {
    const result = startingStacks(PRESET_SETS[0], 10, 10_000);
    expect(result).toMatchObject({ code: 'tooFewChips', stack: 10_000, players: 10 });
    if (!('code' in result) || result.code !== 'tooFewChips') throw new Error('expected tooFewChips');
    // The case is worth 87,500: 8,750 a player at most; the suggestion is a round stack that works.
    expect(result.maxStack).toBeLessThanOrEqual(8750);
    expect(result.maxStack % 250).toBe(0);
    expect('code' in startingStacks(PRESET_SETS[0], 10, result.maxStack)).toBe(false);
    expect(result.maxPlayers).toBe(8);
    expect('code' in startingStacks(PRESET_SETS[0], 8, 10_000)).toBe(false);
  });

  it('T3: a stack the values cannot make exactly gets the nearest stacks that work', () => {
    const result = startingStacks(set([25, 100], [100, 50]), 4, 1510);
    expect(result).toMatchObject({ code: 'stackNotMakeable', below: 1500, above: 1525 });
  });
});

describe('T4: makeable amounts', () => {
  it('T4: a blind is makeable when the values add up to it exactly', () => {
    expect(makeable(150, [25, 100, 500])).toBe(true);
    expect(makeable(150, [100, 500])).toBe(false);
    expect(makeable(600, [100, 500])).toBe(true);
    expect(makeable(0, [100])).toBe(true);
    expect(makeable(30, [25, 100])).toBe(false);
    expect(makeable(7, [3, 5])).toBe(false);
    expect(makeable(8, [3, 5])).toBe(true);
  });

  it('T4: agrees with brute force on small values (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 300 }), (values, amount) => {
        expect(makeable(amount, values)).toBe(splits(values, values.map(() => 300), amount));
      }),
    );
  });

  it('T4: a bet or raise offered is one the chips make: a half pot of 130 in 25s and 100s is 125, a typed 140 is 150', () => {
    const range = { min: 100, max: 1000, allIn: 1000 };
    expect(betSize(130, range, [25, 100, 500])).toBe(125);
    expect(betSize(140, range, [25, 100, 500])).toBe(150);
    // A tie goes to the smaller.
    expect(betSize(150, range, [100, 500])).toBe(100);
    expect(betSize(250, range, [100, 500])).toBe(200);
    // Out of the range: to its ends; nonsense typed: the minimum.
    expect(betSize(20, range, [25, 100])).toBe(100);
    expect(betSize(5000, range, [25, 100])).toBe(1000);
    expect(betSize(Number.NaN, range, [25, 100])).toBe(100);
    // Without a chip set every whole amount stands.
    expect(betSize(133.4, range, [])).toBe(133);
  });

  it('T4: the all-in stands whatever it is (a stack is chips); a minimum the chips cannot make moves up to one they can', () => {
    // 990 in front: all-in; the nearest amounts in 25s are 975 and the all-in itself.
    const short = { min: 100, max: 990, allIn: 990 };
    expect(betSize(990, short, [25, 100])).toBe(990);
    expect(betSize(985, short, [25, 100])).toBe(990);
    expect(betSize(980, short, [25, 100])).toBe(975);
    // A min-raise of 130 (an odd short all-in before it) is not made with 25s: 150 is the smallest offered.
    expect(betSize(130, { min: 130, max: 1000, allIn: 1000 }, [25, 100])).toBe(150);
    // A structure's cap the chips cannot make: the largest amount below it that they can.
    expect(betSize(5000, { min: 100, max: 330, allIn: 2000 }, [25, 100])).toBe(325);
    // Nothing in the range can be made: the engine's minimum (the pot makes change).
    expect(betSize(140, { min: 130, max: 140, allIn: 2000 }, [25, 100])).toBe(130);
  });

  it('T4: every bet size offered is in the range, made by the chips or the all-in, and no amount the chips make is nearer (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -50, max: 900 }),
        (values, min, span, short, wanted) => {
          const max = min + span;
          const allIn = Math.max(min, max - short);
          const range = { min, max, allIn };
          const size = betSize(wanted, range, values);
          expect(size).toBeGreaterThanOrEqual(min);
          expect(size).toBeLessThanOrEqual(max);
          const fits = (a: number) => a === allIn || makeable(a, values);
          const offered = Array.from({ length: span + 1 }, (_, i) => min + i).filter(fits);
          if (offered.length === 0) return expect(size).toBe(min);
          expect(fits(size)).toBe(true);
          const target = Math.min(Math.max(wanted, min), max);
          for (const other of offered) expect(Math.abs(size - target)).toBeLessThanOrEqual(Math.abs(other - target));
        },
      ),
    );
  });

  it('T4: the slider moves by the chips’ common unit', () => {
    expect(betStep([25, 100, 500, 1000])).toBe(25);
    expect(betStep([100, 500])).toBe(100);
    expect(betStep([2, 5])).toBe(1);
    expect(betStep([])).toBe(1);
  });

  it('T4: counting a stack by colour gives its total', () => {
    const chips = PRESET_SETS[1].chips;
    expect(countedValue(chips, [3, 12, 5, 2, 1])).toBe(75 + 1200 + 2500 + 2000 + 5000);
  });
});
