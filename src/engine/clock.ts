/**
 * The tournament clock (H9). With levels by time, only the time the clock ran counts: pausing and
 * resuming are session actions carrying their time, like a deal, so a replay gives the same
 * levels, and the clock reads right after the screen slept or the app was killed — everything is
 * worked out from the logged times and the `at` the caller passes (the UI's Date.now()).
 *
 *   s = applySession(s, { type: 'pauseClock', at: Date.now() }).state;   // the break
 *   s = applySession(s, { type: 'resumeClock', at: Date.now() }).state;  // play on
 *   clockAt(s, Date.now())   // level for the next hand, time (or hands) left, the next level
 *
 * The clock starts with the first deal (session.startedAt). New blinds apply from the next deal:
 * a hand keeps the level it was dealt at.
 */
import type { Level, SessionRefusal, SessionState } from './session.ts';

export type ClockAction = { readonly type: 'pauseClock'; readonly at: number } | { readonly type: 'resumeClock'; readonly at: number };

/** Pauses so far; absent on a session never paused (and on snapshots older than the clock). */
export interface ClockPauses {
  /** Milliseconds spent paused in the pauses already over. */
  readonly pausedFor: number;
  /** When the pause in progress began, or null while the clock runs. */
  readonly pausedAt: number | null;
}

const NOT_PAUSED: ClockPauses = { pausedFor: 0, pausedAt: null };
const MINUTE = 60_000;

export const isClockAction = (action: { readonly type: string }): action is ClockAction =>
  action.type === 'pauseClock' || action.type === 'resumeClock';

const pausesOf = (session: SessionState): ClockPauses => session.clock ?? NOT_PAUSED;

export const isPaused = (session: SessionState): boolean => pausesOf(session).pausedAt !== null;

const timed = (session: SessionState) => {
  const every = session.config.schedule?.every;
  return every && 'minutes' in every ? every.minutes * MINUTE : null;
};

/**
 * Milliseconds the clock has run from the first deal until `at`, pauses left out; 0 before the
 * first deal. A device clock set back never makes time run backwards (durations are clamped at 0).
 */
export function runningTime(session: SessionState, at: number): number {
  if (session.startedAt === null) return 0;
  const { pausedFor, pausedAt } = pausesOf(session);
  const until = pausedAt === null ? at : Math.min(at, pausedAt);
  return Math.max(0, until - session.startedAt - pausedFor);
}

/** The schedule's level reached after `progress` steps (hands or whole level lengths), capped at the last. */
const cappedLevel = (session: SessionState, progress: number) =>
  Math.max(0, Math.min((session.config.schedule?.levels.length ?? 1) - 1, progress));

/** H9: the level in force for the next hand (0 without a schedule). */
export function levelFor(session: SessionState, at: number | undefined): number {
  const every = session.config.schedule?.every;
  if (!every) return 0;
  if ('hands' in every) return cappedLevel(session, Math.floor(session.history.length / every.hands));
  return cappedLevel(session, timedPosition(session, runningTime(session, at ?? session.startedAt ?? 0)).level);
}

/**
 * T9: where `ran` ms of running time fall: in a level (the break before a level counts as that
 * level's, so its blinds are the ones shown and dealt), and how long the break still lasts.
 */
function timedPosition(session: SessionState, ran: number): { level: number; breakLeft: number } {
  const length = timed(session)!;
  const breaks = session.config.schedule?.breaks;
  if (!breaks || breaks.every < 1) return { level: Math.floor(ran / length), breakLeft: 0 };
  const block = breaks.every * length;
  const cycle = block + breaks.minutes * MINUTE;
  const round = Math.floor(ran / cycle);
  const into = ran - round * cycle;
  if (into < block) return { level: round * breaks.every + Math.floor(into / length), breakLeft: 0 };
  return { level: (round + 1) * breaks.every, breakLeft: cycle - into };
}

/** Running time at which level `level` (index) starts to play: the levels and breaks before it. */
function levelStart(session: SessionState, level: number): number {
  const length = timed(session)!;
  const breaks = session.config.schedule?.breaks;
  const before = breaks && breaks.every >= 1 ? Math.floor(level / breaks.every) * breaks.minutes * MINUTE : 0;
  return level * length + before;
}

