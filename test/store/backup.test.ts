import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupBlob, backupFileName, exportBackup, importBackup } from '../../src/store/backup.ts';
import { MAX_BACKUP_BYTES, validateBackup, type BackupDocument, type BackupValidation } from '../../src/store/backupFormat.ts';
import { StoreError } from '../../src/store/errors.ts';
import { PlayerRepository } from '../../src/store/players.ts';
import { gameRange, type NightRecord, type PlayerRecord } from '../../src/store/schema.ts';
import { readMeta, writeMeta } from '../../src/store/meta.ts';
import { readRawDatabase } from './fixtures/rawDatabase.ts';
import {
  connect,
  counterCodec,
  counterRepository,
  freshFactory,
  newGame,
  play,
  tickingClock,
  type CounterAction,
  type CounterConfig,
} from './harness.ts';

const PROFILES = ['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem'];
const START = { total: 100, count: 0 };
const EVERY = 4;

const validation: BackupValidation<CounterConfig, CounterAction> = {
  knownProfiles: PROFILES,
  isConfig: (value): value is CounterConfig =>
    typeof value === 'object' && value !== null && Number.isInteger((value as { start?: unknown }).start),
  isAction: (value): value is CounterAction =>
    typeof value === 'object' && value !== null && typeof (value as { add?: unknown }).add === 'number',
};

/** A phone with three games: one in progress, one finished, one deleted. */
async function phone() {
  const factory = freshFactory();
  const clock = tickingClock();
  const conn = connect(factory);
  const repo = counterRepository(conn, { snapshotEvery: EVERY, now: clock.now });
  await repo.create(newGame('live', { profile: 'brasileiro' }));
  await play(repo, 'live', { state: START, seq: 0 }, [5, -3, 8, 1, 2, 9, 4, 4, 1]);
  await repo.create(newGame('done', { profile: 'baseball', players: ['Duda', 'Edu'] }));
  await play(repo, 'done', { state: START, seq: 0 }, [50]);
  await repo.update('done', { status: 'finished', result: { hands: 1, standings: [{ player: 'Duda', net: 50 }, { player: 'Edu', net: -50 }] } });
  await repo.create(newGame('gone'));
  await repo.remove('gone');
  return { factory, conn, repo, clock };
}

async function refusal(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  return error;
}

async function exportedText(): Promise<string> {
  const { conn } = await phone();
  return JSON.stringify(await exportBackup(conn, { now: () => Date.UTC(2025, 5, 1) }));
}

