// G18 (issue 20): a value beyond the table limits is refused saying the limit, in the language's
// own digits, never "use a whole number".
import { afterEach, describe, expect, it } from 'vitest';
import { validateSetup, type SetupOptions } from '../../src/engine/setup.ts';
import { applySession, newSession } from '../../src/engine/index.ts';
import { refusalText } from '../../src/ui/components/save-status.tsx';
import { language, type Language } from '../../src/ui/i18n/index.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import { problemText } from '../../src/ui/setup/problem-text.ts';

afterEach(() => {
  language.value = 'pt-BR';
});

const texts = (lang: Language, options: Partial<SetupOptions>, profile: 'holdem' | 'baseball' = 'holdem') => {
  language.value = lang;
  return validateSetup({ profile, players: ['Ana', 'Bia'], mode: 'pass-and-play', dealer: { kind: 'random' }, options: { ...setupDefaults[profile], ...options } }).map(problemText);
};

describe('G18: the setup says the limit', () => {
  it('G18: starting chips of 2^53 − 1: "at most 1.000.000.000 chips" in each language', () => {
    expect(texts('pt-BR', { startingChips: Number.MAX_SAFE_INTEGER })).toEqual(['Use no máximo 1.000.000.000 fichas.']);
    expect(texts('pt-PT', { startingChips: Number.MAX_SAFE_INTEGER })).toEqual([expect.stringMatching(/^Use no máximo 1\s000\s000\s000 fichas\.$/)]);
    expect(texts('en', { startingChips: Number.MAX_SAFE_INTEGER })).toEqual(['Use at most 1,000,000,000 chips.']);
    expect(texts('en', { ante: 2_000_000, betUnit: 1 }, 'baseball')).toEqual(['Use at most 1,000,000 units.']);
  });

  it('G18: a buy-in price of 100000000000000: the most it may cost, as money', () => {
    expect(texts('pt-BR', { buyInPrice: 100000000000000 })).toEqual([expect.stringMatching(/^O cacife custa no máximo R\$\s10\.000\.000,00\.$/)]);
    expect(texts('en', { buyInPrice: 100000000000000, currency: 'USD' })).toEqual(['A buy-in costs at most $10,000,000.00.']);
    expect(texts('pt-PT', { buyInPrice: 1e308, currency: 'EUR' })).toEqual([expect.stringMatching(/^O cacife custa no máximo 10\s000\s000,00\s€\.$/)]);
  });

  it("G18: a tournament's rebuy beyond the limits says both limits", () => {
    const night = setupDefaults.holdem.night;
    expect(texts('pt-BR', { tournament: true, night: { ...night, rebuy: { on: true, price: 20, chips: 2e9, untilLevel: 4 } } })).toEqual([
      expect.stringMatching(/^A recompra precisa de preço \(até R\$\s10\.000\.000,00\), fichas \(até 1\.000\.000\.000\) e último nível\.$/),
    ]);
  });

  it('T9: a level of 9·10^15 minutes or a break past a day says the longest, in each language', () => {
    const night = { ...setupDefaults.holdem.night, breakEvery: 4, breakMinutes: 9e15 };
    expect(texts('pt-BR', { tournament: true, levelEvery: 9e15, night })).toEqual(['Um nível dura no máximo 240 minutos.', 'Intervalos: a cada tantos níveis, por minutos inteiros, no máximo 1.440.']);
    expect(texts('pt-PT', { tournament: true, levelBy: 'hands', levelEvery: 500 })).toEqual(['Um nível dura no máximo 200 mãos.']);
    expect(texts('en', { tournament: true, levelEvery: 241, night })).toEqual(['A level lasts at most 240 minutes.', 'Breaks: every so many levels, for a whole number of minutes, at most 1,440.']);
  });

  it('G18: the cash-out\'s price and the 101st buy-in are refused at the table with the limit', () => {
    const session = newSession({ profile: 'brasileiro', players: [{ name: 'Ana', stack: 10 }, { name: 'Bia', stack: 10 }], firstDealer: 0, dealing: 'ledger' });
    const refused = applySession(session, { type: 'buyInPrice', price: 100000000000000, currency: 'BRL' });
    if (refused.ok) throw new Error('accepted');
    expect(refusalText(refused.error)).toMatch(/^O cacife custa no máximo R\$\s10\.000\.000,00\.$/);
    language.value = 'en';
    expect(refusalText({ code: 'TOO_MANY_BUY_INS', max: 100, message: '' })).toBe('A player buys in at most 100 times in one game.');
  });
});