/** Pause or resume; a refusal when the clock cannot (no timed levels, not started, already so). */
export function applyClock(session: SessionState, action: ClockAction): SessionState | SessionRefusal {
  if (session.over) return { code: 'SESSION_OVER', message: 'the session is over' };
  if (timed(session) === null) return { code: 'NO_CLOCK', message: 'only levels by time have a clock' };
  if (!Number.isFinite(action.at)) return { code: 'NEEDS_TIME', message: 'pausing and resuming need the time' };
  if (session.startedAt === null) return { code: 'CLOCK_NOT_STARTED', message: 'the clock starts with the first deal' };
  const { pausedFor, pausedAt } = pausesOf(session);
  if (action.type === 'pauseClock') {
    if (pausedAt !== null) return { code: 'CLOCK_PAUSED', message: 'the clock is already paused' };
    return { ...session, clock: { pausedFor, pausedAt: action.at } };
  }
  if (pausedAt === null) return { code: 'CLOCK_RUNNING', message: 'the clock is not paused' };
  return { ...session, clock: { pausedFor: pausedFor + Math.max(0, action.at - pausedAt), pausedAt: null } };
}

/** What is left of the level for the next hand: time, hands, or nothing (the last level lasts). */
export type LevelLeft = { readonly kind: 'time'; readonly ms: number } | { readonly kind: 'hands'; readonly hands: number } | { readonly kind: 'last' };

export interface ClockReading {
  /** The level the next hand is dealt at (index into the schedule's levels). */
  readonly level: number;
  readonly blinds: Level;
  /** The level after it, or null at the last. */
  readonly next: Level | null;
  readonly left: LevelLeft;
  /** Milliseconds of running time spent in this level (0 with levels by hands). */
  readonly elapsed: number;
  /** When the level ends if the clock keeps running from `at` (levels by time, not paused, not the last). */
  readonly endsAt: number | null;
  readonly paused: boolean;
  /** The clock has started (the first deal with levels by time; always with levels by hands). */
  readonly started: boolean;
  /**
   * The level is above the one of the hand in play (or last played): the new blinds apply from
   * the next deal.
   */
  readonly rising: boolean;
  /**
   * T9: the table is on a break before `level`: with levels by time, the clock is in the break
   * (`breakLeft` ms of it to go); with levels by hands, the level that starts a new block is due.
   */
  readonly onBreak: boolean;
  readonly breakLeft: number;
  /** T9: running time until the next break starts (levels by time, a break still to come); null otherwise. */
  readonly toBreak: number | null;
}

/** The clock as it reads at `at`; null for a session without a schedule (a cash game). */
export function clockAt(session: SessionState, at: number): ClockReading | null {
  const schedule = session.config.schedule;
  if (!schedule) return null;
  const level = levelFor(session, at);
  const last = level >= schedule.levels.length - 1;
  const length = timed(session);
  const paused = isPaused(session);
  const rising = session.hand !== null && level > session.level;
  const base = { level, blinds: schedule.levels[level], next: last ? null : schedule.levels[level + 1], paused, rising };
  const breakEvery = schedule.breaks?.every ?? 0;
  if (length === null) {
    const every = (schedule.every as { hands: number }).hands;
    const left: LevelLeft = last ? { kind: 'last' } : { kind: 'hands', hands: (level + 1) * every - session.history.length };
    const onBreak = breakEvery >= 1 && level > session.level && level % breakEvery === 0;
    return { ...base, left, elapsed: 0, endsAt: null, started: true, onBreak, breakLeft: 0, toBreak: null };
  }
  const ran = runningTime(session, at);
  const start = levelStart(session, level);
  const remaining = start + length - ran;
  const { breakLeft } = timedPosition(session, ran);
  const onBreak = breakLeft > 0 && ran < start;
  const nextBreak = breakEvery >= 1 ? (Math.floor(level / breakEvery) + 1) * breakEvery : Infinity;
  return {
    ...base,
    left: last ? { kind: 'last' } : { kind: 'time', ms: remaining },
    // In a break: the time since it began (so the alarm rings as it starts, not again as it ends).
    elapsed: onBreak ? ran - (start - (schedule.breaks?.minutes ?? 0) * MINUTE) : ran - start,
    endsAt: last || paused || session.startedAt === null ? null : at + remaining,
    started: session.startedAt !== null,
    onBreak,
    breakLeft: onBreak ? start - ran : 0,
    toBreak: nextBreak < schedule.levels.length && !onBreak ? levelStart(session, nextBreak) - (schedule.breaks?.minutes ?? 0) * MINUTE - ran : null,
  };
}
