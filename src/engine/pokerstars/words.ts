/**
 * The English words of PokerStars hand histories (FORMAT.md): hand descriptions as PokerStars
 * writes them at a showdown ("a pair of Aces", "a straight, Ten to Ace"), streets, runs and
 * tournament levels. Trackers read the cards, not these words, but a reader of the file reads
 * them, so they are PokerStars' own rather than Mesa's.
 */
import type { Card } from '../cards.ts';
import { FLUSH, FULL_HOUSE, GROUP_SHIFT, HIGH_CARD, PAIR, QUADS, STRAIGHT, STRAIGHT_FLUSH, TRIPS, TWO_PAIR, detailOf } from '../evaluate/categories.ts';
import { CATEGORY_NAMES } from '../evaluate/categories.ts';
import { evaluate, rankingRules } from '../evaluate/index.ts';

const RANK_NAMES = ['Deuce', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const plural = (rank: number) => (rank === 4 ? 'Sixes' : `${RANK_NAMES[rank]}s`);

/** The ranks of a mask, highest first. */
const ranksOf = (mask: number): number[] => RANK_NAMES.map((_, r) => 12 - r).filter((r) => (mask & (1 << r)) !== 0);

/** Hold'em's full-deck ranking; the player count does not change it (no stripped deck). */
const HOLDEM = rankingRules('holdem', { players: 2 });

/**
 * A hold'em hand of 5 to 7 cards described as PokerStars does; null below five cards (a hand
 * shown before the board is out).
 */
export function handWords(cards: readonly Card[]): string | null {
  if (cards.length < 5) return null;
  const { category, value } = evaluate(cards, HOLDEM);
  const detail = detailOf(value);
  const group = detail >> GROUP_SHIFT;
  switch (CATEGORY_NAMES.indexOf(category)) {
    case HIGH_CARD:
      return `high card ${RANK_NAMES[ranksOf(detail)[0]]}`;
    case PAIR:
      return `a pair of ${plural(group)}`;
    case TWO_PAIR: {
      const [high, low] = ranksOf(group);
      return `two pair, ${plural(high)} and ${plural(low)}`;
    }
    case TRIPS:
      return `three of a kind, ${plural(group)}`;
    case STRAIGHT:
      return `a straight, ${straightWords(detail)}`;
    case FLUSH:
      return `a flush, ${RANK_NAMES[ranksOf(detail)[0]]} high`;
    case FULL_HOUSE:
      return `a full house, ${plural(detail >> 4)} full of ${plural(detail & 15)}`;
    case QUADS:
      return `four of a kind, ${plural(group)}`;
    case STRAIGHT_FLUSH:
      return detail === 12 ? 'a Royal Flush' : `a straight flush, ${straightWords(detail)}`;
    default:
      return null;
  }
}

/** "Ten to Ace"; the wheel (its top card the Five) is "Ace to Five". */
const straightWords = (top: number): string => `${RANK_NAMES[top === 3 ? 12 : top - 4]} to ${RANK_NAMES[top]}`;

/** H13: how PokerStars names each run of the board. */
export const RUN_NAMES = ['FIRST', 'SECOND', 'THIRD'] as const;
export const RUN_COUNT_WORDS = ['once', 'twice', 'three times'] as const;

/** Streets by the board size they end at. */
export const STREETS: Readonly<Record<number, 'FLOP' | 'TURN' | 'RIVER'>> = { 3: 'FLOP', 4: 'TURN', 5: 'RIVER' };
/** The summary's "folded on the Turn": the street by the board out when the player folded. */
export const STREET_WORDS: Readonly<Record<number, string>> = { 0: 'before Flop', 3: 'on the Flop', 4: 'on the Turn', 5: 'on the River' };

const ROMAN: readonly [number, string][] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

/** A tournament level as PokerStars numbers it: "Level III". */
export function roman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, letters] of ROMAN) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

export function fromRoman(text: string): number | null {
  let rest = text;
  let n = 0;
  for (const [value, letters] of ROMAN) {
    while (rest.startsWith(letters)) {
      n += value;
      rest = rest.slice(letters.length);
    }
  }
  return rest === '' && n > 0 && roman(n) === text ? n : null;
}
