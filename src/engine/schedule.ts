/**
 * Blind schedules for hold'em tournaments (H9), the one source for the New game screen's
 * defaults, its level editor, setup validation (setup.ts) and the clock: a home-game default
 * derived from the starting stack (1,500 chips → 25/50, 20-minute levels), one by hands, and the
 * editor's pure model — add, remove and change a level, and what is wrong with a schedule, each
 * problem typed and placed on its level and field so the setup screen can say it beside the input.
 *
 *   defaultSchedule(1500)             // 16 levels of 20 minutes: 25/50, 50/100, 75/150 … antes from level 7
 *   defaultSchedule(1500, 'hands')    // the same levels, 10 hands each
 *   scheduleProblems(schedule, 1500)  // [] when the schedule can start
 */
import type { BlindLevel, LevelSchedule } from './session.ts';

export const DEFAULT_MINUTES = 20;
/** About one hand every two minutes at a home table: a level of hands lasts about as long. */
export const DEFAULT_HANDS = 10;

/** Big blinds of the default levels, in first big blinds: the classic 25/50, 50/100, 75/150, 100/200, 150/300… */
const LADDER = [1, 2, 3, 4, 6, 8, 12, 16, 20, 30, 40, 60, 80, 100, 150, 200];
/** Antes (an eighth of the big blind) from this level on, once the blinds alone stop driving the action. */
const FIRST_ANTE_LEVEL = 6;

/** Round chip values a first big blind takes (even, so the small blind is whole). */
const roundBigBlinds = (stack: number) => {
  const values = [2];
  for (let power = 10; power <= stack; power *= 10) values.push(power, 2 * power, 5 * power);
  return values;
};

/** The first big blind for a starting stack: the largest round value at most 1/30 of it (1,500 → 50). */
export function firstBigBlind(stack: number): number {
  const fits = roundBigBlinds(stack).filter((value) => value * 30 <= stack);
  return fits.length > 0 ? Math.max(...fits) : 2;
}

/** A level with this big blind: the small blind half of it, the ante if any rounded to the small chip. */
function levelOf(bigBlind: number, withAnte: boolean, chip: number): BlindLevel {
  const level = { smallBlind: bigBlind / 2, bigBlind };
  if (!withAnte) return level;
  return { ...level, ante: Math.max(chip, Math.round(bigBlind / 8 / chip) * chip) };
}

export function defaultLevels(stack: number): BlindLevel[] {
  const unit = firstBigBlind(stack);
  return LADDER.map((times, index) => levelOf(unit * times, index >= FIRST_ANTE_LEVEL, unit / 2));
}

export function defaultSchedule(stack: number, by: 'minutes' | 'hands' = 'minutes'): LevelSchedule {
  return { levels: defaultLevels(stack), every: by === 'minutes' ? { minutes: DEFAULT_MINUTES } : { hands: DEFAULT_HANDS } };
}

// ---------------------------------------------------------------------------------------------
// The editor

export type LevelField = 'smallBlind' | 'bigBlind' | 'ante';

/** The ante of a level, whoever pays it (everyone, or the big blind for the table). */
export const anteOf = (level: BlindLevel): number => level.ante ?? level.bigBlindAnte ?? 0;

/** Nice chip values for a level added by hand: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ. */
function niceAtLeast(value: number, even: boolean): number {
  for (let power = 1; ; power *= 10) {
    for (const mantissa of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) {
      const candidate = Math.round(mantissa * power);
      if (candidate >= value && (!even || candidate % 2 === 0)) return candidate;
    }
  }
}

/** The level after `last`: the big blind half as big again (to a nice value), the ante alongside. */
export function levelAfter(last: BlindLevel | undefined): BlindLevel {
  if (!last) return levelOf(50, false, 25);
  const bigBlind = niceAtLeast(Math.ceil(last.bigBlind * 1.5), true);
  const ante = anteOf(last);
  if (ante === 0) return { smallBlind: bigBlind / 2, bigBlind };
  const grown = niceAtLeast(Math.round((ante * bigBlind) / last.bigBlind), false);
  return { smallBlind: bigBlind / 2, bigBlind, ...('bigBlindAnte' in last && last.bigBlindAnte ? { bigBlindAnte: grown } : { ante: grown }) };
}

