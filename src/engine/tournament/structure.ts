/**
 * A structure that fits the evening (T7, T8): the levels of a timed tournament built from the
 * players, the starting stack, how long the table wants to play and how long a level lasts; the
 * stakes (hold'em's big blind, brasileiro's escuro, draw5's ante…: levels.ts) rise by one ratio,
 * rounded to values the chips make, hold'em's antes (or a big-blind ante) from a third of the way
 * in, a break every few levels. And when it should end, with more chips in play.
 *
 *   const schedule = buildStructure({ terms: HOLDEM, players: 8, stack: 10_000, minutes: 180, levelMinutes: 20,
 *     antes: 'ante', breakEvery: 4, breakMinutes: 10, values: [25, 100, 500, 1000, 5000] });
 *   expectedMinutes(schedule, HOLDEM, 8 * 10_000)   // about 180
 */
import type { Level, LevelSchedule } from '../session.ts';
import { MAX_LEVEL_MINUTES } from '../limits.ts';
import { minutesToLevel } from './clock.ts';
import { fieldOf, levelOf, stakeOf, type LevelTerms } from './levels.ts';

export interface StructureRequest {
  /** The game's levels (levels.ts): what rises, and what the stake is. */
  readonly terms: LevelTerms;
  readonly players: number;
  readonly stack: number;
  /** Minutes the table wants to play, breaks included ("about 3 hours": 180). */
  readonly minutes: number;
  readonly levelMinutes: number;
  /** Hold'em's antes; the other games' levels are their own posts only. */
  readonly antes: 'none' | 'ante' | 'bigBlindAnte';
  /** A break after every so many levels (0: no breaks), of `breakMinutes`. */
  readonly breakEvery: number;
  readonly breakMinutes: number;
  /** The chip values the table plays with: every blind and ante is one they make; none without a chip set. */
  readonly values: readonly number[];
}

/**
 * T8: play is expected to end when the stake is this fraction of all the chips in play (two
 * players left with ten big blinds each): past that, every hand is all-in or nearly.
 */
const ENDING_STAKES = 20;
/** T7: the first stake is about 1/100 of the stack (100 big blinds deep), or deeper, down to the smallest chip, when the ladder's steps would end a long night early. */
const DEPTHS = [100, 150, 200, 300, 400];
/** T7: the most a level rises past the planned end (a night that runs long); before it, twice that to reach the end in time. */
const MAX_RATIO = 2;
/** Levels added past the planned end, so a night that runs long still has rising blinds. */
const EXTRA_LEVELS = 6;
/** T7: how near the asked minutes a structure's expected end (T8) is good enough to keep the first stake 100 deep. */
const NEAR_ENOUGH = 0.05;

/** T7: the values a person would choose: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ… */
const NICE = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8];
/** …and, for a post that is half its stake, the classic 75/150 and 750/1,500 (the stake 1.5 × 10ⁿ). */
const HALF_STAKE = [...NICE.slice(0, 7), 7.5, 8];

/** T7: the chip a post of `amount` is counted in: the largest value at most a quarter of it (a post of a few chips). */
const stepFor = (amount: number, values: readonly number[]) => [...values].reverse().find((value) => value * 4 <= amount) ?? values[0];

/** T7: whether the chips make `amount` as a post of a few of one colour (any whole amount without a chip set). */
const counted = (amount: number, values: readonly number[]) => values.length === 0 || amount % stepFor(amount, values) === 0;

/**
 * T7: the nice amount nearest `ideal` (by ratio) that the chips count and that is above `floor`
 * (at least `least`): every mantissa of `mantissas` × 10ⁿ, n from 0 up. Chips that count no nice
 * amount near it (a case of 7s) get the nearest multiple of the smallest chip above `floor`.
 */
