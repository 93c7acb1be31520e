/**
 * What each betting action of a hand put in, and the bet it faced, as the table saw it happen (the
 * hand log's "Ana called 6", G11's public record of bets); and the forced posts the hand began
 * with (antes, blinds, the escuro's posts, G7). The log holds only the actions (a call is "call"),
 * so this reads each one against the hand as it stood just before it.
 */
import { statesBefore } from './hand-before.ts';
import type { Action, HandState, Seat } from './types.ts';

export interface BetStep {
  /** Chips the action put in front of the seat (0 for a check or a fold). */
  readonly added: number;
  /** The round's highest bet when the seat acted (blinds, straddles and the escuro count). */
  readonly facing: number;
  /** The action put in the seat's last chip. */
  readonly allIn: boolean;
}

export interface ForcedPost {
  readonly seat: Seat;
  /** Dead money below the bets (D4, F4, B10, H2). */
  readonly ante: number;
  /** A bet of the first round: a blind, or one of the escuro's posts (B4, F13). */
  readonly blind: number;
}

function step(state: HandState, action: Action): BetStep | null {
  if (action.type !== 'fold' && action.type !== 'check' && action.type !== 'call' && action.type !== 'bet' && action.type !== 'raise') return null;
  const seat = state.seats[action.seat];
  const facing = state.round?.currentBet ?? 0;
  const wanted = action.type === 'call' ? facing - seat.bet : action.type === 'bet' || action.type === 'raise' ? action.to - seat.bet : 0;
  // S2: a credit balance always covers; elsewhere a call for more than the stack is all-in for it.
  const added = state.config.credit ? wanted : Math.min(wanted, seat.stack);
  return { added, facing, allIn: !state.config.credit && added > 0 && added === seat.stack };
}

/** Parallel to the hand's log: each betting action's step, null for any other action (or a log that does not replay). */
export function betSteps(state: HandState): readonly (BetStep | null)[] {
  const states = statesBefore(state);
  return state.log.map((action, i) => (states ? step(states[i], action) : null));
}

/** G7: chips of a bet nobody called, given back to their owner as a betting round closed. */
export interface Returned {
  readonly seat: Seat;
  readonly amount: number;
}

/**
 * G7: every uncalled part of a bet given back so far in the hand, in the order it was (a round's
 * close, or the hand's end when everyone folded to a bet). The pot the table saw while the bet
 * stood counted it; the pots paid do not, so the result says where it went.
 */
export function uncalledReturns(state: HandState): readonly Returned[] {
  const states = statesBefore(state);
  if (!states) return [];
  return states.slice(1).flatMap((after, i) => returnedBetween(states[i], after));
}

/** G7: what one step of the hand (`before` to `after`) gave back of bets nobody called, seat by seat. */
export function returnedBetween(before: HandState, after: HandState): Returned[] {
  return after.seats.flatMap((s, seat) => {
    // Only an uncalled bet's return makes what a seat put in smaller (betting/round.ts closeRound).
    const amount = before.seats[seat].committed - s.committed;
    return amount > 0 ? [{ seat, amount }] : [];
  });
}

/** The posts the hand began with, seat by seat, for the seats that posted anything. */
export function forcedPosts(state: HandState): readonly ForcedPost[] {
  const start = statesBefore(state)?.[0];
  if (!start) return [];
  return start.seats.flatMap((s, seat) => (s.committed > 0 ? [{ seat, ante: s.committed - s.bet, blind: s.bet }] : []));
}