/** The parsed backup with one field changed, as text again. */
function tampered(text: string, change: (doc: Record<string, any>) => void): string {
  const doc = JSON.parse(text);
  change(doc);
  return JSON.stringify(doc);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('exportBackup', () => {
  it('exports every game not deleted, with its whole log, tagged with format and version', async () => {
    const { conn } = await phone();
    const doc = await exportBackup(conn, { now: () => Date.UTC(2025, 5, 1, 12) });
    expect(doc.format).toBe('mesa-backup');
    expect(doc.version).toBe(1);
    expect(doc.exportedAt).toBe('2025-06-01T12:00:00.000Z');
    expect(doc.games.map((g) => g.game.id).sort()).toEqual(['done', 'live']);
    const live = doc.games.find((g) => g.game.id === 'live')!;
    expect(live.actions.map((a) => a.action)).toEqual([5, -3, 8, 1, 2, 9, 4, 4, 1].map((add) => ({ add })));
    // Mesa before issue 21 refuses a game without a position: it gets one, and nothing reads it.
    expect(live.game.position).toEqual({ seat: null, screen: 'table' });
    expect(live.snapshots).toBeUndefined();
    expect(Object.keys(live.game)).not.toContain('nextSeq');
  });

  it('exports one game, deleted or not, and its snapshots on request', async () => {
    const { conn } = await phone();
    const one = await exportBackup(conn, { gameIds: ['gone'] });
    expect(one.games.map((g) => g.game.id)).toEqual(['gone']);
    const withSnapshots = await exportBackup(conn, { gameIds: ['live'], includeSnapshots: true });
    expect(withSnapshots.games[0].snapshots?.map((s) => s.seq)).toEqual([8]);
    expect((await refusal(exportBackup(conn, { gameIds: ['nope'] }))).key).toBe('store.gameNotFound');
  });

  it('makes a JSON file named for its date', async () => {
    const { conn } = await phone();
    const doc = await exportBackup(conn, { now: () => Date.UTC(2025, 0, 31) });
    const blob = backupBlob(doc);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(doc);
    expect(backupFileName(doc)).toBe('mesa-backup-2025-01-31.json');
  });
});

/** A game as an import writes it: as exported, with a log id of this phone's own (GameRecord.logId). */
const withLogOfItsOwn = <T extends object>(game: T) => ({ ...game, logId: expect.stringMatching(/^[0-9a-f]{32}$/) });

describe('export then import', () => {
  it('restores every game on another phone: list, log, state and snapshots', async () => {
    const source = await phone();
    const file = backupBlob(await exportBackup(source.conn));
    const doc = await validateBackup(file, validation);

    const target = freshFactory();
    const targetConn = connect(target);
    const outcome = await importBackup(targetConn, counterCodec, doc, { snapshotEvery: EVERY });
    expect(outcome.status === 'imported' && [...outcome.imported].sort()).toEqual(['done', 'live']);
    expect(outcome).toMatchObject({ replaced: [], skipped: [] });

    const restored = counterRepository(targetConn, { snapshotEvery: EVERY });
    expect(await restored.list()).toEqual((await source.repo.list()).map(withLogOfItsOwn));
    for (const id of ['live', 'done']) {
      expect(await restored.load(id)).toEqual({ ...(await source.repo.load(id)), game: withLogOfItsOwn((await source.repo.load(id)).game) });
      expect(await restored.history(id)).toEqual(await source.repo.history(id));
    }
    const db = await targetConn.db();
    expect((await db.getAll('snapshots', gameRange('live'))).map((s) => s.seq)).toEqual([8]);
    expect(await restored.get('gone')).toBeNull();
  });

  it('a backup from Mesa before issue 21, whose games carry the seat and screen it kept (whatever they hold), comes in without them', async () => {
    const source = await phone();
    const text = tampered(JSON.stringify(await exportBackup(source.conn)), (d) => {
      d.games[0].game.position = { seat: 1.5, screen: null };
      d.games[1].game.position = { seat: 3, screen: 'pass' };
    });
    const doc = await validateBackup(text, validation);
    const conn = connect(freshFactory());
    const outcome = await importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY });
    expect(outcome.status === 'imported' && [...outcome.imported].sort()).toEqual(['done', 'live']);
    const restored = counterRepository(conn, { snapshotEvery: EVERY });
    expect(await restored.list()).toEqual((await source.repo.list()).map(withLogOfItsOwn));
    for (const game of await restored.list()) expect(Object.keys(game)).not.toContain('position');
  });
});

