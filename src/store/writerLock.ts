import type { Connection } from './connection.ts';
import { committed } from './transaction.ts';

/**
 * One writer per game across tabs. This is the courtesy layer (the other tab can say "this game is
 * open elsewhere — take over?"); the seq check in GameRepository.append is what makes two writers
 * harmless even if both believe they hold the game.
 */
export interface WriterHandle {
  readonly gameId: string;
  /** Settles when another tab takes the game over (never after our own release). */
  readonly lost: Promise<void>;
  release(): Promise<void>;
}

export interface WriterLock {
  acquire(gameId: string): Promise<WriterHandle | 'held-elsewhere'>;
  /** Takes the game from whichever tab holds it; that tab's handle reports `lost`. */
  takeOver(gameId: string): Promise<WriterHandle>;
}

export function lockName(gameId: string): string {
  return `mesa:game:${gameId}`;
}

export type LockRequester = Pick<LockManager, 'request'>;

/** The Web Locks API: the browser releases the lock itself when the tab dies. */
export function webLocksWriter(locks: LockRequester): WriterLock {
  return {
    async acquire(gameId) {
      return (await hold(locks, gameId, { ifAvailable: true })) ?? 'held-elsewhere';
    },
    async takeOver(gameId) {
      const handle = await hold(locks, gameId, { steal: true });
      if (!handle) throw new Error('a stolen lock is always granted');
      return handle;
    },
  };
}

function hold(locks: LockRequester, gameId: string, options: LockOptions): Promise<WriterHandle | null> {
  return new Promise((resolveAcquire, rejectAcquire) => {
    let granted = false;
    let markLost!: () => void;
    let letGo!: () => void;
    const lost = new Promise<void>((resolve) => (markLost = resolve));
    const released = new Promise<void>((resolve) => (letGo = resolve));
    const request = locks.request(lockName(gameId), options, (lock) => {
      if (!lock) {
        resolveAcquire(null);
        return;
      }
      granted = true;
      resolveAcquire({
        gameId,
        lost,
        release: async () => {
          letGo();
          await request.catch(() => {});
        },
      });
      // The lock is held for as long as this promise is pending.
      return released;
    });
    // A stolen lock's request rejects with AbortError: that is how the old holder learns of it.
    request.catch((error: unknown) => (granted ? markLost() : rejectAcquire(error)));
  });
}

export interface LeaseOptions {
  /** This tab's id; two tabs must never share one. */
  owner?: string;
  /** A lease not renewed for this long is free for another tab (so a crashed tab lets go). */
  ttlMs?: number;
  renewMs?: number;
  now?: () => number;
  /** Repeating timer, injectable for tests; returns a cancel function. */
  every?: (tick: () => Promise<void>, ms: number) => () => void;
}

interface Lease {
  owner: string;
  expiresAt: number;
}

function defaultEvery(tick: () => Promise<void>, ms: number): () => void {
  const timer = setInterval(() => void tick(), ms);
  return () => clearInterval(timer);
}

/**
 * Fallback where Web Locks are missing: a lease record in the meta store that the holder renews
 * on a heartbeat. A tab that dies stops renewing and its lease expires after `ttlMs`.
 */
export function leaseWriter(conn: Connection, options: LeaseOptions = {}): WriterLock {
  const owner = options.owner ?? crypto.randomUUID();
  const ttlMs = options.ttlMs ?? 10_000;
  const renewMs = options.renewMs ?? 3_000;
  const now = options.now ?? Date.now;
  const every = options.every ?? defaultEvery;

  /** Writes our lease if `mayTake` allows it given the current one, in one transaction. */
  async function claim(gameId: string, mayTake: (current: Lease | undefined) => boolean): Promise<boolean> {
    const db = await conn.db();
    const tx = db.transaction('meta', 'readwrite');
    return committed(tx, async () => {
      const key = `lease:${gameId}`;
      const current = (await tx.store.get(key))?.value as Lease | undefined;
      if (!mayTake(current)) return false;
      await tx.store.put({ key, value: { owner, expiresAt: now() + ttlMs } satisfies Lease });
      return true;
    });
  }

  function handle(gameId: string): WriterHandle {
    let markLost!: () => void;
    const lost = new Promise<void>((resolve) => (markLost = resolve));
    const stop = every(async () => {
      // A failed renewal is not a loss: the lease only passes to another tab once it expires,
      // and then our next renewal sees the new owner.
      const ours = await claim(gameId, (current) => !current || current.owner === owner).catch(() => true);
      if (!ours) {
        stop();
        markLost();
      }
    }, renewMs);
    return {
      gameId,
      lost,
      async release() {
        stop();
        const db = await conn.db();
        const tx = db.transaction('meta', 'readwrite');
        await committed(tx, async () => {
          const key = `lease:${gameId}`;
          if (((await tx.store.get(key))?.value as Lease | undefined)?.owner === owner) await tx.store.delete(key);
        });
      },
    };
  }

  return {
    async acquire(gameId) {
      const free = (current: Lease | undefined) => !current || current.owner === owner || current.expiresAt <= now();
      return (await claim(gameId, free)) ? handle(gameId) : 'held-elsewhere';
    },
    async takeOver(gameId) {
      await claim(gameId, () => true);
      return handle(gameId);
    },
  };
}

/** Web Locks where the browser has them, the IndexedDB lease otherwise. */
export function writerLock(conn: Connection, locks: LockRequester | undefined = globalThis.navigator?.locks): WriterLock {
  return locks ? webLocksWriter(locks) : leaseWriter(conn);
}
