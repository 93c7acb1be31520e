// The New game screen's part of a tournament in every game in chips (T7): the levels editor's
// columns and values per game and variant, what it writes back, the words of a level's problems,
// and the amounts the chip case must make (T4).
import { beforeEach, describe, expect, it } from 'vitest';
import { addLevel, changeLevel } from '../../src/engine/tournament/schedule.ts';
import { profileReads, validateSetup, type SetupOptions, type TableSetup } from '../../src/engine/setup.ts';
import type { ProfileId } from '../../src/engine/types.ts';
import { language } from '../../src/ui/i18n/index.ts';
import { ts } from '../../src/ui/setup/messages.ts';
import { levelsTable } from '../../src/ui/setup/level-columns.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import { problemText } from '../../src/ui/setup/problem-text.ts';
import { neededAmounts } from '../../src/ui/tournament/needed-amounts.ts';

beforeEach(() => {
  language.value = 'pt-BR';
});

const tournament = (profile: ProfileId, patch: Partial<SetupOptions> = {}): SetupOptions => ({ ...setupDefaults[profile], tournament: true, ...patch });
const heads = (profile: ProfileId, options: SetupOptions) => levelsTable(profile, options).columns.map((column) => ts(column.head));
const setup = (profile: ProfileId, options: SetupOptions): TableSetup => ({ profile, players: ['Ana', 'Bia', 'Caio'], mode: 'pass-and-play', dealer: { kind: 'random' }, options });

describe('the levels editor', () => {
  it("T7, H9: each game's columns are its level's fields, in its own words", () => {
    expect(heads('holdem', tournament('holdem'))).toEqual(['Small', 'Big', 'Ante']);
    expect(heads('draw5', tournament('draw5'))).toEqual(['Ante']);
    expect(heads('brasileiro', tournament('brasileiro'))).toEqual(['Escuro']);
    expect(heads('fechado', tournament('fechado'))).toEqual(['Pingo', 'Mín.', 'Máx.']);
    expect(heads('fechado', tournament('fechado', { limit: 'no-limit' }))).toEqual(['Pingo']);
    expect(heads('fechado', tournament('fechado', { escuroChain: 3 }))).toEqual(['Escuro', 'Mín.', 'Máx.']);
  });

  it('T7: every input is named for its level and field, in each language', () => {
    const [pingo, min, max] = levelsTable('fechado', tournament('fechado')).columns;
    expect([pingo, min, max].map((column) => ts(column.label, { n: 3 }))).toEqual(['Pingo do nível 3', 'Aposta mínima do nível 3', 'Aposta máxima do nível 3']);
    expect(levelsTable('holdem', tournament('holdem')).columns.map((column) => ts(column.label, { n: 2 }))).toEqual([
      'Small blind do nível 2',
      'Big blind do nível 2',
      'Ante do nível 2',
    ]);
    language.value = 'en';
    expect(ts(pingo.label, { n: 3 })).toBe('Pingo of level 3');
    const [escuro] = levelsTable('brasileiro', tournament('brasileiro')).columns;
    language.value = 'pt-PT';
    expect(ts(escuro.label, { n: 1 })).toBe('Escuro do nível 1');
  });

  it("T7, F13, F6: an edit written back with the escuro chain on keeps the values when the chain goes off, and the limits come and go with the spread limit", () => {
    let options = tournament('fechado');
    const pingos = levelsTable('fechado', options).levels.map((level) => level.ante);
    expect(pingos.slice(0, 3)).toEqual([1, 2, 3]);

    // The chain on: the same values, now the dealer's escuro; an edit writes back the levels as shown.
    options = { ...options, escuroChain: 3 };
    const chained = levelsTable('fechado', options);
    expect(chained.levels.map((level) => level.escuro)).toEqual(pingos);
    expect(chained.levels.every((level) => level.ante === undefined)).toBe(true);
    options = { ...options, levels: changeLevel(chained.levels, 1, 'escuro', 5) };
    expect(options.levels[1]).toEqual({ escuro: 5, minBet: 2, maxBet: 20 });

    // The chain off again: the pingo is the edited value.
    options = { ...options, escuroChain: 0 };
    expect(levelsTable('fechado', options).levels[1]).toEqual({ ante: 5, minBet: 2, maxBet: 20 });

    // No limit: the limits leave the columns and the levels; back to the spread limit, the kept ones return.
    const noLimit = levelsTable('fechado', { ...options, limit: 'no-limit' });
    expect(noLimit.levels[1]).toEqual({ ante: 5 });
    expect(levelsTable('fechado', { ...options, limit: 'spread' }).levels[1]).toEqual({ ante: 5, minBet: 2, maxBet: 20 });
  });

  it('T7: a level added in the editor grows from the last one in the game\'s terms', () => {
    const { terms, levels } = levelsTable('brasileiro', tournament('brasileiro', { levels: [{ escuro: 5 }, { escuro: 10 }] }));
    const [, , added] = addLevel(terms, levels);
    expect(Object.keys(added)).toEqual(['escuro']);
    expect(added.escuro).toBeGreaterThan(10);
  });
});

