import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../src/store/errors.ts';
import { WriteQueue, type QueueStatus } from '../../src/store/writeQueue.ts';
import { connect, counterRepository, freshFactory, newGame, step, type CounterState } from './harness.ts';

/** A timer we fire by hand, so retries happen exactly when the test says. */
function manualTimers() {
  const waiting: { run: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    schedule(run: () => void, ms: number) {
      const timer = { run, ms, cancelled: false };
      waiting.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    delays: () => waiting.map((t) => t.ms),
    fire() {
      const next = waiting.find((t) => !t.cancelled);
      if (!next) throw new Error('no timer waiting');
      next.cancelled = true;
      next.run();
    },
  };
}

/** Makes IndexedDB refuse to store actions, as a full disk does, until `free()` is called. */
function fullDisk() {
  const realAdd = IDBObjectStore.prototype.add;
  let full = true;
  const spy = vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
    if (full && this.name === 'actions') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return realAdd.apply(this, args);
  });
  return { free: () => (full = false), attempts: () => spy.mock.calls.length };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WriteQueue', () => {
  it('keeps an action that hit a full disk and commits it once space is back, nothing dropped or doubled', async () => {
    const repo = counterRepository(connect(freshFactory()));
    await repo.create(newGame('g'));
    const timers = manualTimers();
    const statuses: QueueStatus[] = [];
    const queue = new WriteQueue({ schedule: timers.schedule, onStatus: (s) => statuses.push(s), retryDelays: [100, 400] });
    const disk = fullDisk();

    let state: CounterState = { total: 100, count: 0 };
    const acknowledged: number[] = [];
    const writes = [7, 8, 9].map((add, seq) => {
      state = step(state, add);
      const entry = { seq, action: { add } };
      return queue.push(() => repo.append('g', entry)).then((r) => acknowledged.push(r.nextSeq - 1));
    });

    await vi.waitFor(() => expect(queue.status.state).toBe('retrying'));
    const failing = queue.status as Extract<QueueStatus, { state: 'retrying' }>;
    expect(failing.error.key).toBe('store.quotaExceeded');
    expect(failing.pending).toBe(3);
    timers.fire();
    await vi.waitFor(() => expect(timers.delays()).toEqual([100, 400]));
    expect(acknowledged).toEqual([]);
    expect(await repo.history('g')).toEqual([]);

    disk.free();
    timers.fire();
    await Promise.all(writes);
    expect(acknowledged).toEqual([0, 1, 2]);
    expect((await repo.history('g')).map((r) => r.action.add)).toEqual([7, 8, 9]);
    expect((await repo.load('g')).state).toEqual(state);
    expect(queue.status).toEqual({ state: 'idle' });
    expect(statuses.filter((s) => s.state === 'retrying').map((s) => (s as { attempt: number }).attempt)).toEqual([1, 2]);
  });

  it('retryNow skips the wait', async () => {
    const timers = manualTimers();
    const queue = new WriteQueue({ schedule: timers.schedule });
    let failuresLeft = 1;
    const write = vi.fn(async () => {
      if (failuresLeft-- > 0) throw new StoreError('store.writeFailed', { name: 'UnknownError' });
      return 'ok';
    });
    const done = queue.push(write);
    await vi.waitFor(() => expect(queue.status.state).toBe('retrying'));
    queue.retryNow();
    expect(await done).toBe('ok');
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('uses the last delay for every retry past the list', async () => {
    const timers = manualTimers();
    const queue = new WriteQueue({ schedule: timers.schedule, retryDelays: [10, 20] });
    let failuresLeft = 4;
    const done = queue.push(async () => {
      if (failuresLeft-- > 0) throw new DOMException('full', 'QuotaExceededError');
      return 1;
    });
    for (let i = 0; i < 4; i++) {
      await vi.waitFor(() => expect(timers.delays()).toHaveLength(i + 1));
      timers.fire();
    }
    expect(await done).toBe(1);
    expect(timers.delays()).toEqual([10, 20, 20, 20]);
  });

  it('a refusal that retrying cannot fix rejects that write and the ones queued behind it', async () => {
    const factory = freshFactory();
    const repo = counterRepository(connect(factory));
    await repo.create(newGame('g'));
    // Another tab already wrote seq 0.
    await counterRepository(connect(factory)).append('g', { seq: 0, action: { add: 1 } });
    const queue = new WriteQueue({ schedule: manualTimers().schedule });
    const first = queue.push(() => repo.append('g', { seq: 0, action: { add: 5 } }));
    const second = queue.push(() => repo.append('g', { seq: 1, action: { add: 5 } }));
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status === 'rejected' && (a.reason as StoreError).key).toBe('store.seqConflict');
    expect(b.status === 'rejected' && (b.reason as StoreError).key).toBe('store.seqConflict');
    expect(queue.status.state).toBe('failed');
    expect(queue.pending).toBe(0);
    expect((await repo.history('g')).map((r) => r.action.add)).toEqual([1]);

    // The queue accepts new work afterwards (for example after the player takes the game over).
    expect(await queue.push(async () => 'again')).toBe('again');
    expect(queue.status).toEqual({ state: 'idle' });
  });

  it('writes run one at a time in the order they were pushed', async () => {
    const queue = new WriteQueue();
    const log: string[] = [];
    const slow = (name: string, ms: number) => () =>
      new Promise<string>((resolve) => {
        log.push(`start ${name}`);
        setTimeout(() => {
          log.push(`end ${name}`);
          resolve(name);
        }, ms);
      });
    const results = await Promise.all([queue.push(slow('a', 5)), queue.push(slow('b', 1)), queue.push(slow('c', 0))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
