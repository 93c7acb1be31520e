/**
 * Tournament schedules (H9, T7), the one source for the New game screen's defaults, its level
 * editor, setup validation (setup.ts), stored games (shape.ts) and the clock: a home-game default
 * derived from the starting stack (hold'em's 1,500 chips → 25/50, 20-minute levels; draw5's 100
 * chips → ante 1), one by hands, and the editor's pure model — add, remove and change a level, and
 * what is wrong with a schedule, each problem typed and placed on its level and field so the setup
 * screen can say it beside the input. What a level holds in each game: tournament/levels.ts.
 *
 *   defaultSchedule(HOLDEM, 1500)             // 16 levels of 20 minutes: 25/50, 50/100, 75/150 … antes from level 7
 *   defaultSchedule(HOLDEM, 1500, 'hands')    // the same levels, 10 hands each
 *   scheduleProblems(schedule, HOLDEM, 1500)  // [] when the schedule can start
 */
import type { Level, LevelSchedule } from '../session.ts';
import { fieldOf, levelOf, stakeOf, type LevelField, type LevelTerms } from './levels.ts';
import { MAX_BREAK_MINUTES, MAX_LEVEL_HANDS, MAX_LEVEL_MINUTES } from '../limits.ts';

export const DEFAULT_MINUTES = 20;
/** About one hand every two minutes at a home table: a level of hands lasts about as long. */
const DEFAULT_HANDS = 10;

/** Stakes of the default levels, in first stakes: the classic 25/50, 50/100, 75/150, 100/200, 150/300… */
const LADDER = [1, 2, 3, 4, 6, 8, 12, 16, 20, 30, 40, 60, 80, 100, 150, 200];
/** From 30 on the ladder climbs a decade every seven levels (30, 40, 60, 80, 100, 150, 200, then 300…). */
const DECADE = 7;
/** H9: the last default level's stake is at least this many starting stacks, so a tournament always ends. */
const LAST_STAKE_STACKS = 2;

/**
 * The ladder, climbed on past 200 first stakes while its top is short of LAST_STAKE_STACKS stacks:
 * a stack just under the next round first stake (hold'em's 299 chips start at 1/2, as 60 do) needs
 * a level or two more than the sixteen.
 */
function ladderFor(firstStake: number, stack: number): number[] {
  const ladder = [...LADDER];
  while (ladder.at(-1)! * firstStake < LAST_STAKE_STACKS * stack) ladder.push(10 * ladder[ladder.length - DECADE]);
  return ladder;
}
/** Hold'em antes (an eighth of the big blind) from this level on, once the blinds alone stop driving the action. */
const FIRST_ANTE_LEVEL = 6;

/** Round values: 1, 2, 5 × 10ⁿ up to `max` (at least 1). */
const roundValues = (max: number) => {
  const values = [1];
  for (let power = 1; power <= max; power *= 10) values.push(power, 2 * power, 5 * power);
  return values.filter((value) => value <= Math.max(1, max));
};

/** The first big blind for a starting stack: the largest even round value at most 1/30 of it (1,500 → 50). */
export function firstBigBlind(stack: number): number {
  return Math.max(2, ...roundValues(stack / 30).filter((value) => value % 2 === 0));
}

/** The first post of the other games: the largest round value at most 1/100 of the stack, as their sources' 1 chip in 100. */
const firstPost = (stack: number): number => Math.max(...roundValues(stack / 100));

export function defaultLevels(terms: LevelTerms, stack: number): Level[] {
  if (terms.post !== 'smallBlind') {
    const post = firstPost(stack);
    return ladderFor(post * terms.stakeTimes, stack).map((times) => levelOf(terms, post * times));
  }
  const unit = firstBigBlind(stack);
  return ladderFor(unit, stack).map((times, index) => {
    const level = levelOf(terms, (unit * times) / 2);
    if (index < FIRST_ANTE_LEVEL) return level;
    const chip = unit / 2;
    return { ...level, ante: Math.max(chip, Math.round((unit * times) / 8 / chip) * chip) };
  });
}

export function defaultSchedule(terms: LevelTerms, stack: number, by: 'minutes' | 'hands' = 'minutes'): LevelSchedule {
  return { levels: defaultLevels(terms, stack), every: by === 'minutes' ? { minutes: DEFAULT_MINUTES } : { hands: DEFAULT_HANDS } };
}

// ---------------------------------------------------------------------------------------------
// The editor

/** Nice chip values for a level added by hand: 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ, a multiple of `step`. */
function niceAtLeast(value: number, step: number): number {
  for (let power = 1; ; power *= 10) {
    for (const mantissa of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) {
      const candidate = Math.round(mantissa * power);
      if (candidate >= value && candidate % step === 0) return candidate;
    }
  }
}

/**
 * The level after `last`: the stake half as big again (to a nice value the posts divide), every
 * other amount (hold'em's ante, F6's limits) grown alongside; the ante keeps its payer.
 */
export function levelAfter(terms: LevelTerms, last: Level | undefined): Level {
  const stake = last ? stakeOf(terms, last) : 0;
  // A first level, or one after a level still being typed (no stake to grow from).
  if (!last || !(stake > 0 && Number.isSafeInteger(stake))) return levelOf(terms, terms.post === 'smallBlind' ? 25 : 1);
  const grown = niceAtLeast(Math.ceil(stake * 1.5), terms.stakeTimes);
  const next: Level = { ...levelOf(terms, grown / terms.stakeTimes) };
  const scaled = terms.fields.filter((field) => field !== terms.post && field !== 'bigBlind' && fieldOf(last, field) > 0);
  return scaled.reduce((level, field) => withField(level, field, niceAtLeast(Math.round((fieldOf(last, field) * grown) / stake), 1), last), next);
}

