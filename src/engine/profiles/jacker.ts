/**
 * Jacker mode (RULES.md B10), the deal after a bonus (B9). No escuro: everyone posts 2 units and
 * the cards are dealt; from the dealer's right each says *passo* (check) or *abro* (bet), and only
 * three of a kind or better in the five dealt cards may open. Nobody opens: a dead deal, whose
 * chips the session carries to the next deal (everyone posts 1 more unit there). Once someone
 * opens, the others cover or fold and nobody but the opener ever bets; after the exchange (0–3
 * cards) the opener may bet again, and the best hand takes everything the run accumulated.
 *
 * The session tells a hand it belongs to a jacker run (`config.mode`) and how many deals of the
 * run nobody won (`config.carried.deals`); everything else follows from the hand itself.
 */
import type { Card } from '../cards.ts';
import { escuroUnit } from './escuro.ts';
import { evaluate } from '../evaluate/evaluate.ts';
import type { RankingRules } from '../evaluate/rules.ts';
import type { SessionState } from '../session.ts';
import { badPosts, wrongPosts } from '../posts.ts';
import { amountWords } from '../words.ts';
import type { HandConfig, HandMode, HandState, LegalAction, Refusal, ResolvedConfig, Seat } from '../types.ts';

export const isJacker = (config: HandConfig): boolean => config.mode === 'jacker';

/** Deals of this jacker run before this one, all of them won by nobody. */
const deadDeals = (config: HandConfig): number => config.carried?.deals ?? 0;

/** B10: a jacker deal's post, of the dealer's post `unit`: 2 units on the first deal of the run, 1 more on each redeal. */
export const jackerDealPost = (unit: number, deadDeals: number): number => unit * (deadDeals === 0 ? 2 : 1);

/** B10: the post of this deal. */
export const jackerPost = (config: HandConfig): number => jackerDealPost(escuroUnit(config), deadDeals(config));

/** B10: in a jacker deal everyone dealt in posts this deal's post, and nothing else is posted. */
export function jackerPostsRefusal(config: ResolvedConfig): Refusal | null {
  const post = jackerPost(config);
  const wrong = [...wrongPosts(config, config.blinds, () => 0), ...wrongPosts(config, config.antes, () => post)];
  return wrong.length === 0 ? null : badPosts('B10', `in this jacker deal everyone posts ${amountWords(config, post)} and there is no escuro (B10): ${wrong.join(', ')}`);
}

/** B8 in jacker mode: what every player posted in the earlier deals of the run. */
export function postedBefore(config: HandConfig): number {
  const deals = deadDeals(config);
  return isJacker(config) && deals > 0 ? escuroUnit(config) * (deals + 1) : 0;
}

const BELOW_TRIPS = new Set(['high-card', 'pair', 'two-pair']);

/** B10: three of a kind or better in the five dealt cards opens (no bluffing in jacker). */
export const opensJacker =
  (rules: RankingRules) =>
  (cards: readonly Card[]): boolean =>
    cards.length >= 5 && !BELOW_TRIPS.has(evaluate(cards, rules).category);

/** The seat that opened this jacker deal, or -1. */
export const openerOf = (state: HandState): Seat => state.opened?.seat ?? -1;

/**
 * B10: an opener nobody covered must show his trips (known cards: at once); in the chip ledger
 * the engine has asked him for his openers already, so showing is then only to claim a bonus (B9).
 */
export function jackerShow(state: HandState): 'may' | 'must' {
  const [seat] = state.seats.flatMap((s, i) => (s.inHand && !s.folded ? [i] : []));
  return state.seats[seat].cards.every((c) => c !== null) ? 'must' : 'may';
}

/**
 * B10: nobody raises; while nobody has opened, each says passo or abro (no folding); in the
 * betting after the exchange only the opener may bet.
 */
export function restrictJacker(state: HandState, seat: Seat, actions: readonly LegalAction[], opening: boolean): LegalAction[] {
  const unopened = state.round!.currentBet === 0;
  return actions.filter((a) => {
    if (a.type === 'raise') return false;
    if (a.type === 'fold') return !(opening && unopened);
    if (a.type === 'bet') return opening || seat === openerOf(state);
    return true;
  });
}

/**
 * B9, B10: how the next deal is played. A bonus paid sends it into jacker mode (also from a
 * jacker deal); a jacker deal nobody won continues the run; a pot won ends it.
 */
export function nextMode(hand: HandState): HandMode {
  const result = hand.result;
  if (!result) return hand.config.mode ?? 'normal';
  if (result.bonus?.some((chips) => chips > 0)) return 'jacker';
  const won = result.pots.some((pot) => pot.winners.length > 0);
  return isJacker(hand.config) && !won ? 'jacker' : 'normal';
}

/** What the table shows of a jacker run (B10). */
export interface JackerStatus {
  /** Chips accumulated in the run: what its dead deals left on the table plus what this deal has in. */
  readonly pot: number;
  /** Deals the run has lasted, the one in play (or the next one, between deals) included. */
  readonly deals: number;
}

/** The jacker run in play or about to be dealt, or null in normal mode. */
export function jackerStatus(session: SessionState): JackerStatus | null {
  const hand = session.hand;
  if (hand && !hand.result && isJacker(hand.config)) {
    const inPot = hand.seats.reduce((sum, s) => sum + s.committed, 0);
    return { pot: (hand.config.carried?.chips ?? 0) + inPot, deals: deadDeals(hand.config) + 1 };
  }
  if (session.mode !== 'jacker') return null;
  return { pot: session.carried.chips, deals: session.carried.deals + 1 };
}
