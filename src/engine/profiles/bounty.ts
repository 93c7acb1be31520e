/**
 * H14: the 7-2 bounty, a hold'em cash-game house option. A player who collects chips from a pot —
 * any pot, any run of the board, a share of a split one — with a 7 and a 2 in the hole, shown,
 * receives the agreed bounty once from every other player dealt in. Shown: turned up at the
 * showdown, shown on purpose by the player everyone folded to, or, in the chip ledger, seen by
 * the table and claimed with a tap (bonus.ts `applyClaim`).
 */
import { rankOf, type Card } from '../cards.ts';
import type { HandConfig, HandState, PotResult, Seat } from '../types.ts';
import { payEach } from './bonus.ts';

const SEVEN = 5;
const DEUCE = 0;

/** H14: a 7 and a 2, suited or not. */
function isSevenDeuce(cards: readonly (Card | null)[]): boolean {
  if (cards.length !== 2 || cards.some((c) => c === null)) return false;
  const ranks = cards.map((c) => rankOf(c!)).sort((a, b) => a - b);
  return ranks[0] === DEUCE && ranks[1] === SEVEN;
}

/** The bounty each other player pays, or 0 where the table plays none. */
export const bountyOf = (config: HandConfig): number => config.options?.bounty72 ?? 0;

/** The seat showed 7-2: its known cards turned up, or the table's claim (chip ledger). */
function showedSevenDeuce(state: HandState, seat: Seat): boolean {
  const s = state.seats[seat];
  if (!s.inHand || s.folded || s.mucked) return false;
  if ((state.showdown?.claims ?? []).some((c) => c.seat === seat && c.kind === 'seven-two')) return true;
  return s.shown && isSevenDeuce(s.cards);
}

/** H14: the seats that won chips from a pot with 7-2 shown, each once however many pots or runs. */
export function bountyEarners(state: HandState, pots: readonly PotResult[]): Seat[] {
  if (bountyOf(state.config) <= 0) return [];
  const won = new Set(pots.flatMap((pot) => pot.winners.filter((_, k) => pot.shares[k] > 0)));
  return [...won].filter((seat) => showedSevenDeuce(state, seat)).sort((a, b) => a - b);
}

/** H14: per seat, the bounty received (+) and paid (−) from the stacks after the pots; null when nobody earned it. */
export function bountyTransfers(state: HandState, pots: readonly PotResult[]): number[] | null {
  const earners = bountyEarners(state, pots);
  const each = bountyOf(state.config);
  return earners.length === 0 ? null : payEach(state, earners.map((seat) => ({ seat, each })), 1);
}

/**
 * G9, H14: the last player in, everyone else folded, may show his hand to claim the bounty — when
 * he holds 7-2, or when the app does not know his cards (the chip ledger, where the table may
 * claim it); otherwise he takes the pot at once, unshown.
 */
export function bountyShow(state: HandState): 'may' | null {
  if (bountyOf(state.config) <= 0) return null;
  const last = state.seats.find((s) => s.inHand && !s.folded);
  if (!last) return null;
  return last.cards.some((c) => c === null) || isSevenDeuce(last.cards) ? 'may' : null;
}
