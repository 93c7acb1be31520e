/**
 * Extra open cards (S1): in a profile with an `extraCard` rule (baseball: every 4), an open card
 * that earns one is followed at once by one more open card to the same seat, before the next
 * player's card, and that card may earn another. Closed cards never do. So a seat is due the
 * cards of the streets dealt so far plus one for every open earning card it holds, and every
 * card past the streets' closed ones is open (each street lists its closed cards first).
 */
import type { Card } from './cards.ts';
import type { Profile } from './profiles/profile.ts';
import type { HandState, Refusal, SeatState } from './types.ts';

/** The card, dealt with this face, gives its owner one more open card (S1). */
export const earnsExtra = (profile: Profile, card: Card | null, up: boolean): boolean =>
  up && card !== null && profile.extraCard !== undefined && profile.extraCard(card);

/** Extra cards a seat has earned so far: one per open earning card it holds. */
export function extrasEarned(profile: Profile, seat: SeatState): number {
  if (!profile.extraCard) return 0;
  let n = 0;
  for (let i = 0; i < seat.cards.length; i++) if (earnsExtra(profile, seat.cards[i], seat.up[i])) n++;
  return n;
}

/** Closed cards every seat holds once the current street is dealt. */
export function closedDue(state: HandState, profile: Profile): number {
  let n = 0;
  for (let i = 0; i <= state.street; i++) {
    const street = profile.streets[i];
    if (street.kind === 'deal' && street.to === 'seats') for (const face of street.faces) if (face === 'closed') n++;
  }
  return n;
}

const closedHeld = (seat: SeatState) => seat.up.reduce((n, up) => (up ? n : n + 1), 0);

/**
 * The faces of the cards of one explicit (or chip-ledger) deal to a seat that is owed `due` cards
 * now: closed while the seat lacks closed cards of the streets so far, then open. A deal may
 * stop short of `due` (the rest follows in another deal) and may go past it only by the extras
 * its own open earning cards call for ("4h Kd": an open 4 and the card it gives).
 */
export function extraDealFaces(state: HandState, profile: Profile, seat: SeatState, cards: readonly (Card | null)[], due: number): boolean[] | Refusal {
  const closed = closedDue(state, profile);
  let held = closedHeld(seat);
  let owed = due;
  const up: boolean[] = [];
  for (const card of cards) {
    if (owed === 0) {
      return { code: 'WRONG_CARD_COUNT', min: 1, max: up.length, message: `deal at most ${up.length} cards: no more are due` };
    }
    const open = held >= closed;
    if (!open) held++;
    owed--;
    if (earnsExtra(profile, card, open)) owed++;
    up.push(open);
  }
  return up;
}