describe('validateBackup refuses bad files with a clear reason', () => {
  it('every truncation of a backup is refused as not JSON', async () => {
    const text = await exportedText();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: text.length - 1 }), async (cut) => {
        const error = await refusal(validateBackup(text.slice(0, cut), validation));
        expect(error.key).toBe('backup.notJson');
        expect(typeof error.details.message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a file from something else', async () => {
    for (const foreign of ['[]', '"mesa-backup"', '42', 'null', '{"name":"mesa","version":"1.0.0"}', '{"format":"other-backup","version":1,"games":[]}']) {
      expect((await refusal(validateBackup(foreign, validation))).key).toBe('backup.foreign');
    }
  });

  it('refuses a backup from a newer Mesa, saying which version', async () => {
    const text = tampered(await exportedText(), (doc) => (doc.version = 2));
    const error = await refusal(validateBackup(text, validation));
    expect(error.key).toBe('backup.newerVersion');
    expect(error.details).toEqual({ version: 2, supported: 1 });
  });

  it('refuses a game of a profile this build does not know', async () => {
    const text = tampered(await exportedText(), (doc) => (doc.games[1].game.profile = 'omaha'));
    const error = await refusal(validateBackup(text, validation));
    expect(error.key).toBe('backup.unknownProfile');
    expect(error.details).toEqual({ path: 'games[1].game.profile', profile: 'omaha' });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const huge = new Blob([new Uint8Array(MAX_BACKUP_BYTES + 1)]);
    const read = vi.spyOn(huge, 'text');
    const parse = vi.spyOn(JSON, 'parse');
    const error = await refusal(validateBackup(huge, validation));
    expect(error.key).toBe('backup.tooLarge');
    expect(error.details).toEqual({ size: MAX_BACKUP_BYTES + 1, limit: MAX_BACKUP_BYTES });
    expect(read).not.toHaveBeenCalled();
    expect(parse).not.toHaveBeenCalled();
    const small = await exportedText();
    expect((await refusal(validateBackup(small, { ...validation, maxBytes: 100 }))).key).toBe('backup.tooLarge');
  });

  it('refuses the same game twice', async () => {
    const text = tampered(await exportedText(), (doc) => doc.games.push(doc.games[0]));
    const error = await refusal(validateBackup(text, validation));
    expect(error.key).toBe('backup.duplicateGame');
  });

  const wrongTypes: [string, (doc: Record<string, any>) => void, string][] = [
    ['version', (doc) => (doc.version = '1'), 'version'],
    ['version 0', (doc) => (doc.version = 0), 'version'],
    ['exportedAt', (doc) => (doc.exportedAt = 12), 'exportedAt'],
    ['games', (doc) => (doc.games = {}), 'games'],
    ['a game', (doc) => (doc.games[0] = 'live'), 'games[0]'],
    ['game record', (doc) => delete doc.games[0].game, 'games[0].game'],
    ['id', (doc) => (doc.games[0].game.id = ''), 'games[0].game.id'],
    ['players', (doc) => (doc.games[0].game.players = 'Ana, Bia'), 'games[0].game.players'],
    ['a player', (doc) => (doc.games[0].game.players[1] = 7), 'games[0].game.players[1]'],
    ['config', (doc) => (doc.games[0].game.config = { start: '100' }), 'games[0].game.config'],
    ['missing config', (doc) => delete doc.games[0].game.config, 'games[0].game.config'],
    ['createdAt', (doc) => (doc.games[0].game.createdAt = '2025-06-01'), 'games[0].game.createdAt'],
    ['updatedAt', (doc) => (doc.games[0].game.updatedAt = -1.5), 'games[0].game.updatedAt'],
    // G18: a moment no date can show (issue 20: it broke Past games for good).
    ['G18: createdAt past the year 9999', (doc) => (doc.games[0].game.createdAt = Number.MAX_SAFE_INTEGER), 'games[0].game.createdAt'],
    ['G18: an action before 1900', (doc) => (doc.games[0].actions[2].at = Date.UTC(1899, 11, 31)), 'games[0].actions[2].at'],
    ['status', (doc) => (doc.games[0].game.status = 'paused'), 'games[0].game.status'],
    ['result', (doc) => (doc.games[0].game.result = 'Ana won'), 'games[0].game.result'],
    ['standing', (doc) => (doc.games[1].game.result.standings[0].net = 12.5), 'games[1].game.result.standings[0].net'],
    ['actions', (doc) => (doc.games[0].actions = null), 'games[0].actions'],
    ['an action', (doc) => (doc.games[0].actions[2].action = 'raise'), 'games[0].actions[2].action'],
    ['a missing action', (doc) => delete doc.games[0].actions[2].action, 'games[0].actions[2].action'],
    ['action time', (doc) => (doc.games[0].actions[2].at = null), 'games[0].actions[2].at'],
    ['a gap in the log', (doc) => doc.games[0].actions.splice(3, 1), 'games[0].actions[3].seq'],
    ['a swapped log', (doc) => doc.games[0].actions.reverse(), 'games[0].actions[0].seq'],
    ['snapshots', (doc) => (doc.games[0].snapshots = 'none'), 'games[0].snapshots'],
    ['a snapshot past the log', (doc) => (doc.games[0].snapshots = [{ seq: 99, format: 1, state: {} }]), 'games[0].snapshots[0].seq'],
  ];

  for (const [what, change, path] of wrongTypes) {
    it(`names the bad field: ${what}`, async () => {
      const text = tampered(await exportedText(), (doc) => {
        // "live" (nine actions) first, "done" (with a result) second.
        doc.games.sort((a: any, b: any) => (a.game.id === 'live' ? -1 : b.game.id === 'live' ? 1 : 0));
        change(doc);
      });
      const error = await refusal(validateBackup(text, validation));
      expect(error.key).toBe('backup.invalid');
      expect(error.details.path).toBe(path);
      expect(typeof error.details.expected).toBe('string');
    });
  }

  it('keeps only the fields Mesa knows', async () => {
    const text = tampered(await exportedText(), (doc) => {
      doc.games[0].game.nextSeq = 9999;
      doc.games[0].game.deletedAt = 1;
      doc.games[0].junk = { huge: 'x' };
      doc.extra = true;
    });
    const doc = await validateBackup(text, validation);
    expect(Object.keys(doc)).toEqual(['format', 'version', 'exportedAt', 'games', 'nights', 'players']);
    expect(Object.keys(doc.games[0])).toEqual(['game', 'actions']);
    expect(Object.keys(doc.games[0].game)).not.toContain('nextSeq');
    expect(Object.keys(doc.games[0].game)).not.toContain('deletedAt');
  });
});

