// T23 on the open page. The log carries the latest time an action did, so a reload never takes the
// clock back; between two actions the page keeps the latest time it read the clock at, so a phone
// set back meanwhile neither shows nor deals a lower level than the one on screen a moment ago.
// Kept per game (its configuration), so another game's times never hold this one's clock.
import { noteTime, type SessionConfig, type SessionState } from '../engine/index.ts';

const latest = new WeakMap<SessionConfig, number>();

function noted(state: SessionState, now: number): number {
  const at = Math.max(latest.get(state.config) ?? now, now);
  latest.set(state.config, at);
  return at;
}

/** The time this game's clock is read at, or an action stamped with: the phone's `now`, never before a time the page read. */
export function tableNow(state: SessionState, now = Date.now()): number {
  return noted(state, now);
}

/**
 * The session as its clock reads at the phone's time `now`: behind the latest time read here, it
 * stands there (and says the phone is behind); otherwise as it is, so a jump ahead still shows.
 */
export function clockSession(state: SessionState, now: number): SessionState {
  const at = noted(state, now);
  return now < at ? noteTime(state, at) : state;
}

/** The host set the level by hand (T23): from this moment the phone's time is taken as it reads. */
export function trustPhoneTime(state: SessionState): number {
  const now = Date.now();
  latest.set(state.config, now);
  return now;
}
