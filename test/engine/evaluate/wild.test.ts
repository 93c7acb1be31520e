import { describe, expect, it } from 'vitest';
import { formatCards, type Card } from '../../../src/engine/cards.ts';
import { deck } from '../../../src/engine/deck.ts';
import { evaluate, rankingRules } from '../../../src/engine/evaluate/index.ts';
import { seededSource, shuffle } from '../../../src/engine/rng.ts';
import { Agreement } from './agreement.ts';
import { referenceBest, type ReferenceRules } from './reference.ts';

const rules = rankingRules('baseball', { players: 6 });
const ref: ReferenceRules = { lowest: 0, aceLow: true, flushOverFullHouse: false };
const WILD = [1, 7];
const isWild = (c: Card) => WILD.includes(c >> 2);
const wilds = deck().filter(isWild);
const naturals = deck().filter((c) => !isWild(c));

/** A hand with exactly `w` wild cards out of `size`, drawn from `pool` for the natural ones. */
function dealWith(random: ReturnType<typeof seededSource>, size: number, w: number, pool: readonly Card[] = naturals): Card[] {
  return [...shuffle(wilds, random).slice(0, w), ...shuffle(pool, random).slice(0, size - w)];
}

/** Values of the best five of `hand` found by evaluating each five-card subset. */
function bestOfSubsets(hand: readonly Card[]): number {
  let best = -1;
  const n = hand.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) best = Math.max(best, evaluate([hand[a], hand[b], hand[c], hand[d], hand[e]], rules).value);
  return best;
}

describe('wild cards (baseball: every 3 and 9)', () => {
  it('S1, S7: five-card hands with 1–3 wilds rank as brute force over every substitution of the wilds', () => {
    const random = seededSource(39);
    const agreement = new Agreement();
    // Suited pools make flushes and straight flushes with wilds common enough to be checked.
    const spadesAndHearts = naturals.filter((c) => (c & 3) < 2);
    for (const [w, count] of [[1, 1200], [2, 250], [3, 10]] as const) {
      for (let i = 0; i < count; i++) {
        const hand = dealWith(random, 5, w, i % 3 === 0 ? spadesAndHearts : naturals);
        agreement.add(referenceBest(hand, ref, WILD), evaluate(hand, rules), () => formatCards(hand));
      }
    }
    expect(agreement.check()).toEqual([]);
  });

  it('S7, G6: six and seven cards with wilds rank as brute force', () => {
    const random = seededSource(97);
    const agreement = new Agreement();
    for (let i = 0; i < 40; i++) {
      const hand = dealWith(random, 6 + (i % 2), 1 + (i % 2));
      agreement.add(referenceBest(hand, ref, WILD), evaluate(hand, rules), () => formatCards(hand));
    }
    expect(agreement.check()).toEqual([]);
  });

  it('S7, G6: 7 to 11 cards with any number of wilds rank as the best of their five-card subsets', () => {
    const random = seededSource(711);
    for (let i = 0; i < 3000; i++) {
      const size = i < 2400 ? 7 : 8 + (i % 4);
      const hand = shuffle(deck(), random).slice(0, size);
      expect(evaluate(hand, rules).value, formatCards(hand)).toBe(bestOfSubsets(hand));
    }
  });
});
