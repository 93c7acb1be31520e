import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_SETS, makeable } from '../../../src/engine/tournament/chips.ts';
import { coloursOff } from '../../../src/engine/tournament/colour-up.ts';
import { fieldOf, levelAmounts } from '../../../src/engine/tournament/levels.ts';
import { EVERY_GAME, HOLDEM } from '../support/levels.ts';
import { buildStructure, expectedMinutes, levelsIn, structureProblems, type StructureRequest } from '../../../src/engine/tournament/structure.ts';
import { scheduleProblems } from '../../../src/engine/tournament/schedule.ts';


const night: StructureRequest = {
  terms: HOLDEM,
  players: 8,
  stack: 10_000,
  minutes: 180,
  levelMinutes: 20,
  antes: 'ante',
  breakEvery: 4,
  breakMinutes: 10,
  values: [25, 100, 500, 1000, 5000],
};


const requests = fc.record({
  terms: fc.constantFrom(...EVERY_GAME),
  players: fc.integer({ min: 2, max: 12 }),
  stack: fc.constantFrom(1500, 2000, 3000, 5000, 10_000, 20_000),
  minutes: fc.integer({ min: 60, max: 360 }),
  levelMinutes: fc.constantFrom(10, 12, 15, 20, 30),
  antes: fc.constantFrom('none' as const, 'ante' as const, 'bigBlindAnte' as const),
  breakEvery: fc.integer({ min: 0, max: 6 }),
  breakMinutes: fc.constantFrom(5, 10, 15),
  values: fc.constantFrom<number[]>([25, 100, 500, 1000, 5000], [25, 100, 500, 1000], [5, 25, 100, 500], [1, 5, 25, 100], []),
});

/** T7: a person's values, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ, and 7.5 × 10ⁿ for a post half its stake (75/150). */
const nice = (amount: number, halfStake: boolean) => {
  const power = 10 ** Math.floor(Math.log10(amount));
  return [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, ...(halfStake ? [7.5] : [])].some((mantissa) => Math.abs(mantissa * power - amount) < 1e-9);
};

/** The chip a post is counted in (T7): the largest at most a quarter of it. */
const countedIn = (amount: number, values: readonly number[]) => [...values].reverse().find((v) => v * 4 <= amount) ?? values[0];

/**
 * T7's room: the nice posts the chips count from the deepest first post (the smallest chip, or
 * 1/400 of the stack) to the ending one (1/20 of the chips in play), less one: how many levels
 * the stake can rise through before play should end.
 */
function room(request: StructureRequest): number {
  const { terms, values, stack, players } = request;
  const least = Math.max(values.length > 0 ? Math.min(...values) : 1, stack / 400 / terms.stakeTimes);
  const last = (players * stack) / 20 / terms.stakeTimes;
  let posts = 0;
  for (let amount = Math.ceil(least); amount <= last; amount++) if (nice(amount, terms.stakeTimes === 2) && (values.length === 0 || amount % countedIn(amount, values) === 0)) posts++;
  return posts - 1;
}

