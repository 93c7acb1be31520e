import { describe, expect, it } from 'vitest';
import { catalogs } from '../../src/ui/i18n/messages.ts';
import { bookCatalogs } from '../../src/ui/book/messages.ts';
import { holdemCatalogs } from '../../src/ui/holdem/messages.ts';
import { ledgerCatalogs } from '../../src/ui/ledger/messages.ts';
import { pixCatalogs } from '../../src/ui/pix/messages.ts';
import { oddsCatalogs } from '../../src/ui/odds/messages.ts';
import { profileCatalogs } from '../../src/ui/profiles/messages.ts';
import { tableCatalogs } from '../../src/ui/components/table-messages.ts';
import { tournamentCatalogs } from '../../src/ui/tournament/messages.ts';
import { interpolate, translate } from '../../src/ui/i18n/translate.ts';
import { formatMoney, formatNumber } from '../../src/ui/i18n/format.ts';
import { detectLanguage, languages } from '../../src/ui/i18n/languages.ts';
import { pickLanguage } from '../../src/ui/i18n/language-state.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  const reference = catalogs['pt-BR'];
  const keys = Object.keys(reference).sort();

  it.each(languages)('%s has exactly the reference keys, each a non-empty text', (language) => {
    const catalog = catalogs[language];
    expect(Object.keys(catalog).sort()).toEqual(keys);
    for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
  });

  it.each(languages)('%s keeps every message\'s placeholders, no more and no fewer', (language) => {
    for (const key of keys) {
      const k = key as keyof typeof reference;
      expect(placeholders(catalogs[language][k]), key).toEqual(placeholders(reference[k]));
    }
  });

  // A count is written in words that agree with it ("1 compra", "3 compras"): the screen picks a
  // key for one and one for many, never "compra(s)".
  it.each(languages)('%s writes no lazy plural like "ficha(s)" in any catalog', (language) => {
    const all = [catalogs, bookCatalogs, holdemCatalogs, ledgerCatalogs, oddsCatalogs, pixCatalogs, profileCatalogs, tableCatalogs, tournamentCatalogs];
    for (const catalog of all) {
      for (const [key, text] of Object.entries(catalog[language])) expect(text, key).not.toMatch(/\w\((s|es)\)/);
    }
  });

  it('the two Portuguese catalogs differ where the norms do', () => {
    expect(catalogs['pt-BR']['profile.draw5.name']).toContain('Pôquer');
    expect(catalogs['pt-PT']['profile.draw5.name']).toContain('Póquer');
    expect(catalogs['pt-PT']['app.pitch']).toContain('telemóvel');
  });
});

describe('interpolation', () => {
  it('fills placeholders by name', () => {
    expect(translate('en', 'profile.tableComing', { game: 'Baseball' })).toBe(
      'The table for Baseball arrives with the game engine, which is being built now.',
    );
    expect(translate('pt-BR', 'profile.tableComing', { game: 'Baseball' })).toMatch(/^A mesa de Baseball chega/);
  });

  it('writes numbers in the language\'s own style', () => {
    expect(interpolate('{n} fichas', { n: 1234.5 }, 'pt-BR')).toBe('1.234,5 fichas');
    expect(interpolate('{n} fichas', { n: 12345 }, 'pt-PT')).toBe('12\u00a0345 fichas');
    expect(interpolate('{n} chips', { n: 1234.5 }, 'en')).toBe('1,234.5 chips');
  });

  it('fills repeated and several placeholders, and leaves a missing one visible', () => {
    expect(interpolate('{a} e {b}, {a}', { a: 'Ana', b: 'Bia' }, 'pt-BR')).toBe('Ana e Bia, Ana');
    expect(interpolate('Passe para {name}', {}, 'pt-BR')).toBe('Passe para {name}');
  });

  it('leaves a message without placeholders unchanged', () => {
    expect(translate('en', 'home.newGame')).toBe('New game');
    expect(translate('pt-BR', 'home.newGame')).toBe('Novo jogo');
  });
});

describe('number and money formatting', () => {
  it('rounds chip amounts to at most two decimals', () => {
    expect(formatNumber(2 / 3, 'en')).toBe('0.67');
    expect(formatNumber(1000000, 'pt-BR')).toBe('1.000.000');
  });

  it('writes money with the currency where each language puts it', () => {
    expect(formatMoney(1234.5, 'BRL', 'pt-BR')).toMatch(/^R\$\s1\.234,50$/);
    expect(formatMoney(1234.5, 'EUR', 'pt-PT')).toMatch(/^1234,50\s€$/);
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
  });
});

describe('language detection', () => {
  it.each([
    [['pt-BR'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['pt_BR'], 'pt-BR'],
    [['pt-PT'], 'pt-PT'],
    [['PT-pt'], 'pt-PT'],
    [['pt-AO'], 'pt-PT'],
    [['en-GB', 'pt-BR'], 'en'],
    [['fr-FR', 'pt-PT', 'en'], 'pt-PT'],
    [['de-DE', 'fr'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (preferences, expected) => {
    expect(detectLanguage(preferences)).toBe(expected);
  });

  it('a remembered valid choice wins over the device; anything else falls back to it', () => {
    expect(pickLanguage('pt-PT', ['en-US'])).toBe('pt-PT');
    expect(pickLanguage('de', ['en-US'])).toBe('en');
    expect(pickLanguage(null, ['pt-BR'])).toBe('pt-BR');
  });
});
