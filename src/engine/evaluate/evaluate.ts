import type { Card } from '../cards.ts';
import type { Category } from './categories.ts';
import { naturalValue } from './natural.ts';
import type { RankingRules } from './rules.ts';
import { categoryOfValue, compiledRules } from './tables.ts';
import { wildValue } from './wild.ts';

export interface HandValue {
  readonly category: Category;
  /** Bigger for a better hand under the same rules; equal exactly for a tie (G3). */
  readonly value: number;
}

/** The value alone, for callers that only compare hands. */
export function handValue(cards: readonly Card[], rules: RankingRules): number {
  if (cards.length < 5) throw new RangeError(`a hand needs 5 cards or more, not ${cards.length}`);
  const r = compiledRules(rules);
  return r.wild === 0 ? naturalValue(cards, r) : wildValue(cards, r);
}

/** Category and value of the best five of 5..N cards (G2–G6, S7). */
export function evaluate(cards: readonly Card[], rules: RankingRules): HandValue {
  if (cards.length < 5) throw new RangeError(`a hand needs 5 cards or more, not ${cards.length}`);
  const r = compiledRules(rules);
  const value = r.wild === 0 ? naturalValue(cards, r) : wildValue(cards, r);
  return { category: categoryOfValue(value, r), value };
}
