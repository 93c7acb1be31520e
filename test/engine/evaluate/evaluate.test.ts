import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../../../src/engine/cards.ts';
import { deck } from '../../../src/engine/deck.ts';
import { evaluate, handValue, rankingRules, type RankingRules } from '../../../src/engine/evaluate/index.ts';

const value = (text: string, rules: RankingRules) => evaluate(parseCards(text), rules).value;
const category = (text: string, rules: RankingRules) => evaluate(parseCards(text), rules).category;
/** Asserts that the hands are given from the best down, strictly. */
function expectDescending(hands: string[], rules: RankingRules): void {
  for (let i = 1; i < hands.length; i++) {
    expect(value(hands[i - 1], rules), `${hands[i - 1]} > ${hands[i]}`).toBeGreaterThan(value(hands[i], rules));
  }
}

const draw5 = rankingRules('draw5', { players: 4 });
const holdem = rankingRules('holdem', { players: 6 });
const baseball = rankingRules('baseball', { players: 4 });
const fechado7 = rankingRules('fechado', { players: 4 });
const fechado6 = rankingRules('fechado', { players: 5 });
const fechadoFull = rankingRules('fechado', { players: 4, fullDeck: true });
const brasileiro = rankingRules('brasileiro', { players: 4 });
const cheirosinha = rankingRules('brasileiro', { players: 4, cheirosinha: true });

