// G17 along every way a name comes in: one person whose name is typed with other spacing, case or
// an invisible character ("Ana  Maria", "ana maria", a tab for a space) is one player at the New
// game form, in the players' book and in a spreadsheet — all by engine/names.ts's one key.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookCsv, readNightsCsv } from '../../../src/app/book/csv.ts';
import { gameNight } from '../../../src/app/book/nights.ts';
import { nameKey } from '../../../src/engine/names.ts';
import { validateSetup } from '../../../src/engine/setup.ts';
import { setupDefaults } from '../../../src/engine/setup-defaults.ts';
import { gameSeats, importedSeats, linkSeats, nameHolder, newPlayer, renamed, roots, type NightSeats } from '../../../src/store/playerLinks.ts';
import type { PlayerRecord } from '../../../src/store/schema.ts';
import { finishedRecord } from './finished-record.ts';
import { MemoryStorage } from '../../support/memory-storage.ts';

/** One person's name as different phones and spreadsheets may carry it. */
const spelling = fc.constantFrom('Ana Maria', 'Ana  Maria', 'ana maria', ' ANA\tMARIA ', 'Ana\u00A0Maria\u200B', 'ana\nmaria');
const PROFILES = ['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem'];

let made = 0;
const make = (name: string) => newPlayer(name, 1, `p${made++}`);

/** The book's players after linking `nights`, each with the nights it sat at (through merges). */
function book(nights: readonly NightSeats[]): { players: PlayerRecord[]; nightsOf: (name: string) => string[] } {
  const players = linkSeats([], nights, make);
  const root = roots(players);
  const nightsOf = (name: string) =>
    players
      .filter((p) => root.get(p.id) === root.get(players.find((q) => nameKey(q.name) === nameKey(name))!.id))
      .flatMap((p) => p.seats.map((s) => s.night))
      .sort();
  return { players, nightsOf };
}

async function newGameForm() {
  vi.resetModules();
  vi.stubGlobal('localStorage', new MemoryStorage());
  globalThis.localStorage.setItem('mesa.language', 'pt-BR');
  return import('../../../src/ui/setup/draft.ts');
}

