/**
 * The straddle (RULES.md H11): where the table's option allows it, one seat — under the gun, or
 * the button — may post twice the big blind before the cards are dealt. The straddle is a blind
 * bet of the first round (G7): the seat after it acts first pre-flop, the straddler last, and a
 * raise goes to at least twice the straddle (H4: the straddle is the increment).
 */
import { withHand, withSeat } from '../copy.ts';
import { largestPost } from './order.ts';
import type { DecisionStep } from './profile.ts';
import { firstAfter } from '../seats.ts';
import type { Action, HandConfig, HandState, LegalAction, Refusal, Seat } from '../types.ts';

/** H11: twice the big blind (H5: the hand's minimum bet). */
const straddleAmount = (config: HandConfig & { readonly minBet: number }): number => 2 * config.minBet;

const dealtIn = (state: HandState) => (seat: Seat) => state.seats[seat].inHand;

/**
 * H11: the seat the option names, or -1: under the gun is the first seat dealt in after the big
 * blind, the button is the dealer; nobody heads-up, in a bomb pot (H12), or when the seat could
 * only straddle all-in.
 */
function straddler(state: HandState): Seat {
  const option = state.config.options.straddle;
  const players = state.seats.filter((s) => s.inHand).length;
  if (!option || players < 3 || state.config.mode === 'bomb') return -1;
  const seat = option === 'button' ? state.config.dealer : utg(state);
  if (seat < 0 || !state.seats[seat].inHand || state.config.blinds[seat] > 0) return -1;
  return state.seats[seat].stack > straddleAmount(state.config) ? seat : -1;
}

/** The first seat dealt in after the big blind (the largest blind of H2, the later one on a tie); the blinds are the only bets yet. */
function utg(state: HandState): Seat {
  const big = largestPost(state, 1);
  return big < 0 ? -1 : firstAfter(state.seats.length, big, 1, dealtIn(state));
}

/** H11 as a decision street before the deal: the seat straddles or does not, then the cards come. */
export const straddleStep: DecisionStep = {
  next: straddler,
  legal(state): LegalAction[] {
    return [{ type: 'straddle', amount: straddleAmount(state.config) }];
  },
  apply(state, action: Action): HandState | Refusal {
    if (action.type !== 'straddle' || typeof action.accept !== 'boolean') {
      return { code: 'NOT_ALLOWED', reason: 'straddle', rule: 'H11', message: 'say whether the player straddles (accept: true or false)' };
    }
    const street = state.street + 1;
    if (!action.accept) return withHand(state, { street });
    const amount = straddleAmount(state.config);
    const seats = state.seats.slice();
    const s = seats[action.seat];
    seats[action.seat] = withSeat(s, { stack: s.stack - amount, bet: s.bet + amount, committed: s.committed + amount });
    return withHand(state, { seats, street });
  },
};

/** H11: the straddle a hand's log records, for its hand history and its view; null when none. */
export function straddleOf(state: HandState): { readonly seat: Seat; readonly amount: number } | null {
  const taken = state.log.find((a): a is Extract<Action, { type: 'straddle' }> => a.type === 'straddle' && a.accept);
  return taken ? { seat: taken.seat, amount: straddleAmount(state.config) } : null;
}
