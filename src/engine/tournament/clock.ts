/**
 * The tournament clock (H9), the one owner of which level is in play and when the next starts:
 * the session deals at `levelAt`, the add-on and the colour-up (play.ts) open by it, the clock on
 * the table reads `clockAt`. What a level holds in each game is levels.ts; the levels a table
 * starts with, schedule.ts and structure.ts.
 *
 * With levels by time, only the time the clock ran counts: pausing and
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
import type { Level, LevelSchedule, SessionRefusal, SessionState } from '../session.ts';

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
const BEHIND_NOTICE_MS = MINUTE;

export const isClockAction = (action: { readonly type: string }): action is ClockAction =>
  action.type === 'pauseClock' || action.type === 'resumeClock' || action.type === 'setLevel';

/**
 * What the clock is read from: the schedule, the first deal, the pauses and a level set by hand,
 * the hands played. A plain value, so a screen reads the clock at its own `now` from the table
 * view (tournament-part.ts) with the very functions the session deals by.
 */
export interface ClockTerms {
  readonly schedule: LevelSchedule;
  /** The first deal's time (levels by time), or null before it. */
  readonly startedAt: number | null;
  /** The clock's record; null until the first deal by time (and on snapshots older than it). */
  readonly clock: ClockState | null;
  readonly handsPlayed: number;
  /** H9: the level of the hand in play or last played (0 before the first). */
  readonly handLevel: number;
  /** A hand has been dealt (is in play, or was the last played). */
  readonly dealt: boolean;
}

/** The clock's terms in a session; null without a schedule (a cash game). */
export function clockTerms(session: SessionState): ClockTerms | null {
  const schedule = session.config.schedule;
  if (!schedule) return null;
  const { startedAt, clock = null, level: handLevel } = session;
  return { schedule, startedAt, clock, handsPlayed: session.history.length, handLevel, dealt: session.hand !== null };
}

const clockOf = (terms: ClockTerms): ClockState => terms.clock ?? { held: 0, pausedAt: null, latest: terms.startedAt ?? -Infinity };

const timed = (terms: ClockTerms) => ('minutes' in terms.schedule.every ? terms.schedule.every.minutes * MINUTE : null);

/**
 * T23: the running time play can plausibly add with nothing logged (no deal, pause or add-on):
 * two levels, and at least half an hour. Beyond it the phone's time may have jumped ahead.
 */
const plausibleRun = (length: number) => Math.max(2 * length, 30 * MINUTE);

/** Running time at the phone's time `read` (never before the latest moment), pauses and a level set by hand left out. */
function ranAt(terms: ClockTerms, read: number): number {
  const { held, pausedAt, latest } = clockOf(terms);
  const at = Math.max(read, latest);
  const until = pausedAt === null ? at : Math.min(at, pausedAt);
  return Math.max(0, until - terms.startedAt! - held);
}

const ranFor = (terms: ClockTerms, at: number) => (terms.startedAt === null || timed(terms) === null ? 0 : ranAt(terms, at));

/**
 * Milliseconds the clock has run from the first deal until `at`, pauses left out; 0 before the
 * first deal. T23: a phone's time behind the latest time a logged action carried reads as that
 * moment, so the clock never runs back.
 */
export function runningTime(session: SessionState, at: number): number {
  const terms = clockTerms(session);
  return terms ? ranFor(terms, at) : 0;
}

/** T23: the phone's time at `at` behind the clock's latest moment, or the clock run since then for longer than play runs with nothing logged. */
function jumpAt(terms: ClockTerms, at: number): ClockJump | null {
  const length = timed(terms);
  if (terms.startedAt === null || length === null) return null;
  const { latest } = clockOf(terms);
  const unlogged = ranAt(terms, at) - ranAt(terms, latest);
  if (unlogged > plausibleRun(length)) return { kind: 'ahead', ms: unlogged };
  return latest - at > BEHIND_NOTICE_MS ? { kind: 'back', ms: latest - at } : null;
}

/** T23: the clock's record once a time `at` is noted: its latest moment moved on to `at` when it is later, never back; null when the clock has none to note. */
function notedClock(terms: ClockTerms, at: number | undefined): ClockState | null {
  if (at === undefined || terms.startedAt === null || timed(terms) === null) return null;
  const clock = clockOf(terms);
  return at <= clock.latest ? clock : { ...clock, latest: at };
}

