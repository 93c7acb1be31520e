// What the tournament clock shows, worked out from its reading (no DOM, no clock of its own): the
// digits, a stretch of time in words, and when to ring.
import type { ClockReading } from '../../engine/index.ts';

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
