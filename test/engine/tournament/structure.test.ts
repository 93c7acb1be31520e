import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeable } from '../../../src/engine/tournament/chips.ts';
import { coloursOff } from '../../../src/engine/tournament/colour-up.ts';
import { fieldOf, levelAmounts } from '../../../src/engine/tournament/levels.ts';
import { EVERY_GAME, HOLDEM } from '../support/levels.ts';
import { buildStructure, expectedMinutes, levelsIn, structureProblems, type StructureRequest } from '../../../src/engine/tournament/structure.ts';
import { scheduleProblems } from '../../../src/engine/schedule.ts';


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
  values: fc.constantFrom<number[]>([25, 100, 500, 1000, 5000], [25, 100, 500, 1000], [5, 25, 100, 500], [1, 5, 25, 100]),
});

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
          for (const amount of levelAmounts(level)) expect(makeable(amount, request.values), `${amount}`).toBe(true);
          expect(Object.keys(level).filter((field) => field !== 'bigBlindAnte')).toEqual(
            request.terms.fields.filter((field) => field !== 'ante' || request.terms.post === 'ante' || level.ante !== undefined),
          );
          if (request.terms.post === 'smallBlind') expect(level.bigBlind).toBe(2 * level.smallBlind!);
          if (request.antes === 'bigBlindAnte' && level.bigBlindAnte) expect(level.bigBlindAnte).toBe(level.bigBlind);
        }
        expect(fieldOf(schedule.levels[0], request.terms.post)).toBeGreaterThanOrEqual(Math.min(...request.values));
      }),
      { numRuns: 200 },
    );
  });

  it('T7: a request that cannot be built says which field is wrong', () => {
    expect(structureProblems({ ...night, minutes: 10 }).map((p) => p.field)).toEqual(['minutes', 'levelMinutes']);
    expect(structureProblems({ ...night, values: [] }).map((p) => p.field)).toEqual(['values']);
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
