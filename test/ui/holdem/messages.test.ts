import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../src/ui/i18n/index.ts';
import { holdemCatalogs, th } from '../../../src/ui/holdem/messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// As for the odds, profile and ledger words: pt-BR is the reference.
describe("hold'em house options message catalogs", () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  const reference = holdemCatalogs['pt-BR'];
  it.each(['pt-PT', 'en'] as const)('%s has every key of pt-BR and no other, each non-empty, with the same placeholders', (lang) => {
    const catalog = holdemCatalogs[lang];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) {
      const other = catalog[key as keyof typeof catalog];
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('H11, H13, O7: the words follow the language chosen', () => {
    language.value = 'en';
    expect(th('straddle.yes', { amount: '4 chips' })).toBe('Straddle 4 chips');
    expect(th('runout.nextTurn')).toBe('Deal the turn');
    language.value = 'pt-BR';
    expect(th('runout.next')).toBe('Próxima carta');
    expect(th('runIt.twice')).toBe('Duas vezes');
  });
});
