import { describe, expect, it, vi } from 'vitest';
import { Connection } from '../../src/store/connection.ts';
import { StoreError } from '../../src/store/errors.ts';
import { MIGRATIONS, type Migration } from '../../src/store/schema.ts';
import { counterRepository, freshFactory, newGame, simulateBrowserClose } from './harness.ts';

const LATEST = MIGRATIONS[MIGRATIONS.length - 1].version;
const nextVersion: Migration = { version: LATEST + 1, migrate: () => {} };

async function failure(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  return error;
}

describe('Connection', () => {
  it('an update in another tab closes this connection and reports it, instead of hanging either tab', async () => {
    const factory = freshFactory();
    const onVersionChange = vi.fn();
    const oldTab = new Connection({ factory, onVersionChange });
    const repo = counterRepository(oldTab);
    await repo.create(newGame('g'));

    const onBlocked = vi.fn();
    const newTab = new Connection({ factory, migrations: [...MIGRATIONS, nextVersion], onBlocked });
    expect((await newTab.db()).version).toBe(LATEST + 1);
    expect(onVersionChange).toHaveBeenCalledOnce();
    expect(onBlocked).not.toHaveBeenCalled();

    const refused = await failure(repo.append('g', { seq: 0, action: { add: 1 } }));
    expect(refused.key).toBe('store.versionChanged');
    expect(refused.retryable).toBe(false);
    expect(await counterRepository(newTab).history('g')).toEqual([]);
  });

  it('reports an upgrade blocked by an old tab that does not let go, and finishes once it closes', async () => {
    const factory = freshFactory();
    await new Connection({ factory }).db().then((db) => db.close());
    // A tab running code without a versionchange handler keeps its connection open.
    const stubborn = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open('mesa');
      request.onsuccess = () => resolve(request.result);
    });
    const onBlocked = vi.fn();
    const onOpen = vi.fn();
    const opening = new Connection({ factory, migrations: [...MIGRATIONS, nextVersion], onBlocked, onOpen }).db();
    await vi.waitFor(() => expect(onBlocked).toHaveBeenCalledOnce());
    // Still waiting: the app keeps saying so.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onOpen).not.toHaveBeenCalled();
    stubborn.close();
    expect((await opening).version).toBe(LATEST + 1);
    // Open at last: the app can take its notice down.
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('says an upgrade is blocked when it has waited a while, even if the browser never fires the request’s blocked event', async () => {
    const factory = freshFactory();
    await new Connection({ factory }).db().then((db) => db.close());
    const stubborn = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open('mesa');
      request.onsuccess = () => resolve(request.result);
    });
    // Chromium: a tab reloaded while its upgrade waited queues a new request behind the old one, and no 'blocked' comes.
    const silent = Object.create(factory) as IDBFactory;
    silent.open = (name: string, version?: number) => {
      const request = factory.open(name, version);
      const listen = request.addEventListener.bind(request);
      request.addEventListener = ((type: string, ...rest: Parameters<typeof listen> extends [unknown, ...infer R] ? R : never) => {
        if (type !== 'blocked') listen(type, ...rest);
      }) as typeof request.addEventListener;
      return request;
    };
    const onBlocked = vi.fn();
    const onOpen = vi.fn();
    const opening = new Connection({ factory: silent, migrations: [...MIGRATIONS, nextVersion], onBlocked, onOpen, slowUpgradeMs: 50 }).db();
    await vi.waitFor(() => expect(onBlocked).toHaveBeenCalledOnce());
    stubborn.close();
    expect((await opening).version).toBe(LATEST + 1);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('an open that needs no upgrade, or one nobody blocks, never says blocked', async () => {
    const factory = freshFactory();
    const onBlocked = vi.fn();
    const first = new Connection({ factory, onBlocked, slowUpgradeMs: 0 });
    (await first.db()).close();
    await first.close();
    const again = new Connection({ factory, onBlocked, slowUpgradeMs: 0 });
    await again.db();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('reopens after the browser terminates the connection', async () => {
    const factory = freshFactory();
    const onTerminated = vi.fn();
    const conn = new Connection({ factory, onTerminated });
    const first = await conn.db();
    simulateBrowserClose(first);
    expect(onTerminated).toHaveBeenCalledOnce();
    const second = await conn.db();
    expect(second).not.toBe(first);
    expect(second.version).toBe(LATEST);
  });

  it('reports storage that cannot be opened at all (private mode, disabled storage)', async () => {
    const factory = freshFactory();
    vi.spyOn(factory, 'open').mockImplementationOnce(() => {
      throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
    });
    const conn = new Connection({ factory });
    const error = await failure(conn.db());
    expect(error.key).toBe('store.unavailable');
    // A later attempt tries again rather than replaying the cached failure.
    expect((await conn.db()).version).toBe(LATEST);
  });

  it('openNow is the open connection, and nothing while none is open (before, after a close, a termination or an update elsewhere)', async () => {
    const factory = freshFactory();
    const conn = new Connection({ factory });
    expect(conn.openNow).toBeNull();
    const pending = conn.db();
    expect(conn.openNow).toBeNull();
    const db = await pending;
    expect(conn.openNow).toBe(db);
    await conn.close();
    expect(conn.openNow).toBeNull();
    simulateBrowserClose(await conn.db());
    expect(conn.openNow).toBeNull();
    await conn.db();
    await new Connection({ factory, migrations: [...MIGRATIONS, nextVersion] }).db();
    expect(conn.openNow).toBeNull();
  });

  it('a connection closed while it opens is not left behind as the open one', async () => {
    const conn = new Connection({ factory: freshFactory() });
    const opening = conn.db();
    await conn.close();
    await opening;
    expect(conn.openNow).toBeNull();
  });

  it('close() then db() opens a new connection to the same data', async () => {
    const factory = freshFactory();
    const conn = new Connection({ factory });
    await counterRepository(conn).create(newGame('g'));
    await conn.close();
    expect((await counterRepository(conn).get('g'))?.id).toBe('g');
  });
});