describe('T7: a structure that fits the evening', () => {
  it('T7: 8 players, 10,000 chips, about 3 hours of 20-minute levels, a break every 4', () => {
    const schedule = buildStructure(night);
    expect(schedule.every).toEqual({ minutes: 20 });
    expect(schedule.breaks).toEqual({ every: 4, minutes: 10 });
    // 8 levels and one break fit 180 minutes (170); six levels follow for a long night.
    expect(levelsIn(180, 20, 4, 10)).toBe(8);
    expect(schedule.levels).toHaveLength(8 + 6);
    expect(schedule.levels[0]).toEqual({ smallBlind: 50, bigBlind: 100 });
    // The planned last level's big blind is near 1/20 of the 80,000 chips.
    const last = schedule.levels[7].bigBlind;
    expect(last).toBeGreaterThanOrEqual(3000);
    expect(last).toBeLessThanOrEqual(5000);
    // Antes from a third of the way in, an eighth of the big blind.
    expect(schedule.levels.slice(0, 3).every((level) => level.ante === undefined)).toBe(true);
    expect(schedule.levels[3].ante).toBeGreaterThan(0);
  });

  it('T7: every blind and ante is makeable, the schedule rises and is valid (property)', () => {
    fc.assert(
      fc.property(requests, (request) => {
        fc.pre(structureProblems(request).length === 0);
        const schedule = buildStructure(request);
        expect(scheduleProblems(schedule, request.terms, request.stack)).toEqual([]);
        for (const level of schedule.levels) {
          if (request.values.length > 0) for (const amount of levelAmounts(level)) expect(makeable(amount, request.values), `${amount}`).toBe(true);
          expect(Object.keys(level).filter((field) => field !== 'bigBlindAnte')).toEqual(
            request.terms.fields.filter((field) => field !== 'ante' || request.terms.post === 'ante' || level.ante !== undefined),
          );
          if (request.terms.post === 'smallBlind') expect(level.bigBlind).toBe(2 * level.smallBlind!);
          if (request.antes === 'bigBlindAnte' && level.bigBlindAnte) expect(level.bigBlindAnte).toBe(level.bigBlind);
        }
        expect(fieldOf(schedule.levels[0], request.terms.post)).toBeGreaterThanOrEqual(Math.min(1, ...request.values));
      }),
      { numRuns: 200 },
    );
  });

  it('T7: every post is a value a person would choose, then one the chips count, rising; hold\'em\'s antes too, never falling (property)', () => {
    fc.assert(
      fc.property(requests, (request) => {
        fc.pre(structureProblems(request).length === 0);
        const { levels } = buildStructure(request);
        levels.forEach((level, k) => {
          const post = fieldOf(level, request.terms.post);
          expect(nice(post, request.terms.stakeTimes === 2), `${JSON.stringify(level)}`).toBe(true);
          if (request.values.length > 0) expect(post % countedIn(post, request.values)).toBe(0);
          if (k > 0) expect(post).toBeGreaterThan(fieldOf(levels[k - 1], request.terms.post));
          if (level.ante !== undefined && request.terms.sideAnte) {
            expect(nice(level.ante, false), `ante ${level.ante}`).toBe(true);
            expect(level.ante).toBeGreaterThanOrEqual(levels[k - 1].ante ?? 0);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('T7: the levels the issue found are nice now: fechado without a case, hold\'em with and without one', () => {
    const posts = (request: StructureRequest) => buildStructure(request).levels.map((level) => fieldOf(level, request.terms.post));
    const fechado = posts({ ...night, terms: EVERY_GAME[4], values: [], players: 6, stack: 5200 });
    for (const odd of [52, 78, 117, 182]) expect(fechado).not.toContain(odd);
    const holdem = buildStructure({ ...night, values: [], players: 10, stack: 25_000, minutes: 300 }).levels;
    for (const level of holdem) expect(nice(level.smallBlind!, true) && (level.ante === undefined || nice(level.ante, false)), JSON.stringify(level)).toBe(true);
    const cased = posts({ ...night, values: [25, 100, 500, 1000, 5000], players: 9, stack: 15_000, minutes: 240 });
    expect(cased).not.toContain(225);
    expect(cased).not.toContain(700);
  });

  it('T7: a case whose chips count no nice value (7s and 70s) still gets levels, rising multiples of its chip', () => {
    const { levels } = buildStructure({ ...night, values: [7, 70] });
    expect(levels).toHaveLength(14);
    levels.forEach((level, k) => {
      expect(level.smallBlind! % 7).toBe(0);
      if (k > 0) expect(level.smallBlind!).toBeGreaterThan(levels[k - 1].smallBlind!);
    });
  });

  it('T7: a request that cannot be built says which field is wrong', () => {
    expect(structureProblems({ ...night, minutes: 10 }).map((p) => p.field)).toEqual(['minutes', 'levelMinutes']);
    expect(structureProblems({ ...night, values: [0] }).map((p) => p.field)).toEqual(['values']);
    expect(structureProblems({ ...night, values: [] })).toEqual([]);
    expect(() => buildStructure({ ...night, players: 1 })).toThrow(RangeError);
  });
});

describe('T8: the expected end', () => {
  it('T8: a 3-hour structure is expected to end near 3 hours, and later with rebuys', () => {
    const schedule = buildStructure(night);
    const planned = expectedMinutes(schedule, HOLDEM, 8 * 10_000)!;
    expect(planned).toBeGreaterThan(150);
    expect(planned).toBeLessThan(200);
    const withRebuys = expectedMinutes(schedule, HOLDEM, 12 * 10_000)!;
    expect(withRebuys).toBeGreaterThan(planned);
  });

  it('T7: with room for its levels, a plan of 2 to 5 hours is expected to end within ±10 % of the asked minutes, in every game (grid)', () => {
    let roomy = 0;
    const cases = [[], ...PRESET_SETS.map((set) => set.chips.map((chip) => chip.value))];
    for (const terms of EVERY_GAME)
      for (const values of cases)
        for (const players of [2, 4, 6, 8, 10])
          for (const stack of [1500, 3000, 10_000, 20_000])
            for (const minutes of [120, 180, 300])
              for (const levelMinutes of [10, 20, 30]) {
                const request: StructureRequest = { terms, players, stack, minutes, levelMinutes, antes: 'ante', breakEvery: 4, breakMinutes: 10, values };
                if (structureProblems(request).length > 0 || room(request) < levelsIn(minutes, levelMinutes, 4, 10)) continue;
                roomy++;
                const end = expectedMinutes(buildStructure(request), terms, players * stack);
                expect(end, JSON.stringify({ ...request, terms: terms.fields })).not.toBeNull();
                expect(Math.abs(end! / minutes - 1), JSON.stringify({ ...request, terms: terms.fields, end })).toBeLessThanOrEqual(0.1);
              }
    expect(roomy).toBeGreaterThan(2000);
  });

  it('T7: without room (two players at 1,500 in 25s: 25/50, 50/100, 75/150 reach the end) the night ends early, from the smallest chip', () => {
    const request: StructureRequest = { ...night, players: 2, stack: 1500, values: [25, 100, 500, 1000] };
    expect(room(request)).toBeLessThan(levelsIn(180, 20, 4, 10));
    const schedule = buildStructure(request);
    expect(schedule.levels[0]).toEqual({ smallBlind: 25, bigBlind: 50 });
    expect(expectedMinutes(schedule, HOLDEM, 2 * 1500)!).toBeLessThan(180 * 0.9);
  });

  it('T8: more chips never end sooner (property)', () => {
    fc.assert(
      fc.property(requests, fc.integer({ min: 0, max: 20 }), (request, rebuys) => {
        fc.pre(structureProblems(request).length === 0);
        const schedule = buildStructure(request);
        const base = expectedMinutes(schedule, HOLDEM, request.players * request.stack);
        const more = expectedMinutes(schedule, HOLDEM, (request.players + rebuys) * request.stack);
        if (base !== null && more !== null) expect(more).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

describe('T5: when a colour can leave', () => {
  it('T5: the 25s leave once no blind or ante from that level on needs them', () => {
    const schedule = buildStructure(night);
    const values = [25, 100, 500, 1000, 5000];
    const first = schedule.levels.findIndex((_, k) => coloursOff(values, schedule.levels, k) >= 1);
    expect(first).toBeGreaterThan(0);
    // From that level on no amount needs a 25, and the level before it does.
    for (const level of schedule.levels.slice(first)) for (const amount of levelAmounts(level)) expect(amount % 100).toBe(0);
    expect(schedule.levels.slice(first - 1).flatMap(levelAmounts).some((amount) => amount % 100 !== 0)).toBe(true);
  });

  it('T5: one colour always stays', () => {
    expect(coloursOff([100], [{ smallBlind: 100, bigBlind: 200 }], 0)).toBe(0);
    expect(coloursOff([25, 100], [{ smallBlind: 100, bigBlind: 200 }], 0)).toBe(1);
  });
});