describe('importBackup leaves existing data untouched unless it succeeds', () => {
  /** A phone with its own "live" game (3 actions) that a backup with another "live" will meet. */
  async function otherPhone() {
    const factory = freshFactory();
    const conn = connect(factory);
    const repo = counterRepository(conn, { snapshotEvery: EVERY });
    await repo.create(newGame('live', { players: ['Zé'] }));
    await play(repo, 'live', { state: START, seq: 0 }, [1, 1, 1]);
    await repo.create(newGame('mine'));
    return { factory, conn, repo, before: await readRawDatabase(factory, 'mesa') };
  }

  async function backupDoc(): Promise<BackupDocument<CounterConfig, CounterAction>> {
    return validateBackup(await exportedText(), validation);
  }

  it('reports games that already exist and writes nothing until asked', async () => {
    const { factory, conn, before } = await otherPhone();
    const outcome = await importBackup(conn, counterCodec, await backupDoc(), { snapshotEvery: EVERY });
    expect(outcome).toEqual({
      status: 'conflicts',
      conflicts: [
        {
          gameId: 'live',
          existing: { updatedAt: expect.any(Number), actions: 3, deleted: false },
          incoming: { updatedAt: expect.any(Number), actions: 9 },
        },
      ],
    });
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
  });

  it('skip keeps the existing game and imports the rest', async () => {
    const { conn, repo } = await otherPhone();
    const outcome = await importBackup(conn, counterCodec, await backupDoc(), { snapshotEvery: EVERY, onConflict: 'skip' });
    expect(outcome).toMatchObject({ status: 'imported', imported: ['done'], replaced: [], skipped: ['live'] });
    expect((await repo.get('live'))?.players).toEqual(['Zé']);
    expect((await repo.load('live')).state).toEqual({ total: 103, count: 3 });
    expect((await repo.list()).map((g) => g.id).sort()).toEqual(['done', 'live', 'mine']);
  });

  it('replace swaps in the backup copy whole, with no leftover actions or snapshots', async () => {
    const { conn, repo } = await otherPhone();
    const doc = await backupDoc();
    doc.games.find((g) => g.game.id === 'live')!.actions.splice(2);
    const outcome = await importBackup(conn, counterCodec, doc, { snapshotEvery: 2, onConflict: 'replace' });
    expect(outcome).toMatchObject({ status: 'imported', imported: ['done'], replaced: ['live'], skipped: [] });
    expect(await repo.history('live')).toHaveLength(2);
    expect((await repo.load('live')).state).toEqual({ total: 102, count: 2 });
    const db = await conn.db();
    expect((await db.getAll('snapshots', gameRange('live'))).map((s) => s.seq)).toEqual([2]);
  });

  it('refuses a backup whose log the engine will not replay, writing none of its games', async () => {
    const { factory, conn, before } = await otherPhone();
    const doc = await backupDoc();
    doc.games.find((g) => g.game.id === 'done')!.actions[0].action = { add: 0.5 };
    const error = await refusal(importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY, onConflict: 'replace' }));
    expect(error.key).toBe('backup.replayFailed');
    expect(error.details.gameId).toBe('done');
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
  });

  it('a write failing half way (full disk) leaves the database as it was', async () => {
    const { factory, conn, before } = await otherPhone();
    const doc = await backupDoc();
    const realPut = IDBObjectStore.prototype.put;
    let puts = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (++puts === 8) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    });
    const error = await refusal(importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY, onConflict: 'replace' }));
    expect(error.key).toBe('store.quotaExceeded');
    expect(puts).toBeGreaterThanOrEqual(8);
    vi.restoreAllMocks();
    expect(await readRawDatabase(factory, 'mesa')).toEqual(before);
  });
});

