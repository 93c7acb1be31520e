// The players' book as stored: seats linked by name, renames, merges undone exactly, nights
// imported from a spreadsheet and taken out again. Pure identity rules are property-tested.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../../src/store/errors.ts';
import { nameKey } from '../../src/engine/names.ts';
import { isRefusal, linkSeats, merged, newPlayer, renamed, roots, sharedNight, unmerged } from '../../src/store/playerLinks.ts';
import { PlayerRepository } from '../../src/store/players.ts';
import type { NightRecord, PlayerRecord } from '../../src/store/schema.ts';
import { readRawDatabase } from './fixtures/rawDatabase.ts';
import { connect, counterRepository, freshFactory, newGame } from './harness.ts';

let ids = 0;
const make = (name: string) => newPlayer(name, 0, `p${ids++}`);

async function refusal(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  return error;
}

/** A phone with two games of Ana, Bia and Caio (one as "ana"), and the book opened once. */
async function phone() {
  const factory = freshFactory();
  const conn = connect(factory);
  const games = counterRepository(conn);
  await games.create(newGame('g1', { players: ['Ana', 'Bia', 'Caio'] }));
  await games.create(newGame('g2', { players: ['Bia', 'ana ', 'Duda'] }));
  const players = new PlayerRepository(conn);
  const synced = (await players.sync()).players;
  const named = (name: string) => synced.find((p) => p.name === name)!;
  return { factory, conn, games, players, named };
}

const night = (id: string, names: string[]): NightRecord => ({
  id,
  label: '',
  day: '2024-03-01',
  profile: 'holdem',
  currency: null,
  importedAt: 1,
  results: names.map((player, i) => ({ player, net: i === 0 ? 10 : -10 / (names.length - 1), money: null, place: null, hands: null, biggestPot: null })),
});

