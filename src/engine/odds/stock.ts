import { formatCard, type Card } from '../cards.ts';
import { deck } from '../deck.ts';
import type { OddsSituation } from './situation.ts';

/**
 * O5: the cards that may still come, the deck in use less every card seen (the live hands, the
 * board, the dead cards). A folded seat's closed cards are not seen, so they stay in: unseen, they
 * are as likely to be anywhere as the stock's own cards. A card seen twice or outside the deck is
 * refused: the odds of an impossible table are not worth showing.
 */
export function unseenCards(situation: OddsSituation, inPlay: readonly Card[]): Card[] {
  const all = deck(situation.rules.lowest);
  const seen = new Set<Card>();
  for (const c of [...inPlay, ...situation.dead]) {
    if (!all.includes(c)) throw new RangeError(`${formatCard(c)} is not in this deck`);
    if (seen.has(c)) throw new RangeError(`${formatCard(c)} is seen twice`);
    seen.add(c);
  }
  return all.filter((c) => !seen.has(c));
}
