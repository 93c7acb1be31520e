import { ACE, RANK_COUNT, type Rank } from '../cards.ts';
import {
  CATEGORY_NAMES,
  FLUSH,
  FULL_HOUSE,
  ORDER_SHIFT,
  STRAIGHT,
  STRAIGHT_FLUSH,
  type Category,
} from './categories.ts';
import type { RankingRules } from './rules.ts';

/**
 * Lookup tables over 13-bit rank masks (one bit per rank, bit 12 = ace). They are computed
 * when the module loads (a few milliseconds) instead of being shipped in the bundle.
 */
const MASKS = 1 << RANK_COUNT;
export const ALL_RANKS = MASKS - 1;

/** Number of ranks in a mask. */
export const BITS = new Uint8Array(MASKS);
/** TOP[k][mask]: the mask keeping only its k highest ranks (k = 0..5). */
export const TOP: readonly Uint16Array[] = [0, 1, 2, 3, 4, 5].map(() => new Uint16Array(MASKS));

for (let mask = 1; mask < MASKS; mask++) {
  BITS[mask] = BITS[mask & (mask - 1)] + 1;
  for (let k = 1; k <= 5; k++) {
    // Dropping the lowest rank until k remain.
    TOP[k][mask] = BITS[mask] <= k ? mask : TOP[k][mask & (mask - 1)];
  }
}

/** The highest rank in a non-empty mask. */
export const highest = (mask: number): Rank => 31 - Math.clz32(mask);

/** Cards as halves of the four suit masks: spades | hearts << 16 and diamonds | clubs << 16. */
export const LOW_SUITS = new Int32Array(52);
export const HIGH_SUITS = new Int32Array(52);
for (let c = 0; c < 52; c++) {
  const bit = 1 << ((c >> 2) + ((c & 1) << 4));
  if ((c & 2) === 0) LOW_SUITS[c] = bit;
  else HIGH_SUITS[c] = bit;
}

/** A straight: its ranks and the rank that orders it. */
interface Window {
  mask: number;
  top: Rank;
}

/** Everything the evaluator needs for one rule set, built on first use. */
export interface CompiledRules {
  readonly rules: RankingRules;
  /** Category id → its order under these rules, shifted into place in the value. */
  readonly base: Int32Array;
  /** Value order (value >>> ORDER_SHIFT) → category name. */
  readonly categoryByOrder: readonly Category[];
  /** Rank mask → value of the best straight in it, 0 if none. */
  readonly straight: Int32Array;
  /** Suit mask with 5+ ranks → value of its best flush or straight flush. */
  readonly flush: Int32Array;
  /** The wild ranks as a mask, twice: at bit 0 and bit 16, as in LOW_SUITS and HIGH_SUITS; 0 without wild cards. */
  readonly wild: number;
  /**
   * straightWith[w][mask]: top rank + 1 of the best straight that the ranks of `mask` and w wild
   * cards make, 0 if none (w = 0 only, without wild cards).
   */
  readonly straightWith: readonly Uint8Array[];
}

function straightWindows(rules: RankingRules): Window[] {
  const windows: Window[] = [];
  for (let top = ACE; top >= rules.lowest + 4; top--) windows.push({ mask: 0x1f << (top - 4), top });
  // G4: the ace also plays just below the deck's lowest rank (not at all with the cheirosinha off).
  if (rules.aceLow) windows.push({ mask: (1 << ACE) | (0xf << rules.lowest), top: rules.lowest + 3 });
  return windows;
}

/** Rank mask → top rank + 1 of the best straight reachable with `w` wild cards, 0 if none. */
function reachableStraights(windows: readonly Window[], w: number): Uint8Array {
  const table = new Uint8Array(MASKS);
  // From the lowest straight up, so that a higher one overwrites a lower one.
  for (let i = windows.length - 1; i >= 0; i--) {
    const { mask: straight, top } = windows[i];
    for (let mask = 0; mask < MASKS; mask++) if (BITS[straight & ~mask] <= w) table[mask] = top + 1;
  }
  return table;
}

function compile(rules: RankingRules): CompiledRules {
  const order = CATEGORY_NAMES.map((_, id) => id);
  if (rules.flushOverFullHouse) [order[FLUSH], order[FULL_HOUSE]] = [order[FULL_HOUSE], order[FLUSH]];
  const base = Int32Array.from(order, (o) => o << ORDER_SHIFT);
  const categoryByOrder: Category[] = [];
  order.forEach((o, id) => (categoryByOrder[o] = CATEGORY_NAMES[id]));

  const wildRanks = rules.wildRanks.reduce((m, r) => m | (1 << r), 0);
  const wild = wildRanks | (wildRanks << 16);
  const windows = straightWindows(rules);
  // With five wild cards or more a hand is five of a kind, so 0..4 wilds are enough.
  const straightWith = (wild === 0 ? [0] : [0, 1, 2, 3, 4]).map((w) => reachableStraights(windows, w));
  const straight = new Int32Array(MASKS);
  const flush = new Int32Array(MASKS);
  for (let mask = 0; mask < MASKS; mask++) {
    const top = straightWith[0][mask] - 1;
    if (top >= 0) straight[mask] = base[STRAIGHT] + top;
    if (BITS[mask] >= 5) flush[mask] = top >= 0 ? base[STRAIGHT_FLUSH] + top : base[FLUSH] + TOP[5][mask];
  }
  return { rules, base, categoryByOrder, straight, flush, wild, straightWith };
}

const compiled = new Map<string, CompiledRules>();
let last: CompiledRules | undefined;

/** The compiled tables for a rule set; the last one used is remembered to keep repeated calls cheap. */
export function compiledRules(rules: RankingRules): CompiledRules {
  if (last !== undefined && last.rules === rules) return last;
  let found = compiled.get(rules.key);
  if (!found) {
    found = compile(rules);
    compiled.set(rules.key, found);
  }
  last = found;
  return found;
}

export const categoryOfValue = (value: number, compiledRules: CompiledRules): Category =>
  compiledRules.categoryByOrder[value >>> ORDER_SHIFT];