describe('seed examples', () => {
  it("D15: four aces with kicker 2 beat B's three kings", () => {
    const a = evaluate(parseCards('A♠ A♦ A♣ A♥ 2♠'), draw5);
    const b = evaluate(parseCards('K♠ K♦ K♥ 3♦ 4♥'), draw5);
    expect([a.category, b.category]).toEqual(['four-of-a-kind', 'three-of-a-kind']);
    expect(a.value).toBeGreaterThan(b.value);
  });

  it('S10: five eights (8♠ 8♥ 8♣ 8♦ 3♣) beat a natural royal', () => {
    expect(category('8♠ 8♥ 8♣ 8♦ 3♣', baseball)).toBe('five-of-a-kind');
    expect(value('8♠ 8♥ 8♣ 8♦ 3♣', baseball)).toBeGreaterThan(value('A♠ K♠ Q♠ J♠ 10♠', baseball));
  });

  it('F2: A-K-Q-J-10 beats 10-9-8-7-A, the ace counting as a six on the 7–A deck (source 003)', () => {
    expect(category('10♦ 9♠ 8♥ 7♣ A♦', fechado7)).toBe('straight');
    expectDescending(['A♣ K♦ Q♥ J♠ 10♣', 'J♦ 10♠ 9♥ 8♣ 7♦', '10♦ 9♠ 8♥ 7♣ A♦', 'A♠ A♥ A♣ K♠ Q♦'], fechado7);
  });

  it('F2: the lowest straight flush is 10-9-8-7-A on 7–A and 9-8-7-6-A on 6–A; royal is the highest', () => {
    expectDescending(['A♥ K♥ Q♥ J♥ 10♥', 'J♣ 10♣ 9♣ 8♣ 7♣', '10♥ 9♥ 8♥ 7♥ A♥', 'A♠ A♣ A♦ A♥ K♠'], fechado7);
    expectDescending(['10♣ 9♣ 8♣ 7♣ 6♣', '9♥ 8♥ 7♥ 6♥ A♥', 'A♠ A♣ A♦ A♥ K♠'], fechado6);
    expect(category('9♥ 8♥ 7♥ 6♥ A♥', fechado6)).toBe('straight-flush');
  });

  it('F2: the ranking on a stripped deck, and 8-8-A-10-9 beats 8-8-A-10-7 (source 003)', () => {
    expectDescending(
      [
        'A♥ K♥ Q♥ J♥ 10♥',
        'A♠ A♣ A♦ A♥ K♠',
        'A♦ J♦ 9♦ 8♦ 7♦',
        'Q♠ Q♥ Q♣ 9♠ 9♥',
        '10♦ 9♠ 8♥ 7♣ A♦',
        'Q♦ Q♣ Q♥ 9♣ 8♦',
        '10♠ 10♥ 7♠ 7♥ A♠',
        'K♠ K♥ 9♣ 7♦ 8♠',
        'A♣ K♥ Q♦ 9♠ 8♣',
      ],
      fechado7,
    );
    expect(value('8♠ 8♥ A♣ 10♦ 9♥', fechado7)).toBeGreaterThan(value('8♦ 8♣ A♥ 10♣ 7♥', fechado7));
  });

  it('B1: brasileiro ranks royal, straight flush, four, flush, full house, straight, cheirosinha, trips, two pair, pair, high card', () => {
    expectDescending(
      [
        'A♥ K♥ Q♥ J♥ 10♥',
        'K♣ Q♣ J♣ 10♣ 9♣',
        '7♠ 7♣ 7♦ 7♥ 8♠',
        '7♦ 9♦ J♦ Q♦ K♦',
        'A♠ A♣ A♦ K♥ K♠',
        'J♦ 10♠ 9♥ 8♣ 7♦',
        'A♣ 7♦ 8♥ 9♠ 10♣',
        'A♠ A♥ A♦ K♣ Q♠',
        'A♠ A♥ K♦ K♣ Q♠',
        'A♠ A♥ K♦ Q♣ J♠',
        'A♠ K♥ Q♦ J♣ 9♠',
      ],
      cheirosinha,
    );
  });

  it('B1: two royals or two cheirosinhas split', () => {
    expect(value('A♥ K♥ Q♥ J♥ 10♥', brasileiro)).toBe(value('A♠ K♠ Q♠ J♠ 10♠', brasileiro));
    expect(value('A♣ 7♦ 8♥ 9♠ 10♣', cheirosinha)).toBe(value('A♥ 7♣ 8♠ 9♦ 10♥', cheirosinha));
  });

  it('B12: without the cheirosinha, A-7-8-9-10 is ace high and loses to a pair of sevens', () => {
    expect(category('A♣ 7♦ 8♥ 9♠ 10♣', brasileiro)).toBe('high-card');
    expect(category('A♣ 7♣ 8♣ 9♣ 10♣', brasileiro)).toBe('flush');
    expectDescending(['7♠ 7♥ 8♦ 9♣ J♠', 'A♣ 7♦ 8♥ 9♠ 10♣'], brasileiro);
  });

  it('B12: with it, the cheirosinha beats every trips and loses to every other straight; suited, it is the lowest straight flush', () => {
    expectDescending(['J♦ 10♠ 9♥ 8♣ 7♦', 'A♣ 7♦ 8♥ 9♠ 10♣', 'A♠ A♥ A♦ K♣ Q♠'], cheirosinha);
    expectDescending(['J♣ 10♣ 9♣ 8♣ 7♣', 'A♣ 7♣ 8♣ 9♣ 10♣', 'A♠ A♣ A♦ A♥ K♠'], cheirosinha);
    const full = rankingRules('brasileiro', { players: 9, cheirosinha: true });
    expectDescending(['6♣ 5♦ 4♥ 3♠ 2♣', 'A♣ 2♦ 3♥ 4♠ 5♣', 'A♠ A♥ A♦ K♣ Q♠'], full);
    expect(category('A♣ 2♦ 3♥ 4♠ 5♣', rankingRules('brasileiro', { players: 9 }))).toBe('high-card');
  });
});

