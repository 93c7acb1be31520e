import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../src/ui/i18n/index.ts';
import { hostCatalogs, thost } from '../../../src/ui/net/host-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// As for the other features' words: pt-BR is the reference.
describe("the host's network message catalogs", () => {
  afterEach(() => {
    language.value = 'pt-BR';
  });

  const reference = hostCatalogs['pt-BR'];
  it.each(['pt-PT', 'en'] as const)('%s has every key of pt-BR and no other, each non-empty, with the same placeholders', (lang) => {
    const catalog = hostCatalogs[lang];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(reference).sort());
    for (const [key, text] of Object.entries(reference)) {
      const other = catalog[key as keyof typeof catalog];
      expect(other.trim(), key).not.toBe('');
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('N1: the way in says phones as each language does', () => {
    language.value = 'pt-BR';
    expect(thost('entry.open')).toBe('Jogar em vários celulares');
    language.value = 'pt-PT';
    expect(thost('entry.open')).toBe('Jogar em vários telemóveis');
    language.value = 'en';
    expect(thost('entry.open')).toBe('Play on several phones');
    expect(thost('remote.playHere', { name: 'Ana' })).toBe("Play Ana's turn on this phone");
  });
});
