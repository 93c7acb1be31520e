import { describe, expect, it } from 'vitest';
import { formatCards, parseCards } from '../../../src/engine/cards.ts';
import { describeHand, evaluate, rankingRules, type Language, type RankingRules } from '../../../src/engine/evaluate/index.ts';

const holdem = rankingRules('holdem', { players: 6 });
const draw5 = rankingRules('draw5', { players: 4 });
const baseball = rankingRules('baseball', { players: 4 });
const brasileiro = rankingRules('brasileiro', { players: 4, cheirosinha: true });
const fechado = rankingRules('fechado', { players: 4 });

function names(text: string, rules: RankingRules): Record<Language, string> {
  const cards = parseCards(text);
  return {
    en: describeHand(cards, rules, 'en').name,
    'pt-BR': describeHand(cards, rules, 'pt-BR').name,
    'pt-PT': describeHand(cards, rules, 'pt-PT').name,
  };
}

describe('describeHand', () => {
  it('names a full house in each language', () => {
    expect(names('K♠ K♥ K♦ 9♠ 9♥ 2♣ 4♦', holdem)).toEqual({
      en: 'Full house, kings full of nines',
      'pt-BR': 'Full house, reis sobre noves',
      'pt-PT': 'Full house, reis com noves',
    });
  });

  it('D15: names four aces with the words of each variant (source 000: "poker", 001/003: "quadra")', () => {
    expect(names('A♠ A♦ A♣ A♥ 2♠', draw5)).toEqual({
      en: 'Four of a kind, aces',
      'pt-BR': 'Quadra de ases',
      'pt-PT': 'Poker de ases',
    });
  });

  it('names flushes, straights, royals and small hands', () => {
    expect(names('A♠ 9♠ 7♠ 4♠ 3♠', draw5)).toEqual({ en: 'Flush, ace high', 'pt-BR': 'Flush de Ás', 'pt-PT': 'Cor de Ás' });
    expect(names('Q♠ J♥ 10♦ 9♣ 8♠', draw5)).toEqual({
      en: 'Straight, queen high',
      'pt-BR': 'Sequência, do 8 à Dama',
      'pt-PT': 'Sequência, do 8 à Dama',
    });
    expect(names('5♥ 4♥ 3♥ 2♥ A♥', draw5)).toEqual({
      en: 'Straight flush, five high',
      'pt-BR': 'Straight flush, do Ás ao 5',
      'pt-PT': 'Sequência de cor, do Ás ao 5',
    });
    expect(names('A♥ K♥ Q♥ J♥ 10♥', draw5)).toEqual({ en: 'Royal flush', 'pt-BR': 'Royal straight flush', 'pt-PT': 'Royal flush' });
    expect(names('J♠ J♥ 4♦ 4♣ A♠', draw5)).toEqual({
      en: 'Two pair, jacks and fours',
      'pt-BR': 'Dois pares, valetes e quatros',
      'pt-PT': 'Dois pares, valetes e quatros',
    });
    expect(names('Q♠ Q♥ Q♦ 6♣ 2♠', draw5)).toEqual({ en: 'Three of a kind, queens', 'pt-BR': 'Trinca de damas', 'pt-PT': 'Trio de damas' });
    expect(names('6♠ 6♥ Q♦ 7♣ 2♠', draw5)).toEqual({ en: 'Pair of sixes', 'pt-BR': 'Par de seis', 'pt-PT': 'Par de seis' });
    expect(names('K♠ 9♥ 7♦ 4♣ 2♠', draw5)).toEqual({ en: 'High card, king', 'pt-BR': 'Carta alta, Rei', 'pt-PT': 'Carta alta, Rei' });
  });

  it('B12: calls the ace-low straight cheirosinha in brasileiro, a plain straight in fechado (F2)', () => {
    expect(describeHand(parseCards('A♣ 7♦ 8♥ 9♠ 10♣'), brasileiro, 'pt-BR').name).toBe('Cheirosinha, do Ás ao 10');
    expect(describeHand(parseCards('A♣ 7♦ 8♥ 9♠ 10♣'), fechado, 'pt-BR').name).toBe('Sequência, do Ás ao 10');
    expect(describeHand(parseCards('A♣ 7♦ 8♥ 9♠ 10♣'), fechado, 'en').name).toBe('Straight, ten high');
  });

  it('S10: names five eights', () => {
    expect(names('8♠ 8♥ 8♣ 8♦ 3♣', baseball)).toEqual({
      en: 'Five of a kind, eights',
      'pt-BR': 'Cinco iguais, oitos',
      'pt-PT': 'Cinco iguais, oitos',
    });
  });

  it('G6: gives the five cards used, groups first, with the value of the whole hand', () => {
    const cards = parseCards('2♣ 9♠ K♠ 4♦ K♥ 9♥ K♦');
    const described = describeHand(cards, holdem, 'en');
    expect(formatCards(described.cards)).toBe('Ks Kh Kd 9s 9h');
    expect({ category: described.category, value: described.value }).toEqual(evaluate(cards, holdem));
    expect(formatCards(describeHand(parseCards('2♣ 4♠ 5♦ 3♥ A♠ K♣ Q♦'), holdem, 'en').cards)).toBe('5d 4s 3h 2c As');
  });

  it('S7: shows wild cards as the cards they are, after the natural ones', () => {
    const described = describeHand(parseCards('A♠ 3♦ K♠ 2♣ 7♠ 5♠ Q♥'), baseball, 'en');
    expect(described.category).toBe('flush');
    expect(formatCards(described.cards)).toBe('As Ks 7s 5s 3d');
    expect(described.name).toBe('Flush, ace high');
  });

  it('S5: describes open stud hands of fewer than five cards', () => {
    const described = describeHand(parseCards('9♦ K♠'), baseball, 'pt-PT');
    expect([described.name, formatCards(described.cards)]).toEqual(['Par de reis', 'Ks 9d']);
  });
});