describe('comparison inside a category', () => {
  it('G3: quads and trips by the group then the kickers; full house by trips then pair', () => {
    expectDescending(['A♠ A♥ A♦ A♣ 3♠', 'A♠ A♥ A♦ A♣ 2♠', 'K♠ K♥ K♦ K♣ A♠'], draw5);
    expectDescending(['Q♠ Q♥ Q♦ A♣ 3♠', 'Q♠ Q♥ Q♦ K♣ J♠', 'Q♠ Q♥ Q♦ K♣ 10♠', 'J♠ J♥ J♦ A♣ K♠'], draw5);
    expectDescending(['K♠ K♥ K♦ 2♣ 2♠', 'Q♠ Q♥ Q♦ A♣ A♠', 'Q♠ Q♥ Q♦ J♣ J♠'], draw5);
  });

  it('G3: two pair by the higher pair, the lower pair, then the kicker; a pair then its kickers', () => {
    expectDescending(['A♠ A♥ 2♦ 2♣ 3♠', 'K♠ K♥ Q♦ Q♣ A♠', 'K♠ K♥ J♦ J♣ A♠', 'K♠ K♥ J♦ J♣ 10♠'], draw5);
    expectDescending(['9♠ 9♥ A♦ 3♣ 2♠', '9♠ 9♥ K♦ Q♣ J♠', '9♠ 9♥ K♦ Q♣ 10♠', '9♠ 9♥ K♦ J♣ 10♠', '8♠ 8♥ A♦ K♣ Q♠'], draw5);
  });

  it('G3: flushes and high cards card by card, descending; straights by their top card only', () => {
    expectDescending(['A♠ 9♠ 7♠ 4♠ 3♠', 'A♥ 9♥ 7♥ 4♥ 2♥', 'A♦ 9♦ 7♦ 3♦ 2♦', 'K♣ Q♣ J♣ 10♣ 8♣'], draw5);
    expectDescending(['A♠ 9♥ 7♠ 4♠ 3♠', 'A♥ 9♠ 7♥ 4♥ 2♦', 'K♣ Q♦ J♣ 10♣ 8♣'], draw5);
    expectDescending(['A♠ K♥ Q♦ J♣ 10♠', '6♠ 5♥ 4♦ 3♣ 2♠', '5♠ 4♥ 3♦ 2♣ A♠'], draw5);
  });

  it('G1, G3: equal after all of that is a tie; suits never break it', () => {
    expect(value('9♠ 9♥ K♦ Q♣ J♠', draw5)).toBe(value('9♦ 9♣ K♠ Q♥ J♥', draw5));
    expect(value('A♠ 9♠ 7♠ 4♠ 3♠', draw5)).toBe(value('A♣ 9♣ 7♣ 4♣ 3♣', draw5));
    expect(value('A♠ K♥ Q♦ J♣ 10♠ 2♥ 2♦', holdem)).toBe(value('A♦ K♦ Q♥ J♥ 10♥ 3♠ 3♣', holdem));
  });

  it('G4: A-2-3-4-5 is the lowest straight on the full deck and nothing wraps around the ace', () => {
    expect(category('K♠ A♥ 2♦ 3♣ 4♠', draw5)).toBe('high-card');
    expect(category('Q♠ K♠ A♠ 2♠ 3♠', draw5)).toBe('flush');
    expectDescending(['6♠ 5♥ 4♦ 3♣ 2♠', '5♠ 4♥ 3♦ 2♣ A♠', 'A♥ A♦ A♣ K♠ Q♠'], draw5);
    expectDescending(['6♠ 5♠ 4♠ 3♠ 2♠', '5♥ 4♥ 3♥ 2♥ A♥', 'A♥ A♦ A♣ A♠ K♠'], draw5);
  });

  it('G5, D12: full house above flush on the full deck, below it on stripped decks (F1 full-deck option)', () => {
    expectDescending(['K♠ K♥ K♦ 2♣ 2♠', 'A♠ 9♠ 7♠ 4♠ 3♠'], draw5);
    expectDescending(['K♠ K♥ K♦ 8♣ 8♠', 'A♠ 10♠ 9♠ 8♠ 7♠'], fechadoFull);
    expectDescending(['A♠ 10♠ 9♠ 8♠ 7♠', 'K♠ K♥ K♦ 8♣ 8♠'], fechado7);
    expectDescending(['A♠ 10♠ 9♠ 8♠ 7♠', 'K♠ K♥ K♦ 8♣ 8♠'], brasileiro);
  });
});