function niceNear(ideal: number, floor: number, least: number, mantissas: readonly number[], values: readonly number[]): number {
  let best = 0;
  const far = 10 * Math.max(ideal, floor, least);
  for (let power = 1; power <= 10 * far; power *= 10) {
    for (const mantissa of mantissas) {
      const amount = mantissa * power;
      if (!Number.isInteger(amount) || amount <= floor || amount < least || !counted(amount, values)) continue;
      if (best === 0 || Math.abs(Math.log(amount / ideal)) < Math.abs(Math.log(best / ideal))) best = amount;
    }
    if (best > 0 && power > far) return best;
  }
  if (best > 0) return best;
  const unit = values.length > 0 ? Math.min(...values) : 1;
  return Math.max(Math.round(ideal / unit), Math.floor(floor / unit) + 1, Math.ceil(least / unit)) * unit;
}

/** How many levels fit in `minutes`, with a break after every `breakEvery` levels (none after the last). */
export function levelsIn(minutes: number, levelMinutes: number, breakEvery: number, breakMinutes: number): number {
  let levels = 0;
  while (minutesThrough(levels + 1, levelMinutes, breakEvery, breakMinutes) <= minutes) levels++;
  return Math.max(levels, 2);
}

/** Minutes from the start to the end of level `levels` (1-based), the breaks before it included. */
function minutesThrough(levels: number, levelMinutes: number, breakEvery: number, breakMinutes: number): number {
  return minutesToLevel(levels - 1, levelMinutes, { every: breakEvery, minutes: breakMinutes }) + levelMinutes;
}

export type StructureProblem = { readonly code: 'badRequest'; readonly field: Exclude<keyof StructureRequest, 'terms'> };

export function structureProblems(request: StructureRequest): StructureProblem[] {
  const whole = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;
  const checks: [StructureProblem['field'], boolean][] = [
    ['players', whole(request.players, 2, 100)],
    ['stack', whole(request.stack, 1, 1e9)],
    ['minutes', whole(request.minutes, 30, 24 * 60)],
    ['levelMinutes', whole(request.levelMinutes, 1, MAX_LEVEL_MINUTES) && request.levelMinutes * 2 <= request.minutes],
    ['breakEvery', whole(request.breakEvery, 0, 100)],
    ['breakMinutes', whole(request.breakMinutes, request.breakEvery > 0 ? 1 : 0, 120)],
    // No chip set (no values): any whole amount.
    ['values', request.values.every((value) => whole(value, 1, 1e9)) && (request.values.length === 0 || Math.min(...request.values) * 2 <= request.stack)],
  ];
  return checks.filter(([, ok]) => !ok).map(([field]) => ({ code: 'badRequest', field }));
}

/**
 * T7, T8: where the stake should reach the ending stake for play to end at `minutes`, as
 * expectedMinutes reads a schedule: in levels from the first one's stake (0), a fraction within
 * the level that crosses it.
 */
function aimedStep(minutes: number, levelMinutes: number, breakEvery: number, breakMinutes: number): number {
  const start = (at: number) => minutesToLevel(at, levelMinutes, { every: breakEvery, minutes: breakMinutes });
  let at = 1;
  while (minutes > start(at) + levelMinutes) at++;
  return at - 1 + Math.max(0, (minutes - start(at)) / levelMinutes);
}

/**
 * T7: the levels from a first stake `depth` times smaller than the stack, aimed to reach the
 * ending stake `aim` levels in: each level's ideal post one ratio from the one before's rounded
 * post to the ending one over the levels left (a level that nice values pushed up slows the ones
 * after it), rounded to the nearest nice post the chips count, always above the one before.
 */
