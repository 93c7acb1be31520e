import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterRace, chipRace, dealRace, raceProblem } from '../../../src/engine/tournament/colour-up.ts';
import { parseCards } from '../../../src/engine/cards.ts';

describe('T6: the chip race', () => {
  it('T6: odd 25s are raced for 100s: three odd chips and one are worth one 100', () => {
    // Ana 1,575 (three odd 25s), Bia 2,025 (one), Caio 3,000 (none), Davi out.
    const race = chipRace([1575, 2025, 3000, 0], [true, true, true, false], [25, 100, 500]);
    expect(race).toMatchObject({ removed: 25, chip: 100, odd: [75, 25, 0, 0], oddChips: [3, 1, 0, 0], prizes: 1, saved: [] });
    expect(afterRace([1575, 2025, 3000, 0], race, [1])).toEqual([1500, 2100, 3000, 0]);
  });

  it('T6: a half chip rounds up, and nobody wins more than one chip', () => {
    // 50 + 50 + 50 = 150 of odd value: 1.5 chips of 100, raced as 2.
    const race = chipRace([1050, 2050, 350], [true, true, true], [25, 100]);
    expect(race.prizes).toBe(2);
    expect(raceProblem(race, [0, 0])).toEqual({ code: 'twice', player: 0 });
    expect(raceProblem(race, [0])).toEqual({ code: 'wrongWinnerCount', prizes: 2 });
    expect(raceProblem(race, [0, 2])).toBeNull();
    // Only one player holds odd chips: however much they are worth, he wins one chip at most.
    expect(chipRace([1075, 2000], [true, true], [25, 100]).prizes).toBe(1);
  });

  it('T6: nobody is raced out: a player with only odd chips keeps one chip', () => {
    const race = chipRace([25, 25, 25, 3000], [true, true, true, true], [25, 100]);
    expect(race.prizes).toBe(1);
    expect(race.saved).toEqual([0, 1, 2]);
    expect(afterRace([25, 25, 25, 3000], race, [2])).toEqual([100, 100, 100, 3000]);
    expect(raceProblem(race, [3])).toEqual({ code: 'notRacing', player: 3 });
  });

  it('T6: after a race every stack is whole in the colours left and nobody moves by more than one chip (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 2, maxLength: 10 }), fc.integer(), (units, seed) => {
        const stacks = units.map((u) => u * 25);
        const playing = stacks.map((s) => s > 0);
        const race = chipRace(stacks, playing, [25, 100, 500]);
        const racing = race.odd.flatMap((odd, p) => (odd > 0 ? [p] : []));
        const winners = [...racing].sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13) || a - b).slice(0, race.prizes);
        expect(raceProblem(race, winners)).toBeNull();
        const after = afterRace(stacks, race, winners);
        after.forEach((stack, p) => {
          expect(stack % 100).toBe(0);
          expect(Math.abs(stack - stacks[p])).toBeLessThan(100);
          if (stacks[p] > 0) expect(stack).toBeGreaterThan(0);
        });
        // The chips raced are worth the odd chips, to within half a chip.
        const odd = race.odd.reduce((a, b) => a + b, 0);
        if (race.prizes < racing.length) expect(Math.abs(race.prizes * 100 - odd)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('T6: the race dealt', () => {
  it('T6: one card per odd chip in seat order; the highest cards win, one chip per player', () => {
    // Ana 3 odd chips, Bia 1, Caio 2: 75 + 25 + 50 = 150 of odd value, raced as 2 chips of 100.
    const race = chipRace([1575, 2025, 1050, 900], [true, true, true, true], [25, 100]);
    expect(race.oddChips).toEqual([3, 1, 2, 0]);
    expect(race.prizes).toBe(2);
    const { cards, winners } = dealRace(race, parseCards('2c 7d Kh As 3s Qc 9h'));
    expect(cards).toEqual([parseCards('2c 7d Kh'), parseCards('As'), parseCards('3s Qc'), []]);
    // Best cards: Ana K, Bia A, Caio Q: Bia and Ana win.
    expect(winners).toEqual([0, 1]);
    expect(raceProblem(race, winners)).toBeNull();
  });

  it('T6: equal ranks go by suit, spades first and clubs last', () => {
    const race = chipRace([1025, 1025, 1025], [true, true, true], [25, 100]);
    expect(race.prizes).toBe(1);
    expect(dealRace(race, parseCards('Kc Kh Ks')).winners).toEqual([2]);
    expect(dealRace(race, parseCards('Kc Kd 2s')).winners).toEqual([1]);
  });
});
