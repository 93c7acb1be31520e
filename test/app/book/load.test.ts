// The book as the screens load it from the phone's store: finished games read through the
// engine, games in progress left out, spreadsheet nights beside them, every seat linked.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshStore } from '../harness.ts';
import { storage } from '../../../src/app/storage.ts';
import { knownNames } from '../../../src/app/book/known.ts';
import { loadBook, players } from '../../../src/app/book/load.ts';
import { gameNight } from '../../../src/app/book/nights.ts';
import { readNightsCsv } from '../../../src/app/book/csv.ts';
import type { SessionConfig } from '../../../src/engine/index.ts';
import { playedSession } from '../../engine/support/session.ts';

const config = (names: string[]): SessionConfig => ({
  profile: 'draw5',
  players: names.map((name) => ({ name, stack: 100 })),
  firstDealer: 0,
  options: { ante: 1, buyIn: { price: 20, currency: 'BRL', chips: 100 } },
  hands: 3,
});

/** A game played and stored as the app stores it; finished or not. */
async function stored(id: string, names: string[], seed: number, finished: boolean) {
  const { games } = storage();
  const setup = config(names);
  const state = playedSession(setup, seed, 3);
  await games.create({ id, profile: 'draw5', players: names, config: setup, position: { seat: null, screen: 'table' } });
  let seq = 0;
  for (const action of state.log) await games.append(id, { seq: seq++, action, state });
  if (finished) await games.update(id, { status: 'finished' });
  return { record: (await games.get(id))!, log: state.log };
}

describe('loadBook', () => {
  beforeEach(async () => {
    await freshStore();
  });

  it('reads finished games through the engine, leaves games in progress out, and links every seat', async () => {
    const first = await stored('g1', ['Ana', 'Bia', 'Caio'], 1, true);
    await stored('g2', ['Ana', 'Duda'], 2, false);
    await loadBook();
    const sheet = readNightsCsv('date,game,player,net\n2024-05-01,holdem,ana,5\n2024-05-01,holdem,Zé,-5\n', { knownProfiles: ['holdem'], now: 1 });
    if (!sheet.ok) throw new Error('bad sheet');
    await players().importNights(sheet.nights);

    const book = await loadBook();
    expect(book.nights.map((n) => n.id)).toEqual([sheet.nights[0].id, 'g1']);
    expect(book.nights[1]).toEqual(gameNight(first.record, first.log));
    const ana = book.players.find((p) => p.name === 'Ana')!;
    expect(ana.seats.map((s) => s.night).sort()).toEqual(['g1', 'g2', sheet.nights[0].id].sort());
    expect(await knownNames()).toEqual(['Ana', 'Bia', 'Caio', 'Duda', 'Zé']);
  });

  it('a game finished later enters the book on the next look', async () => {
    await stored('g1', ['Ana', 'Bia'], 3, false);
    expect((await loadBook()).nights).toEqual([]);
    await storage().games.update('g1', { status: 'finished' });
    expect((await loadBook()).nights.map((n) => n.id)).toEqual(['g1']);
  });
});
