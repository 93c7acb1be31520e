// The book as the screens load it from the phone's store: finished games read through the
// engine, games in progress left out, spreadsheet nights beside them, every seat linked.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshStore } from '../harness.ts';
import { storage } from '../../../src/app/storage.ts';
import { knownNames } from '../../../src/app/book/known.ts';
import { loadBook, players } from '../../../src/app/book/load.ts';
import { gameNight, HAND_FIGURES_FORMAT } from '../../../src/app/book/nights.ts';
import { FiguresStore } from '../../../src/store/index.ts';
import { bookCsv, readNightsCsv } from '../../../src/app/book/csv.ts';
import { bookPlayers, totals } from '../../../src/app/book/figures.ts';
import { exportBackup, importBackup } from '../../../src/store/index.ts';
import { sessionCodec } from '../../../src/app/codec.ts';
import { fewestTransfers, type SessionConfig } from '../../../src/engine/index.ts';
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
  await games.create({ id, profile: 'draw5', players: names, config: setup });
  let seq = 0;
  for (const action of state.log) await games.append(id, { seq: seq++, action });
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

  it('G18: a book that meets a night it cannot read still opens, naming it (25 players with money, a game with no config)', async () => {
    await stored('g1', ['Ana', 'Bia', 'Caio'], 1, true);
    await stored('broken', ['Duda', 'Edu'], 2, true);
    const db = await storage().conn.db();
    // Data stored before the limits were checked: nothing today writes either.
    await db.put('games', { ...(await db.get('games', 'broken'))!, config: null });
    const crowd = Array.from({ length: 25 }, (_, i) => ({ player: `P${i}`, net: i === 0 ? 24 : -1, money: i === 0 ? 2400 : -100, place: null, hands: null, biggestPot: null }));
    await db.put('nights', { id: 'crowd', label: 'Réveillon', day: '2024-12-31', profile: 'holdem', currency: 'BRL', importedAt: 1, results: crowd });

    const book = await loadBook();
    expect(book.nights.map((n) => n.id)).toEqual(['g1']);
    expect(book.unreadable).toEqual([
      { id: 'broken', label: '', day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), profile: 'draw5' },
      { id: 'crowd', label: 'Réveillon', day: '2024-12-31', profile: 'holdem' },
    ]);
  });

  it("a spreadsheet's night of twenty with money is settled in the fewest transfers when its settlement is first read, not at each load, and kept", async () => {
    const cents = [-4500, -3000, -2500, -2000, -1500, -1000, -900, -800, -700, -600, 500, 700, 900, 1100, 1300, 1500, 2000, 3000, 2000, 4500];
    const rows = cents.map((c, i) => `2024-05-01,holdem,P${i},${c},${(c / 100).toFixed(2)},BRL`);
    const sheet = readNightsCsv(`date,game,player,net,money,currency\n${rows.join('\n')}\n`, { knownProfiles: ['holdem'], now: 1 });
    if (!sheet.ok) throw new Error('bad sheet');
    await players().importNights(sheet.nights);

    const [night] = (await loadBook()).nights;
    const transfers = night.transfers;
    expect(transfers).toEqual(fewestTransfers(cents));
    // Pairs that cancel (-4500 and 4500, -1500 and 1500, -3000 and 3000…) settle each other: fewer than 19 transfers.
    expect(transfers.length).toBeLessThan(19);
    expect(night.transfers).toBe(transfers);
  });

  it('a game finished later enters the book on the next look', async () => {
    await stored('g1', ['Ana', 'Bia'], 3, false);
    expect((await loadBook()).nights).toEqual([]);
    await storage().games.update('g1', { status: 'finished' });
    expect((await loadBook()).nights.map((n) => n.id)).toEqual(['g1']);
  });

  it("reads a game's hands once: its figures are kept, and read again when its log or the reader changed", async () => {
    const { record, log } = await stored('g1', ['Ana', 'Bia', 'Caio'], 4, true);
    const expected = gameNight(record, log);
    expect((await loadBook()).nights).toEqual([expected]);
    const cache = new FiguresStore(storage().conn);
    const kept = (await cache.get(['g1'])).get('g1')!;
    expect(kept).toEqual({ gameId: 'g1', nextSeq: log.length, format: HAND_FIGURES_FORMAT, hands: expected.seats.map((s) => s.hands), biggestPot: expected.seats.map((s) => s.biggestPot), numbers: expected.seats.map((s) => s.numbers) });

    // A kept figure is what the book shows (the log is not read again); the results come from the game as it ended.
    await cache.put([{ ...kept, hands: [99, 99, 99] }], new Set(['g1']));
    const again = (await loadBook()).nights[0];
    expect(again.seats.map((s) => s.hands)).toEqual([99, 99, 99]);
    expect(again.seats.map((s) => [s.net, s.money])).toEqual(expected.seats.map((s) => [s.net, s.money]));

    // Figures of another reader, or of a shorter log, are read again.
    await cache.put([{ ...kept, hands: [99, 99, 99], format: HAND_FIGURES_FORMAT + 1 }], new Set(['g1']));
    expect((await loadBook()).nights).toEqual([expected]);
    await cache.put([{ ...kept, hands: [99, 99, 99], nextSeq: kept.nextSeq - 1 }], new Set(['g1']));
    expect((await loadBook()).nights).toEqual([expected]);

    // A game purged for good takes its figures with it at the next look.
    await storage().games.purge('g1');
    await loadBook();
    expect(await cache.get(['g1'])).toEqual(new Map());
  });

  it("one night is one night: Mesa's CSV of a game and a backup holding it, in either order, count the game once", async () => {
    // The night played on one phone, then sent on as its CSV and as a backup.
    const { record, log } = await stored('g1', ['Ana', 'Bia', 'Caio'], 5, true);
    const played = await loadBook();
    const csv = bookCsv(played.nights.map((night) => ({ night, names: night.seats.map((s) => s.name), label: night.label ?? night.id })));
    const backup = await exportBackup(storage().conn);
    const expected = gameNight(record, log);
    const sheet = () => {
      const reading = readNightsCsv(csv, { knownProfiles: ['draw5'], now: 1 });
      if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
      return reading.nights;
    };

    for (const order of ['csv first', 'backup first']) {
      await freshStore();
      if (order === 'csv first') await players().importNights(sheet());
      // As the app imports a backup (ui/setup/backup-file.ts importGames).
      await importBackup(storage().conn, sessionCodec, backup, { snapshotEvery: storage().games.snapshotEvery });
      if (order === 'backup first') await players().importNights(sheet());
      const book = await loadBook();
      expect(book.nights, order).toEqual([expected]);
      const people = bookPlayers(book.players, book.nights);
      expect(people.map((p) => [p.name, totals(p.played).nights, totals(p.played).money]), order).toEqual(
        expected.seats.map((s) => [s.name, 1, { BRL: s.money }]),
      );
    }
  });
});
