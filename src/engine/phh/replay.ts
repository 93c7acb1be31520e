import { apply, newHand, RefusedConfig } from '../game.ts';
import type { HandState, Refusal } from '../types.ts';
import { NET_FIELD, formatNet, parseNet } from './baseball.ts';
import { PhhError } from './errors.ts';
import { phhConfig, engineAction } from './import.ts';
import { holdemConfig, onHoldemTable } from './holdem.ts';
import { PHH_VARIANTS, type PhhHand } from './hand.ts';
import { formatPhhAction } from './notation.ts';
import { describeStackDifference, stacksMatch } from './stacks.ts';

export type ReplayOutcome =
  /** Every action applied; `checked` when the file records finishing stacks and they match. */
  | { readonly ok: true; readonly state: HandState; readonly checked: boolean }
  | { readonly ok: false; readonly reason: 'refused'; readonly index: number; readonly action: string; readonly refusal: Refusal }
  /** The forced posts (`antes`, `blinds_or_straddles`) are not what the variant's rules make. */
  | { readonly ok: false; readonly reason: 'posts'; readonly refusal: Refusal }
  | { readonly ok: false; readonly reason: 'stacks'; readonly state: HandState; readonly message: string }
  | { readonly ok: false; readonly reason: 'unplayable'; readonly message: string };

/**
 * Plays a hand history through the engine, action by action, and compares the final stacks with
 * `finishing_stacks` when the file has them (stacksMatch). A refused action stops the replay:
 * the outcome names it and carries the engine's refusal.
 */
export function replayPhh(hand: PhhHand): ReplayOutcome {
  let state: HandState;
  try {
    const config = phhConfig(hand);
    try {
      state = newHand(config);
    } catch (e) {
      if (e instanceof RefusedConfig) return { ok: false, reason: 'posts', refusal: e.refusal };
      // Players or stacks the engine cannot seat (too many players, …): the file cannot be played.
      if (e instanceof RangeError) return { ok: false, reason: 'unplayable', message: e.message };
      throw e;
    }
    // H13: the runs the file says, agreed when the engine asks (PHH has no action for it).
    const runs = onHoldemTable(PHH_VARIANTS[hand.variant]) ? holdemConfig(hand.user_defined).runs : 1;
    for (let i = 0; i < hand.actions.length; i++) {
      if (state.pending.kind === 'runIt') state = agreeRuns(state, runs);
      const action = engineAction(hand.actions[i], state, i);
      if (action === null) continue;
      const result = apply(state, action);
      if (!result.ok) {
        return { ok: false, reason: 'refused', index: i, action: formatPhhAction(hand.actions[i]), refusal: result.error };
      }
      state = result.state;
    }
  } catch (e) {
    if (e instanceof PhhError) return { ok: false, reason: 'unplayable', message: e.message };
    throw e;
  }
  const net = hand.user_defined?.[NET_FIELD];
  if (Array.isArray(net)) return checkNet(state, net);
  const recorded = hand.finishing_stacks;
  if (recorded === undefined) return { ok: true, state, checked: false };
  const actual = state.seats.map((s) => s.stack);
  if (!stacksMatch(actual, recorded)) {
    return { ok: false, reason: 'stacks', state, message: `finishing stacks differ: ${describeStackDifference(actual, recorded)}` };
  }
  return { ok: true, state, checked: true };
}

/** H13: the table agrees the runs the file's `_mesa_runout_count` says. */
function agreeRuns(state: HandState, times: number): HandState {
  const result = apply(state, { type: 'runIt', times });
  if (!result.ok) throw new PhhError(`_mesa_runout_count: ${result.error.message}`, '_mesa_runout_count');
  return result.state;
}

/** _MESA_BASEBALL: each player's exact result in units (`_mesa_net`) must be the engine's. */
function checkNet(state: HandState, recorded: readonly unknown[]): ReplayOutcome {
  const actual = state.result?.net ?? state.seats.map(() => 0);
  const differs = actual.map((n, i) => (parseNet(recorded[i]) === n ? '' : `p${i + 1} ${formatNet(n)} (recorded ${String(recorded[i])})`)).filter(Boolean);
  if (recorded.length !== actual.length || differs.length > 0) {
    return { ok: false, reason: 'stacks', state, message: `results differ: ${differs.join(', ') || 'player count'}` };
  }
  return { ok: true, state, checked: true };
}

/** One line for a failed replay, as the replay CLI prints it. */
export function describeReplayFailure(outcome: Exclude<ReplayOutcome, { ok: true }>): string {
  switch (outcome.reason) {
    case 'refused': {
      const { code, message } = outcome.refusal;
      return `actions[${outcome.index}] "${outcome.action}" refused: ${code} (${message})`;
    }
    case 'posts':
      return `antes and blinds_or_straddles refused: ${outcome.refusal.code} (${outcome.refusal.message})`;
    case 'stacks':
    case 'unplayable':
      return outcome.message;
  }
}