describe('PlayerRepository', () => {
  it('links every seat of every game to the player of that name, compared as the setup compares names', async () => {
    const { players } = await phone();
    const list = await players.list();
    const seats = Object.fromEntries(list.map((p) => [p.name, p.seats.map((s) => `${s.night}#${s.seat}`)]));
    expect(seats).toEqual({ Ana: ['g1#0', 'g2#1'], Bia: ['g1#1', 'g2#0'], Caio: ['g1#2'], Duda: ['g2#2'] });
  });

  it('sync returns what it read: every game, deleted ones too, and the imported nights oldest first', async () => {
    const { games, players } = await phone();
    await games.remove('g2');
    await players.importNights([{ ...night('csv:late', ['Ana']), day: '2025-05-01' }, { ...night('csv:early', ['Bia']), day: '2025-01-01' }]);
    const synced = await players.sync();
    expect(synced.games.map((game) => game.id).sort()).toEqual(['g1', 'g2']);
    expect(synced.nights.map((night) => night.id)).toEqual(['csv:early', 'csv:late']);
  });

  it('a later sync links only the new game; a synced book is left as it is', async () => {
    const { games, players } = await phone();
    const before = await players.list();
    expect((await players.sync()).players).toEqual(expect.arrayContaining(before));
    await games.create(newGame('g3', { players: ['Caio', 'Edu'] }));
    const after = (await players.sync()).players;
    expect(after).toHaveLength(5);
    expect(after.find((p) => p.name === 'Caio')!.seats.map((s) => s.night)).toEqual(['g1', 'g3']);
    expect(after.find((p) => p.name === 'Edu')!.seats).toEqual([{ night: 'g3', seat: 1 }]);
  });

  it('renames a player; a name another player has is refused and nothing changes', async () => {
    const { factory, players, named } = await phone();
    const renamedAna = await players.rename(named('Ana').id, '  Ana  Paula ');
    expect(renamedAna.name).toBe('Ana Paula');
    const before = await readRawDatabase(factory, 'mesa');
    expect((await refusal(players.rename(named('Bia').id, 'ana paula'))).key).toBe('players.nameTaken');
    expect((await refusal(players.rename(named('Bia').id, '   '))).key).toBe('players.emptyName');
    expect((await refusal(players.rename('nobody', 'X'))).key).toBe('players.notFound');
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
  });

  it('G17: a rename follows the setup\'s name rule: 20 characters counted whole, controls and bidi marks stripped', async () => {
    const { factory, players, named } = await phone();
    const before = await readRawDatabase(factory, 'mesa');
    expect((await refusal(players.rename(named('Bia').id, 'B'.repeat(21)))).key).toBe('players.nameTooLong');
    expect((await refusal(players.rename(named('Bia').id, 'Caio\u200B'))).key).toBe('players.nameTaken');
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
    expect((await players.rename(named('Bia').id, `\u202E${'B'.repeat(19)}🇧🇷\t`)).name).toBe(`${'B'.repeat(19)}🇧🇷`);
  });

  it('merge points one entry at the other and unmerge clears it: the records end exactly as they were', async () => {
    const { factory, players, named } = await phone();
    const before = await readRawDatabase(factory, 'mesa');
    const change = await players.merge(named('Duda').id, named('Caio').id);
    expect(change).toEqual({ ...named('Duda'), mergedInto: named('Caio').id });
    expect((await refusal(players.merge(named('Caio').id, named('Duda').id))).key).toBe('players.sameEntry');
    // A renamed group keeps the name for all its entries; a new game of "Duda" still counts as Caio's.
    await players.unmerge(named('Duda').id);
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
    expect((await refusal(players.unmerge(named('Duda').id))).key).toBe('players.notMerged');
  });

  it('a merge of two players who sat at one night is refused, and nothing changes: one player never has two places in a night', async () => {
    const { factory, players, named } = await phone();
    const before = await readRawDatabase(factory, 'mesa');
    expect((await refusal(players.merge(named('Caio').id, named('Bia').id))).key).toBe('players.sameNight');
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
    // Through a merge too: Duda (g2) counts as Caio (g1), and Caio's group then meets Bia at both.
    await players.merge(named('Duda').id, named('Caio').id);
    const list = await players.list();
    expect(['g1', 'g2']).toContain(sharedNight(list, named('Duda').id, named('Bia').id));
    expect((await refusal(players.merge(named('Duda').id, named('Bia').id))).key).toBe('players.sameNight');
    expect((await refusal(players.merge(named('Bia').id, named('Duda').id))).key).toBe('players.sameNight');
    expect(await players.list()).toEqual(list);
  });

  it('imports spreadsheet nights with their players in one go; a night already here is skipped; removal takes out what the import made', async () => {
    const { factory, players } = await phone();
    const before = await readRawDatabase(factory, 'mesa');
    const outcome = await players.importNights([night('csv:a', ['Ana', 'Zoe']), night('g1', ['Ana', 'Bia'])]);
    expect(outcome).toEqual({ imported: ['csv:a'], skipped: ['g1'] });
    expect((await players.nights()).map((n) => n.id)).toEqual(['csv:a']);
    const list = await players.list();
    expect(list.find((p) => p.name === 'Ana')!.seats.map((s) => s.night)).toEqual(['g1', 'g2', 'csv:a']);
    expect(list.find((p) => p.name === 'Zoe')!.seats).toEqual([{ night: 'csv:a', seat: 1 }]);
    await players.removeNights(outcome.imported);
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
  });

  it('a night imported earlier is deleted later with its seats, and its undo puts the book back exactly', async () => {
    const { factory, players } = await phone();
    const first = await players.importNights([night('csv:a', ['Ana', 'Zoe'])]);
    await players.importNights([night('csv:b', ['Zoe', 'Bia'])]);
    // Other changes come between the import and the delete.
    const zoe = (await players.list()).find((p) => p.name === 'Zoe')!;
    await players.rename(zoe.id, 'Zoé');
    const before = await readRawDatabase(factory, 'mesa');

    const removed = await players.removeNights(first.imported);
    expect(removed.nights.map((n) => n.id)).toEqual(['csv:a']);
    expect((await players.nights()).map((n) => n.id)).toEqual(['csv:b']);
    const list = await players.list();
    expect(list.find((p) => p.name === 'Ana')!.seats.map((s) => s.night)).toEqual(['g1', 'g2']);
    expect(list.find((p) => p.name === 'Zoé')!.seats).toEqual([{ night: 'csv:b', seat: 0 }]);

    await players.restoreNights(removed);
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
  });

  it('undoing a delete brings back a player who sat only at that night; a player renamed since keeps his new name and gets his seat back', async () => {
    const { factory, players } = await phone();
    await players.importNights([night('csv:a', ['Ana', 'Zoe', 'Yuri'])]);
    const before = await readRawDatabase(factory, 'mesa');
    const removed = await players.removeNights(['csv:a']);
    const names = (await players.list()).map((p) => p.name);
    expect(names).not.toContain('Zoe');
    expect(names).not.toContain('Yuri');
    await players.restoreNights(removed);
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);

    const again = await players.removeNights(['csv:a']);
    const ana = (await players.list()).find((p) => p.name === 'Ana')!;
    await players.rename(ana.id, 'Ana Paula');
    await players.restoreNights(again);
    const back = (await players.list()).find((p) => p.id === ana.id)!;
    expect(back.name).toBe('Ana Paula');
    expect(back.seats.map((s) => `${s.seat}@${s.night}`)).toEqual(['0@g1', '1@g2', '0@csv:a']);
    expect((await players.nights()).map((n) => n.id)).toEqual(['csv:a']);
  });
});