describe('T1: the table\'s chip sets travel in the backup', () => {
  const ours = { name: 'Nossa maleta', chips: [{ colour: 'white', value: 25, count: 100 }] };
  const theirs = { name: 'Casa do Zé', chips: [{ colour: 'red', value: 100, count: 50 }] };
  const isChipSet = (value: unknown) => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

  it('T1: the sets in the meta store are exported, and an import merges them by name, the file winning', async () => {
    const source = await phone();
    await writeMeta(source.conn, 'chipSets', [ours]);
    const doc = await validateBackup(backupBlob(await exportBackup(source.conn)), { ...validation, isChipSet });
    expect(doc.chipSets).toEqual([ours]);

    const target = connect(freshFactory());
    await writeMeta(target, 'chipSets', [theirs, { ...ours, chips: [] }]);
    await importBackup(target, counterCodec, doc, { snapshotEvery: EVERY });
    expect(await readMeta(target, 'chipSets')).toEqual([theirs, ours]);
  });

  it('T1: a file from before chip sets has none and leaves the phone\'s sets alone', async () => {
    const doc = await validateBackup(await exportedText(), validation);
    expect(doc.chipSets).toBeUndefined();
    const target = connect(freshFactory());
    await writeMeta(target, 'chipSets', [theirs]);
    await importBackup(target, counterCodec, doc, { snapshotEvery: EVERY });
    expect(await readMeta(target, 'chipSets')).toEqual([theirs]);
  });

  it('T1: a bad chip set refuses the whole file, naming it, before anything is written', async () => {
    const text = tampered(await exportedText(), (doc) => (doc.chipSets = [ours, { name: 7 }]));
    const error = await refusal(validateBackup(text, { ...validation, isChipSet }));
    expect(error.key).toBe('backup.invalid');
    expect(error.details).toMatchObject({ path: 'chipSets[1]', expected: 'a chip set' });
    const notList = tampered(await exportedText(), (doc) => (doc.chipSets = 'white'));
    expect((await refusal(validateBackup(notList, validation))).details).toMatchObject({ path: 'chipSets', expected: 'a list' });
  });
});

