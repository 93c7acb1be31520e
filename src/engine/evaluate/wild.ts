import { ALL_RANKS, BITS, TOP, highest, type CompiledRules } from './tables.ts';
import {
  FIVE_OF_A_KIND,
  FLUSH,
  FULL_HOUSE,
  GROUP_SHIFT,
  PAIR,
  QUADS,
  STRAIGHT,
  STRAIGHT_FLUSH,
  TRIPS,
} from './categories.ts';
import { valueOfSuits } from './natural.ts';

/**
 * Value of the best five of 5..N cards where every card of a wild rank is wild (S7): a wild
 * stands for any card the hand does not hold, or for a fifth card of a rank. `low` and `high`
 * hold the ranks of every card by suit, wilds included (see evaluate.ts). Categories are tried
 * from the best down; each test asks whether the natural cards plus the wilds reach it.
 */
export function wildValue(low: number, high: number, n: number, r: CompiledRules): number {
  const wildLow = low & r.wild;
  const wildHigh = high & r.wild;
  const w = BITS[wildLow & 0x1fff] + BITS[wildLow >>> 16] + BITS[wildHigh & 0x1fff] + BITS[wildHigh >>> 16];
  const s0 = (low ^ wildLow) & 0x1fff;
  const s1 = (low ^ wildLow) >>> 16;
  const s2 = (high ^ wildHigh) & 0x1fff;
  const s3 = (high ^ wildHigh) >>> 16;
  if (w === 0) return valueOfSuits(s0, s1, s2, s3, n, r);

  const base = r.base;
  const any = s0 | s1 | s2 | s3;
  const two = ((s0 | s1) & (s2 | s3)) | (s0 & s1) | (s2 & s3);
  const three = ((s0 & s1) | (s2 & s3)) & ((s0 & s2) | (s1 & s3));
  const four = s0 & s1 & s2 & s3;

  const fives = heldAtLeast(5 - w, any, two, three, four);
  if (fives !== 0) return base[FIVE_OF_A_KIND] + highest(fives);

  // From here on no rank reaches five, so w <= 4.
  const reach = r.straightWith[w];
  const sf = Math.max(reach[s0], reach[s1], reach[s2], reach[s3]);
  if (sf !== 0) return base[STRAIGHT_FLUSH] + sf - 1;

  const quads = heldAtLeast(4 - w, any, two, three, four);
  if (quads !== 0) {
    // Every wild went into the four (one left over would have made five), so the kicker is natural.
    const q = highest(quads);
    return base[QUADS] + (q << GROUP_SHIFT) + TOP[1][any ^ (1 << q)];
  }

  // No rank reaches four: each natural rank is held at most 3 - w times, so the trips take
  // 3 - (that count) wilds and leave none for the pair, which must be a natural one.
  const trips = heldAtLeast(3 - w, any, two, three, four);
  const t = trips !== 0 ? highest(trips) : 0;
  const pairs = two & ~(1 << t);
  const fullHouse = trips !== 0 && pairs !== 0 ? base[FULL_HOUSE] + t * 16 + highest(pairs) : 0;
  const flush = Math.max(wildFlush(s0, w), wildFlush(s1, w), wildFlush(s2, w), wildFlush(s3, w));
  if (fullHouse !== 0 || flush !== 0) return Math.max(fullHouse, flush === 0 ? 0 : base[FLUSH] + flush);

  const straight = reach[any];
  if (straight !== 0) return base[STRAIGHT] + straight - 1;
  if (trips !== 0) return base[TRIPS] + (t << GROUP_SHIFT) + TOP[2][any ^ (1 << t)];
  // One wild and no natural pair: the wild pairs the highest card.
  const p = highest(any);
  return base[PAIR] + (p << GROUP_SHIFT) + TOP[3][any ^ (1 << p)];
}

/** Ranks held at least k times (k <= 0: every rank, as wilds alone can make the group). */
function heldAtLeast(k: number, any: number, two: number, three: number, four: number): number {
  if (k <= 0) return ALL_RANKS;
  if (k === 1) return any;
  if (k === 2) return two;
  if (k === 3) return three;
  return k === 4 ? four : 0;
}

/**
 * Rank mask of the best flush in one suit, 0 if the suit cannot make five: S7 decision, each
 * wild takes the highest rank of that suit the hand does not hold (no double-ace flush).
 */
function wildFlush(suit: number, w: number): number {
  return BITS[suit] + w < 5 ? 0 : TOP[5][suit | TOP[w][ALL_RANKS ^ suit]];
}