/** T23: the log's latest moment after an action at `at`: moved on to `at` when it is later, never back. */
export function noteTime(session: SessionState, at: number | undefined): SessionState {
  const terms = clockTerms(session);
  const clock = terms && notedClock(terms, at);
  return clock === null || clock === session.clock ? session : { ...session, clock };
}

/** T23: the clock's terms as they read once the time `at` is noted (a page that read the clock later than its log), never back. */
export function clockNoted(terms: ClockTerms, at: number): ClockTerms {
  const clock = notedClock(terms, at);
  return clock === null || clock === terms.clock ? terms : { ...terms, clock };
}

/** The schedule's level reached after `progress` steps (hands or whole level lengths), capped at the last. */
const cappedLevel = (terms: ClockTerms, progress: number) => Math.max(0, Math.min(terms.schedule.levels.length - 1, progress));

/** H9: levelAt from the clock's terms (a table view's). */
export function levelReadAt(terms: ClockTerms, at: number | undefined): number {
  const every = terms.schedule.every;
  if ('hands' in every) return cappedLevel(terms, Math.floor(terms.handsPlayed / every.hands));
  return cappedLevel(terms, timedPosition(terms, ranFor(terms, at ?? terms.startedAt ?? 0)).level);
}

/** H9: the level in force for the next hand (0 without a schedule; levels by time count only the clock's running time). */
export function levelAt(session: SessionState, at: number | undefined): number {
  const terms = clockTerms(session);
  return terms ? levelReadAt(terms, at) : 0;
}

/**
 * T9: where `ran` ms of running time fall: in a level (the break before a level counts as that
 * level's, so its blinds are the ones shown and dealt), and how long the break still lasts.
 */
function timedPosition(terms: ClockTerms, ran: number): { level: number; breakLeft: number } {
  const length = timed(terms)!;
  const breaks = terms.schedule.breaks;
  if (!breaks || breaks.every < 1) return { level: Math.floor(ran / length), breakLeft: 0 };
  const block = breaks.every * length;
  const cycle = block + breaks.minutes * MINUTE;
  const round = Math.floor(ran / cycle);
  const into = ran - round * cycle;
  if (into < block) return { level: round * breaks.every + Math.floor(into / length), breakLeft: 0 };
  return { level: (round + 1) * breaks.every, breakLeft: cycle - into };
}

/**
 * H9, T9: minutes of running time from the first deal until level `level` (index) starts to play,
 * levels of `levelMinutes` with the breaks before it — for the clock, and for a structure's plan
 * (structure.ts).
 */
export function minutesToLevel(level: number, levelMinutes: number, breaks: LevelSchedule['breaks']): number {
  const before = breaks && breaks.every >= 1 ? Math.floor(level / breaks.every) * breaks.minutes : 0;
  return level * levelMinutes + before;
}

/** Running time at which level `level` (index) starts to play: the levels and breaks before it. */
const levelStart = (terms: ClockTerms, level: number): number =>
  minutesToLevel(level, (terms.schedule.every as { minutes: number }).minutes, terms.schedule.breaks) * MINUTE;

/**
 * T23: why the clock cannot be paused, resumed or set by hand now, or null (the clock actions'
 * check, checks.ts): no timed levels, not started, already so, not a level of the schedule.
 */
export function clockRefusal(session: SessionState, action: ClockAction): SessionRefusal | null {
  if (session.over) return { code: 'SESSION_OVER', message: 'the session is over' };
  const terms = clockTerms(session);
  if (terms === null || timed(terms) === null) return { code: 'NO_CLOCK', message: 'only levels by time have a clock' };
  if (!Number.isFinite(action.at)) return { code: 'NEEDS_TIME', message: 'the clock needs the time' };
  if (session.startedAt === null) return { code: 'CLOCK_NOT_STARTED', message: 'the clock starts with the first deal' };
  const { pausedAt } = clockOf(terms);
  if (action.type === 'setLevel') {
    const count = terms.schedule.levels.length;
    return Number.isInteger(action.level) && action.level >= 0 && action.level < count ? null : { code: 'NO_LEVEL', message: `a level from 1 to ${count}` };
  }
  if (action.type === 'pauseClock') return pausedAt === null ? null : { code: 'CLOCK_PAUSED', message: 'the clock is already paused' };
  return pausedAt === null ? { code: 'CLOCK_RUNNING', message: 'the clock is not paused' } : null;
}

