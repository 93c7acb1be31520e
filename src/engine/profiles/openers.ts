/**
 * Openers (F12): what a fechado player needs in his five dealt cards to open the betting. A fresh
 * deal needs a pair of jacks or better; each deal in a row that nobody won raises it one step
 * (queens, kings, aces, two pair) and it stays at two pair after that; a pot won sets it back to
 * jacks. The step is read from the chips the hand carries (`Carried.deals`), so a session that
 * carries its chips from deal to deal climbs and resets the ladder by itself.
 */
import { ACE, RANK_COUNT, rankOf, type Card, type Rank } from '../cards.ts';
import { evaluate } from '../evaluate/evaluate.ts';
import type { RankingRules } from '../evaluate/rules.ts';

export type Openers = 'jacks' | 'queens' | 'kings' | 'aces' | 'two-pair';

const OPENERS_LADDER: readonly Openers[] = ['jacks', 'queens', 'kings', 'aces', 'two-pair'];

/** F12: the openers after `deals` deals in a row that nobody won. */
export const openersAfter = (deals: number): Openers => OPENERS_LADDER[Math.min(Math.max(0, deals), OPENERS_LADDER.length - 1)];

const JACK: Rank = 9;

/** Lowest pair that opens at each step; at two pair no single pair opens. */
const lowestPair: Record<Openers, number> = { jacks: JACK, queens: JACK + 1, kings: JACK + 2, aces: ACE, 'two-pair': RANK_COUNT };

/** Whether five dealt cards hold these openers or better (any hand above one pair opens at every step). */
export function hasOpeners(cards: readonly Card[], openers: Openers, rules: RankingRules): boolean {
  const { category } = evaluate(cards, rules);
  if (category === 'high-card') return false;
  if (category !== 'pair') return true;
  const counts = new Array<number>(RANK_COUNT).fill(0);
  for (const c of cards) counts[rankOf(c)]++;
  return counts.indexOf(2) >= lowestPair[openers];
}
