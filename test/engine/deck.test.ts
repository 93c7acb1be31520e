import { describe, expect, it } from 'vitest';
import { rankLetter, rankOf } from '../../src/engine/cards.ts';
import { deck, strippedDeckLowest } from '../../src/engine/deck.ts';

const rankSpan = (lowest: number) => {
  const cards = deck(lowest);
  return `${rankLetter(rankOf(cards[0]))}–${rankLetter(rankOf(cards[cards.length - 1]))}:${cards.length}`;
};

describe('decks', () => {
  it('G1: the full deck holds 52 distinct cards, every rank in four suits', () => {
    const cards = deck();
    expect(cards).toHaveLength(52);
    expect(new Set(cards).size).toBe(52);
  });

  it('B2: deck by players — 2 → 9–A, 3 → 8–A, 4 → 7–A, 5 → 6–A … 9 → full deck', () => {
    const spans = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => rankSpan(strippedDeckLowest('brasileiro', n)));
    expect(spans).toEqual(['9–A:24', '8–A:28', '7–A:32', '6–A:36', '5–A:40', '4–A:44', '3–A:48', '2–A:52']);
  });

  it('B2: 10 players cannot play brasileiro', () => {
    expect(() => strippedDeckLowest('brasileiro', 10)).toThrow('brasileiro is played by 2 to 9 players, not 10');
  });

  it('F1: deck by players — up to 4 → 7–A, 5 → 6–A, 6 → 5–A, 7 → 4–A, 8 → 3–A', () => {
    const spans = [2, 3, 4, 5, 6, 7, 8].map((n) => rankSpan(strippedDeckLowest('fechado', n)));
    expect(spans).toEqual(['7–A:32', '7–A:32', '7–A:32', '6–A:36', '5–A:40', '4–A:44', '3–A:48']);
    expect(() => strippedDeckLowest('fechado', 9)).toThrow(/2 to 8/);
  });
});
