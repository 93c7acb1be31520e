/**
 * An obviously-correct hand ranker written straight from the rule text (G2–G5, B12, S7), to
 * check the fast evaluator against. It knows nothing of the evaluator's tables or encoding.
 */
import { rankOf, suitOf, type Card } from '../../../src/engine/cards.ts';
import type { Category } from '../../../src/engine/evaluate/index.ts';

export interface ReferenceRules {
  /** Lowest rank of the deck (0 = the 2). */
  lowest: number;
  /** The ace also plays below the lowest rank (G4, B12). */
  aceLow: boolean;
  /** Stripped decks rank flush above full house (G5). */
  flushOverFullHouse: boolean;
}

/** A card with a suit 0..4: suit 4 is the imaginary fifth card of a rank a wild may stand for (S7). */
export interface RefCard {
  rank: number;
  suit: number;
}

export interface RefResult {
  category: Category;
  /** Bigger is better; compares category place first, then the tie-break ranks (G3). */
  key: number;
}

const ACE = 12;

function order(rules: ReferenceRules): Category[] {
  const best: Category[] = ['five-of-a-kind', 'straight-flush', 'four-of-a-kind', 'full-house', 'flush', 'straight'];
  if (rules.flushOverFullHouse) best.splice(3, 2, 'flush', 'full-house');
  return [...best, 'three-of-a-kind', 'two-pair', 'pair', 'high-card'];
}

/** Ranks exactly five cards. */
export function referenceFive(cards: readonly RefCard[], rules: ReferenceRules): RefResult {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(c.rank, (counts.get(c.rank) ?? 0) + 1);
  // Groups: bigger first, then higher rank.
  const groups = [...counts.entries()].sort((x, y) => y[1] - x[1] || y[0] - x[0]);
  const flush = cards.every((c) => c.suit === cards[0].suit);
  const ranks = cards.map((c) => c.rank).sort((x, y) => y - x);
  let straightTop = -1;
  if (groups.length === 5) {
    if (ranks[0] - ranks[4] === 4) straightTop = ranks[0];
    const low = rules.lowest;
    if (rules.aceLow && ranks.join() === [ACE, low + 3, low + 2, low + 1, low].join()) straightTop = low + 3;
  }
  const sizes = groups.map((g) => g[1]).join('');
  let category: Category;
  if (sizes === '5') category = 'five-of-a-kind';
  else if (straightTop >= 0 && flush) category = 'straight-flush';
  else if (sizes === '41') category = 'four-of-a-kind';
  else if (sizes === '32') category = 'full-house';
  else if (flush) category = 'flush';
  else if (straightTop >= 0) category = 'straight';
  else if (sizes === '311') category = 'three-of-a-kind';
  else if (sizes === '221') category = 'two-pair';
  else if (sizes === '2111') category = 'pair';
  else category = 'high-card';
  const tieBreak = straightTop >= 0 ? [straightTop] : groups.map((g) => g[0]);
  const categories = order(rules);
  let key = categories.length - categories.indexOf(category);
  for (let i = 0; i < 5; i++) key = key * 13 + (tieBreak[i] ?? 0);
  return { category, key };
}

export const toRef = (c: Card): RefCard => ({ rank: rankOf(c), suit: suitOf(c) });

function* choose<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) {
    for (const rest of choose(items, k - 1, i + 1)) yield [items[i], ...rest];
  }
}

/**
 * Best five of any number of cards (G6) by brute force. Each wild card is tried as every card
 * the hand does not hold, suits 0..3, and as a fifth card of any rank (suit 4); the wilds in
 * one hand stand for different cards.
 */
export function referenceBest(cards: readonly Card[], rules: ReferenceRules, wildRanks: readonly number[] = []): RefResult {
  const isWild = (c: Card) => wildRanks.includes(rankOf(c));
  const naturals = cards.filter((c) => !isWild(c)).map(toRef);
  const held = new Set(naturals.map((c) => c.rank * 5 + c.suit));
  const stand: RefCard[] = [];
  for (let rank = 0; rank <= ACE; rank++) {
    for (let suit = 0; suit < 5; suit++) if (!held.has(rank * 5 + suit)) stand.push({ rank, suit });
  }
  let best: RefResult | undefined;
  for (const five of choose(cards, 5)) {
    const natural = five.filter((c) => !isWild(c)).map(toRef);
    for (const subs of choose(stand, 5 - natural.length)) {
      const result = referenceFive([...natural, ...subs], rules);
      if (best === undefined || result.key > best.key) best = result;
    }
  }
  if (best === undefined) throw new Error('fewer than five cards');
  return best;
}