/** `level` with `field` set to `value`; an ante of 0 is no ante, and the ante keeps the payer it has in `payer`. */
function withField(level: Level, field: LevelField, value: number, payer: Level = level): Level {
  if (field !== 'ante') return { ...level, [field]: value };
  const { ante: _ante, bigBlindAnte: _bigBlindAnte, ...rest } = level;
  if (value === 0) return rest;
  return payer.bigBlindAnte !== undefined ? { ...rest, bigBlindAnte: value } : { ...rest, ante: value };
}

export function addLevel(terms: LevelTerms, levels: readonly Level[]): Level[] {
  return [...levels, levelAfter(terms, levels.at(-1))];
}

export function removeLevel(levels: readonly Level[], index: number): Level[] {
  return levels.filter((_, i) => i !== index);
}

/** Changes one field of one level; an ante of 0 is no ante. The ante keeps its payer. */
export function changeLevel(levels: readonly Level[], index: number, field: LevelField, value: number): Level[] {
  return levels.map((level, i) => (i === index ? withField(level, field, value) : level));
}

export type ScheduleProblem =
  | { readonly code: 'noLevels' }
  /** Minutes or hands per level: a whole number, at least 1. */
  | { readonly code: 'badEvery' }
  /** T9, G18: a level longer than MAX_LEVEL_MINUTES or MAX_LEVEL_HANDS. */
  | { readonly code: 'everyAboveLimit'; readonly max: number; readonly unit: 'minutes' | 'hands' }
  /** T9, G18: a break longer than MAX_BREAK_MINUTES. */
  | { readonly code: 'breakAboveLimit'; readonly max: number }
  /** A whole number of chips, at least `min` (1 for a post or a limit, 0 for hold'em's ante). */
  | { readonly code: 'notWhole'; readonly level: number; readonly field: LevelField; readonly min: number }
  | { readonly code: 'bigNotAboveSmall'; readonly level: number; readonly small: number; readonly big: number }
  /** F6: the least bet above the most. */
  | { readonly code: 'minAboveMax'; readonly level: number; readonly min: number; readonly max: number }
  /** Lower than the level before in a post or limit, or the same level again. */
  | { readonly code: 'notRising'; readonly level: number }
  /** The first level's stake (hold'em's big blind) is more than a starting stack. */
  | { readonly code: 'blindAboveStack'; readonly level: 0; readonly blind: number; readonly stack: number };

const whole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

/** Hold'em's ante may be 0 (none); every other field of a level is a post or a limit, 1 or more. */
const leastOf = (terms: LevelTerms, field: LevelField) => (field === 'ante' && terms.sideAnte ? 0 : 1);

/** Everything that keeps this schedule from starting a tournament of this game with `stack` chips each; [] when fine. */
export function scheduleProblems(schedule: LevelSchedule, terms: LevelTerms, stack?: number): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const [unit, every, longest] =
    'hands' in schedule.every ? (['hands', schedule.every.hands, MAX_LEVEL_HANDS] as const) : (['minutes', schedule.every.minutes, MAX_LEVEL_MINUTES] as const);
  if (!whole(every, 1)) problems.push({ code: 'badEvery' });
  else if (every > longest) problems.push({ code: 'everyAboveLimit', max: longest, unit });
  if (schedule.breaks && schedule.breaks.minutes > MAX_BREAK_MINUTES) problems.push({ code: 'breakAboveLimit', max: MAX_BREAK_MINUTES });
  if (schedule.levels.length === 0) return [...problems, { code: 'noLevels' }];
  const wholeLevel = (level: Level) => terms.fields.every((field) => whole(fieldOf(level, field), leastOf(terms, field)));
  schedule.levels.forEach((level, index) => {
    // One problem per level at a time: the comparisons only mean something between whole numbers.
    const bad = terms.fields.find((field) => !whole(fieldOf(level, field), leastOf(terms, field)));
    if (bad) {
      problems.push({ code: 'notWhole', level: index, field: bad, min: leastOf(terms, bad) });
      return;
    }
    const { smallBlind = 0, bigBlind = 0, minBet = 0, maxBet = 0 } = level;
    if (terms.post === 'smallBlind' && bigBlind <= smallBlind) {
      problems.push({ code: 'bigNotAboveSmall', level: index, small: smallBlind, big: bigBlind });
      return;
    }
    if (terms.limits && minBet > maxBet) {
      problems.push({ code: 'minAboveMax', level: index, min: minBet, max: maxBet });
      return;
    }
    const before = schedule.levels[index - 1];
    if (before && wholeLevel(before) && !rises(terms, before, level)) {
      problems.push({ code: 'notRising', level: index });
      return;
    }
    if (index === 0 && stack !== undefined && stakeOf(terms, level) > stack) {
      problems.push({ code: 'blindAboveStack', level: 0, blind: stakeOf(terms, level), stack });
    }
  });
  return problems;
}

/** H9, T7: levels rise — nothing goes down, and something goes up. */
function rises(terms: LevelTerms, before: Level, level: Level): boolean {
  const pairs = terms.fields.map((field) => [fieldOf(before, field), fieldOf(level, field)]);
  return pairs.every(([a, b]) => b >= a) && pairs.some(([a, b]) => b > a);
}
