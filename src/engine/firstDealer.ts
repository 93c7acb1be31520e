/**
 * F3: the first dealer is whoever draws the highest card. Suits have no value (G1), so the
 * players tied for the highest rank draw again, from the same shuffled deck, until one of them
 * is highest. The shuffle is the caller's (chance stays outside the engine); given the recorded
 * order, the draw is replayed exactly.
 */
import { rankOf, type Card } from './cards.ts';
import type { Seat } from './types.ts';

export interface HighCardDraw {
  /** The first dealer, or null when the deck ran out before the tie was broken: shuffle and draw again. */
  readonly dealer: Seat | null;
  /** One entry per drawing round: the card each player drew, null for those not drawing in that round. */
  readonly rounds: readonly (readonly (Card | null)[])[];
}

/** Draw for the deal: one card each, seat 0 first, from `order` (top card first); ties on the highest rank redraw. */
export function highCardDealer(order: readonly Card[], players: number): HighCardDraw {
  if (!Number.isInteger(players) || players < 2) throw new RangeError(`a draw for the deal needs 2 players or more, not ${players}`);
  const rounds: (Card | null)[][] = [];
  let drawing = Array.from({ length: players }, (_, seat) => seat);
  let next = 0;
  for (;;) {
    if (next + drawing.length > order.length) return { dealer: null, rounds };
    const round = new Array<Card | null>(players).fill(null);
    for (const seat of drawing) round[seat] = order[next++];
    rounds.push(round);
    const top = Math.max(...drawing.map((seat) => rankOf(round[seat]!)));
    drawing = drawing.filter((seat) => rankOf(round[seat]!) === top);
    if (drawing.length === 1) return { dealer: drawing[0], rounds };
  }
}
