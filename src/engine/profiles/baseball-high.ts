/**
 * S5: who starts a Baseball betting round. The best open hand starts, wild cards counting (a lone
 * wild is an ace, wild + K a pair of kings; straights and flushes need five open cards, the
 * evaluator's `evaluateOpen`); of equal open hands, the one nearest the dealer's left starts (the
 * dealer last). Shared by the engine (first to act) and the table view (who is high, and why).
 */
import type { Card } from '../cards.ts';
import { evaluateOpen } from '../evaluate/open.ts';
import type { RankingRules } from '../evaluate/rules.ts';
import { seatsAfter, type Direction } from '../seats.ts';
import type { Seat } from '../types.ts';

/** What the rule needs to know of a seat: its cards as seen (null = face down or unknown), their faces, and whether it is still in. */
export interface OpenSeat {
  readonly cards: readonly (Card | null)[];
  readonly up: readonly boolean[];
  readonly live: boolean;
}

export interface High {
  readonly seat: Seat;
  /** The open hand's value (evaluateOpen). */
  readonly value: number;
  /** Another seat still in has an equal open hand: position decided (S5). */
  readonly tie: boolean;
}

/** The open cards of a seat, or null when one of them is unknown (chip ledger). */
export function openCards(seat: Pick<OpenSeat, 'cards' | 'up'>): Card[] | null {
  const open: Card[] = [];
  for (let i = 0; i < seat.cards.length; i++) {
    if (!seat.up[i]) continue;
    const c = seat.cards[i];
    if (c === null) return null;
    open.push(c);
  }
  return open;
}

/** The seat with the best open hand, or null when some seat still in shows no card or an unknown one. */
export function highOpenHand(seats: readonly OpenSeat[], dealer: Seat, direction: Direction, rules: RankingRules): High | null {
  let best: High | null = null;
  for (const seat of seatsAfter(seats.length, dealer, direction)) {
    if (!seats[seat].live) continue;
    const open = openCards(seats[seat]);
    if (open === null || open.length === 0) return null;
    const { value } = evaluateOpen(open, rules);
    // Strictly better only: of equal hands the one met first (nearest the dealer's left) stays.
    if (best === null || value > best.value) best = { seat, value, tie: false };
    else if (value === best.value) best = { seat: best.seat, value, tie: true };
  }
  return best;
}
