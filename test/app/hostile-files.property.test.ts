// G18 (issue 20): backups and spreadsheets from anywhere. A valid file mutated in hostile ways
// (huge numbers, NaN-like text, wrong types, dates no calendar has, bad currencies) is either
// refused, leaving the database exactly as it was, or accepted, and then every screen's data path
// opens: past games, the book's all-time figures, each game's table and settlement.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshStore } from './harness.ts';
import { storage, storedSession } from '../../src/app/storage.ts';
import { loadBook, players } from '../../src/app/book/load.ts';
import { bookPlayers, leaderboard, measuresOf, running } from '../../src/app/book/figures.ts';
import { readNightsCsv } from '../../src/app/book/csv.ts';
import { importedNight } from '../../src/app/book/nights.ts';
import { sessionSettlement, standings, type SessionConfig } from '../../src/engine/index.ts';
import { exportBackup } from '../../src/store/index.ts';
import { readBackup } from '../../src/ui/setup/backup-file.ts';
import { importGames } from '../../src/app/backups.ts';
import { dateText, playerList, profileName, whenText } from '../../src/ui/setup/game-summary.ts';
import { resultText } from '../../src/ui/setup/game-result.ts';
import { dayText, measureText, seatText, shortDay } from '../../src/ui/book/measure-text.ts';
import { moneyText } from '../../src/ui/components/money-text.ts';
import { profileIds } from '../../src/ui/profiles.ts';
import { isPlayable } from '../../src/engine/profiles/registry.ts';
import { readRawDatabase } from '../store/fixtures/rawDatabase.ts';
import { playedSession } from '../engine/support/session.ts';

const cash = (names: string[]): SessionConfig => ({
  profile: 'draw5',
  players: names.map((name) => ({ name, stack: 100 })),
  firstDealer: 0,
  options: { ante: 1, buyIn: { price: 20, currency: 'BRL', chips: 100 } },
  hands: 3,
});

/** A game played and stored as the app stores it, finished. */
async function storeGame(id: string, config: SessionConfig, seed: number): Promise<void> {
  const { games } = storage();
  const state = playedSession(config, seed, 3);
  await games.create({ id, profile: config.profile, players: config.players.map((p) => p.name), config });
  let seq = 0;
  for (const action of state.log) await games.append(id, { seq: seq++, action });
  await games.update(id, { status: 'finished', result: { hands: state.history.length, standings: standings(state).map((s) => ({ player: s.name, net: s.net })) } });
}

const SHEET = 'night,date,game,player,net,money,currency,place,hands,biggest_pot\r\nsexta,2024-05-03,holdem,Ana,25,12.50,BRL,1,30,40\r\nsexta,2024-05-03,holdem,Zé,-25,-12.50,BRL,2,30,10\r\n';

/** What a hostile hand puts in a field. */
const hostile = fc.constantFrom<unknown>(
  Number.MAX_SAFE_INTEGER, 9007199254740992, 1e308, -1e308, 8.64e15 + 1, 100000000000000, -1, 1.5, 0, -0.5, 2 ** 31,
  Date.UTC(1899, 11, 31), Date.UTC(10000, 0, 1), 'NaN', 'Infinity', '1e999', '', ' ', 'bad!', 'brl', 'EURO', '€', 'XYZ',
  null, true, [], {}, [1, 2], { type: 'fold' },
);

/** Every path to a leaf (and to every object or list) of a JSON value. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [at];
  const children = Array.isArray(value) ? value.map((v, i) => paths(v, [...at, i])) : Object.entries(value).map(([k, v]) => paths(v, [...at, k]));
  return [...(at.length > 0 ? [at] : []), ...children.flat()];
}

function mutated(json: unknown, changes: readonly (readonly [number, unknown])[]): unknown {
  const doc = structuredClone(json);
  const all = paths(doc);
  for (const [pick, value] of changes) {
    const path = all[pick % all.length];
    // An earlier change may have put a leaf where this path went on: then it has nowhere to go.
    let parent: unknown = doc;
    for (const step of path.slice(0, -1)) parent = parent !== null && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[step] : undefined;
    if (parent === null || typeof parent !== 'object') continue;
    (parent as Record<string | number, unknown>)[path[path.length - 1]] = value;
  }
  return doc;
}

/** Every store of the database, as it is on disk. */
const dump = async () => JSON.stringify(await readRawDatabase(factory, 'mesa'));

let factory: IDBFactory;
/** A new phone's empty database. */
async function freshPhone(): Promise<void> {
  factory = (await freshStore()).factory as unknown as IDBFactory;
}