export function addLevel(levels: readonly BlindLevel[]): BlindLevel[] {
  return [...levels, levelAfter(levels.at(-1))];
}

export function removeLevel(levels: readonly BlindLevel[], index: number): BlindLevel[] {
  return levels.filter((_, i) => i !== index);
}

/** Changes one field of one level; an ante of 0 is no ante. The ante keeps its payer. */
export function changeLevel(levels: readonly BlindLevel[], index: number, field: LevelField, value: number): BlindLevel[] {
  return levels.map((level, i) => {
    if (i !== index) return level;
    if (field !== 'ante') return { ...level, [field]: value };
    const { ante: _ante, bigBlindAnte: _bigBlindAnte, ...blinds } = level;
    if (value === 0) return blinds;
    return level.bigBlindAnte !== undefined ? { ...blinds, bigBlindAnte: value } : { ...blinds, ante: value };
  });
}

export type ScheduleProblem =
  | { readonly code: 'noLevels' }
  /** Minutes or hands per level: a whole number, at least 1. */
  | { readonly code: 'badEvery' }
  /** A whole number of chips, at least `min` (1 for the blinds, 0 for the ante). */
  | { readonly code: 'notWhole'; readonly level: number; readonly field: LevelField; readonly min: number }
  | { readonly code: 'bigNotAboveSmall'; readonly level: number; readonly small: number; readonly big: number }
  /** Lower than the level before in a blind or the ante, or the same level again. */
  | { readonly code: 'notRising'; readonly level: number }
  | { readonly code: 'blindAboveStack'; readonly level: 0; readonly blind: number; readonly stack: number };

const whole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

/** Everything that keeps this schedule from starting a tournament with `stack` chips each; [] when fine. */
export function scheduleProblems(schedule: LevelSchedule, stack?: number): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const every = 'hands' in schedule.every ? schedule.every.hands : schedule.every.minutes;
  if (!whole(every, 1)) problems.push({ code: 'badEvery' });
  if (schedule.levels.length === 0) return [...problems, { code: 'noLevels' }];
  schedule.levels.forEach((level, index) => {
    const fields: [LevelField, number, number][] = [
      ['smallBlind', level.smallBlind, 1],
      ['bigBlind', level.bigBlind, 1],
      ['ante', anteOf(level), 0],
    ];
    const bad = fields.filter(([, value, min]) => !whole(value, min));
    // One problem per level at a time: the comparisons only mean something between whole numbers.
    if (bad.length > 0) {
      const [field, , min] = bad[0];
      problems.push({ code: 'notWhole', level: index, field, min });
      return;
    }
    if (level.bigBlind <= level.smallBlind) {
      problems.push({ code: 'bigNotAboveSmall', level: index, small: level.smallBlind, big: level.bigBlind });
      return;
    }
    const before = schedule.levels[index - 1];
    if (before && wholeLevel(before) && !rises(before, level)) {
      problems.push({ code: 'notRising', level: index });
      return;
    }
    if (index === 0 && stack !== undefined && level.bigBlind > stack) {
      problems.push({ code: 'blindAboveStack', level: 0, blind: level.bigBlind, stack });
    }
  });
  return problems;
}

const wholeLevel = (level: BlindLevel) => whole(level.smallBlind, 1) && whole(level.bigBlind, 1) && whole(anteOf(level), 0);

/** H9: blinds rise — nothing goes down, and something goes up. */
function rises(before: BlindLevel, level: BlindLevel): boolean {
  const pairs = [
    [before.smallBlind, level.smallBlind],
    [before.bigBlind, level.bigBlind],
    [anteOf(before), anteOf(level)],
  ];
  return pairs.every(([a, b]) => b >= a) && pairs.some(([a, b]) => b > a);
}
