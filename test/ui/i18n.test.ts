import { afterEach, describe, expect, it } from 'vitest';
import { interpolate } from '../../src/ui/i18n/translate.ts';
import { language, t } from '../../src/ui/i18n/index.ts';
import { formatMoney, formatNumber } from '../../src/ui/i18n/format.ts';
import { detectLanguage } from '../../src/ui/i18n/languages.ts';
import { pickLanguage } from '../../src/ui/i18n/language-state.ts';

describe('interpolation', () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  it('fills placeholders by name, in the language chosen', () => {
    language.value = 'en';
    expect(t('profile.tableComing', { game: 'Baseball' })).toBe(
      'The table for Baseball arrives with the game engine, which is being built now.',
    );
    language.value = 'pt-BR';
    expect(t('profile.tableComing', { game: 'Baseball' })).toMatch(/^A mesa de Baseball chega/);
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
    language.value = 'en';
    expect(t('home.newGame')).toBe('New game');
    language.value = 'pt-BR';
    expect(t('home.newGame')).toBe('Novo jogo');
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
