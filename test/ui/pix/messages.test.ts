import { describe, expect, it } from 'vitest';
import { pixCatalogs } from '../../../src/ui/pix/messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// As for the profile and ledger words: pt-BR is the reference.
describe('paying-up (P) message catalogs', () => {
  const reference = pixCatalogs['pt-BR'];
  it.each(['pt-PT', 'en'] as const)('%s has every key of pt-BR and no other, each non-empty, with the same placeholders', (lang) => {
    const catalog = pixCatalogs[lang];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) {
      const other = catalog[key as keyof typeof catalog];
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });
});