function levelsAimed(request: StructureRequest, count: number, depth: number, aim: number): Level[] {
  const { terms, values } = request;
  const least = values.length > 0 ? Math.min(...values) : 1;
  const mantissas = terms.stakeTimes === 2 ? HALF_STAKE : NICE;
  const firstPost = Math.max(least, request.stack / depth / terms.stakeTimes);
  const lastPost = (request.players * request.stack) / ENDING_STAKES / terms.stakeTimes;
  // Past the planned end, and once a level's stake is past the ending one: the night's ratio (at most doubling).
  const ratio = Math.min(MAX_RATIO, Math.max(1.2, (lastPost / firstPost) ** (1 / Math.max(aim, 1))));
  const antesFrom = Math.max(2, Math.round((count - EXTRA_LEVELS) / 3));
  const antes = terms.sideAnte ? request.antes : 'none';
  const levels: Level[] = [];
  for (let k = 0; k < count; k++) {
    const before = levels.at(-1);
    const post = before ? fieldOf(before, terms.post) : 0;
    const left = aim - (k - 1);
    const ideal = !before ? firstPost : post * (left > 0 && lastPost > post ? Math.min(2 * MAX_RATIO, (lastPost / post) ** (1 / left)) : ratio);
    const level = levelOf(terms, niceNear(ideal, post, least, mantissas, values));
    const stake = stakeOf(terms, level);
    if (antes === 'none' || k < antesFrom) levels.push(level);
    else if (antes === 'bigBlindAnte') levels.push({ ...level, bigBlindAnte: stake });
    else levels.push({ ...level, ante: niceNear(stake / 8, (before?.ante ?? 0) - 1, least, NICE, values) });
  }
  return levels;
}

/**
 * T7: the levels for a night, every post a nice amount the chips count. Of the structures aimed a
 * little before and after the asked end, and from a first stake 100 deep (or deeper, when the
 * ladder's steps would end a long night early), the one whose expected end (T8) is nearest the
 * asked minutes; 100 deep whenever that lands within 5 % of them.
 */
export function buildStructure(request: StructureRequest): LevelSchedule {
  if (structureProblems(request).length > 0) throw new RangeError('check structureProblems first');
  const { terms, minutes, levelMinutes, breakEvery, breakMinutes } = request;
  const count = levelsIn(minutes, levelMinutes, breakEvery, breakMinutes) + EXTRA_LEVELS;
  const aim = aimedStep(minutes, levelMinutes, breakEvery, breakMinutes);
  const every = { every: { minutes: levelMinutes }, ...(breakEvery > 0 ? { breaks: { every: breakEvery, minutes: breakMinutes } } : {}) };
  let best: { schedule: LevelSchedule; miss: number } | null = null;
  for (const depth of DEPTHS) {
    for (const shift of [0, -0.25, 0.25, -0.5, 0.5, -0.75, 0.75, -1, 1]) {
      const schedule: LevelSchedule = { levels: levelsAimed(request, count, depth, aim + shift), ...every };
      const end = expectedMinutes(schedule, terms, request.players * request.stack);
      const miss = end === null ? Infinity : Math.abs(end / minutes - 1);
      if (!best || miss < best.miss) best = { schedule, miss };
    }
    if (best!.miss <= NEAR_ENOUGH) break;
  }
  return best!.schedule;
}

/**
 * T8: minutes from the start until the stake reaches 1/20 of `chips` (stakes grow smoothly inside
 * a level for this estimate), breaks included; null with levels by hands, or when the last level's
 * stake is still short of it.
 */
export function expectedMinutes(schedule: LevelSchedule, terms: LevelTerms, chips: number): number | null {
  if (!('minutes' in schedule.every)) return null;
  const length = schedule.every.minutes;
  const target = chips / ENDING_STAKES;
  const stakes = schedule.levels.map((level) => stakeOf(terms, level));
  const at = stakes.findIndex((stake) => stake >= target);
  if (at < 0) return null;
  const start = minutesToLevel(at, length, schedule.breaks);
  // The last level's share: how far from the level before's stake to this one's the target lies.
  const from = at === 0 ? 0 : stakes[at - 1];
  const part = at === 0 ? 1 : Math.log(target / from) / Math.log(stakes[at] / from);
  return start + Math.max(0, Math.min(1, part)) * length;
}
