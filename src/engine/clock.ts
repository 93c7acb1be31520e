/**
 * The tournament clock (H9). With levels by time, only the time the clock ran counts: pausing and
 * resuming are session actions carrying their time, like a deal, so a replay gives the same
 * levels, and the clock reads right after the screen slept or the app was killed — everything is
 * worked out from the logged times and the `at` the caller passes (the UI's Date.now()).
 *
 *   s = applySession(s, { type: 'pauseClock', at: Date.now() }).state;   // the break
 *   s = applySession(s, { type: 'resumeClock', at: Date.now() }).state;  // play on
 *   clockAt(s, Date.now())   // level for the next hand, time (or hands) left, the next level
 *   s = applySession(s, { type: 'setLevel', level: 2, at: Date.now() }).state;  // T23: level 3 starts now
 *
 * The clock starts with the first deal (session.startedAt). New blinds apply from the next deal:
 * a hand keeps the level it was dealt at. T23: the phone's time may be wrong (set back, or jumped
 * ahead): the clock never reads earlier than the latest time its log carried, so a level
 * once reached stays, and a reading that cannot be right says so (`jump`) for the host to set the
 * level by hand.
 */
import type { Level, SessionRefusal, SessionState } from './session.ts';

export type ClockAction =
  | { readonly type: 'pauseClock'; readonly at: number }
  | { readonly type: 'resumeClock'; readonly at: number }
  /** T23: the host sets the level by hand: level `level` (index) starts at `at`, with its whole length. */
  | { readonly type: 'setLevel'; readonly level: number; readonly at: number };

/** The clock's own record (levels by time); absent on a session not started (and on snapshots older than it). */
export interface ClockState {
  /**
   * Milliseconds of the phone's time the clock does not count: the pauses already over, and the
   * shift of a level set by hand (T23; below zero when the host set a later level than the time gave).
   */
  readonly held: number;
  /** When the pause in progress began, or null while the clock runs. */
  readonly pausedAt: number | null;
  /** T23: the latest time a logged action carried (the phone's); the clock never reads earlier. */
  readonly latest: number;
}

const MINUTE = 60_000;

/** T23: a phone's time this far behind the clock's latest moment is said to the host (a small correction is not). */
export const BEHIND_NOTICE_MS = MINUTE;

export const isClockAction = (action: { readonly type: string }): action is ClockAction =>
  action.type === 'pauseClock' || action.type === 'resumeClock' || action.type === 'setLevel';

const clockOf = (session: SessionState): ClockState => session.clock ?? { held: 0, pausedAt: null, latest: session.startedAt ?? -Infinity };

export const isPaused = (session: SessionState): boolean => clockOf(session).pausedAt !== null;

const timed = (session: SessionState) => {
  const every = session.config.schedule?.every;
  return every && 'minutes' in every ? every.minutes * MINUTE : null;
};

/**
 * T23: the running time play can plausibly add with nothing logged (no deal, pause or add-on):
 * two levels, and at least half an hour. Beyond it the phone's time may have jumped ahead.
 */
const plausibleRun = (length: number) => Math.max(2 * length, 30 * MINUTE);

/** Running time at the phone's time `read` (never before the latest moment), pauses and a level set by hand left out. */
function ranAt(session: SessionState, read: number): number {
  const { held, pausedAt, latest } = clockOf(session);
  const at = Math.max(read, latest);
  const until = pausedAt === null ? at : Math.min(at, pausedAt);
  return Math.max(0, until - session.startedAt! - held);
}

/**
 * Milliseconds the clock has run from the first deal until `at`, pauses left out; 0 before the
 * first deal. T23: a phone's time behind the latest time a logged action carried reads as that
 * moment, so the clock never runs back.
 */
export function runningTime(session: SessionState, at: number): number {
  return session.startedAt === null || timed(session) === null ? 0 : ranAt(session, at);
}

