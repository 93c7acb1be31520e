/**
 * N3: what a seat's phone may ask for. A phone acts for its own seat only, and only with a
 * player's own decisions; the table's moves (a deal, an award, an undo, a buy-in, the clock, the
 * cards the table types in as they lie on the real table, ending the game…) stay with the host.
 * The engine then judges the intention as it judges a tap (turn, amounts, cards): this check adds
 * nothing to the rules, it keeps one phone from playing another's hand.
 */
import type { Refusal, Seat, SessionAction, SessionState } from '../engine/index.ts';
import type { Role } from './messages.ts';

/** A player's own decisions, each naming his seat; C3: the game the next dealer names (the engine checks he is). */
const PLAYERS = new Set<SessionAction['type']>(['fold', 'check', 'call', 'bet', 'raise', 'draw', 'show', 'muck', 'openers', 'rebuy', 'peek', 'straddle', 'nameGame']);

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

/** N3: a moment of the table: the number of the hand its view shows, and the length of its log. */
export interface TableMoment {
  readonly hand: number;
  readonly log: number;
}

/** The moment of `state`: the hand in play, or the last one played (0 before the first), and how many actions its log holds. */
export function tableMoment(state: SessionState): TableMoment {
  const inPlay = state.hand !== null && state.hand.pending.kind !== 'complete';
  return { hand: state.history.length + (inPlay ? 1 : 0), log: state.log.length };
}

/**
 * N3: null when an intention made at `made` is still the table's moment `now`; otherwise why not.
 * Any move logged since (a stand-in's check, another seat's look) makes it stale: the phone had not
 * seen it, and its player taps again on the view that shows it.
 */
export function staleRefusal(made: TableMoment, now: TableMoment | null): Refusal | null {
  if (now === null || made.hand !== now.hand) return { code: 'HAND_OVER', message: `made in hand ${made.hand}; the table is at hand ${now?.hand ?? 0}` };
  if (made.log !== now.log) return { code: 'WRONG_PHASE', reason: 'stale', message: `made at move ${made.log}; the table is at move ${now.log}` };
  return null;
}

/** G16: a phone's seat looks once per turn; the refusal of a second look, with the clause that says so. */
export const LOOKED: Refusal = { code: 'NOT_ALLOWED', reason: 'looked', rule: 'G16', message: 'one look at your own cards per turn' };
