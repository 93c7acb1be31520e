import { describe, expect, it } from 'vitest';
import { formatCards, type Card } from '../../../src/engine/cards.ts';
import { deck } from '../../../src/engine/deck.ts';
import { evaluate, rankingRules, type RankingRules } from '../../../src/engine/evaluate/index.ts';
import { seededSource, shuffle } from '../../../src/engine/rng.ts';
import { Agreement } from './agreement.ts';
import { referenceBest, referenceFive, toRef, type ReferenceRules } from './reference.ts';

/** Calls `visit` with every 5-card hand of the cards (the same array, refilled). */
function forEveryFive(cards: readonly Card[], visit: (hand: Card[]) => void): void {
  const n = cards.length;
  const hand: Card[] = [0, 0, 0, 0, 0];
  for (let a = 0; a < n; a++) {
    hand[0] = cards[a];
    for (let b = a + 1; b < n; b++) {
      hand[1] = cards[b];
      for (let c = b + 1; c < n; c++) {
        hand[2] = cards[c];
        for (let d = c + 1; d < n; d++) {
          hand[3] = cards[d];
          for (let e = d + 1; e < n; e++) {
            hand[4] = cards[e];
            visit(hand);
          }
        }
      }
    }
  }
}

describe('five cards, every hand of a deck', () => {
  it('G2: the 2,598,960 hands of the full deck fall into the known categories with 7,462 distinct values', () => {
    const rules = rankingRules('holdem', { players: 6 });
    const counts: Record<string, number> = {};
    const values = new Set<number>();
    forEveryFive(deck(), (hand) => {
      const { category, value } = evaluate(hand, rules);
      counts[category] = (counts[category] ?? 0) + 1;
      values.add(value);
    });
    expect(counts).toEqual({
      'straight-flush': 40,
      'four-of-a-kind': 624,
      'full-house': 3744,
      flush: 5108,
      straight: 10200,
      'three-of-a-kind': 54912,
      'two-pair': 123552,
      pair: 1098240,
      'high-card': 1302540,
    });
    expect(values.size).toBe(7462);
  });

  it('G2–G4: full-deck hands rank as the reference ranks them (seeded sample)', () => {
    const rules = rankingRules('draw5', { players: 4 });
    const random = seededSource(52);
    const agreement = new Agreement();
    for (let i = 0; i < 50000; i++) {
      const hand = shuffle(deck(), random).slice(0, 5);
      agreement.add(referenceFive(hand.map(toRef), { lowest: 0, aceLow: true, flushOverFullHouse: false }), evaluate(hand, rules), () => formatCards(hand));
    }
    expect(agreement.check()).toEqual([]);
    expect(agreement.distinct).toBeGreaterThan(2000);
  });

  const stripped: [string, RankingRules, ReferenceRules][] = [
    ['B2, B12: 32 cards (8–A), no cheirosinha', rankingRules('brasileiro', { players: 3 }), { lowest: 6, aceLow: false, flushOverFullHouse: true }],
    ['B2, B12: 32 cards (8–A), cheirosinha A-8-9-10-J', rankingRules('brasileiro', { players: 3, cheirosinha: true }), { lowest: 6, aceLow: true, flushOverFullHouse: true }],
    ['F1, F2: 36 cards (7–A), A-7-8-9-10 lowest straight', rankingRules('fechado', { players: 4 }), { lowest: 5, aceLow: true, flushOverFullHouse: true }],
    ['B2, B12: 36 cards (7–A), no cheirosinha', rankingRules('brasileiro', { players: 4 }), { lowest: 5, aceLow: false, flushOverFullHouse: true }],
    ['F1, F2: 40 cards (6–A), A-6-7-8-9 lowest straight', rankingRules('fechado', { players: 5 }), { lowest: 4, aceLow: true, flushOverFullHouse: true }],
    ['B2, B12: 40 cards (6–A), no cheirosinha', rankingRules('brasileiro', { players: 5 }), { lowest: 4, aceLow: false, flushOverFullHouse: true }],
  ];
  for (const [name, rules, ref] of stripped) {
    it(`${name}: every hand ranks as the reference ranks it`, () => {
      expect(rules.lowest).toBe(ref.lowest);
      const agreement = new Agreement();
      forEveryFive(deck(ref.lowest), (hand) => {
        agreement.add(referenceFive(hand.map(toRef), ref), evaluate(hand, rules), () => formatCards(hand));
      });
      expect(agreement.check()).toEqual([]);
    });
  }
});

describe('best five of more cards', () => {
  const full: ReferenceRules = { lowest: 0, aceLow: true, flushOverFullHouse: false };
  const cases: [string, RankingRules, ReferenceRules, number][] = [
    ['holdem', rankingRules('holdem', { players: 9 }), full, 7],
    ['fechado 7–A', rankingRules('fechado', { players: 4 }), { lowest: 5, aceLow: true, flushOverFullHouse: true }, 7],
    ['brasileiro 8–A', rankingRules('brasileiro', { players: 3 }), { lowest: 6, aceLow: false, flushOverFullHouse: true }, 6],
  ];
  for (const [name, rules, ref, size] of cases) {
    it(`G6: ${size} cards (${name}) rank as the best of their five-card subsets`, () => {
      const random = seededSource(size * 1000 + ref.lowest);
      const agreement = new Agreement();
      for (let i = 0; i < 3000; i++) {
        const hand = shuffle(deck(ref.lowest), random).slice(0, size);
        agreement.add(referenceBest(hand, ref), evaluate(hand, rules), () => formatCards(hand));
      }
      expect(agreement.check()).toEqual([]);
    });
  }

  it('G5, G6: 8 to 11 natural cards, where a flush and a full house can meet, take the better', () => {
    const random = seededSource(811);
    for (const [rules, ref] of [
      [rankingRules('baseball', { players: 6 }), full],
      [rankingRules('fechado', { players: 4 }), { lowest: 5, aceLow: true, flushOverFullHouse: true }],
    ] as const) {
      const agreement = new Agreement();
      const naturals = deck(ref.lowest).filter((c) => !rules.wildRanks.includes(c >> 2));
      for (let i = 0; i < 400; i++) {
        // Few suits make flushes next to full houses common.
        const pool = i % 2 === 0 ? naturals : naturals.filter((c) => (c & 3) < 2);
        const hand = shuffle(pool, random).slice(0, 8 + (i % 4));
        agreement.add(referenceBest(hand, ref), evaluate(hand, rules), () => formatCards(hand));
      }
      expect(agreement.check()).toEqual([]);
    }
  });
});
