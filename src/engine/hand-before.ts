/**
 * The hand as it stood before each of its logged actions, kept per hand (its config object, shared
 * by every state of the hand) so a view costs one `apply` per new action rather than a replay of
 * the hand: what the public record of bets (bets.ts) and the chip ledger's deal prompt
 * (deal-prompt.ts) read each action against.
 */
import { newHand, apply } from './game.ts';
import type { HandState, ResolvedConfig } from './types.ts';

const before = new WeakMap<ResolvedConfig, HandState[]>();

/** `[i]`: the hand before its action `log[i]` (the last one: the hand now); null for a log that does not replay. */
export function statesBefore(state: HandState): readonly HandState[] | null {
  let states = before.get(state.config);
  if (!states) {
    try {
      states = [newHand(state.config)];
    } catch {
      return null; // a config only a hand history holds: the log is read without amounts
    }
    before.set(state.config, states);
  }
  const log = state.log;
  // Keep the states this log shares (an undo shortens the log; a new action extends it).
  let shared = 1;
  while (shared < states.length && shared <= log.length && states[shared].log[shared - 1] === log[shared - 1]) shared++;
  states.length = shared;
  while (states.length <= log.length) {
    const next = apply(states[states.length - 1], log[states.length - 1]);
    if (!next.ok) return null;
    states.push(next.state);
  }
  return states;
}
