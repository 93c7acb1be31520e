import type { SessionState } from '../session.ts';
import { reopenings } from '../undo.ts';
import type { Carried, HandMode, Seat } from '../types.ts';

export interface SessionPart {
  readonly stacks: readonly number[];
  /** B13: buy-ins each player paid, the first one included. */
  readonly buyIns: readonly number[];
  /** Per player: the number of hands played when he left (D14, H9), or -1 while he plays. */
  readonly leftAfter: readonly number[];
  readonly dealer: Seat;
  /** Hands played so far (the hand in play counts once it has ended). */
  readonly handsPlayed: number;
  /** S9: hands that ended with a pot won. */
  readonly resolved: number;
  /** B9, B10, H12: how the next deal is played. */
  readonly mode: HandMode;
  /** F7, F12, B10: chips on the table that no deal has won yet. */
  readonly carried: Carried;
  readonly over: boolean;
  /** G12: how many undos took back an action of a hand; it only grows, so a result looked at is due again once it has grown. */
  readonly reopenings: number;
}

export function sessionPart(state: SessionState): SessionPart {
  return {
    stacks: state.stacks,
    buyIns: state.buyIns,
    leftAfter: state.leftAfter,
    dealer: state.dealer,
    handsPlayed: state.history.length,
    resolved: state.resolved,
    mode: state.mode,
    carried: state.carried,
    over: state.over,
    reopenings: reopenings(state.log),
  };
}