describe("a level's problems, in words that fit the game", () => {
  it('T7, F6: a least bet above the most is said under its level', () => {
    const levels = [
      { ante: 1, minBet: 1, maxBet: 10 },
      { ante: 2, minBet: 30, maxBet: 20 },
    ];
    const problems = validateSetup(setup('fechado', tournament('fechado', { levels })));
    expect(problems).toEqual([{ field: { kind: 'level', level: 1 }, code: 'minAboveMax', min: 30, max: 20 }]);
    expect(problemText(problems[0])).toBe('Nível 2: A aposta mínima (30) passa da máxima (20).');
  });

  it("T7, B4: a first level whose stake (the escuro buyer's double) passes the stack is the largest forced bet", () => {
    const problems = validateSetup(setup('brasileiro', tournament('brasileiro', { startingChips: 100, levels: [{ escuro: 60 }, { escuro: 80 }] })));
    expect(problems).toEqual([{ field: { kind: 'level', level: 0 }, code: 'blindAboveStack', blind: 120, stack: 100 }]);
    expect(problemText(problems[0])).toBe('Nível 1: A maior aposta obrigatória (120) passa das 100 fichas iniciais.');
    language.value = 'en';
    expect(problemText(problems[0])).toBe('Level 1: The largest forced bet (120) is more than the 100 starting chips.');
  });

  it('H2: a cash game\'s big blind above the stack keeps its own words', () => {
    const problems = validateSetup(setup('holdem', { ...setupDefaults.holdem, startingChips: 150, bigBlind: 200 }));
    expect(problems.map(problemText)).toContain('Um blind de 200 é maior que as 150 fichas iniciais.');
  });

  it('T7: a level lower than the one before is said without naming blinds', () => {
    const problems = validateSetup(setup('draw5', tournament('draw5', { levels: [{ ante: 2 }, { ante: 1 }] })));
    expect(problems.map(problemText)).toEqual(['Nível 2: Nenhum valor pode baixar do nível anterior, e algum precisa subir.']);
  });
});

describe('the amounts the chip case must make', () => {
  const amounts = (profile: ProfileId, options: SetupOptions) => neededAmounts(profile, options, new Set(profileReads(profile, options)));

  it("T4, B4: a brasileiro tournament's levels need the escuro and the buyer's double", () => {
    expect(amounts('brasileiro', tournament('brasileiro', { levels: [{ escuro: 5 }, { escuro: 10 }] }))).toEqual([
      [0, 5],
      [0, 10],
      [1, 10],
      [1, 20],
    ]);
  });

  it("T4, F6, F13: fechado's levels need the pingo (or the chain's escuro and its double) and the limits, each once", () => {
    const levels = [{ ante: 5, minBet: 5, maxBet: 50 }];
    expect(amounts('fechado', tournament('fechado', { levels }))).toEqual([
      [0, 5],
      [0, 50],
    ]);
    expect(amounts('fechado', tournament('fechado', { levels, escuroChain: 3 }))).toEqual([
      [0, 5],
      [0, 10],
      [0, 50],
    ]);
  });

  it("T4, H9: hold'em's levels and a cash game's posts need what they did", () => {
    expect(amounts('holdem', tournament('holdem', { levels: [{ smallBlind: 25, bigBlind: 50, ante: 10 }] }))).toEqual([
      [0, 25],
      [0, 50],
      [0, 10],
    ]);
    expect(amounts('holdem', setupDefaults.holdem)).toEqual([
      [null, 100],
      [null, 200],
    ]);
    expect(amounts('brasileiro', setupDefaults.brasileiro)).toEqual([
      [null, 1],
      [null, 2],
    ]);
  });
});
