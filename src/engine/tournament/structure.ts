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
  /** The chip values the table plays with: every blind and ante is one they make. */
  readonly values: readonly number[];
}

/**
 * T8: play is expected to end when the stake is this fraction of all the chips in play (two
 * players left with ten big blinds each): past that, every hand is all-in or nearly.
 */
export const ENDING_STAKES = 20;
/** T7: the first stake is about this fraction of the stack (100 big blinds deep). */
const FIRST_DEPTH = 100;
/** T7: levels rise by at least this much. */
const MIN_RATIO = 1.15;
/** Levels added past the planned end, so a night that runs long still has rising blinds. */
const EXTRA_LEVELS = 6;

const NICE = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8];

/** The nice amounts (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ) that are whole multiples of `step`, up to `max`. */
function niceMultiples(step: number, max: number): number[] {
  const found: number[] = [];
  for (let power = 1; power <= max * 10; power *= 10) {
    for (const mantissa of NICE) {
      const amount = Math.round(mantissa * power);
      if (amount % step === 0 && amount <= max) found.push(amount);
    }
  }
  return found;
}

/** The amount nearest `ideal` (by ratio) above `floor`: a nice multiple of `step` where one is near, else a plain multiple. */
function roundUp(ideal: number, step: number, floor: number): number {
  const candidates = [...niceMultiples(step, Math.max(ideal * 2, floor * 2, step)), Math.max(step, Math.round(ideal / step) * step)];
  const above = candidates.filter((amount) => amount > floor);
  if (above.length === 0) return (Math.floor(floor / step) + 1) * step;
  return above.reduce((best, amount) => (Math.abs(Math.log(amount / ideal)) < Math.abs(Math.log(best / ideal)) ? amount : best));
}

/** T7: the chip a post of about `ideal` is counted in: the largest value at most a quarter of it (a post of a few chips). */
const stepFor = (ideal: number, values: readonly number[]) => [...values].reverse().find((value) => value * 4 <= ideal) ?? values[0];

/** How many levels fit in `minutes`, with a break after every `breakEvery` levels (none after the last). */
export function levelsIn(minutes: number, levelMinutes: number, breakEvery: number, breakMinutes: number): number {
  let levels = 0;
  while (minutesThrough(levels + 1, levelMinutes, breakEvery, breakMinutes) <= minutes) levels++;
  return Math.max(levels, 2);
}

/** Minutes from the start to the end of level `levels` (1-based), the breaks before it included. */
export function minutesThrough(levels: number, levelMinutes: number, breakEvery: number, breakMinutes: number): number {
  const breaks = breakEvery > 0 ? Math.floor((levels - 1) / breakEvery) : 0;
  return levels * levelMinutes + breaks * breakMinutes;
}

export type StructureProblem = { readonly code: 'badRequest'; readonly field: Exclude<keyof StructureRequest, 'terms'> };

export function structureProblems(request: StructureRequest): StructureProblem[] {
  const whole = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;
  const checks: [StructureProblem['field'], boolean][] = [
    ['players', whole(request.players, 2, 100)],
    ['stack', whole(request.stack, 1, 1e9)],
    ['minutes', whole(request.minutes, 30, 24 * 60)],
    ['levelMinutes', whole(request.levelMinutes, 1, 240) && request.levelMinutes * 2 <= request.minutes],
    ['breakEvery', whole(request.breakEvery, 0, 100)],
    ['breakMinutes', whole(request.breakMinutes, request.breakEvery > 0 ? 1 : 0, 120)],
    ['values', request.values.length > 0 && request.values.every((value) => whole(value, 1, 1e9)) && Math.min(...request.values) * 2 <= request.stack],
  ];
  return checks.filter(([, ok]) => !ok).map(([field]) => ({ code: 'badRequest', field }));
}

/**
 * T7: the post after `post`: one ratio from it to the last planned post over the `steps` left, so
 * a level that rounding pushed up (small stacks, whole chips) slows the ones after it and the
 * night still ends on time; past the planned end, the night's ratio.
 */
function nextIdeal(post: number, lastPost: number, steps: number, ratio: number): number {
  return post * (steps > 0 ? Math.max(MIN_RATIO, (lastPost / post) ** (1 / steps)) : ratio);
}

/** T7: the levels for a night, every amount a multiple of a chip value (so the chips make it). */
export function buildStructure(request: StructureRequest): LevelSchedule {
  if (structureProblems(request).length > 0) throw new RangeError('check structureProblems first');
  const values = [...request.values].sort((a, b) => a - b);
  const { terms, levelMinutes, breakEvery, breakMinutes } = request;
  const planned = levelsIn(request.minutes, levelMinutes, breakEvery, breakMinutes);
  const firstPost = Math.max(values[0], request.stack / FIRST_DEPTH / terms.stakeTimes);
  const lastPost = (request.players * request.stack) / ENDING_STAKES / terms.stakeTimes;
  const ratio = Math.max(MIN_RATIO, (lastPost / firstPost) ** (1 / (planned - 1)));
  const antesFrom = Math.max(2, Math.round(planned / 3));
  const antes = terms.sideAnte ? request.antes : 'none';
  const levels: Level[] = [];
  for (let k = 0; k < planned + EXTRA_LEVELS; k++) {
    const before = levels.at(-1);
    const ideal = before ? nextIdeal(fieldOf(before, terms.post), lastPost, planned - k, ratio) : firstPost;
    const step = stepFor(ideal, values);
    const level = levelOf(terms, roundUp(ideal, step, before ? fieldOf(before, terms.post) : 0));
    const bigBlind = stakeOf(terms, level);
    if (antes === 'none' || k < antesFrom) levels.push(level);
    else if (antes === 'bigBlindAnte') levels.push({ ...level, bigBlindAnte: bigBlind });
    else {
      const ante = Math.max(before?.ante ?? 0, step, Math.round(bigBlind / 8 / step) * step);
      levels.push({ ...level, ante });
    }
  }
  return { levels, every: { minutes: levelMinutes }, ...(breakEvery > 0 ? { breaks: { every: breakEvery, minutes: breakMinutes } } : {}) };
}

/**
 * T8: minutes from the start until the stake reaches 1/20 of `chips` (stakes grow smoothly inside
 * a level for this estimate), breaks included; null with levels by hands, or when the last level's
 * stake is still short of it.
 */
export function expectedMinutes(schedule: LevelSchedule, terms: LevelTerms, chips: number): number | null {
  if (!('minutes' in schedule.every)) return null;
  const length = schedule.every.minutes;
  const breaks = schedule.breaks ?? { every: 0, minutes: 0 };
  const target = chips / ENDING_STAKES;
  const stakes = schedule.levels.map((level) => stakeOf(terms, level));
  const at = stakes.findIndex((stake) => stake >= target);
  if (at < 0) return null;
  const start = at * length + (breaks.every > 0 ? Math.floor(at / breaks.every) * breaks.minutes : 0);
  // The last level's share: how far from the level before's stake to this one's the target lies.
  const from = at === 0 ? 0 : stakes[at - 1];
  const part = at === 0 ? 1 : Math.log(target / from) / Math.log(stakes[at] / from);
  return start + Math.max(0, Math.min(1, part)) * length;
}
