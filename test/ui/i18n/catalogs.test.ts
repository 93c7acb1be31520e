// Every catalog of words, main and per feature, checked the same way: each key has its own text
// in all three languages, with the same placeholders (catalog.ts makes a missing key or
// placeholder a compile error; this catches an empty text, an extra placeholder, and a text
// copied from the other language instead of written in its own).
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/ui/i18n/languages.ts';
import { catalogs } from '../../../src/ui/i18n/messages.ts';
import { bookCatalogs } from '../../../src/ui/book/messages.ts';
import { choiceCatalogs } from '../../../src/ui/choice/messages.ts';
import { tableCatalogs } from '../../../src/ui/components/table-messages.ts';
import { holdemCatalogs } from '../../../src/ui/holdem/messages.ts';
import { installCatalogs } from '../../../src/ui/install/messages.ts';
import { ledgerCatalogs } from '../../../src/ui/ledger/messages.ts';
import { guestCatalogs } from '../../../src/ui/net/guest-messages.ts';
import { hostCatalogs } from '../../../src/ui/net/host-messages.ts';
import { scanCatalogs } from '../../../src/ui/net/scan-messages.ts';
import { oddsCatalogs } from '../../../src/ui/odds/messages.ts';
import { pixCatalogs } from '../../../src/ui/pix/messages.ts';
import { profileCatalogs } from '../../../src/ui/profiles/messages.ts';
import { setupCatalogs } from '../../../src/ui/setup/messages.ts';
import { tournamentCatalogs } from '../../../src/ui/tournament/messages.ts';

type Texts = Readonly<Record<string, string>>;

/** Each words module under src/ui, by its path there. */
const parts: Readonly<Record<string, Readonly<Record<(typeof languages)[number], Texts>>>> = {
  'i18n/messages.ts': catalogs,
  'book/messages.ts': bookCatalogs,
  'choice/messages.ts': choiceCatalogs,
  'components/table-messages.ts': tableCatalogs,
  'holdem/messages.ts': holdemCatalogs,
  'install/messages.ts': installCatalogs,
  'ledger/messages.ts': ledgerCatalogs,
  'net/guest-messages.ts': guestCatalogs,
  'net/host-messages.ts': hostCatalogs,
  'net/scan-messages.ts': scanCatalogs,
  'odds/messages.ts': oddsCatalogs,
  'pix/messages.ts': pixCatalogs,
  'profiles/messages.ts': profileCatalogs,
  'setup/messages.ts': setupCatalogs,
  'tournament/messages.ts': tournamentCatalogs,
};

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

describe('word catalogs', () => {
  // Read as text, not imported: a new feature's catalog cannot go unchecked.
  const sources = import.meta.glob<string>('../../../src/ui/**/*messages.ts', { query: '?raw', import: 'default', eager: true });

  it('every words module under src/ui is one of the catalogs checked here', () => {
    const found = Object.keys(sources).map((path) => path.replace('../../../src/ui/', ''));
    expect(found.sort()).toEqual(Object.keys(parts).sort());
  });

  // A spread would pass every check below with the other language's words in place of the missing.
  it('no catalog fills one language from another (`...ptBR`)', () => {
    for (const [path, source] of Object.entries(sources)) expect(source, path).not.toMatch(/\.\.\.\s*(ptBR|ptPT|en)\b/);
  });

  describe.each(Object.entries(parts))('%s', (_, part) => {
    const keys = Object.keys(part['pt-BR']).sort();

    it.each(languages)('%s has every key and no other, each with a non-empty text', (language) => {
      expect(Object.keys(part[language]).sort()).toEqual(keys);
      for (const key of keys) expect(part[language][key]?.trim(), key).toBeTruthy();
    });

    it.each(languages)('%s keeps the same placeholders as the other two in every text', (language) => {
      for (const key of keys) expect(placeholders(part[language][key] ?? ''), key).toEqual(placeholders(part['pt-BR'][key] ?? ''));
    });

    // A count is written in words that agree with it ("1 compra", "3 compras"): the screen picks a
    // key for one and one for many, never "compra(s)".
    it.each(languages)('%s writes no lazy plural like "ficha(s)"', (language) => {
      for (const [key, text] of Object.entries(part[language])) expect(text, key).not.toMatch(/\w\((s|es)\)/);
    });

    // A pt-BR text standing in for a missing pt-PT one shows itself by the words Portugal says
    // otherwise; a Portuguese text standing in for an English one, by its letters.
    it('pt-PT says none of the Brazilian words European Portuguese has its own for', () => {
      const brazilian = /(?<!\p{L})(celular\p{L}*|tela|telas|salvar|salvo|salva|salvou|arquivos?|planilhas?|registr\p{L}+|cadastr\p{L}+|usuári\p{L}+|equipe\p{L}*|bônus|prêmios?|pôquer|câmera)(?!\p{L})/iu;
      for (const [key, text] of Object.entries(part['pt-PT'])) expect(text, key).not.toMatch(brazilian);
    });

    it('en has no Portuguese letters', () => {
      for (const [key, text] of Object.entries(part.en)) expect(text, key).not.toMatch(/[ãõçâêôáéíóúà]/i);
    });
  });

  it('the two Portuguese catalogs differ where the norms do', () => {
    expect(catalogs['pt-BR']['profile.draw5.name']).toContain('Pôquer');
    expect(catalogs['pt-PT']['profile.draw5.name']).toContain('Póquer');
    expect(catalogs['pt-PT']['app.pitch']).toContain('telemóvel');
    expect(ledgerCatalogs['pt-PT']['ledger.leadHint']).toContain('ronda');
    expect(tournamentCatalogs['pt-PT']['plan.problem.notPercent']).toContain('percentagem');
  });
});
