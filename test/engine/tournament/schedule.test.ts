import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLevel,
  changeLevel,
  defaultSchedule,
  firstBigBlind,
  levelAfter,
  removeLevel,
  scheduleProblems,
  type ScheduleProblem,
} from '../../../src/engine/tournament/schedule.ts';
import { levelTerms, stakeOf } from '../../../src/engine/tournament/levels.ts';
import { BRASILEIRO, DRAW5, EVERY_GAME, FECHADO, HOLDEM } from '../support/levels.ts';
import type { Level, LevelSchedule } from '../../../src/engine/session.ts';


const timed = (levels: readonly Level[], minutes = 20): LevelSchedule => ({ levels, every: { minutes } });

describe('default blind schedules', () => {
  it('H9: 1,500-chip stacks start at 25/50 with 20-minute levels, the classic home structure', () => {
    const schedule = defaultSchedule(HOLDEM, 1500);
    expect(schedule.every).toEqual({ minutes: 20 });
    expect(schedule.levels.slice(0, 7)).toEqual([
      { smallBlind: 25, bigBlind: 50 },
      { smallBlind: 50, bigBlind: 100 },
      { smallBlind: 75, bigBlind: 150 },
      { smallBlind: 100, bigBlind: 200 },
      { smallBlind: 150, bigBlind: 300 },
      { smallBlind: 200, bigBlind: 400 },
      { smallBlind: 300, bigBlind: 600, ante: 75 },
    ]);
    expect(defaultSchedule(HOLDEM, 1500, 'hands')).toEqual({ levels: schedule.levels, every: { hands: 10 } });
  });

  it('H9: the first big blind is a round value of at most a thirtieth of the stack', () => {
    expect([100, 500, 1000, 1500, 2000, 3000, 5000, 10_000, 20_000].map(firstBigBlind)).toEqual([2, 10, 20, 50, 50, 100, 100, 200, 500]);
  });

  it('H9: a stack just short of a round first blind (299 chips start at 1/2, as 60 do) climbs the ladder on, to a big blind two stacks deep', () => {
    expect(defaultSchedule(HOLDEM, 200).levels.map((level) => level.bigBlind)).toEqual([2, 4, 6, 8, 12, 16, 24, 32, 40, 60, 80, 120, 160, 200, 300, 400]);
    expect(defaultSchedule(HOLDEM, 201).levels.slice(-2)).toEqual([
      { smallBlind: 200, bigBlind: 400, ante: 50 },
      { smallBlind: 300, bigBlind: 600, ante: 75 },
    ]);
    expect(defaultSchedule(HOLDEM, 299).levels.at(-1)!.bigBlind).toBe(600);
    expect(defaultSchedule(HOLDEM, 301).levels).toHaveLength(16);
  });

  it('H9: every default schedule is valid for its stack and ends with the big blind several stacks deep', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 1_000_000 }), (stack) => {
        const schedule = defaultSchedule(HOLDEM, stack);
        expect(scheduleProblems(schedule, HOLDEM, stack)).toEqual([]);
        expect(schedule.levels.at(-1)!.bigBlind).toBeGreaterThanOrEqual(2 * stack);
      }),
    );
  });
});

describe('T7: every game\'s levels', () => {

  it('T7: the default levels start at the sources\' 1 chip in 100 (draw5\'s ante 1, brasileiro\'s escuro 1, fechado\'s pingo 1 and bets of 1 to 10)', () => {
    expect(defaultSchedule(DRAW5, 100).levels.slice(0, 4)).toEqual([{ ante: 1 }, { ante: 2 }, { ante: 3 }, { ante: 4 }]);
    expect(defaultSchedule(BRASILEIRO, 1000).levels[0]).toEqual({ escuro: 10 });
    expect(defaultSchedule(FECHADO, 100).levels[0]).toEqual({ ante: 1, minBet: 1, maxBet: 10 });
    expect(defaultSchedule(levelTerms('fechado', { escuroChain: 3, limit: 'no-limit' }), 250).levels[1]).toEqual({ escuro: 4 });
  });

  it('T7: every default schedule is valid and ends with a stake two stacks deep, and every level added by hand is valid and rises, in every game (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EVERY_GAME), fc.integer({ min: 100, max: 1_000_000 }), fc.integer({ min: 1, max: 20 }), (terms, stack, added) => {
        let levels = defaultSchedule(terms, stack).levels;
        expect(scheduleProblems(timed(levels), terms, stack)).toEqual([]);
        expect(stakeOf(terms, levels.at(-1)!)).toBeGreaterThanOrEqual(2 * stack);
        for (let i = 0; i < added; i++) levels = addLevel(terms, levels);
        expect(scheduleProblems(timed(levels), terms)).toEqual([]);
        expect(levels.every((level) => Object.keys(level).every((field) => terms.fields.includes(field as never)))).toBe(true);
      }),
    );
  });

  it('T7: a level added after one still being typed starts the game\'s ladder again instead of failing', () => {
    expect(addLevel(BRASILEIRO, [{ escuro: Number.NaN }])).toEqual([{ escuro: Number.NaN }, { escuro: 1 }]);
    expect(addLevel(FECHADO, [{ ante: 0, minBet: 0, maxBet: 0 }]).at(-1)).toEqual({ ante: 1, minBet: 1, maxBet: 10 });
  });
});

