/**
 * Undo in the chip ledger (G12), and the corrections it allows. The log stays append-only: an
 * undo is itself a session action (`{ type: 'undo' }`) that removes the last action that counts,
 * so the record keeps what was entered, what was undone and when, and a replay of the raw log
 * gives the same state as a replay of the log with the undone actions taken out.
 *
 * What an undo may take back: the last hand action of the hand in play (not past its start, and
 * only where the table enters everything: the ledger, never a shuffle or a pass-and-play decision
 * made behind the privacy cover) or the last move between hands (a buy-in, an add-on, a late
 * entry or a walk-in, a colour-up, a deal). Clock actions are time, not
 * decisions: an undo passes over them and leaves them in place.
 */
import { isClockAction } from './tournament/clock.ts';
import type { ReplayResult } from './game.ts';
import type { SessionAction, SessionRefusal, SessionResult, SessionState } from './session.ts';
import type { Action, HandConfig } from './types.ts';

export type UndoAction = { readonly type: 'undo' };

/** Moves made between hands (a buy-in, H12, T5, T15, T18, T19): undone in either mode, by replaying the log without them. */
const BETWEEN_HANDS = new Set(['buyIn', 'bombPot', 'nameGame', 'addOn', 'lateEntry', 'walkIn', 'colourUp', 'prizeDeal']);

/** Index of the action an undo would remove from a log without undos, or -1 (nothing since the hand started). */
function undoTarget(log: readonly SessionAction[]): number {
  for (let i = log.length - 1; i >= 0; i--) {
    const action = log[i];
    // The clock and a price said at the cash-out are not moves of the hand: said again, not undone.
    if (isClockAction(action) || action.type === 'buyInPrice') continue;
    return action.type === 'startHand' ? -1 : i;
  }
  return -1;
}

/** Whether an undo may take `action` back: a move between hands in either mode; a move of the hand only in the chip ledger. */
const mayUndo = (session: SessionState, action: SessionAction): boolean =>
  // Pass-and-play: a decision taken behind the privacy cover, or the deal's shuffle, stays.
  BETWEEN_HANDS.has(action.type) || session.hand?.config.dealing === 'ledger';

/** The action an undo would take back now, or null when there is none or this mode keeps it (the undo button's label). */
export function undoableMove(session: SessionState): SessionAction | null {
  const log = effectiveLog(session.log);
  const target = undoTarget(log);
  return target >= 0 && mayUndo(session, log[target]) ? log[target] : null;
}

/** The log with every undo resolved: the actions that count, in order. */
export function effectiveLog(log: readonly SessionAction[]): SessionAction[] {
  const kept: SessionAction[] = [];
  for (const action of log) {
    if (action.type !== 'undo') kept.push(action);
    else {
      const target = undoTarget(kept);
      if (target >= 0) kept.splice(target, 1);
    }
  }
  return kept;
}

/** What the undos since the current hand started took back, oldest first (the table's record of corrections). */
export function undoneInHand(log: readonly SessionAction[]): SessionAction[] {
  const start = log.map((a) => a.type).lastIndexOf('startHand');
  const kept: SessionAction[] = [];
  const undone: SessionAction[] = [];
  for (const action of log.slice(start + 1)) {
    if (action.type !== 'undo') kept.push(action);
    else {
      const target = undoTarget(kept);
      if (target >= 0) undone.push(...kept.splice(target, 1));
    }
  }
  return undone;
}

/**
 * How many undos in the log took back an action of a hand (G12: a finished hand's award reopens
 * it), not only moves between hands. The count only grows, so the table's result screen, once
 * looked at, is due again when the count has grown and the hand ends anew.
 */
export function reopenings(log: readonly SessionAction[]): number {
  const kept: SessionAction[] = [];
  let count = 0;
  for (const action of log) {
    if (action.type !== 'undo') kept.push(action);
    else {
      const target = undoTarget(kept);
      if (target >= 0 && !BETWEEN_HANDS.has(kept.splice(target, 1)[0].type)) count++;
    }
  }
  return count;
}

/** G12: why an undo is refused now, or null (its check, checks.ts): nothing since the hand started, or a move this mode keeps. */
export function undoRefusal(session: SessionState): SessionRefusal | null {
  const log = effectiveLog(session.log);
  const target = undoTarget(log);
  if (target < 0) return { code: 'NOTHING_TO_UNDO', message: 'nothing to undo since the hand started' };
  return mayUndo(session, log[target]) ? null : { code: 'NOT_UNDOABLE', message: 'undo is for chip-ledger hands, and for moves between hands' };
}

/**
 * The session after an undo undoRefusal allowed (its `log` left as it was: the caller appends the
 * undo). A hand still in play is replayed alone, from its own config and log (`replayHand`), since
 * nothing else in the session moved since its deal; an undo that reopens a finished hand, or takes
 * back a buy-in, replays the session's log without the undone action (`replayLog`). Both are
 * session.ts's and game.ts's replays, passed in to keep this module, which checks.ts asks, free of them.
 */
export function undoLast(
  session: SessionState,
  replayLog: (log: readonly SessionAction[]) => SessionResult,
  replayHand: (config: HandConfig, log: readonly Action[]) => ReplayResult,
): SessionState {
  const log = effectiveLog(session.log);
  const target = undoTarget(log);
  const action = log[target];
  const hand = session.hand;
  if (!BETWEEN_HANDS.has(action.type) && hand && !hand.result) {
    const replayed = replayHand(hand.config, hand.log.slice(0, -1));
    if (!replayed.ok) throw new Error(`a hand's own log did not replay: ${replayed.error.code}`);
    return { ...session, hand: replayed.state };
  }
  const replayed = replayLog([...log.slice(0, target), ...log.slice(target + 1)]);
  if (!replayed.ok) throw new Error(`the log without the undone action did not replay: ${replayed.error.code}`);
  return { ...replayed.state, log: session.log };
}
