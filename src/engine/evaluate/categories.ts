/**
 * Hand categories and the layout of a hand's value.
 *
 * A value is `order * 2^26 + detail`: `order` is the category's place under the table's rules
 * (G2, G5: stripped decks swap flush and full house), `detail` orders hands inside a category
 * (G3) and is the same under every rule set. Values stay below 2^30, so they are small integers
 * for the JS engine and compare with `<` / `===`.
 */
export type Category =
  | 'five-of-a-kind'
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'full-house'
  | 'flush'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'pair'
  | 'high-card';

/** Category ids, weakest first in the full-deck order. */
export const HIGH_CARD = 0;
export const PAIR = 1;
export const TWO_PAIR = 2;
export const TRIPS = 3;
export const STRAIGHT = 4;
export const FLUSH = 5;
export const FULL_HOUSE = 6;
export const QUADS = 7;
export const STRAIGHT_FLUSH = 8;
export const FIVE_OF_A_KIND = 9;

export const CATEGORY_NAMES: readonly Category[] = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'five-of-a-kind',
];

export const ORDER_SHIFT = 26;
/** Details put a group's rank (or a mask of pair ranks) above a 13-bit mask of kicker ranks. */
export const GROUP_SHIFT = 13;

/**
 * Detail layouts, by category (r = a rank 0..12, mask = one bit per rank):
 * - high card, flush: mask of the five ranks
 * - pair, three of a kind, four of a kind: r << 13 | mask of the kickers
 * - two pair: mask of the two pair ranks << 13 | mask of the kicker
 * - full house: trips rank * 16 + pair rank
 * - straight, straight flush: rank of the top card (the ace-low straight tops at the rank
 *   above the deck's lowest, G4)
 * - five of a kind: r
 */
export const detailOf = (value: number): number => value & ((1 << ORDER_SHIFT) - 1);
