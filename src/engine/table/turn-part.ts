import { amountToCall } from '../betting/round.ts';
import { peekers } from '../peek.ts';
import type { SessionAction, SessionState } from '../session.ts';
import type { HandState, Seat } from '../types.ts';

export interface TurnPart {
  /** The seat the hand waits for (to bet, draw, show, or a profile's own decision); null while chance or the table is awaited. */
  readonly acting: Seat | null;
  /**
   * G11: the seat whose private moment it is, whose cards must stay behind the privacy cover until
   * he holds the phone. None in chip-ledger mode (the cards are real).
   */
  readonly phone: Seat | null;
  /** G16: the other seats that may take the phone to look at their own cards again. */
  readonly peekers: readonly Seat[];
  /** What calling costs the acting seat when it is to bet (0: nothing to call); null at any other moment. Public: the bets are on the table. */
  readonly toCall: number | null;
}

/** Whose turn and whose phone it is in `hand` (none without a hand). */
export function handTurn(hand: HandState | null): TurnPart {
  const acting = hand && 'seat' in hand.pending ? hand.pending.seat : null;
  const toCall = hand?.pending.kind === 'bet' && hand.round ? amountToCall(hand, hand.pending.seat) : null;
  return { acting, phone: hand && hand.config.dealing !== 'ledger' ? acting : null, peekers: hand ? peekers(hand) : [], toCall };
}

export function turnOf(state: SessionState): TurnPart {
  return handTurn(state.hand);
}

/**
 * The seat whose own decision `action` is, or null for the table's (an award, a deal, an undo, a
 * move between hands, or cards the table typed in as they lie on the real table, G12, O8): what a
 * seat's turn guards (the chip ledger's settling moment, G12; a guest phone's seat, N3).
 */
export const actingSeat = (action: SessionAction): Seat | null => ('seat' in action && !(action.type === 'show' && action.cards) ? action.seat : null);