describe('wild cards', () => {
  it('S7: a wild in a flush takes the highest rank of its suit the hand does not hold (no double-ace flush)', () => {
    const wild = 'A♠ K♠ 7♠ 5♠ 3♦';
    expect(category(wild, baseball)).toBe('flush');
    expect(value(wild, baseball)).toBe(value('A♥ K♥ Q♥ 7♥ 5♥', baseball));
    expect(value(wild, baseball)).toBeLessThan(value('A♥ K♥ Q♥ 8♥ 2♥', baseball));
    // With the queen held too, the wild is the jack, also when five natural spades are there.
    expect(value('A♠ K♠ Q♠ 7♠ 9♥ 2♦ 4♣', baseball)).toBe(value('A♥ K♥ Q♥ J♥ 7♥', baseball));
    expect(value('A♠ K♠ Q♠ 7♠ 5♠ 9♥ 2♦', baseball)).toBe(value('A♥ K♥ Q♥ J♥ 7♥', baseball));
  });

  it('S7: a natural hand does not beat an equal wild one', () => {
    expect(value('8♠ 8♥ 3♣ K♦ 2♣', baseball)).toBe(value('8♠ 8♥ 8♦ K♦ 2♣', baseball));
    expect(value('K♠ Q♠ J♠ 10♠ 9♥', baseball)).toBe(value('A♥ K♥ Q♥ J♥ 10♥', baseball));
    expect(value('A♠ 3♥ 9♣ 9♦ 3♣', baseball)).toBe(value('A♥ A♦ A♠ A♣ 3♣', baseball));
  });

  it('S7: a wild is a missing card or a fifth card of a rank', () => {
    expect(category('3♠ 3♥ 9♣ 9♦ 3♣', baseball)).toBe('five-of-a-kind');
    expect(value('3♠ 3♥ 9♣ 9♦ 3♣', baseball)).toBe(value('A♠ A♥ A♣ A♦ 3♣', baseball));
    expect(category('7♠ 7♥ 3♣ 2♦ 2♣', baseball)).toBe('full-house');
    expect(category('5♠ 6♥ 3♣ 8♦ 2♣', baseball)).toBe('pair');
    // The wild goes to the top of the run: 5-6-7-8 + wild is 9 high, not 8 high.
    expect(category('5♠ 6♥ 3♣ 8♦ 7♣', baseball)).toBe('straight');
    expectDescending(['10♠ J♥ 3♣ K♦ Q♣', '5♠ 6♥ 3♣ 8♦ 7♣', '4♠ 5♥ 6♣ 7♦ 8♣'], baseball);
  });
});

describe('properties', () => {
  const hands = (size: number) => fc.shuffledSubarray(deck(), { minLength: size, maxLength: size });

  it('G1: the order of the cards does not matter', () => {
    fc.assert(
      fc.property(hands(7), fc.integer({ min: 0, max: 1000 }), (hand, seed) => {
        const other = [...hand].sort((x, y) => ((x * 7919 + seed) % 53) - ((y * 7919 + seed) % 53));
        for (const rules of [holdem, baseball]) expect(evaluate(other, rules)).toEqual(evaluate(hand, rules));
      }),
    );
  });

  it('handValue is evaluate without the category', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(deck(), { minLength: 5, maxLength: 11 }), (hand) => {
        for (const rules of [holdem, baseball, cheirosinha]) expect(handValue(hand, rules)).toBe(evaluate(hand, rules).value);
      }),
    );
  });

  it('refuses fewer than five cards', () => {
    expect(() => evaluate(parseCards('A♠ K♠ Q♠ J♠'), holdem)).toThrow(RangeError);
    expect(() => handValue(parseCards('A♠ K♠ Q♠ J♠'), holdem)).toThrow(RangeError);
  });

  it('G6: one more card never makes the best five worse', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(deck(), { minLength: 6, maxLength: 11 }), (hand) => {
        for (const rules of [holdem, baseball]) {
          expect(evaluate(hand, rules).value).toBeGreaterThanOrEqual(evaluate(hand.slice(1), rules).value);
        }
      }),
    );
  });
});