/** T23: the phone's time at `at` behind the clock's latest moment, or the clock run since then for longer than play runs with nothing logged. */
function jumpAt(session: SessionState, at: number): ClockJump | null {
  const length = timed(session);
  if (session.startedAt === null || length === null) return null;
  const { latest } = clockOf(session);
  const unlogged = ranAt(session, at) - ranAt(session, latest);
  if (unlogged > plausibleRun(length)) return { kind: 'ahead', ms: unlogged };
  return latest - at > BEHIND_NOTICE_MS ? { kind: 'back', ms: latest - at } : null;
}

/** T23: the log's latest moment after an action at `at`: moved on to `at` when it is later, never back. */
export function noteTime(session: SessionState, at: number | undefined): SessionState {
  if (at === undefined || session.startedAt === null || timed(session) === null) return session;
  const clock = clockOf(session);
  if (at <= clock.latest) return session.clock ? session : { ...session, clock };
  return { ...session, clock: { ...clock, latest: at } };
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

/**
 * Pause, resume, or set the level by hand (T23); a refusal when the clock cannot (no timed levels,
 * not started, already so, not a level of the schedule). A pause or resume at a phone's time behind
 * the clock's latest moment takes effect at that moment, so the clock never runs back.
 */
export function applyClock(session: SessionState, action: ClockAction): SessionState | SessionRefusal {
  if (session.over) return { code: 'SESSION_OVER', message: 'the session is over' };
  if (timed(session) === null) return { code: 'NO_CLOCK', message: 'only levels by time have a clock' };
  if (!Number.isFinite(action.at)) return { code: 'NEEDS_TIME', message: 'the clock needs the time' };
  if (session.startedAt === null) return { code: 'CLOCK_NOT_STARTED', message: 'the clock starts with the first deal' };
  const clock = clockOf(session);
  const { held, pausedAt } = clock;
  if (action.type === 'setLevel') {
    const count = session.config.schedule!.levels.length;
    if (!Number.isInteger(action.level) || action.level < 0 || action.level >= count) return { code: 'NO_LEVEL', message: `a level from 1 to ${count}` };
    // The chosen level starts now: from this moment the phone's time is taken as it reads.
    const shift = action.at - session.startedAt - levelStart(session, action.level);
    return { ...session, clock: { held: shift, pausedAt: pausedAt === null ? null : action.at, latest: action.at } };
  }
  const at = Math.max(action.at, clock.latest);
  if (action.type === 'pauseClock') {
    if (pausedAt !== null) return { code: 'CLOCK_PAUSED', message: 'the clock is already paused' };
    return { ...session, clock: { ...clock, pausedAt: at } };
  }
  if (pausedAt === null) return { code: 'CLOCK_RUNNING', message: 'the clock is not paused' };
  return { ...session, clock: { ...clock, held: held + Math.max(0, at - pausedAt), pausedAt: null } };
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
  /**
   * T23: the phone's time may be wrong: it is `ms` behind the clock's latest moment (`back`, by more
   * than BEHIND_NOTICE_MS; the clock stands at that moment), or it ran `ms` since then, more than
   * play adds with nothing logged (`ahead`). The host may set the level by hand. Null otherwise.
   */
  readonly jump: ClockJump | null;
}

export interface ClockJump {
  readonly kind: 'back' | 'ahead';
  readonly ms: number;
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
    return { ...base, left, elapsed: 0, endsAt: null, started: true, onBreak, breakLeft: 0, toBreak: null, jump: null };
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
    // Behind the latest moment, the clock waits for the phone's time to reach it.
    endsAt: last || paused || session.startedAt === null ? null : Math.max(at, clockOf(session).latest) + remaining,
    started: session.startedAt !== null,
    onBreak,
    breakLeft: onBreak ? start - ran : 0,
    toBreak: nextBreak < schedule.levels.length && !onBreak ? levelStart(session, nextBreak) - (schedule.breaks?.minutes ?? 0) * MINUTE - ran : null,
    jump: jumpAt(session, at),
  };
}