/** Random books: players with names from a small set (so names meet), some merged, seats at a few nights. */
const books = fc
  .array(
    fc.record({
      name: fc.constantFrom('Ana', 'ana', 'Bia', 'Caio', 'Duda', ' Edu'),
      merge: fc.nat(),
      merged: fc.boolean(),
      nights: fc.uniqueArray(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((entries) => {
    // Each entry sits at its own seat of the nights it played (seat = its index: never shared).
    const players: PlayerRecord[] = entries.map((e, i) => ({ ...newPlayer(e.name, i, `e${i}`), seats: e.nights.map((night) => ({ night, seat: i })) }));
    // Merges only into earlier entries, so there is never a cycle.
    entries.forEach((e, i) => {
      if (i > 0 && e.merged) players[i] = { ...players[i], mergedInto: `e${e.merge % i}` };
    });
    return players;
  });

describe('player identity (pure)', () => {
  it('merging is undone exactly, and loses nothing: every seat still counts, now for one player', () => {
    fc.assert(
      fc.property(books, fc.nat(), fc.nat(), (players, a, b) => {
        const from = players[a % players.length].id;
        const into = players[b % players.length].id;
        const change = merged(players, from, into);
        const root = roots(players);
        if (root.get(from) === root.get(into)) {
          expect(change).toBe('players.sameEntry');
          return;
        }
        // A night both groups sat at: refused, whatever else the entries hold.
        const nightsOf = (id: string) => new Set(players.filter((p) => root.get(p.id) === root.get(id)).flatMap((p) => p.seats.map((s) => s.night)));
        const together = [...nightsOf(from)].filter((night) => nightsOf(into).has(night));
        if (together.length > 0) {
          expect(change).toBe('players.sameNight');
          expect(together).toContain(sharedNight(players, from, into));
          return;
        }
        expect(sharedNight(players, from, into)).toBeNull();
        if (isRefusal(change)) throw new Error(change);
        const after = players.map((p) => (p.id === change.id ? change : p));
        const newRoots = roots(after);
        // The two groups are one; every other entry still counts where it did.
        for (const p of players) {
          const was = root.get(p.id)!;
          expect(newRoots.get(p.id)).toBe(was === root.get(from) ? root.get(into) : was);
        }
        expect(after.flatMap((p) => p.seats)).toEqual(players.flatMap((p) => p.seats));
        const undone = unmerged(after, change.id);
        if (isRefusal(undone)) throw new Error(undone);
        expect(after.map((p) => (p.id === undone.id ? undone : p))).toEqual(players);
      }),
    );
  });

  it('linking gives every seat exactly one entry, the player of its name when the book has one, and one player per seat at a night', () => {
    const tables = fc.array(fc.uniqueArray(fc.constantFrom('Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi'), { minLength: 2, maxLength: 5 }), { maxLength: 5 });
    fc.assert(
      fc.property(books, tables, (players, names) => {
        const nights = names.map((n, i) => ({ night: `n${i}`, names: n }));
        const changes = linkSeats(players, nights, make);
        const after = [...players.filter((p) => !changes.some((c) => c.id === p.id)), ...changes];
        const root = roots(after);
        for (const { night, names: seated } of nights) {
          const holders = seated.map((_, seat) => after.filter((p) => p.seats.some((s) => s.night === night && s.seat === seat)));
          expect(holders.every((h) => h.length === 1)).toBe(true);
          const owners = holders.map((h) => root.get(h[0].id));
          expect(new Set(owners).size).toBe(seated.length);
          seated.forEach((name, seat) => expect(nameKey(holders[seat][0].name)).toBe(nameKey(name)));
        }
        // Linking again changes nothing.
        expect(linkSeats(after, nights, make)).toEqual([]);
      }),
    );
  });

  it('a rename never gives two players of the book one name', () => {
    fc.assert(
      fc.property(books, fc.nat(), fc.constantFrom('Ana', 'BIA', 'Zé', ''), (players, pick, name) => {
        const root = roots(players);
        const distinct = players.filter((p) => root.get(p.id) === p.id);
        const target = distinct[pick % distinct.length];
        const change = renamed(players, target.id, name);
        if (isRefusal(change)) return;
        const after = players.map((p) => (p.id === change.id ? change : p));
        const names = after.filter((p) => root.get(p.id) === p.id && p.id !== target.id).map((p) => nameKey(p.name));
        expect(names).not.toContain(nameKey(name));
      }),
    );
  });
});
