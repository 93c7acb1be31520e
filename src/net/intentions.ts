/**
 * N3: what a seat's phone may ask for. A phone acts for its own seat only, and only with a
 * player's own decisions; the table's moves (a deal, an award, an undo, a buy-in, the clock, the
 * cards the table types in as they lie on the real table, ending the game…) stay with the host.
 * The engine then judges the intention as it judges a tap (turn, amounts, cards): this check adds
 * nothing to the rules, it keeps one phone from playing another's hand.
 */
import type { Refusal, Seat, SessionAction } from '../engine/index.ts';
import type { Role } from './messages.ts';

/** A player's own decisions, each naming his seat. */
const PLAYERS = new Set<SessionAction['type']>(['fold', 'check', 'call', 'bet', 'raise', 'draw', 'show', 'muck', 'openers', 'rebuy', 'peek', 'straddle']);

/**
 * Null when a phone of `role` may send `action`; otherwise the refusal, worded as the engine's
 * NOT_YOUR_TURN (`acting`: whose turn it is) so the phone says it in the table's own words.
 */
export function intentionRefusal(role: Role, action: SessionAction, acting: Seat | null): Refusal | null {
  if (role === null || role === 'table') return { code: 'NOT_YOUR_TURN', expected: acting, message: 'this phone holds no seat' };
  if (!PLAYERS.has(action.type) || !('seat' in action) || (action.type === 'show' && action.cards)) {
    return { code: 'NOT_YOUR_TURN', expected: null, message: `${action.type} is the host's to do` };
  }
  if (action.seat !== role) return { code: 'NOT_YOUR_TURN', expected: acting, message: `seat ${action.seat} is not this phone's (seat ${role})` };
  return null;
}
