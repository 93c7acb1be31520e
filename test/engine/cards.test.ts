import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CardParseError,
  card,
  formatCard,
  formatCards,
  parseCard,
  parseCards,
  rankOf,
  suitOf,
} from '../../src/engine/cards.ts';

describe('cards', () => {
  it('parses letters, T or 10, suit letters and symbols, in any case', () => {
    expect(formatCards(parseCards('As Kd Th 9♠ 2c'))).toBe('As Kd Th 9s 2c');
    expect(parseCard('10h')).toBe(parseCard('Th'));
    expect(parseCard('qS')).toBe(card(10, 0));
    expect(parseCard('7♣')).toBe(card(5, 3));
    expect(parseCard('7♧')).toBe(parseCard('7c'));
  });

  it('reads cards run together as hand histories write them', () => {
    expect(formatCards(parseCards('AsKd'))).toBe('As Kd');
    expect(formatCards(parseCards('10h9♠,2c'))).toBe('Th 9s 2c');
  });

  it('G1: gives every one of the 52 cards a distinct rank and suit', () => {
    const seen = new Set<string>();
    for (let c = 0; c < 52; c++) {
      expect(card(rankOf(c), suitOf(c))).toBe(c);
      seen.add(formatCard(c));
    }
    expect(seen.size).toBe(52);
  });

  it('refuses bad input with a message naming the token', () => {
    expect(() => parseCards('As Xz')).toThrow(new CardParseError('Xz'));
    expect(() => parseCards('As Xz')).toThrow('Xz is not a card');
    expect(() => parseCard('1s')).toThrow('1s is not a card');
    expect(() => parseCard('A')).toThrow('A is not a card');
    expect(() => parseCard('11h')).toThrow('11h is not a card');
    expect(() => parseCards('AsKx')).toThrow('AsKx is not a card');
  });

  it('refuses the same card twice', () => {
    expect(() => parseCards('As as')).toThrow(/twice/);
  });

  it('formats and parses back every card, in letters and in symbols', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 51 }), fc.constantFrom('letters', 'symbols'), (c, style) => {
        expect(parseCard(formatCard(c, style as 'letters' | 'symbols'))).toBe(c);
      }),
    );
  });
});
