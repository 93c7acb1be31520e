import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStoreError, StoreError } from '../../src/store/errors.ts';
import { GameRepository } from '../../src/store/games.ts';
import { gameRange } from '../../src/store/schema.ts';
import {
  connect,
  counterCodec,
  counterRepository,
  freshFactory,
  newGame,
  play,
  replayed,
  simulateBrowserClose,
  step,
  tickingClock,
  type CounterRepository,
  type CounterState,
} from './harness.ts';

const START: CounterState = { total: 100, count: 0 };

async function rejection(promise: Promise<unknown>): Promise<StoreError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof StoreError)) throw new Error(`expected a StoreError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GameRepository: the action log', () => {
  it('loads a new game as the state its config alone gives', async () => {
    const repo = counterRepository(connect(freshFactory()));
    await repo.create(newGame('g1'));
    const { game, state } = await repo.load('g1');
    expect(state).toEqual(START);
    expect(game.nextSeq).toBe(0);
    expect(game.status).toBe('active');
  });

  it('refuses to create a game whose id exists', async () => {
    const repo = counterRepository(connect(freshFactory()));
    await repo.create(newGame('g1'));
    expect((await rejection(repo.create(newGame('g1')))).key).toBe('store.gameExists');
  });

  it('load reproduces the replay of the whole log, for any log and snapshot interval', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 12 }),
        async (adds, every) => {
          const repo = counterRepository(connect(freshFactory()), { snapshotEvery: every });
          await repo.create(newGame('g'));
          const final = await play(repo, 'g', { state: START, seq: 0 }, adds);
          const { game, state } = await repo.load('g');
          expect(state).toEqual(final);
          expect(state).toEqual(replayed(adds));
          expect(game.nextSeq).toBe(adds.length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('says a snapshot is due each time the log reaches a multiple of K; the newest one saved replaces the others and load resumes from it', async () => {
    const factory = freshFactory();
    const replay = vi.fn(counterCodec.replay);
    const repo = new GameRepository(connect(factory), { ...counterCodec, replay }, { snapshotEvery: 5 });
    await repo.create(newGame('g'));
    let state = START;
    const due: number[] = [];
    for (let seq = 0; seq < 13; seq++) {
      state = step(state, seq);
      const saved = await repo.append('g', { seq, action: { add: seq } });
      expect(saved.nextSeq).toBe(seq + 1);
      if (saved.snapshotDue) {
        due.push(saved.nextSeq);
        await repo.saveSnapshot('g', saved.nextSeq, state);
      }
    }
    expect(due).toEqual([5, 10]);
    // A tap's actions may step over the multiple: the snapshot is due all the same.
    const saved = await repo.append('g', { seq: 13, action: { add: 13 } }, { seq: 14, action: { add: 14 } }, { seq: 15, action: { add: 15 } });
    expect(saved).toEqual({ nextSeq: 16, snapshotDue: true });
    state = step(step(step(state, 13), 14), 15);
    await repo.saveSnapshot('g', 16, state);
    await repo.append('g', { seq: 16, action: { add: 16 } });
    state = step(state, 16);

    const db = await connect(factory).db();
    const snapshots = await db.getAll('snapshots', gameRange('g'));
    expect(snapshots.map((s) => s.seq)).toEqual([16]);
    expect(snapshots[0].state).toEqual(replayed(Array.from({ length: 16 }, (_, add) => add)));

    const loaded = await repo.load('g');
    expect(loaded.state).toEqual(state);
    expect(loaded.snapshotDue).toBe(false);
    const [config, from, tail] = replay.mock.calls[0];
    expect(config).toEqual({ start: 100 });
    expect(from).toEqual(snapshots[0].state);
    expect(tail).toEqual([{ add: 16 }]);
  });

  it('a snapshot lost between the log commit and its own transaction (the tab died) costs a longer replay, and load says one is due', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory), { snapshotEvery: 4 });
    await repo.create(newGame('g'));
    const adds = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    let state = await play(repo, 'g', { state: START, seq: 0 }, adds.slice(0, 5));
    for (const [i, add] of adds.slice(5).entries()) {
      state = step(state, add);
      await repo.append('g', { seq: 5 + i, action: { add } }); // the snapshot due at 8 never lands
    }
    const db = await connect(factory).db();
    expect((await db.getAll('snapshots', gameRange('g'))).map((s) => s.seq)).toEqual([4]);
    const loaded = await counterRepository(connect(factory), { snapshotEvery: 4 }).load('g');
    expect(loaded.state).toEqual(state);
    expect(loaded.state).toEqual(replayed(adds));
    expect(loaded.game.nextSeq).toBe(9);
    expect(loaded.snapshotDue).toBe(true);
  });

  it('never resumes from a snapshot past the end of the log', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory), { snapshotEvery: 2 });
    await repo.create(newGame('g'));
    const state = await play(repo, 'g', { state: START, seq: 0 }, [1, 2, 3]);
    await repo.saveSnapshot('g', 5, { total: 0, count: 5 });
    expect((await repo.load('g')).state).toEqual(state);
  });

  it('ignores snapshots of another engine format and replays the whole log instead', async () => {
    const factory = freshFactory();
    const old = counterRepository(connect(factory), { snapshotEvery: 2 });
    await old.create(newGame('g'));
    const final = await play(old, 'g', { state: START, seq: 0 }, [1, 2, 3, 4, 5]);

    const replay = vi.fn(counterCodec.replay);
    const upgraded = new GameRepository(connect(factory), { ...counterCodec, replay, snapshotFormat: 2 });
    expect((await upgraded.load('g')).state).toEqual(final);
    expect(replay.mock.calls[0][1]).toBeNull();
    expect(replay.mock.calls[0][2]).toHaveLength(5);
  });

  it('a stored snapshot the engine cannot start from does not lose an intact log: load replays the whole log and asks for a new snapshot', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory), { snapshotEvery: 2 });
    await repo.create(newGame('g'));
    const final = await play(repo, 'g', { state: START, seq: 0 }, [1, 2, 3, 4, 5]);
    const db = await connect(factory).db();
    await db.put('snapshots', { gameId: 'g', seq: 4, format: counterCodec.snapshotFormat, state: { total: 'garbage' } });
    // An engine that checks what it starts from, as the real one does.
    const strict: CounterRepository = new GameRepository(connect(factory), {
      ...counterCodec,
      replay: (config, from, actions) => {
        if (from && !Number.isInteger(from.total)) throw new TypeError('not a state');
        return counterCodec.replay(config, from, actions);
      },
    }, { snapshotEvery: 2 });
    expect(await strict.load('g')).toMatchObject({ state: final, snapshotDue: true });
  });

  it('refuses an append whose seq is not the next one, and keeps the log as it was', async () => {
    const repo = counterRepository(connect(freshFactory()));
    await repo.create(newGame('g'));
    await play(repo, 'g', { state: START, seq: 0 }, [1, 2]);
    for (const seq of [0, 1, 3]) {
      const error = await rejection(repo.append('g', { seq, action: { add: 9 } }));
      expect(error.key).toBe('store.seqConflict');
      expect(error.details).toEqual({ gameId: 'g', expected: seq, actual: 2 });
      expect(error.retryable).toBe(false);
    }
    expect((await repo.history('g')).map((r) => r.action)).toEqual([{ add: 1 }, { add: 2 }]);
  });

  it('lets only one of two tabs append seq N when both try at once', async () => {
    const factory = freshFactory();
    const tabA = counterRepository(connect(factory));
    const tabB = counterRepository(connect(factory));
    await tabA.create(newGame('g'));
    const results = await Promise.allSettled([
      tabA.append('g', { seq: 0, action: { add: 1 } }),
      tabB.append('g', { seq: 0, action: { add: 2 } }),
    ]);
    const failed = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(isStoreError((failed[0] as PromiseRejectedResult).reason, 'store.seqConflict')).toBe(true);
    expect(await tabB.history('g')).toHaveLength(1);
  });

  it('refuses a move worked out on a log that was replaced, even at the seq the new log expects', async () => {
    const factory = freshFactory();
    const tabA = counterRepository(connect(factory));
    await tabA.create(newGame('g'));
    await tabA.append('g', { seq: 0, action: { add: 1 } });
    const seen = (await tabA.get('g'))!;
    // Another tab puts a log of the same length in its place, as a replacing import does.
    const db = await connect(factory).db();
    await db.put('games', { ...seen, logId: 'other' });
    await db.put('actions', { gameId: 'g', seq: 0, at: 0, action: { add: 7 } });

    const error = await rejection(tabA.append('g', { seq: 1, log: seen.logId, action: { add: 2 } }));
    expect(error.key).toBe('store.logReplaced');
    expect(error.retryable).toBe(false);
    expect((await tabA.history('g')).map((r) => r.action.add)).toEqual([7]);
    await tabA.append('g', { seq: 1, log: 'other', action: { add: 2 } });
    expect((await tabA.load('g')).state).toEqual(replayed([7, 2]));
  });

  it('keeps appends issued back to back in order', async () => {
    const repo = counterRepository(connect(freshFactory()), { snapshotEvery: 3 });
    await repo.create(newGame('g'));
    let state = START;
    const pending = [5, 6, 7, 8].map((add, seq) => {
      state = step(state, add);
      return repo.append('g', { seq, action: { add } });
    });
    await Promise.all(pending);
    expect((await repo.load('g')).state).toEqual(state);
  });

  it('refuses appends to a missing or deleted game', async () => {
    const repo = counterRepository(connect(freshFactory()));
    const entry = { seq: 0, action: { add: 1 } };
    expect((await rejection(repo.append('nope', entry))).key).toBe('store.gameNotFound');
    await repo.create(newGame('g'));
    await repo.remove('g');
    expect((await rejection(repo.append('g', entry))).key).toBe('store.gameDeleted');
    await repo.restore('g');
    await repo.append('g', entry);
    expect(await repo.history('g')).toHaveLength(1);
  });

  it('records updatedAt with the action', async () => {
    const clock = tickingClock();
    const repo = counterRepository(connect(freshFactory()), { now: clock.now });
    const created = await repo.create(newGame('g'));
    clock.advance(5000);
    await repo.append('g', { seq: 0, action: { add: 1 } });
    const game = await repo.get('g');
    expect(game!.updatedAt).toBeGreaterThanOrEqual(created.updatedAt + 5000);
  });

  it('a game stored before issue 21, with the seat and screen (position) written on every tap, lists, loads, plays on and is updated', async () => {
    const conn = connect(freshFactory());
    const repo = counterRepository(conn);
    await repo.create(newGame('old'));
    await play(repo, 'old', { state: START, seq: 0 }, [3, 4]);
    const db = await conn.db();
    const stored = await db.get('games', 'old');
    await db.put('games', { ...stored!, position: { seat: 2, screen: 'pass' } } as typeof stored & { position: unknown });
    expect((await repo.resumable())?.id).toBe('old');
    expect((await repo.list()).map((g) => g.id)).toEqual(['old']);
    expect((await repo.load('old')).state).toEqual({ total: 107, count: 2 });
    await repo.append('old', { seq: 2, action: { add: 5 } });
    const finished = await repo.update('old', { status: 'finished', result: { hands: 3, standings: [{ player: 'Ana', net: 12 }] } });
    expect(finished).toMatchObject({ status: 'finished', nextSeq: 3 });
    expect((await repo.load('old')).state).toEqual({ total: 112, count: 3 });
  });

  it('update changes the status and result but not the log', async () => {
    const repo = counterRepository(connect(freshFactory()));
    await repo.create(newGame('g'));
    await play(repo, 'g', { state: START, seq: 0 }, [3]);
    const result = { hands: 1, standings: [{ player: 'Ana', net: 3 }, { player: 'Bia', net: -3 }] };
    const updated = await repo.update('g', { status: 'finished', result, players: undefined });
    expect(updated.status).toBe('finished');
    expect(updated.result).toEqual(result);
    expect(updated.players).toEqual(['Ana', 'Bia', 'Caio']);
    expect(updated.nextSeq).toBe(1);
    expect(await repo.get('g')).toEqual(updated);
  });
});

describe('GameRepository: loading checks the log', () => {
  it('reports a gap in the tail instead of replaying past it', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory), { snapshotEvery: 4 });
    await repo.create(newGame('g'));
    await play(repo, 'g', { state: START, seq: 0 }, [1, 2, 3, 4, 5, 6, 7]);
    const db = await connect(factory).db();
    await db.delete('actions', ['g', 5]);
    const error = await rejection(repo.load('g'));
    expect(error.key).toBe('store.brokenLog');
    expect(error.details).toEqual({ gameId: 'g', expectedSeq: 5, foundSeq: 6 });
  });

  it('reports a log shorter than the game says', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory));
    await repo.create(newGame('g'));
    await play(repo, 'g', { state: START, seq: 0 }, [1, 2, 3]);
    const db = await connect(factory).db();
    await db.delete('actions', ['g', 2]);
    expect((await rejection(repo.load('g'))).details).toEqual({ gameId: 'g', expectedSeq: 3, foundSeq: 2 });
  });

  it('reports a log the engine refuses to replay', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory));
    await repo.create(newGame('g'));
    await play(repo, 'g', { state: START, seq: 0 }, [1]);
    const db = await connect(factory).db();
    await db.put('actions', { gameId: 'g', seq: 0, at: 0, action: { add: 0.5 } });
    const error = await rejection(repo.load('g'));
    expect(error.key).toBe('store.replayFailed');
    expect(error.details.message).toContain('refused');
  });

  it('says so when the game does not exist', async () => {
    const repo = counterRepository(connect(freshFactory()));
    expect((await rejection(repo.load('missing'))).key).toBe('store.gameNotFound');
  });
});

describe('GameRepository: crash safety', () => {
  it('a tap of several actions is appended whole or not at all', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory));
    await repo.create(newGame('g'));
    await play(repo, 'g', { state: START, seq: 0 }, [1]);
    const realAdd = IDBObjectStore.prototype.add;
    let adds = 0;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'actions' && ++adds === 2) throw new DOMException('disk full', 'QuotaExceededError');
      return realAdd.apply(this, args);
    });
    const error = await rejection(repo.append('g', { seq: 1, action: { add: 2 } }, { seq: 2, action: { add: 3 } }));
    expect(error.key).toBe('store.quotaExceeded');
    vi.restoreAllMocks();
    expect((await repo.history('g')).map((r) => r.action.add)).toEqual([1]);
    expect((await repo.get('g'))?.nextSeq).toBe(1);
    // A seq out of line anywhere in the tap refuses the whole tap.
    expect((await rejection(repo.append('g', { seq: 1, action: { add: 2 } }, { seq: 3, action: { add: 3 } }))).key).toBe('store.seqConflict');
    expect((await repo.history('g')).map((r) => r.action.add)).toEqual([1]);
    await repo.append('g', { seq: 1, action: { add: 2 } }, { seq: 2, action: { add: 3 } });
    expect((await repo.load('g')).state).toEqual(replayed([1, 2, 3]));
  });

  it('a snapshot that fails to serialize writes nothing and leaves the log as it was', async () => {
    const factory = freshFactory();
    const snapshot = vi.fn(counterCodec.snapshot);
    const repo = new GameRepository(connect(factory), { ...counterCodec, snapshot }, { snapshotEvery: 2 });
    await repo.create(newGame('g'));
    const state = await play(repo, 'g', { state: START, seq: 0 }, [1, 2, 3]);
    snapshot.mockImplementationOnce(() => {
      throw new Error('serializer crashed');
    });
    const error = await rejection(repo.saveSnapshot('g', 3, state));
    expect(error.details.message).toBe('serializer crashed');
    const db = await connect(factory).db();
    expect((await db.getAll('snapshots', gameRange('g'))).map((s) => s.seq)).toEqual([2]);
    expect((await repo.load('g')).state).toEqual(state);
  });

  it('an append that fails on its last write (the game record) rolls back the action too', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory));
    await repo.create(newGame('g'));
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'games') throw new DOMException('disk full', 'QuotaExceededError');
      return realPut.apply(this, args);
    });
    const error = await rejection(repo.append('g', { seq: 0, action: { add: 1 } }));
    expect(error.key).toBe('store.quotaExceeded');
    expect(error.retryable).toBe(true);
    vi.restoreAllMocks();
    expect(await repo.history('g')).toHaveLength(0);
    expect((await repo.get('g'))?.nextSeq).toBe(0);
  });

  it('reopening after the connection was closed sees every committed action', async () => {
    const factory = freshFactory();
    const first = connect(factory);
    const repo = counterRepository(first, { snapshotEvery: 7 });
    await repo.create(newGame('g'));
    const adds = Array.from({ length: 30 }, (_, i) => (i * 37) % 201 - 100);
    const final = await play(repo, 'g', { state: START, seq: 0 }, adds);
    await first.close();

    const reopened = counterRepository(connect(factory), { snapshotEvery: 7 });
    const { game, state } = await reopened.load('g');
    expect(state).toEqual(final);
    expect(game.nextSeq).toBe(30);
    expect((await reopened.history('g')).map((r) => r.action.add)).toEqual(adds);
  });

  it('after the browser drops the connection, the next call reopens and sees every committed action', async () => {
    const factory = freshFactory();
    const onTerminated = vi.fn();
    const conn = connect(factory, { onTerminated });
    const repo = counterRepository(conn);
    await repo.create(newGame('g'));
    const state = await play(repo, 'g', { state: START, seq: 0 }, [4, 5]);
    simulateBrowserClose(await conn.db());
    expect(onTerminated).toHaveBeenCalledOnce();
    await play(repo, 'g', { state, seq: 2 }, [6]);
    expect((await repo.load('g')).state).toEqual({ total: 115, count: 3 });
  });
});

describe('GameRepository: past games', () => {
  async function threeGames() {
    const clock = tickingClock();
    const repo = counterRepository(connect(freshFactory()), { now: clock.now });
    await repo.create(newGame('old', { profile: 'draw5' }));
    clock.advance(60_000);
    await repo.create(newGame('mid', { profile: 'baseball', players: ['Duda', 'Edu'] }));
    clock.advance(60_000);
    await repo.create(newGame('new', { profile: 'fechado' }));
    return { repo, clock };
  }

  it('lists games most recently played first, with profile, players and result', async () => {
    const { repo, clock } = await threeGames();
    clock.advance(60_000);
    await repo.append('old', { seq: 0, action: { add: 1 } });
    const result = { hands: 12, standings: [{ player: 'Duda', net: 40 }, { player: 'Edu', net: -40 }] };
    await repo.update('mid', { status: 'finished', result });
    const list = await repo.list();
    expect(list.map((g) => g.id)).toEqual(['mid', 'old', 'new']);
    expect(list[0]).toMatchObject({ profile: 'baseball', players: ['Duda', 'Edu'], result, status: 'finished' });
  });

  it('resumes the most recently played game that is not finished', async () => {
    const { repo } = await threeGames();
    expect((await repo.resumable())?.id).toBe('new');
    await repo.update('new', { status: 'finished' });
    expect((await repo.resumable())?.id).toBe('mid');
    await repo.remove('mid');
    expect((await repo.resumable())?.id).toBe('old');
  });

  it('delete hides a game, undo brings it back whole', async () => {
    const { repo } = await threeGames();
    await play(repo, 'mid', { state: START, seq: 0 }, [1, 2, 3]);
    await repo.remove('mid');
    expect((await repo.list()).map((g) => g.id)).toEqual(['new', 'old']);
    expect((await repo.list({ includeDeleted: true })).map((g) => g.id)).toContain('mid');
    await repo.restore('mid');
    expect((await repo.list()).map((g) => g.id)).toEqual(['mid', 'new', 'old']);
    expect((await repo.load('mid')).state).toEqual({ total: 106, count: 3 });
    expect((await repo.get('mid'))?.deletedAt).toBeNull();
  });

  it('purges soft-deleted games once old enough, with their log and snapshots', async () => {
    const { repo, clock } = await threeGames();
    const fresh = counterRepository(connect(freshFactory()));
    expect(await fresh.purgeDeleted(0)).toEqual([]);
    await play(repo, 'mid', { state: START, seq: 0 }, Array.from({ length: 70 }, () => 1));
    await repo.remove('mid');
    clock.advance(1000);
    await repo.remove('old');
    expect(await repo.purgeDeleted(500)).toEqual(['mid']);
    expect(await repo.get('mid')).toBeNull();
    expect(await repo.history('mid')).toEqual([]);
    expect((await repo.get('old'))?.deletedAt).not.toBeNull();
    expect((await rejection(repo.load('mid'))).key).toBe('store.gameNotFound');
  });

  it('purge of one game leaves the others untouched', async () => {
    const { repo } = await threeGames();
    await play(repo, 'old', { state: START, seq: 0 }, [1, 2]);
    await play(repo, 'new', { state: START, seq: 0 }, [3]);
    await repo.purge('old');
    expect(await repo.history('old')).toEqual([]);
    expect((await repo.history('new')).map((r) => r.seq)).toEqual([0]);
  });

  it('history is the whole log in order, with the time of each action', async () => {
    const clock = tickingClock(5000);
    const repo = counterRepository(connect(freshFactory()), { now: clock.now, snapshotEvery: 2 });
    await repo.create(newGame('g'));
    await play(repo, 'g', { state: START, seq: 0 }, [9, 8, 7, 6, 5]);
    const history = await repo.history('g');
    expect(history.map((r) => [r.seq, r.action.add])).toEqual([[0, 9], [1, 8], [2, 7], [3, 6], [4, 5]]);
    expect(history.every((r, i) => i === 0 || r.at > history[i - 1].at)).toBe(true);
  });

  it('refuses a snapshot interval that is not a positive integer', () => {
    const conn = connect(freshFactory());
    expect(() => counterRepository(conn, { snapshotEvery: 0 })).toThrow(RangeError);
    expect(() => counterRepository(conn, { snapshotEvery: 2.5 })).toThrow(RangeError);
  });
});