/**
 * Pause, resume, or set the level by hand (T23), once clockRefusal allowed it. A pause or resume at
 * a phone's time behind the clock's latest moment takes effect at that moment, so the clock never
 * runs back.
 */
export function applyClock(session: SessionState, action: ClockAction): SessionState {
  const terms = clockTerms(session)!;
  const startedAt = session.startedAt!;
  const clock = clockOf(terms);
  const { held, pausedAt } = clock;
  if (action.type === 'setLevel') {
    // The chosen level starts now: from this moment the phone's time is taken as it reads.
    const shift = action.at - startedAt - levelStart(terms, action.level);
    return { ...session, clock: { held: shift, pausedAt: pausedAt === null ? null : action.at, latest: action.at } };
  }
  const at = Math.max(action.at, clock.latest);
  if (action.type === 'pauseClock') return { ...session, clock: { ...clock, pausedAt: at } };
  return { ...session, clock: { ...clock, held: held + Math.max(0, at - pausedAt!), pausedAt: null } };
}

/** What is left of the level for the next hand: time, hands, or nothing (the last level lasts). */
type LevelLeft = { readonly kind: 'time'; readonly ms: number } | { readonly kind: 'hands'; readonly hands: number } | { readonly kind: 'last' };

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

interface ClockJump {
  readonly kind: 'back' | 'ahead';
  readonly ms: number;
}

/** The clock as it reads at `at`; null for a session without a schedule (a cash game). */
export function clockAt(session: SessionState, at: number): ClockReading | null {
  const terms = clockTerms(session);
  return terms && readClock(terms, at);
}

/** The clock as it reads at `at` from its terms (a table view's, tournament-part.ts). */
export function readClock(terms: ClockTerms, at: number): ClockReading {
  const { schedule } = terms;
  const level = levelReadAt(terms, at);
  const last = level >= schedule.levels.length - 1;
  const length = timed(terms);
  const paused = terms.clock !== null && terms.clock.pausedAt !== null;
  const rising = terms.dealt && level > terms.handLevel;
  const base = { level, blinds: schedule.levels[level], next: last ? null : schedule.levels[level + 1], paused, rising };
  const breakEvery = schedule.breaks?.every ?? 0;
  if (length === null) {
    const every = (schedule.every as { hands: number }).hands;
    const left: LevelLeft = last ? { kind: 'last' } : { kind: 'hands', hands: (level + 1) * every - terms.handsPlayed };
    const onBreak = breakEvery >= 1 && level > terms.handLevel && level % breakEvery === 0;
    return { ...base, left, elapsed: 0, endsAt: null, started: true, onBreak, breakLeft: 0, toBreak: null, jump: null };
  }
  const ran = ranFor(terms, at);
  const start = levelStart(terms, level);
  const remaining = start + length - ran;
  const { breakLeft } = timedPosition(terms, ran);
  const onBreak = breakLeft > 0 && ran < start;
  const nextBreak = breakEvery >= 1 ? (Math.floor(level / breakEvery) + 1) * breakEvery : Infinity;
  return {
    ...base,
    left: last ? { kind: 'last' } : { kind: 'time', ms: remaining },
    // In a break: the time since it began (so the alarm rings as it starts, not again as it ends).
    elapsed: onBreak ? ran - (start - (schedule.breaks?.minutes ?? 0) * MINUTE) : ran - start,
    // Behind the latest moment, the clock waits for the phone's time to reach it.
    endsAt: last || paused || terms.startedAt === null ? null : Math.max(at, clockOf(terms).latest) + remaining,
    started: terms.startedAt !== null,
    onBreak,
    breakLeft: onBreak ? start - ran : 0,
    toBreak: nextBreak < schedule.levels.length && !onBreak ? levelStart(terms, nextBreak) - (schedule.breaks?.minutes ?? 0) * MINUTE - ran : null,
    jump: jumpAt(terms, at),
  };
}

/** H9: when the level in force ends and the next starts (levels by time only; null while paused, and at the last level). */
export function nextLevelAt(session: SessionState, at: number): number | null {
  return clockAt(session, at)?.endsAt ?? null;
}
