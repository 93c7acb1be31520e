import { describe, expect, it } from 'vitest';
import { leaseWriter, lockName, webLocksWriter, writerLock, type LockRequester, type WriterHandle } from '../../src/store/writerLock.ts';
import { connect, freshFactory } from './harness.ts';

/**
 * The parts of the Web Locks algorithm the writer uses (exclusive mode, ifAvailable, steal), one
 * manager shared by every "tab" of an origin as in a browser.
 */
class FakeLockManager {
  readonly #held = new Map<string, { reject: (error: unknown) => void }>();

  readonly request = ((name: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
    const current = this.#held.get(name);
    if (current && options.ifAvailable) return Promise.resolve().then(() => callback(null));
    if (current && !options.steal) throw new Error('this fake does not queue requests');
    if (current) {
      this.#held.delete(name);
      current.reject(new DOMException('The lock request is aborted.', 'AbortError'));
    }
    return new Promise((resolve, reject) => {
      const entry = { reject };
      this.#held.set(name, entry);
      Promise.resolve(callback({ name, mode: 'exclusive' } as Lock)).then(
        (value) => {
          if (this.#held.get(name) === entry) this.#held.delete(name);
          resolve(value);
        },
        reject,
      );
    });
  }) as unknown as LockRequester['request'];

  isHeld(name: string): boolean {
    return this.#held.has(name);
  }
}

function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('webLocksWriter', () => {
  it('gives the game to the first tab and tells the second it is held elsewhere', async () => {
    const manager = new FakeLockManager();
    const tabA = webLocksWriter(manager);
    const tabB = webLocksWriter(manager);
    const handle = await tabA.acquire('g1');
    expect(handle).not.toBe('held-elsewhere');
    expect(manager.isHeld(lockName('g1'))).toBe(true);
    expect(await tabB.acquire('g1')).toBe('held-elsewhere');
    expect(await tabB.acquire('g2')).not.toBe('held-elsewhere');
  });

  it('take-over moves the game to the new tab and the old tab learns it lost it', async () => {
    const manager = new FakeLockManager();
    const old = (await webLocksWriter(manager).acquire('g')) as WriterHandle;
    const lost = settledFlag(old.lost);
    const taken = await webLocksWriter(manager).takeOver('g');
    await tick();
    expect(lost()).toBe(true);
    expect(taken.gameId).toBe('g');
    expect(await webLocksWriter(manager).acquire('g')).toBe('held-elsewhere');
  });

  it('release frees the game for another tab and is not reported as a loss', async () => {
    const manager = new FakeLockManager();
    const handle = (await webLocksWriter(manager).acquire('g')) as WriterHandle;
    const lost = settledFlag(handle.lost);
    await handle.release();
    expect(manager.isHeld(lockName('g'))).toBe(false);
    expect(await webLocksWriter(manager).acquire('g')).not.toBe('held-elsewhere');
    await tick();
    expect(lost()).toBe(false);
  });

  it('passes on a refusal of the lock request itself', async () => {
    const broken = { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) } as unknown as LockRequester;
    await expect(webLocksWriter(broken).acquire('g')).rejects.toThrow('denied');
  });
});

describe('leaseWriter (no Web Locks)', () => {
  function setup() {
    const conn = connect(freshFactory());
    let time = 1_000_000;
    const ticks = new Map<string, () => Promise<void>>();
    const tab = (owner: string) =>
      leaseWriter(conn, {
        owner,
        ttlMs: 10_000,
        renewMs: 3_000,
        now: () => time,
        every: (run) => {
          ticks.set(owner, run);
          return () => ticks.delete(owner);
        },
      });
    return {
      tab,
      advance: (ms: number) => (time += ms),
      heartbeat: (owner: string) => ticks.get(owner)?.(),
      beating: (owner: string) => ticks.has(owner),
    };
  }

  it('gives the game to one tab at a time', async () => {
    const { tab } = setup();
    expect(await tab('A').acquire('g')).not.toBe('held-elsewhere');
    expect(await tab('B').acquire('g')).toBe('held-elsewhere');
    expect(await tab('A').acquire('g')).not.toBe('held-elsewhere');
  });

  it('a lease kept alive by its heartbeat stays held; one whose tab died expires', async () => {
    const { tab, advance, heartbeat } = setup();
    await tab('A').acquire('g');
    for (let i = 0; i < 5; i++) {
      advance(3_000);
      await heartbeat('A');
    }
    expect(await tab('B').acquire('g')).toBe('held-elsewhere');
    advance(9_999);
    expect(await tab('B').acquire('g')).toBe('held-elsewhere');
    advance(1);
    expect(await tab('B').acquire('g')).not.toBe('held-elsewhere');
  });

  it('take-over is noticed by the old holder on its next heartbeat, which then stops', async () => {
    const { tab, heartbeat, beating } = setup();
    const old = (await tab('A').acquire('g')) as WriterHandle;
    const lost = settledFlag(old.lost);
    await tab('B').takeOver('g');
    await heartbeat('A');
    await tick();
    expect(lost()).toBe(true);
    expect(beating('A')).toBe(false);
    expect(await tab('A').acquire('g')).toBe('held-elsewhere');
  });

  it('release hands the game over at once, and does not remove a lease another tab took', async () => {
    const { tab } = setup();
    const a = (await tab('A').acquire('g')) as WriterHandle;
    await a.release();
    const b = (await tab('B').acquire('g')) as WriterHandle;
    expect(b).not.toBe('held-elsewhere');
    await a.release();
    expect(await tab('C').acquire('g')).toBe('held-elsewhere');
  });
});

describe('writerLock', () => {
  it('uses Web Locks when the browser has them and the lease otherwise', async () => {
    const conn = connect(freshFactory());
    const manager = new FakeLockManager();
    await writerLock(conn, manager).acquire('g');
    expect(manager.isHeld(lockName('g'))).toBe(true);

    const leased = (await writerLock(conn, undefined).acquire('h')) as WriterHandle;
    const db = await conn.db();
    expect((await db.get('meta', 'lease:h'))?.value).toMatchObject({ expiresAt: expect.any(Number) });
    await leased.release();
    expect(await db.get('meta', 'lease:h')).toBeUndefined();
  });
});