describe("the players' book in a backup", () => {
  /** The three-game phone with its book: players linked, a spreadsheet night, Duda merged into Zoe (never at one night: Edu, at both, could not be). */
  async function bookPhone() {
    const source = await phone();
    const players = new PlayerRepository(source.conn);
    await players.importNights([sheetNight('csv:1', ['Edu', 'Zoe'])]);
    const synced = (await players.sync()).players;
    const named = (name: string) => synced.find((p) => p.name === name)!;
    await players.merge(named('Duda').id, named('Zoe').id);
    return { ...source, players, named };
  }

  function sheetNight(id: string, names: string[]): NightRecord {
    return {
      id,
      label: id,
      day: '2024-02-29',
      profile: 'draw5',
      currency: 'BRL',
      importedAt: 5,
      results: names.map((player, i) => ({ player, net: i === 0 ? 5 : -5, money: i === 0 ? 250 : -250, place: null, hands: 3, biggestPot: 8 })),
    };
  }

  const seatsOf = (players: readonly PlayerRecord[]) =>
    Object.fromEntries(players.map((p) => [p.name, p.seats.map((s) => `${s.night}#${s.seat}`)]));

  it('a whole backup carries every player with his seats at the games and nights in it, merges included', async () => {
    const { conn, named } = await bookPhone();
    const doc = await exportBackup(conn);
    expect(doc.nights?.map((n) => n.id)).toEqual(['csv:1']);
    // The deleted game's seats (Ana, Bia, Caio of "gone") are not in the file.
    expect(seatsOf(doc.players!)).toEqual({
      Ana: ['live#0'],
      Bia: ['live#1'],
      Caio: ['live#2'],
      Duda: ['done#0'],
      Edu: ['csv:1#0', 'done#1'],
      Zoe: ['csv:1#1'],
    });
    expect(doc.players!.find((p) => p.name === 'Duda')!.mergedInto).toBe(named('Zoe').id);
  });

  it('one game exported carries its players only, and the players they were merged into', async () => {
    const { conn } = await bookPhone();
    const doc = await exportBackup(conn, { gameIds: ['done'] });
    expect(doc.nights).toEqual([]);
    expect(seatsOf(doc.players!)).toEqual({ Duda: ['done#0'], Edu: ['done#1'], Zoe: [] });
  });

  it('restored on an empty phone, the book is the same book', async () => {
    const source = await bookPhone();
    const doc = await validateBackup(backupBlob(await exportBackup(source.conn)), validation);
    const target = connect(freshFactory());
    await importBackup(target, counterCodec, doc, { snapshotEvery: EVERY });
    const restored = new PlayerRepository(target);
    expect(await restored.nights()).toEqual(await source.players.nights());
    expect(seatsOf(await restored.list())).toEqual(seatsOf(doc.players!));
    expect(new Set((await restored.list()).map((p) => p.id))).toEqual(new Set(doc.players!.map((p) => p.id)));
  });

  it('on a phone with its own book: a name it knows is that player (a merge that can be undone); skipped games bring no seats', async () => {
    const source = await bookPhone();
    const doc = await validateBackup(backupBlob(await exportBackup(source.conn)), validation);
    const { conn, repo } = await (async () => {
      const conn = connect(freshFactory());
      const repo = counterRepository(conn);
      await repo.create(newGame('live', { players: ['Zé'] }));
      await repo.create(newGame('mine', { players: ['Edu', 'Gil'] }));
      return { conn, repo };
    })();
    const players = new PlayerRepository(conn);
    const mine = (await players.sync()).players;
    await importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY, onConflict: 'skip' });
    expect((await repo.get('live'))?.players).toEqual(['Zé']);
    const after = await players.list();
    const localEdu = mine.find((p) => p.name === 'Edu')!;
    const theirEdu = after.find((p) => p.name === 'Edu' && p.id !== localEdu.id)!;
    expect(theirEdu.mergedInto).toBe(localEdu.id);
    expect(theirEdu.seats.map((s) => s.night)).toEqual(['csv:1', 'done']);
    // "live" was skipped: Ana, Bia and Caio of the file have no seat here and did not come.
    expect(after.map((p) => p.name).sort()).toEqual(['Duda', 'Edu', 'Edu', 'Gil', 'Zoe', 'Zé']);
    expect(after.find((p) => p.name === 'Zé')!.seats).toEqual([{ night: 'live', seat: 0 }]);
    await players.unmerge(theirEdu.id);
    expect((await players.list()).find((p) => p.id === theirEdu.id)!.mergedInto).toBeNull();
  });

  it('replace takes the seats of the replaced game from the file', async () => {
    const source = await bookPhone();
    const doc = await validateBackup(backupBlob(await exportBackup(source.conn)), validation);
    const conn = connect(freshFactory());
    await counterRepository(conn).create(newGame('live', { players: ['Zé'] }));
    const players = new PlayerRepository(conn);
    await players.sync();
    await importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY, onConflict: 'replace' });
    const seats = seatsOf(await players.list());
    expect(seats['Zé']).toEqual([]);
    expect(seats.Ana).toEqual(['live#0']);
    expect((await players.sync()).players).toHaveLength(7);
  });

  it('a backup made before the book imports as before; opening the book links its players', async () => {
    const source = await phone();
    const doc = await validateBackup(tampered(JSON.stringify(await exportBackup(source.conn)), (d) => {
      delete d.players;
      delete d.nights;
    }), validation);
    const conn = connect(freshFactory());
    await importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY });
    const players = new PlayerRepository(conn);
    expect(await players.list()).toEqual([]);
    expect(seatsOf((await players.sync()).players)).toEqual({ Ana: ['live#0'], Bia: ['live#1'], Caio: ['live#2'], Duda: ['done#0'], Edu: ['done#1'] });
  });

  /** A backup of nights only, with the book's players as `players` lists them (name, seats as "night#seat", merged into). */
  async function nightsBackup(nights: NightRecord[], players: [id: string, name: string, seats: string[], into?: string][]) {
    const empty = await exportBackup(connect(freshFactory()));
    const book = players.map(([id, name, seats, into]) => ({
      id,
      name,
      createdAt: 1,
      mergedInto: into ?? null,
      seats: seats.map((s) => ({ night: s.split('#')[0], seat: Number(s.split('#')[1]) })),
    }));
    return validateBackup(JSON.stringify({ ...empty, nights, players: book }), validation);
  }

  it('G17: two players of the file whose names read the same ("Zora", "zora", "Zo\u200Dra") are one player of the book, the first name kept', async () => {
    const doc = await nightsBackup(
      [sheetNight('n1', ['Zora', 'Caio']), sheetNight('n2', ['zora', 'Caio']), sheetNight('n3', ['Zo\u200Dra', 'Caio'])],
      [['z1', 'Zora', ['n1#0']], ['z2', 'zora', ['n2#0']], ['z3', 'Zo\u200Dra', ['n3#0']], ['c', 'Caio', ['n1#1', 'n2#1', 'n3#1']]],
    );
    const conn = connect(freshFactory());
    await importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY });
    const book = await new PlayerRepository(conn).list();
    const byId = new Map(book.map((p) => [p.id, p]));
    expect(byId.get('z2')!.mergedInto).toBe('z1');
    expect(byId.get('z3')!.mergedInto).toBe('z1');
    expect(book.filter((p) => p.mergedInto === null).map((p) => p.name).sort()).toEqual(['Caio', 'Zora']);
  });

  it('G17: two players of one name who sat at one night (one merged into the other\'s group) stay two', async () => {
    // Ana was merged into Bia; a later night seated Ana and Bia, so the book made a second Bia.
    const doc = await nightsBackup(
      [sheetNight('n1', ['Caio', 'Bia']), sheetNight('n2', ['Ana', 'Bia'])],
      [['b1', 'Bia', ['n1#1']], ['a', 'Ana', ['n2#0'], 'b1'], ['b2', 'Bia', ['n2#1']], ['c', 'Caio', ['n1#0']]],
    );
    const conn = connect(freshFactory());
    await importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY });
    const book = await new PlayerRepository(conn).list();
    expect(book.find((p) => p.id === 'b2')!.mergedInto).toBeNull();
  });

  it("G17: two of the file's players of the phone's Bia's name who sat at one night (Ana merged into the first): one joins her, the other stays apart", async () => {
    const conn = connect(freshFactory());
    await importBackup(conn, counterCodec, await nightsBackup([sheetNight('n0', ['Bia', 'Caio'])], [['local-bia', 'Bia', ['n0#0']], ['c', 'Caio', ['n0#1']]]), { snapshotEvery: EVERY });
    const doc = await nightsBackup(
      [sheetNight('n1', ['Caio', 'Bia']), sheetNight('n2', ['Ana', 'Bia'])],
      [['b1', 'Bia', ['n1#1']], ['a', 'Ana', ['n2#0'], 'b1'], ['b2', 'Bia', ['n2#1']], ['c2', 'Caio', ['n1#0']]],
    );
    await importBackup(conn, counterCodec, doc, { snapshotEvery: EVERY });
    const book = await new PlayerRepository(conn).list();
    const into = (id: string) => book.find((p) => p.id === id)!.mergedInto;
    expect([into('b1'), into('b2')]).toEqual(['local-bia', null]);
  });

  const broken: [string, string, (doc: Record<string, any>) => void][] = [
    ['a seat at a game not in the file', 'players[0].seats[0].night', (d) => (d.players[0].seats[0].night = 'elsewhere')],
    ['a seat past the table', 'players[0].seats[0].seat', (d) => (d.players[0].seats[0].seat = 9)],
    ['a seat two players hold', 'players[1].seats[0]', (d) => (d.players[1].seats[0] = d.players[0].seats[0])],
    ['two players with one id', 'players[1].id', (d) => (d.players[1].id = d.players[0].id)],
    ['a merge into nobody', 'players[0].mergedInto', (d) => (d.players[0].mergedInto = 'ghost')],
    ['a merge going round in a circle', 'players[0].mergedInto', (d) => {
      d.players[0].mergedInto = d.players[1].id;
      d.players[1].mergedInto = d.players[0].id;
    }],
    ['a nameless player', 'players[2].name', (d) => (d.players[2].name = '  ')],
    ['a night on 30 February', 'nights[0].day', (d) => (d.nights[0].day = '2024-02-30')],
    ['a night with money and no currency', 'nights[0].results[0].money', (d) => (d.nights[0].currency = null)],
    ['a night with a game id', 'nights[0].id', (d) => (d.nights[0].id = 'live')],
  ];
  /** `count` rows of a night, their money adding up to zero as the spreadsheet requires. */
  const rows = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ player: `P${i}`, net: i === 0 ? count - 1 : -1, money: i === 0 ? 100 * (count - 1) : -100, place: null, hands: null, biggestPot: null }));
  const beyondTheSheet: [string, (doc: Record<string, any>) => void][] = [
    ['a night of 21 players (the spreadsheet takes 20)', (d) => (d.nights[0].results = rows(21))],
    ['a night of one player', (d) => (d.nights[0].results = rows(1))],
    ['a night whose money does not add up to zero', (d) => (d.nights[0].results = rows(3).map((r, i) => (i === 0 ? { ...r, money: r.money + 1 } : r)))],
  ];
  for (const [what, change] of beyondTheSheet) {
    it(`G18: refuses ${what}, as the spreadsheet does`, async () => {
      const source = await bookPhone();
      const error = await refusal(validateBackup(tampered(JSON.stringify(await exportBackup(source.conn)), change), validation));
      expect(error.key).toBe('backup.invalid');
      expect(error.details.path).toBe('nights[0].results');
    });
  }

  it('G18: a night of 20 players, money adding up to zero, comes in', async () => {
    const source = await bookPhone();
    const doc = await validateBackup(tampered(JSON.stringify(await exportBackup(source.conn)), (d) => (d.nights[0].results = rows(20))), validation);
    expect(doc.nights?.[0].results).toHaveLength(20);
  });

  for (const [what, path, change] of broken) {
    it(`refuses ${what} (at ${path}) and writes nothing`, async () => {
      const source = await bookPhone();
      const text = tampered(JSON.stringify(await exportBackup(source.conn)), change);
      const error = await refusal(validateBackup(text, validation));
      expect(error.key).toBe('backup.invalid');
      expect(error.details.path).toBe(path);
    });
  }
});