describe('the schedule editor', () => {
  const levels: Level[] = [
    { smallBlind: 25, bigBlind: 50 },
    { smallBlind: 50, bigBlind: 100 },
  ];

  it('adds the next level half as big again, at round values, with the ante and its payer kept', () => {
    expect(addLevel(HOLDEM, levels)).toEqual([...levels, { smallBlind: 75, bigBlind: 150 }]);
    expect(levelAfter(HOLDEM, { smallBlind: 150, bigBlind: 300 })).toEqual({ smallBlind: 250, bigBlind: 500 });
    expect(levelAfter(HOLDEM, { smallBlind: 200, bigBlind: 400, ante: 50 })).toEqual({ smallBlind: 300, bigBlind: 600, ante: 80 });
    expect(levelAfter(HOLDEM, { smallBlind: 200, bigBlind: 400, bigBlindAnte: 400 })).toEqual({ smallBlind: 300, bigBlind: 600, bigBlindAnte: 600 });
    expect(addLevel(HOLDEM, [])).toEqual([{ smallBlind: 25, bigBlind: 50 }]);
  });

  it('H9: levels added one after another always rise and stay valid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 25 }), (small, count) => {
        let edited: Level[] = [{ smallBlind: small, bigBlind: 2 * small }];
        for (let i = 0; i < count; i++) edited = addLevel(HOLDEM, edited);
        expect(scheduleProblems(timed(edited), HOLDEM)).toEqual([]);
      }),
    );
  });

  it('removes and changes one level, leaving the others as they were', () => {
    expect(removeLevel(levels, 0)).toEqual([levels[1]]);
    expect(changeLevel(levels, 1, 'bigBlind', 120)).toEqual([levels[0], { smallBlind: 50, bigBlind: 120 }]);
    expect(changeLevel(levels, 1, 'ante', 10)).toEqual([levels[0], { smallBlind: 50, bigBlind: 100, ante: 10 }]);
    expect(changeLevel([{ smallBlind: 50, bigBlind: 100, ante: 10 }], 0, 'ante', 0)).toEqual([{ smallBlind: 50, bigBlind: 100 }]);
    expect(changeLevel([{ smallBlind: 50, bigBlind: 100, bigBlindAnte: 100 }], 0, 'ante', 150)).toEqual([
      { smallBlind: 50, bigBlind: 100, bigBlindAnte: 150 },
    ]);
  });

  it('H9: says what is wrong, each problem on its level and field', () => {
    const cases: [LevelSchedule, number | undefined, ScheduleProblem[]][] = [
      [timed([]), undefined, [{ code: 'noLevels' }]],
      [timed(levels, 0), undefined, [{ code: 'badEvery' }]],
      [{ levels, every: { hands: 2.5 } }, undefined, [{ code: 'badEvery' }]],
      [timed([{ smallBlind: 25, bigBlind: 50.5 }]), undefined, [{ code: 'notWhole', level: 0, field: 'bigBlind', min: 1 }]],
      [timed([{ smallBlind: 0, bigBlind: 50 }]), undefined, [{ code: 'notWhole', level: 0, field: 'smallBlind', min: 1 }]],
      [timed([{ smallBlind: 25, bigBlind: 50, ante: -5 }]), undefined, [{ code: 'notWhole', level: 0, field: 'ante', min: 0 }]],
      [timed([{ smallBlind: 50, bigBlind: 50 }]), undefined, [{ code: 'bigNotAboveSmall', level: 0, small: 50, big: 50 }]],
      [timed([levels[1], levels[0]]), undefined, [{ code: 'notRising', level: 1 }]],
      [timed([levels[0], levels[0]]), undefined, [{ code: 'notRising', level: 1 }]],
      [timed([levels[0], { ...levels[0], ante: 5 }]), undefined, []],
      [timed([{ smallBlind: 50, bigBlind: 100, ante: 10 }, { smallBlind: 75, bigBlind: 150 }]), undefined, [{ code: 'notRising', level: 1 }]],
      [timed(levels), 40, [{ code: 'blindAboveStack', level: 0, blind: 50, stack: 40 }]],
      [timed([{ smallBlind: 25, bigBlind: Number.NaN }, levels[0]]), undefined, [{ code: 'notWhole', level: 0, field: 'bigBlind', min: 1 }]],
    ];
    for (const [schedule, stack, problems] of cases) expect(scheduleProblems(schedule, HOLDEM, stack), JSON.stringify(schedule)).toEqual(problems);
  });
});
