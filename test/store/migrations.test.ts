import { describe, expect, it } from 'vitest';
import { Connection } from '../../src/store/connection.ts';
import { StoreError } from '../../src/store/errors.ts';
import { PlayerRepository } from '../../src/store/players.ts';
import { MIGRATIONS, type Migration } from '../../src/store/schema.ts';
import { readRawDatabase, writeRawDatabase } from './fixtures/rawDatabase.ts';
import { schemaV1 } from './fixtures/schemaV1.ts';
import { counterRepository, freshFactory } from './harness.ts';

const NAME = 'mesa';

async function failure(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  return error;
}

/**
 * A stand-in for the step after the last real one, to prove the machinery on the v1 fixture: it
 * rewrites every game (so it needs the upgrade transaction and a cursor) and adds a store.
 */
const LATEST = MIGRATIONS[MIGRATIONS.length - 1].version;
const exampleNext: Migration = {
  version: LATEST + 1,
  async migrate(db, tx) {
    db.createObjectStore('tables' as never, { keyPath: 'id' });
    let cursor = await tx.objectStore('games').openCursor();
    while (cursor) {
      await cursor.update({ ...cursor.value, players: cursor.value.players.map((p) => p.toUpperCase()) });
      cursor = await cursor.continue();
    }
  },
};

describe('schema migrations', () => {
  it('creates every store in a new database', async () => {
    const factory = freshFactory();
    const db = await new Connection({ factory }).db();
    expect(db.version).toBe(2);
    expect(Array.from(db.objectStoreNames).sort()).toEqual(['actions', 'figures', 'games', 'meta', 'nights', 'players', 'snapshots']);
    expect(db.transaction('actions').store.keyPath).toEqual(['gameId', 'seq']);
    expect(await db.getAll('players')).toEqual([]);
  });

  it('v2: the players of every game left by v1 become the book, one player per name, each linked to his seat', async () => {
    const factory = freshFactory();
    await writeRawDatabase(factory, NAME, schemaV1);
    const conn = new Connection({ factory });
    const db = await conn.db();
    expect(db.version).toBe(2);
    const players = await new PlayerRepository(conn).list();
    const seats = Object.fromEntries(players.map((p) => [p.name, p.seats]));
    expect(seats).toEqual({
      Gil: [{ night: 'binned', seat: 0 }],
      Hugo: [{ night: 'binned', seat: 1 }],
      Edu: [{ night: 'done', seat: 0 }],
      Fabi: [{ night: 'done', seat: 1 }],
      Ana: [{ night: 'live', seat: 0 }],
      Bia: [{ night: 'live', seat: 1 }],
      Caio: [{ night: 'live', seat: 2 }],
      Duda: [{ night: 'live', seat: 3 }],
    });
    expect(players.every((p) => p.mergedInto === null && p.id.length > 0)).toBe(true);
    expect(new Set(players.map((p) => p.id)).size).toBe(8);
    expect(await db.getAll('nights')).toEqual([]);
    await conn.close();
    // The games, their logs and snapshots are untouched.
    const raw = await readRawDatabase(factory, NAME);
    for (const store of ['games', 'actions', 'snapshots', 'meta']) expect(raw.stores[store]).toEqual(schemaV1.stores[store]);
  });

  it('v2: a name met again in a later game is the same player', async () => {
    const factory = freshFactory();
    const games = schemaV1.stores.games.records as { id: string; players: string[] }[];
    const again = { ...games[1], id: 'rematch', players: ['fabi ', 'Edu', 'Gil'] };
    await writeRawDatabase(factory, NAME, { ...schemaV1, stores: { ...schemaV1.stores, games: { keyPath: 'id', records: [...games, again] } } });
    const players = await new PlayerRepository(new Connection({ factory })).list();
    expect(players).toHaveLength(8);
    const seats = Object.fromEntries(players.map((p) => [p.name, p.seats.map((s) => `${s.night}#${s.seat}`)]));
    expect(seats.Fabi).toEqual(['done#1', 'rematch#0']);
    expect(seats.Edu).toEqual(['done#0', 'rematch#1']);
    expect(seats.Gil).toEqual(['binned#0', 'rematch#2']);
  });

  it('opens a database left by schema v1 and reads every game, log and snapshot in it', async () => {
    const factory = freshFactory();
    await writeRawDatabase(factory, NAME, schemaV1);
    const repo = counterRepository(new Connection({ factory }));

    const list = await repo.list();
    expect(list.map((g) => g.id)).toEqual(['live', 'done']);
    expect(list[1].result).toEqual({ hands: 31, standings: [{ player: 'Edu', net: 250 }, { player: 'Fabi', net: -250 }] });
    expect((await repo.list({ includeDeleted: true })).map((g) => g.id)).toContain('binned');

    const resumed = await repo.resumable();
    expect(resumed?.id).toBe('live');
    const { state } = await repo.load('live');
    expect(state).toEqual({ total: 131, count: 6 });
    expect((await repo.history('live')).map((r) => r.action.add)).toEqual([10, -5, 20, 1, 2, 3]);

    // And play goes on from where the old version stopped.
    await repo.append('live', { seq: 6, action: { add: 4 } });
    expect((await repo.load('live')).state).toEqual({ total: 135, count: 7 });
  });

  it('runs the steps above the version on disk, in the upgrade, keeping the data', async () => {
    const factory = freshFactory();
    await writeRawDatabase(factory, NAME, schemaV1);
    const conn = new Connection({ factory, migrations: [...MIGRATIONS, exampleNext] });
    const db = await conn.db();
    expect(db.version).toBe(LATEST + 1);
    expect(Array.from(db.objectStoreNames)).toContain('tables');
    const repo = counterRepository(conn);
    expect((await repo.get('live'))?.players).toEqual(['ANA', 'BIA', 'CAIO', 'DUDA']);
    expect((await repo.load('live')).state).toEqual({ total: 131, count: 6 });
    await conn.close();

    const raw = await readRawDatabase(factory, NAME);
    expect(raw.stores.actions).toEqual(schemaV1.stores.actions);
    expect(raw.stores.snapshots).toEqual(schemaV1.stores.snapshots);
  });

  it('a failing step aborts the whole upgrade and leaves the old database exactly as it was', async () => {
    const factory = freshFactory();
    await writeRawDatabase(factory, NAME, schemaV1);
    const broken: Migration = {
      version: LATEST + 1,
      async migrate(db, tx) {
        await exampleNext.migrate(db, tx);
        throw new Error('last step bug');
      },
    };
    const error = await failure(new Connection({ factory, migrations: [...MIGRATIONS, broken] }).db());
    expect(error.key).toBe('store.migrationFailed');
    expect(error.details.cause).toContain('last step bug');
    expect(await readRawDatabase(factory, NAME)).toEqual(schemaV1);
  });

  it('refuses a database written by a newer version of Mesa instead of damaging it', async () => {
    const factory = freshFactory();
    await writeRawDatabase(factory, NAME, { ...schemaV1, version: LATEST + 1 });
    const error = await failure(new Connection({ factory }).db());
    expect(error.key).toBe('store.newerSchema');
    expect(await readRawDatabase(factory, NAME)).toEqual({ ...schemaV1, version: LATEST + 1 });
  });
});