/** What the screens call with what is stored: a RangeError anywhere fails the test. */
async function everyScreenOpens(): Promise<void> {
  const games = await storage().games.list();
  for (const game of games) {
    // Past games and home.
    expect(typeof [dateText(game.createdAt), whenText(game.updatedAt, Date.now()), playerList(game.players), profileName(game.profile), resultText(game)].join()).toBe('string');
    // The table (and the game over screen's settlement).
    const state = await storedSession(game.id);
    expect(state, `game ${game.id} opens`).not.toBeNull();
    const settled = sessionSettlement(state!);
    const currency = state!.priced?.currency ?? state!.config.options?.buyIn?.currency ?? 'BRL';
    for (const r of settled?.results ?? []) expect(Number.isSafeInteger(r.net)).toBe(true);
    if (settled) expect(settled.results.reduce((a, r) => a + r.net, 0)).toBe(0);
    for (const transfer of settled?.transfers ?? []) moneyText(transfer.cents, currency);
    for (const s of standings(state!)) expect(Number.isSafeInteger(s.net)).toBe(true);
  }
  // The book, all time.
  const book = await loadBook();
  const people = bookPlayers(book.players, book.nights);
  for (const measure of measuresOf(book.nights)) {
    for (const ranked of leaderboard(people, measure)) expect(Number.isSafeInteger(ranked.value)).toBe(true);
    running(people, book.nights, measure);
  }
  for (const night of book.nights) {
    dayText(night.day);
    shortDay(night.day);
    for (const seat of night.seats) seatText(night, seat);
    for (const measure of measuresOf([night])) measureText(measure, 0);
  }
}

describe('G18: hostile backups', () => {
  let valid: unknown;
  beforeAll(async () => {
    await freshPhone();
    await storeGame('g1', cash(['Ana', 'Bia', 'Caio']), 1);
    await storeGame('g2', cash(['Ana', 'Duda']), 2);
    const sheet = readNightsCsv(SHEET, { knownProfiles: ['holdem'], now: Date.UTC(2024, 4, 4) });
    if (!sheet.ok) throw new Error('bad sheet');
    await players().importNights(sheet.nights);
    await loadBook(); // links every seat, so the backup carries the book
    valid = JSON.parse(JSON.stringify(await exportBackup(storage().conn)));
  });

  it('G18: a refused file leaves the database byte-identical; an accepted one opens every screen', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(), hostile), { minLength: 1, maxLength: 3 }), async (changes) => {
        await freshPhone();
        await storeGame('here', cash(['Edu', 'Fê']), 3);
        await loadBook();
        const before = await dump();
        const text = JSON.stringify(mutated(valid, changes));
        let accepted = true;
        try {
          const doc = await readBackup(new Blob([text]));
          const outcome = await importGames(doc);
          if (outcome.status === 'conflicts') await importGames(doc, 'keepBoth', outcome.conflicts);
        } catch {
          accepted = false;
        }
        if (!accepted) expect(await dump()).toBe(before);
        else await everyScreenOpens();
      }),
      { numRuns: 60, examples: [[[[paths(valid).findIndex((p) => p.join('.') === 'games.0.game.createdAt'), Number.MAX_SAFE_INTEGER]]]] },
    );
  });

  it('G18: the issue\'s file — a game of 9007199254740991 — is refused, and nothing is written', async () => {
    await freshPhone();
    const before = await dump();
    const doc = mutated(valid, [[paths(valid).findIndex((p) => p.join('.') === 'games.0.game.createdAt'), Number.MAX_SAFE_INTEGER]]);
    await expect(readBackup(new Blob([JSON.stringify(doc)]))).rejects.toMatchObject({ key: 'backup.invalid', details: { path: 'games[0].game.createdAt' } });
    expect(await dump()).toBe(before);
  });
});

describe('G18: hostile spreadsheets', () => {
  const known = profileIds.filter(isPlayable);
  const cells = fc.constantFrom(
    '9007199254740991', '99999999999999999999', '1e308', 'NaN', 'Infinity', '-0', '1.5', '12,50', '', '1899-12-31', '10000-01-01', '0099-01-01',
    '2024-02-30', '31/12/1899', 'bad!', 'brl', 'XYZ', '€', '=1+1', '"', 'holdem', 'baseball', '10000000000001', '-10000000000001',
  );

  it('G18: a refused sheet writes nothing; an accepted one opens the book with exact figures', async () => {
    // Another night of the same players: the book adds the hostile one to what they already have.
    const rows = SHEET.replaceAll('sexta', 'sábado').trim().split('\r\n').map((line) => line.split(','));
    await fc.assert(
      // The numbers, date and currency most often; any column now and then.
      fc.asyncProperty(fc.array(fc.tuple(fc.integer({ min: 1, max: rows.length - 1 }), fc.oneof(fc.constantFrom(1, 4, 5, 6, 8, 9), fc.integer({ min: 0, max: rows[0].length - 1 })), cells), { minLength: 1, maxLength: 3 }), async (changes) => {
        await freshPhone();
        await storeGame('here', cash(['Edu', 'Fê']), 3);
        const first = readNightsCsv(SHEET, { knownProfiles: known, now: Date.now() });
        if (!first.ok) throw new Error('bad sheet');
        await players().importNights(first.nights);
        await loadBook();
        const before = await dump();
        const sheet = rows.map((row) => row.slice());
        for (const [row, column, value] of changes) sheet[row][column] = value;
        const reading = readNightsCsv(sheet.map((row) => row.join(',')).join('\r\n'), { knownProfiles: known, now: Date.now() });
        if (!reading.ok) {
          expect(await dump()).toBe(before);
          return;
        }
        await players().importNights(reading.nights);
        for (const night of reading.nights.map(importedNight)) {
          dayText(night.day);
          for (const seat of night.seats) seatText(night, seat);
        }
        await everyScreenOpens();
      }),
      // The kind of number, beside a night the player already has: the book's total would no longer be exact.
      { numRuns: 80, examples: [[[[1, 4, '9007199254740991']]]] },
    );
  });
});