beforeEach(() => {
  made = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('G17: one person is one player, however the name is typed', () => {
  it('G17: at the New game form, two spellings of one name are one name said twice; a new seat’s default name is none typed there with other spacing or case', async () => {
    const form = await newGameForm();
    form.openDraft('holdem');
    const seats = () => form.draft.value!.players;
    form.renamePlayer(seats()[0].id, 'Ana Maria');
    form.renamePlayer(seats()[1].id, 'ana  maria');
    expect(validateSetup(form.tableSetup(form.draft.value!))).toEqual([expect.objectContaining({ code: 'duplicateName', field: { kind: 'player', player: 1 } })]);

    form.renamePlayer(seats()[1].id, 'Bia');
    form.renamePlayer(seats()[3].id, 'JOGADOR\u00A0 4');
    form.addPlayer();
    // The fields left empty play under their seats' defaults; "JOGADOR  4", typed, is seat 4's own.
    expect(form.seatNames(seats())).toEqual(['Ana Maria', 'Bia', 'Jogador 3', 'JOGADOR\u00A0 4', 'Jogador 5']);
    // Seat 5's default typed in seat 1 with other spacing and case: seat 5 takes the first default no seat has.
    form.renamePlayer(seats()[0].id, 'jogador  5');
    expect(form.seatNames(seats())).toEqual(['jogador  5', 'Bia', 'Jogador 3', 'JOGADOR\u00A0 4', 'Jogador 1']);
    expect(validateSetup(form.tableSetup(form.draft.value!))).toEqual([]);
  });

  it('G17: names that look the same are one name said twice — at a table, in a spreadsheet night — and a name that shows nothing is none', () => {
    const seats = (players: string[]) => validateSetup({ profile: 'draw5', players, mode: 'pass-and-play', dealer: { kind: 'random' }, options: setupDefaults.draw5 });
    expect(seats(['Zora', 'zora', 'Bia', 'Bi\u200Da', 'Caio\u034F', 'caio']).map((p) => [p.code, p.field])).toEqual([
      ['duplicateName', { kind: 'player', player: 1 }],
      ['duplicateName', { kind: 'player', player: 3 }],
      ['duplicateName', { kind: 'player', player: 5 }],
    ]);
    expect(seats(['Ana', '\u3164\u3164', '\u0301']).map((p) => [p.code, p.field])).toEqual([
      ['emptyName', { kind: 'player', player: 1 }],
      ['emptyName', { kind: 'player', player: 2 }],
    ]);
    const night = (names: string[]) => readNightsCsv(['night,date,game,player,net', ...names.map((name, i) => `a,2025-03-14,draw5,"${name}",${i === 0 ? names.length - 1 : -1}`)].join('\r\n'), { knownProfiles: PROFILES, now: 1 });
    const problems = (names: string[]) => {
      const read = night(names);
      return read.ok ? [] : read.problems.map((p) => [p.line, p.code]);
    };
    expect(problems(['Bia', 'Bia\u034F', 'ZORA', 'zora'])).toEqual([[3, 'duplicatePlayer'], [5, 'duplicatePlayer']]);
    expect(problems(['Ana', '\uFFA0', 'Bia'])).toEqual([[3, 'player']]);
  });

  it('G17: in the book, games that seated two spellings are one player, who holds the name against a rename to a third', () => {
    fc.assert(
      fc.property(spelling, spelling, spelling, (first, second, third) => {
        const { players, nightsOf } = book([
          { night: 'g1', names: [first, 'Bia'] },
          { night: 'g2', names: ['Caio', second] },
        ]);
        expect(nightsOf(first)).toEqual(['g1', 'g2']);
        const bia = players.find((p) => p.name === 'Bia')!;
        const ana = players.find((p) => nameKey(p.name) === nameKey(first))!;
        expect(nameHolder(players, bia.id, third)).toBe(ana);
        expect(renamed(players, bia.id, third)).toBe('players.nameTaken');
        expect(nameHolder(players, ana.id, third)).toBeUndefined();
      }),
    );
  });

  it('G17: in a spreadsheet, two spellings at one night are one player said twice, and at two nights they are one player of the book', () => {
    const sheet = (rows: readonly [string, string, number][]) => ['night,date,game,player,net', ...rows.map(([night, player, net]) => `${night},2025-03-14,draw5,"${player}",${net}`)].join('\r\n');
    fc.assert(
      fc.property(spelling, spelling, (first, second) => {
        const once = readNightsCsv(sheet([['a', first, 5], ['a', 'Bia', 0], ['a', second, -5]]), { knownProfiles: PROFILES, now: 1 });
        // A newline inside a quoted name moves the rows after it down a line of the file.
        expect(once.ok ? [] : once.problems.map((p) => [p.line, p.code])).toEqual([[first.includes('\n') ? 5 : 4, 'duplicatePlayer']]);
        const twice = readNightsCsv(sheet([['a', first, 5], ['a', 'Bia', -5], ['b', 'Bia', 3], ['b', second, -3]]), { knownProfiles: PROFILES, now: 1 });
        if (!twice.ok) throw new Error(JSON.stringify(twice.problems));
        const { nightsOf } = book(twice.nights.map(importedSeats));
        expect(nightsOf(second)).toEqual(twice.nights.map((n) => n.id).sort());
      }),
    );
  });

  it('G17: a game played under one spelling and a spreadsheet that writes another are one player of the book; the CSV Mesa writes reads back to the same player', () => {
    fc.assert(
      fc.property(spelling, spelling, (played, typed) => {
        const game = finishedRecord('g1', { profile: 'draw5', players: [{ name: played, stack: 100 }, { name: 'Bia', stack: 100 }], firstDealer: 0 }, Date.UTC(2025, 2, 14, 22));
        const night = gameNight(game, []);
        const written = readNightsCsv(bookCsv([{ night, names: night.seats.map((s) => s.name), label: 'sexta' }]), { knownProfiles: PROFILES, now: 1 });
        const sheet = readNightsCsv(`night,date,game,player,net\r\nsábado,2025-03-15,draw5,"${typed}",2\r\nsábado,2025-03-15,draw5,Bia,-2`, { knownProfiles: PROFILES, now: 1 });
        if (!written.ok || !sheet.ok) throw new Error('the spreadsheets were refused');
        expect(nameKey(written.nights[0].results[0].player)).toBe(nameKey(played));
        const { nightsOf } = book([gameSeats({ id: game.id, players: night.seats.map((s) => s.name) }), ...sheet.nights.map(importedSeats)]);
        expect(nightsOf(typed)).toEqual([game.id, sheet.nights[0].id].sort());
      }),
    );
  });
});
