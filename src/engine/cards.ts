/**
 * Cards are small integers so that hands, decks and logs stay cheap to copy and compare:
 * card = rank * 4 + suit, rank 0..12 for 2..A, suit 0..3 for ♠ ♥ ♦ ♣ (G1: suits carry no value,
 * the order only fixes a spelling).
 */
export type Card = number;
export type Rank = number;
export type Suit = number;

export const RANK_COUNT = 13;
export const SUIT_COUNT = 4;
export const ACE: Rank = 12;
export const TWO: Rank = 0;

const RANK_LETTERS = '23456789TJQKA';
const SUIT_LETTERS = 'shdc';
const SUIT_SYMBOLS = '♠♥♦♣';
/** Outline symbols some keyboards produce; they read the same as the solid ones. */
const SUIT_OUTLINES = '♤♡♢♧';

export const card = (rank: Rank, suit: Suit): Card => rank * 4 + suit;
export const rankOf = (c: Card): Rank => c >> 2;
export const suitOf = (c: Card): Suit => c & 3;

export class CardParseError extends Error {
  constructor(readonly token: string) {
    super(`${token} is not a card`);
    this.name = 'CardParseError';
  }
}

function parseRank(text: string): Rank {
  if (text === '10') return 8;
  if (text.length !== 1) return -1;
  return RANK_LETTERS.indexOf(text.toUpperCase());
}

function parseSuit(ch: string): Suit {
  const lower = SUIT_LETTERS.indexOf(ch.toLowerCase());
  if (lower >= 0) return lower;
  const solid = SUIT_SYMBOLS.indexOf(ch);
  return solid >= 0 ? solid : SUIT_OUTLINES.indexOf(ch);
}

/** One card: rank (2-9, T or 10, J, Q, K, A) then suit (s h d c or ♠ ♥ ♦ ♣), any case. */
export function parseCard(token: string): Card {
  const text = token.trim();
  const suit = text.length >= 2 ? parseSuit(text.slice(-1)) : -1;
  const rank = parseRank(text.slice(0, -1));
  if (suit < 0 || rank < 0) throw new CardParseError(text);
  return card(rank, suit);
}

/**
 * Cards separated by spaces or commas, or run together as in hand histories ("AsKd").
 * A card that appears twice is refused: no deck in Mesa holds duplicates.
 */
export function parseCards(text: string): Card[] {
  const cards: Card[] = [];
  for (const chunk of text.split(/[\s,]+/).filter(Boolean)) {
    for (const token of splitRunTogether(chunk)) {
      const c = parseCard(token);
      if (cards.includes(c)) throw new CardParseError(`${token} (twice)`);
      cards.push(c);
    }
  }
  return cards;
}

/** "AsKd10h" → ["As", "Kd", "10h"]; anything that does not split cleanly stays whole to be refused. */
function splitRunTogether(chunk: string): string[] {
  const tokens = Array.from(chunk.matchAll(/(10|[2-9TJQKAtjqka])([shdcSHDC♠♥♦♣♤♡♢♧])/gu), (m) => m[0]);
  return tokens.join('') === chunk ? tokens : [chunk];
}

export function formatCard(c: Card, style: 'letters' | 'symbols' = 'letters'): string {
  const suits = style === 'symbols' ? SUIT_SYMBOLS : SUIT_LETTERS;
  return RANK_LETTERS[rankOf(c)] + suits[suitOf(c)];
}

export function formatCards(cards: readonly Card[], style: 'letters' | 'symbols' = 'letters'): string {
  return cards.map((c) => formatCard(c, style)).join(' ');
}

export const rankLetter = (r: Rank): string => RANK_LETTERS[r];
