import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCards, parseCards } from '../../../src/engine/cards.ts';
import { deck } from '../../../src/engine/deck.ts';
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

  /** Two hands, each named against the other (the winner against the loser, the loser against the winner). */
  function versus(a: string, b: string, rules: RankingRules, lang: Language): [string, string] {
    const [x, y] = [parseCards(a), parseCards(b)];
    const [vx, vy] = [evaluate(x, rules).value, evaluate(y, rules).value];
    return [describeHand(x, rules, lang, [vy]).name, describeHand(y, rules, lang, [vx]).name];
  }

  it('G3: when two pair of the same ranks meet, the name goes on to the kicker that decides, in each language', () => {
    const hands = ['8♠ 8♥ 4♦ 4♣ A♠ 2♦ 3♥', '8♦ 8♣ 4♥ 4♠ K♠ 2♣ 3♠'] as const;
    expect(versus(...hands, holdem, 'en')).toEqual(['Two pair, eights and fours, ace kicker', 'Two pair, eights and fours, king kicker']);
    expect(versus(...hands, holdem, 'pt-BR')).toEqual(['Dois pares, oitos e quatros, kicker Ás', 'Dois pares, oitos e quatros, kicker Rei']);
    expect(versus(...hands, holdem, 'pt-PT')).toEqual(['Dois pares, oitos e quatros, kicker Ás', 'Dois pares, oitos e quatros, kicker Rei']);
  });

  it('G3: a pair goes down the kickers to the first that differs; high card and flush go down their cards', () => {
    expect(versus('Q♠ Q♥ A♦ K♣ 7♠', 'Q♦ Q♣ A♠ J♥ 9♠', draw5, 'en')).toEqual(['Pair of queens, ace and king kickers', 'Pair of queens, ace and jack kickers']);
    expect(versus('Q♠ Q♥ A♦ K♣ 7♠', 'Q♦ Q♣ A♠ K♥ 6♠', draw5, 'pt-BR')).toEqual(['Par de damas, kickers Ás, Rei e 7', 'Par de damas, kickers Ás, Rei e 6']);
    expect(versus('K♠ Q♥ 9♦ 7♣ 4♠', 'K♦ Q♣ 8♥ 7♠ 5♠', draw5, 'en')).toEqual(['High card, king-queen-nine', 'High card, king-queen-eight']);
    expect(versus('K♠ Q♥ 9♦ 7♣ 4♠', 'K♦ Q♣ 8♥ 7♠ 5♠', draw5, 'pt-BR')).toEqual(['Carta alta, Rei, Dama e 9', 'Carta alta, Rei, Dama e 8']);
    expect(versus('A♠ K♠ 9♠ 5♠ 2♠', 'A♥ K♥ 8♥ 6♥ 3♥', draw5, 'en')).toEqual(['Flush, ace-king-nine high', 'Flush, ace-king-eight high']);
    expect(versus('A♠ K♠ 9♠ 5♠ 2♠', 'A♥ K♥ 8♥ 6♥ 3♥', draw5, 'pt-PT')).toEqual(['Cor de Ás, Rei e 9', 'Cor de Ás, Rei e 8']);
    expect(versus('A♠ A♥ A♦ A♣ K♠ 2♥ 3♥', 'A♠ A♥ A♦ A♣ Q♠ 2♦ 3♦', holdem, 'en')).toEqual(['Four of a kind, aces, king kicker', 'Four of a kind, aces, queen kicker']);
  });

  it('G3: no kicker where the names already differ, the hands tie, or the rival is of another category', () => {
    expect(versus('Q♠ Q♥ A♦ K♣ 7♠', 'J♦ J♣ A♠ K♥ 9♠', draw5, 'en')).toEqual(['Pair of queens', 'Pair of jacks']);
    expect(versus('Q♠ Q♥ A♦ K♣ 7♠ 2♥ 3♥', 'Q♦ Q♣ A♠ K♥ 7♥ 2♣ 3♣', holdem, 'en')).toEqual(['Pair of queens', 'Pair of queens']);
    expect(versus('Q♠ Q♥ Q♦ K♣ 7♠', 'J♦ J♣ A♠ K♥ 9♠', draw5, 'en')).toEqual(['Three of a kind, queens', 'Pair of jacks']);
    // A full house and a straight are said whole already.
    expect(versus('K♠ K♥ K♦ 9♠ 9♥', 'K♣ K♥ K♦ 8♠ 8♥', draw5, 'en')).toEqual(['Full house, kings full of nines', 'Full house, kings full of eights']);
  });

  it('G5, F1: on a stripped deck the kickers are its own ranks; the flush above the full house changes nothing here', () => {
    expect(versus('A♠ A♥ 9♦ 9♣ K♠', 'A♦ A♣ 9♥ 9♠ Q♠', fechado, 'pt-BR')).toEqual(['Dois pares, ases e noves, kicker Rei', 'Dois pares, ases e noves, kicker Dama']);
    expect(versus('A♠ Q♠ 10♠ 9♠ 7♠', 'A♥ Q♥ 10♥ 8♥ 7♥', fechado, 'pt-BR')).toEqual(['Flush de Ás, Dama, 10 e 9', 'Flush de Ás, Dama, 10 e 8']);
  });

  it('S7: with wild cards the kickers are those of the hand the wild card makes', () => {
    // 9♠ is wild: kings three times, 7 and 5 behind them; 3♦ is wild: kings three times, queen and 8.
    expect(versus('K♠ K♣ 3♦ Q♥ 8♠ 6♦ 2♣', '9♠ K♥ K♦ 7♣ 5♠ 2♦ 4♣', baseball, 'en')).toEqual([
      'Three of a kind, kings, queen kicker',
      'Three of a kind, kings, seven kicker',
    ]);
    expect(versus('8♠ 8♥ 8♣ 8♦ 3♣', '9♠ 9♥ 8♣ 8♦ 3♣', baseball, 'en')[0]).toBe('Five of a kind, eights');
  });

  it('G3: two hands of different value, each named against the other, never read the same; equal ones always do', () => {
    const rules = [holdem, baseball, fechado, brasileiro] as const;
    const deal = fc.constantFrom(...rules).chain((rule) => fc.tuple(fc.constant(rule), fc.shuffledSubarray(deck(rule.lowest), { minLength: 14, maxLength: 14 })));
    fc.assert(
      fc.property(deal, fc.constantFrom<Language>('en', 'pt-BR', 'pt-PT'), ([rule, cards], lang) => {
        const [x, y] = [cards.slice(0, 7), cards.slice(7)];
        const [vx, vy] = [evaluate(x, rule).value, evaluate(y, rule).value];
        const [nx, ny] = [describeHand(x, rule, lang, [vy]).name, describeHand(y, rule, lang, [vx]).name];
        expect(nx === ny).toBe(vx === vy);
      }),
      { numRuns: 2000 },
    );
  });
});
