// What the tournament clock shows, worked out from the session and the time (no DOM, no clock of
// its own): the digits, who is still playing and who went out in which place, and when to ring.
import { standings, type ClockReading, type SessionState } from '../../engine/index.ts';
import { notArrived } from '../../engine/tournament/play.ts';

/** "mm:ss" (or "h:mm:ss" from an hour), rounded up so 00:00 shows only when the level changes. */
export function clockDigits(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** A stretch of time in words: "45 min", "2 h 05" (T8's expected end, T23's jump of the phone's time). */
export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${String(m).padStart(2, '0')}` : `${m} min`;
}

export interface PlayersLeft {
  readonly playing: number;
  /** Players who entered (T19: a late registrant counts once he sits down). */
  readonly total: number;
  /** H9: eliminated players with their finishing place, the most recent (best place) first. */
  readonly out: readonly { readonly name: string; readonly place: number }[];
  /** T19: registered as late, not here yet. */
  readonly waiting: readonly string[];
}

export function playersLeft(session: SessionState): PlayersLeft {
  const players = session.config.players.map((_, player) => player);
  const entered = players.filter((player) => !notArrived(session, player));
  const out = standings(session)
    .filter((s) => session.leftAfter[s.player] >= 0 && !notArrived(session, s.player))
    .map((s) => ({ name: s.name, place: s.place }));
  const waiting = players.filter((player) => notArrived(session, player)).map((player) => session.config.players[player].name);
  return { playing: entered.filter((player) => session.leftAfter[player] < 0).length, total: entered.length, out, waiting };
}

/**
 * A level change that happened longer ago than this (the screen slept, the app was closed) shows
 * its banner but does not ring: the alarm is for the moment of the change.
 */
export const RING_WITHIN_MS = 15_000;

/** Ring when this page saw the level go up just now (never for the level found on opening). */
export function ringsAt(seenLevel: number | null, reading: ClockReading, timed: boolean): boolean {
  if (seenLevel === null || reading.level <= seenLevel) return false;
  return !timed || reading.elapsed < RING_WITHIN_MS;
}
