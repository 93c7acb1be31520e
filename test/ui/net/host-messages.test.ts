import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../../../src/ui/i18n/index.ts';
import { thost } from '../../../src/ui/net/host-messages.ts';

describe("the host's network message catalogs", () => {
  afterEach(() => {
    language.value = 'pt-BR';
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
