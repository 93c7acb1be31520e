import { describe, expect, it } from 'vitest';
import { Connection } from '../../src/store/connection.ts';
import { StoreError } from '../../src/store/errors.ts';
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
 * A stand-in for the next real schema step, to prove the machinery on the v1 fixture: it renames
 * nothing but rewrites every game (so it needs the upgrade transaction and a cursor) and adds a
 * store. When a real v2 ships it replaces this, and the fixture test below stays as it is.
 */
const exampleV2: Migration = {
  version: 2,
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
  it('creates the v1 stores in a new database', async () => {
    const factory = freshFactory();
    const db = await new Connection({ factory }).db();
    expect(db.version).toBe(1);
    expect(Array.from(db.objectStoreNames).sort()).toEqual(['actions', 'games', 'meta', 'snapshots']);
    expect(db.transaction('actions').store.keyPath).toEqual(['gameId', 'seq']);
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
    expect(resumed?.position).toEqual({ seat: 3, screen: 'pass' });
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
    const conn = new Connection({ factory, migrations: [...MIGRATIONS, exampleV2] });
    const db = await conn.db();
    expect(db.version).toBe(2);
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
      version: 2,
      async migrate(db, tx) {
        await exampleV2.migrate(db, tx);
        throw new Error('step 2 bug');
      },
    };
    const error = await failure(new Connection({ factory, migrations: [...MIGRATIONS, broken] }).db());
    expect(error.key).toBe('store.migrationFailed');
    expect(error.details.cause).toContain('step 2 bug');
    expect(await readRawDatabase(factory, NAME)).toEqual(schemaV1);
  });

  it('refuses a database written by a newer version of Mesa instead of damaging it', async () => {
    const factory = freshFactory();
    await writeRawDatabase(factory, NAME, { ...schemaV1, version: 3 });
    const error = await failure(new Connection({ factory }).db());
    expect(error.key).toBe('store.newerSchema');
    expect(await readRawDatabase(factory, NAME)).toEqual({ ...schemaV1, version: 3 });
  });
});
