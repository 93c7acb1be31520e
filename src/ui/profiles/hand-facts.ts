// Public facts of a hand the profiles' table parts read from a view: which betting round this is,
// who opened and who raised in it, which open cards are extras for an open 4 (S1), who still waits
// for a delayed fourth card (B6). Pure: views in, facts out.
import { rankOf, type Card, type HandView, type PublicEvent, type Seat, type SeatView } from '../../engine/index.ts';

const FOUR = 2;

/** Events of the betting round under way (or the last one): everything after the last exchange. */
export function roundEvents(view: HandView): readonly PublicEvent[] {
  let start = 0;
  view.record.forEach((event, i) => {
    if (event.type === 'draw') start = i + 1;
  });
  return view.record.slice(start);
}

/** True once anyone has exchanged: the second round of a draw game. */
export const afterExchange = (view: HandView): boolean => view.record.some((event) => event.type === 'draw');

/** Raises made so far in the round under way (F8: the first is a repique, later ones contra-repiques). */
export const raisesThisRound = (view: HandView): number => roundEvents(view).filter((event) => event.type === 'raise').length;

/** The seat that made the first voluntary bet of the round under way, or null. */
export function openerThisRound(view: HandView): Seat | null {
  const open = roundEvents(view).find((event) => event.type === 'bet');
  return open && 'seat' in open ? open.seat : null;
}

/** Whether `seat` said mesa (checked) in the round under way. */
export const saidMesa = (view: HandView, seat: Seat): boolean => roundEvents(view).some((event) => event.type === 'check' && event.seat === seat);

/** The highest bet of the round under way. */
export const currentBet = (view: HandView): number => Math.max(0, ...view.seats.map((s) => s.bet));

/**
 * S1: parallel to the seat's cards, whether each is the extra card an open 4 gave: every open 4
 * gets one more open card at once, before anyone else's, so it is the next card the seat holds.
 */
export function extraCards(seat: Pick<SeatView, 'cards' | 'up'>): boolean[] {
  return seat.cards.map((_, i) => i > 0 && seat.up[i] && seat.up[i - 1] && isFour(seat.cards[i - 1]));
}

const isFour = (card: Card | null) => card !== null && rankOf(card) === FOUR;

/**
 * B6: seats that exchanged four and still hold four cards: their fourth replacement comes after
 * everyone else has exchanged.
 */
export const waitingFourth = (view: HandView): Seat[] =>
  view.seats.filter((s) => s.inHand && !s.folded && s.exchanged[s.exchanged.length - 1] === 4 && s.cards.length < 5).map((s) => s.seat);
