import { checkSession } from '../checks.ts';
import { nextDealer, sittingOut, waitsForBuyIn } from '../seating.ts';
import { standings, type SessionState, type Standing } from '../session.ts';
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
  /** The number of the hand in play, or of the last one played (0 before the first deal). */
  readonly handNumber: number;
  /** D14: hands still to play at the length agreed at setup; null: no such length. */
  readonly handsLeft: number | null;
  /**
   * D14, H2: who deals the next hand; null when the deal's check refuses one (checks.ts: a hand in
   * play, the game over, G19 a buy-in awaited). The app deals, or asks the phones for their shared
   * shuffle first (N9), only when it is set.
   */
  readonly nextDealer: Seat | null;
  /** G19: a cash game with fewer than two players who can be dealt in: a buy-in first, or the host ends it. */
  readonly waitsForBuyIn: boolean;
  /** G19: the players of a cash game sitting out for want of chips, each offered a buy-in. */
  readonly sittingOut: readonly Seat[];
  /** D14, S9, H9, B13: places so far, shared on equal results. */
  readonly standings: readonly Standing[];
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
  const running = state.hand !== null && state.hand.result === null;
  const waiting = waitsForBuyIn(state);
  // The deal's time matters to its check where levels go by time (NEEDS_TIME): the clock's latest moment stands for the tap's.
  const deal = checkSession(state, { type: 'startHand', at: state.clock?.latest ?? state.startedAt ?? 0 });
  return {
    stacks: state.stacks,
    buyIns: state.buyIns,
    leftAfter: state.leftAfter,
    dealer: state.dealer,
    handsPlayed: state.history.length,
    handNumber: state.history.length + (running ? 1 : 0),
    handsLeft: state.config.hands === undefined ? null : state.config.hands - state.history.length,
    // C3: a dealer's-choice deal waiting for its game still has its dealer, who names it.
    nextDealer: deal && deal.code !== 'NAME_GAME' ? null : nextDealer(state),
    waitsForBuyIn: waiting,
    sittingOut: sittingOut(state),
    standings: standings(state),
    resolved: state.resolved,
    mode: state.mode,
    carried: state.carried,
    over: state.over,
    reopenings: reopenings(state.log),
  };
}
