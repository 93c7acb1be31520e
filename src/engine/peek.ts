/**
 * G16: at a pass-and-play table (the app deals), a seat still in the hand may look at its own
 * closed cards again while another seat holds the turn. The look is a logged action like any
 * other, public: the table sees who looked (never what), in the hand's record and at the
 * showdown. With real cards (the chip ledger) there is nothing to look at on the phone.
 *
 *   peekers(state)        // the seats that may look now
 *   apply(state, { type: 'peek', seat: 2 })
 */
import type { HandState, Seat } from './types.ts';

/** Whether `seat` may look at its own cards now. */
export function mayPeek(state: HandState, seat: Seat): boolean {
  const s = state.seats[seat];
  const pending = state.pending;
  return (
    state.config.dealing !== 'ledger' &&
    pending.kind !== 'complete' &&
    !('seat' in pending && pending.seat === seat) &&
    s.inHand &&
    !s.folded &&
    s.cards.some((card, i) => card !== null && !s.up[i])
  );
}

/** The seats that may look at their own cards now, in seat order. */
export function peekers(state: HandState): Seat[] {
  return state.seats.flatMap((_, seat) => (mayPeek(state, seat) ? [seat] : []));
}
