/**
 * A game's completed hands, from its config and log as stored: what the history lists, the
 * replayer steps through and the players' book counts. The log is replayed with its undos
 * resolved (undo.ts), so a hand reopened by an undo and finished again is one hand; replay stops
 * quietly at an action the engine refuses.
 *
 *   const { hands, state } = completedHands(config, log);
 *   hands[0].hand            // the first hand as it ended: replay(hand.config, hand.log) rebuilds it
 *   standings(state)         // the session after the last action that counts
 */
import { newSession, playLog, type HandRecord, type Level, type SessionAction, type SessionConfig, type SessionState } from './session.ts';
import type { HandState } from './types.ts';
import { view, type HandView } from './hand-view.ts';
import { effectiveLog } from './undo.ts';

export interface CompletedHand {
  /** The game's own number for it, from 1. */
  readonly number: number;
  readonly hand: HandState;
  readonly record: HandRecord;
  /** The tournament level it was played at (H9); 0 without levels. */
  readonly level: number;
  /** When the table dealt it (the `startHand` action's clock), where the log says. */
  readonly at?: number;
}

export interface PlayedSession {
  readonly hands: readonly CompletedHand[];
  readonly state: SessionState;
}

export function completedHands(config: SessionConfig, log: readonly SessionAction[]): PlayedSession {
  const hands: CompletedHand[] = [];
  let at: number | undefined;
  const { state } = playLog(newSession(config), effectiveLog(log), (before, after, action) => {
    if (action.type === 'startHand') at = action.at;
    const wasOpen = before.hand !== null && before.hand.pending.kind !== 'complete';
    const hand = after.hand;
    if (wasOpen && hand?.pending.kind === 'complete' && hand.result) {
      hands.push({ number: after.history.length, hand, record: after.history[after.history.length - 1], level: after.level, ...(at === undefined ? {} : { at }) });
    }
  });
  return { hands, state };
}

export interface PlayedHand {
  readonly number: number;
  readonly view: HandView;
  /** Stacks when the hand started and when it ended, per player. */
  readonly stacks: { readonly before: readonly number[]; readonly after: readonly number[] };
  /** A tournament's level the hand was dealt at: its number (from 1) and its forced bets. */
  readonly level: { readonly number: number; readonly bets: Level } | null;
}

/** The finished hands of a log as the table saw them: the game's history and its hand cards. */
export function playedHands(config: SessionConfig, log: readonly SessionAction[]): PlayedHand[] {
  return completedHands(config, log).hands.map(({ number, hand, record, level }) => {
    const bets = config.schedule?.levels[level];
    return { number, view: view(hand, 'table'), stacks: { before: record.before, after: record.after }, level: bets ? { number: level + 1, bets } : null };
  });
}
