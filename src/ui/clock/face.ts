// What the tournament clock shows, worked out from the session and the time (no DOM, no clock of
// its own): the digits, who is still playing and who went out in which place, and when to ring.
import { standings, type ClockReading, type SessionState } from '../../engine/index.ts';

/** "mm:ss" (or "h:mm:ss" from an hour), rounded up so 00:00 shows only when the level changes. */
export function clockDigits(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

export interface PlayersLeft {
  readonly playing: number;
  readonly total: number;
  /** H9: eliminated players with their finishing place, the most recent (best place) first. */
  readonly out: readonly { readonly name: string; readonly place: number }[];
}

export function playersLeft(session: SessionState): PlayersLeft {
  const out = standings(session)
    .filter((s) => session.leftAfter[s.player] >= 0)
    .map((s) => ({ name: s.name, place: s.place }));
  return { playing: session.leftAfter.filter((left) => left < 0).length, total: session.leftAfter.length, out };
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
