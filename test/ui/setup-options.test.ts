import { describe, expect, it } from 'vitest';
import { profileReads, sessionConfig, validateSetup, type OptionKey, type SetupOptions } from '../../src/engine/setup.ts';
import type { ProfileId } from '../../src/engine/types.ts';
import { setupCatalogs as catalogs } from '../../src/ui/setup/messages.ts';
import { languages } from '../../src/ui/i18n/languages.ts';
import { parseNumber } from '../../src/ui/setup/number-input.tsx';
import { profileSetups } from '../../src/ui/setup/options.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';

const profiles = Object.keys(setupDefaults) as ProfileId[];
const defaults = (profile: ProfileId) => setupDefaults[profile];

describe('option rows', () => {
  // Variants that make each profile read its conditional options.
  const variants: Partial<SetupOptions>[] = [{}, { tournament: true }, { escuroChain: 3 }, { limit: 'no-limit' }, { sessionKind: 'hands' }, { sessionKind: 'open' }, { bombPot: 50 }];

  it.each(profiles)('%s has a row for every option it reads, and no row for one it never reads', (profile) => {
    const rowKeys = new Set(profileSetups[profile].rows.map((row) => row.key));
    const everRead = new Set<OptionKey>();
    for (const variant of variants) {
      for (const key of profileReads(profile, { ...defaults(profile), ...variant })) {
        expect(rowKeys.has(key), `${profile} reads ${key}`).toBe(true);
        everRead.add(key);
      }
    }
    for (const key of rowKeys) expect(everRead.has(key), `${profile} shows ${key}`).toBe(true);
  });

  it.each(languages)('%s has a label, a help line and every choice label for every row', (language) => {
    const catalog = catalogs[language] as Readonly<Record<string, string>>;
    for (const profile of profiles) {
      for (const row of profileSetups[profile].rows) {
        expect(catalog[row.label], row.label).toBeTruthy();
        expect(catalog[row.help], row.help).toBeTruthy();
        if (row.control.kind === 'choice') {
          for (const choice of row.control.choices) expect(catalog[`setup.choice.${row.key}.${choice}`], `${row.key}.${choice}`).toBeTruthy();
        }
      }
    }
  });

  // What the New game screen shows (setup-screen.tsx): the rows the profile reads, in the rows' order.
  const shown = (profile: ProfileId, patch: Partial<SetupOptions>) => {
    const reads = new Set(profileReads(profile, { ...defaults(profile), ...patch }));
    return profileSetups[profile].rows.filter((row) => reads.has(row.key)).map((row) => row.key);
  };

  it('T7: every game in chips offers a tournament with the Tournament switch first, and the night planner after the chips', () => {
    for (const profile of ['draw5', 'brasileiro', 'fechado', 'holdem'] as const) {
      expect(shown(profile, {})[0], profile).toBe('tournament');
      expect(shown(profile, { tournament: true }).slice(-2), profile).toEqual(['chipSet', 'night']);
    }
    expect(shown('baseball', { tournament: true })).not.toContain('tournament');
  });

  it("T7: a tournament shows its entry price and levels in place of the game's cash posts, limits and length", () => {
    const levels = ['levelBy', 'levelEvery', 'levels'];
    expect(shown('draw5', { tournament: true })).toEqual(['tournament', 'startingChips', 'buyInPrice', 'currency', ...levels, 'chipSet', 'night']);
    expect(shown('draw5', {})).toEqual(['tournament', 'startingChips', 'ante', 'sessionKind', 'sessionCount', 'chipSet']);
    expect(shown('brasileiro', { tournament: true })).toEqual(['tournament', 'startingChips', 'buyInPrice', 'currency', ...levels, 'escuroRebuy', 'doubleFactor', 'cheirosinha', 'chipSet', 'night']);
    expect(shown('fechado', { tournament: true })).toEqual(['tournament', 'startingChips', 'buyInPrice', 'currency', 'escuroChain', 'limit', ...levels, 'openers', 'fourCards', 'fullDeck', 'chipSet', 'night']);
    expect(shown('fechado', { tournament: true, escuroChain: 4, limit: 'no-limit' })).toEqual(shown('fechado', { tournament: true }));
  });

  it("F13: a fechado cash game with the escuro chain asks for the chain's first post in place of the pingo", () => {
    expect(shown('fechado', { escuroChain: 3 }).slice(4, 7)).toEqual(['escuroChain', 'escuro', 'limit']);
    expect(shown('fechado', {}).slice(4, 7)).toEqual(['escuroChain', 'ante', 'limit']);
    const row = profileSetups.fechado.rows.find((r) => r.key === 'escuro')!;
    expect([catalogs['pt-BR'][row.label], catalogs['pt-PT'][row.label], catalogs.en[row.label]]).toEqual(['Escuro (1ª aposta)', 'Escuro (1.ª aposta)', 'Escuro (first post)']);
  });

  it("T7: each game's default levels start a tournament as they are, dealt at the first level", () => {
    for (const profile of ['draw5', 'brasileiro', 'fechado'] as const) {
      const table = { profile, players: ['A', 'B', 'C'], mode: 'pass-and-play', dealer: { kind: 'random' }, options: { ...defaults(profile), tournament: true } } as const;
      expect(validateSetup(table), profile).toEqual([]);
      const config = sessionConfig(table, 0);
      expect(config.schedule?.levels, profile).toEqual(defaults(profile).levels);
      expect(config.options, profile).toMatchObject(profile === 'brasileiro' ? { escuro: 1 } : { ante: 1 });
    }
  });

  it('a choice row offers the profile\'s default among its choices', () => {
    for (const profile of profiles) {
      for (const row of profileSetups[profile].rows) {
        if (row.control.kind === 'choice') expect(row.control.choices, `${profile} ${row.key}`).toContain(defaults(profile)[row.key]);
      }
    }
  });
});

describe('typed numbers', () => {
  it.each([
    ['100', false, 100],
    ['10.000', false, 10_000],
    ['10 000', false, 10_000],
    ['1,000', false, 1000],
    ['', false, NaN],
    ['12a', false, NaN],
    ['2.5', false, NaN],
    ['-3', false, NaN],
    ['12,50', true, 12.5],
    ['12.5', true, 12.5],
    ['1.234,56', true, 1234.56],
    ['1,2,3', true, NaN],
  ] as const)('"%s" (decimals %s) reads as %s', (text, decimals, value) => {
    expect(parseNumber(text, decimals)).toBe(value);
  });
});
