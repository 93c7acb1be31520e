/** Who opens a betting round: the rules shared by several profiles. */
import { firstAfter, type Direction } from '../seats.ts';
import type { HandState, Seat } from '../types.ts';

const stillIn = (state: HandState) => (seat: Seat) => state.seats[seat].inHand && !state.seats[seat].folded;

/** D5, D8, H5: the first player still in after the dealer (the button). */
export function leftOfDealer(state: HandState, direction: Direction): Seat {
  return firstAfter(state.seats.length, state.config.dealer, direction, stillIn(state));
}

/**
 * H3: the player after the largest blind or straddle (under the gun); heads-up that is the
 * button, who posts the small blind (H8). With no blinds, as leftOfDealer. H11: a straddle the
 * seat chose before the deal is its bet when the round opens; on equal posts the later one counts
 * (a button straddle equal to an under-the-gun straddle: the small blind acts first).
 */
export function afterBlinds(state: HandState, direction: Direction): Seat {
  const largest = largestPost(state, direction);
  if (largest < 0) return leftOfDealer(state, direction);
  return firstAfter(state.seats.length, largest, direction, stillIn(state));
}

/** The seat of the largest blind or straddle, the later one from the dealer on a tie (H3, H11); -1 with no blinds. */
export function largestPost(state: HandState, direction: Direction): Seat {
  const count = state.seats.length;
  const { blinds, dealer } = state.config;
  const posted = (seat: Seat) => Math.max(blinds[seat], state.seats[seat].bet);
  let largest = -1;
  for (let i = 1, seat = dealer; i <= count; i++) {
    seat = (seat + direction + count) % count;
    if (posted(seat) > 0 && (largest < 0 || posted(seat) >= posted(largest))) largest = seat;
  }
  return largest;
}
