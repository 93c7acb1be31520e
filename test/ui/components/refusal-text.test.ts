import { beforeEach, describe, expect, it } from 'vitest';
import { applySession, deck, newSession, parseCards, type Refusal, type SessionAction, type SessionConfig } from '../../../src/engine/index.ts';
import { fromUnits } from '../../../src/engine/units.ts';
import { cardName } from '../../../src/ui/components/playing-card.tsx';
import { refusalText } from '../../../src/ui/components/save-status.tsx';
import { language } from '../../../src/ui/i18n/index.ts';
import { run } from '../../engine/support/session.ts';

const [sevenOfSpades] = parseCards('7s');

/** A dealer's-choice night of two, Ana dealing first. */
const night: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia'].map((name) => ({ name, stack: 100 })),
  firstDealer: 0,
  choice: { games: [{ profile: 'holdem', options: { smallBlind: 1, bigBlind: 2 } }, { profile: 'draw5' }], per: 'deal' },
};

beforeEach(() => {
  language.value = 'pt-BR';
});

describe('the engine’s refusals in words', () => {
  it('G14, G15: a card refused for the rules is named: outside the deck (B2), discarded (D7), in play', () => {
    const refusal = (code: Refusal['code'], rule?: string): Refusal => ({ code, rule, card: sevenOfSpades, message: '' });
    expect(refusalText(refusal('NOT_IN_DECK', 'B2'))).toBe('Carta fora do baralho desta mesa: sete de espadas.');
    expect(refusalText(refusal('NOT_IN_STOCK', 'D7'))).toBe('Carta já descartada: sete de espadas. Ela só volta quando acabarem as cartas do maço.');
    expect(refusalText(refusal('CARD_IN_USE'))).toBe('Carta já em jogo: sete de espadas.');
    language.value = 'en';
    expect(refusalText(refusal('NOT_IN_DECK', 'B2'))).toBe("Not in this table's deck: seven of spades.");
    expect(refusalText(refusal('CARD_IN_USE'))).toBe('Already in play: seven of spades.');
    language.value = 'pt-PT';
    expect(refusalText(refusal('NOT_IN_STOCK', 'F10'))).toBe('Carta já descartada: sete de espadas. Só volta quando se acabarem as cartas do baralho.');
    expect(refusalText({ code: 'DEAL_ORDER', expected: 0, message: '' })).toBe('Fora de ordem: as cartas vão a um jogador de cada vez, pela ordem da mesa.');
  });

  it('C3–C6: a deal before the naming, a naming by another seat, of no game or while the game stands, each in the table’s words', () => {
    const real = (action: SessionAction, state = newSession(night)) => {
      const result = applySession(state, action);
      if (result.ok) throw new Error('accepted');
      return refusalText(result.error);
    };
    expect(real({ type: 'startHand' })).toBe('O carteador escolhe o jogo antes de dar as cartas.');
    expect(real({ type: 'nameGame', seat: 1, game: 0 })).toBe('Quem escolhe o jogo é o próximo carteador.');
    language.value = 'pt-PT';
    expect(real({ type: 'nameGame', seat: 0, game: 5 })).toBe('Escolha um dos jogos desta noite.');
    language.value = 'en';
    const orbit = run(newSession({ ...night, choice: { ...night.choice!, per: 'orbit' } }), { type: 'nameGame', seat: 0, game: 0 }, { type: 'startHand' }, { type: 'shuffle', deck: deck() }, { type: 'fold', seat: 0 });
    expect(real({ type: 'nameGame', seat: 1, game: 1 }, orbit)).toBe('The game stands: the orbit is not over, or chips on the table wait for their game.');
  });

  it('M4: a bet or raise above the pot says the pot is the limit; other limits keep their words', () => {
    const over = (code: 'BET_TOO_LARGE' | 'RAISE_TOO_LARGE', rule?: string): Refusal => ({ code, max: 24, ...(rule ? { rule } : {}), message: '' });
    expect(refusalText(over('RAISE_TOO_LARGE', 'M4'))).toBe('O aumento máximo vai a 24 fichas: o tamanho do pote depois de você pagar.');
    expect(refusalText(over('BET_TOO_LARGE', 'M4'))).toBe('A aposta máxima é 24 fichas: o tamanho do pote.');
    expect(refusalText(over('BET_TOO_LARGE'))).toBe('A aposta máxima é 24 fichas.');
    language.value = 'en';
    expect(refusalText(over('RAISE_TOO_LARGE', 'M4'))).toBe('The largest raise is to 24 chips: the size of the pot after your call.');
    language.value = 'pt-PT';
    expect(refusalText(over('RAISE_TOO_LARGE', 'M4'))).toBe('O aumento máximo vai a 24 fichas: o tamanho do pote depois de pagar.');
  });

  it('N3, G16: an intention the table moved past, and a second look in one turn, are said as such; the same codes with no such reason keep their words', async () => {
    const { LOOKED, staleRefusal } = await import('../../../src/net/intentions.ts');
    const stale = staleRefusal({ hand: 2, log: 10 }, { hand: 2, log: 12 })!;
    expect(refusalText(stale)).toBe('A mesa andou antes de a sua jogada chegar a quem abriu a mesa. Olhe de novo e toque de novo.');
    expect(refusalText(staleRefusal({ hand: 1, log: 10 }, { hand: 2, log: 12 })!)).toBe('A mão já terminou.');
    expect(refusalText(LOOKED)).toBe('Você já olhou as suas cartas: pode olhar de novo depois da próxima jogada.');
    expect(refusalText({ code: 'WRONG_PHASE', message: '' })).toBe('Isso não pode ser feito agora.');
    expect(refusalText({ code: 'NOT_ALLOWED', reason: 'peek', message: '' })).toBe('As regras deste jogo não permitem isso agora.');
    language.value = 'en';
    expect(refusalText(stale)).toBe('The table moved on before your move reached the host. Look again and tap again.');
    language.value = 'pt-PT';
    expect(refusalText(LOOKED)).toBe('Já viu as suas cartas: pode voltar a vê-las depois da próxima jogada.');
  });

  it('G15: a card is named in lower case inside a sentence in every language, and keeps its capital where it stands alone', () => {
    const inUse = (card: number): Refusal => ({ code: 'CARD_IN_USE', card, message: '' });
    const [ace, ten, queen] = parseCards('AhTdQc');
    const said: Record<string, string[]> = {
      'pt-BR': ['Carta já em jogo: ás de copas.', 'Carta já em jogo: dez de ouros.', 'Carta já em jogo: dama de paus.'],
      'pt-PT': ['Carta já em jogo: ás de copas.', 'Carta já em jogo: dez de ouros.', 'Carta já em jogo: dama de paus.'],
      en: ['Already in play: ace of hearts.', 'Already in play: ten of diamonds.', 'Already in play: queen of clubs.'],
    };
    for (const [lang, lines] of Object.entries(said)) {
      language.value = lang as typeof language.value;
      expect([ace, ten, queen].map((card) => refusalText(inUse(card)))).toEqual(lines);
    }
    // A label is a card on its own: "Ás de copas" for a screen reader, as before.
    language.value = 'pt-BR';
    expect(cardName(ace)).toBe('Ás de copas');
    language.value = 'en';
    expect(cardName(queen)).toBe('Queen of clubs');
  });

  it('G15, S2: amounts are said as the game counts them — baseball in units, never the sixtieths the engine counts', () => {
    expect(refusalText({ code: 'BET_TOO_LARGE', max: fromUnits(1), message: '' }, 'baseball')).toBe('A aposta máxima é 1 unidade.');
    expect(refusalText({ code: 'RAISE_TOO_SMALL', min: 400, message: '' }, 'holdem')).toBe('O aumento mínimo vai a 400 fichas.');
    language.value = 'en';
    expect(refusalText({ code: 'BET_TOO_SMALL', min: fromUnits(2), message: '' }, 'baseball')).toBe('The smallest bet is 2 units.');
  });

  it('G13: a raise nobody could answer is refused in words', () => {
    expect(refusalText({ code: 'CANNOT_RAISE', reason: 'all-in', rule: 'G13', message: '' })).toBe('Os outros estão all-in: só dá para pagar ou desistir.');
    expect(refusalText({ code: 'CANNOT_RAISE', reason: 'cap', message: '' })).toBe('Não é possível aumentar agora.');
  });
});
