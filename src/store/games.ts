import type { Connection } from './connection.ts';
import { StoreError } from './errors.ts';
import { gameRange, type ActionRecord, type GameRecord, type GameStatus, type ResultSummary, type SnapshotRecord } from './schema.ts';
import { committed, requests } from './transaction.ts';

/**
 * What the store needs from the engine, injected so the store never imports engine internals.
 * `replay` must be deterministic and must throw if the engine refuses a logged action.
 */
export interface GameCodec<Config, Action, State, Snapshot> {
  /** The state after `actions`, starting from `from` (a snapshot) or from the config alone. */
  replay(config: Config, from: Snapshot | null, actions: readonly Action[]): State;
  /** A JSON-serialisable copy of `state` that `replay` accepts as its starting point. */
  snapshot(state: State): Snapshot;
  /** Bump when the snapshot shape changes: older snapshots are then ignored and the log replayed. */
  snapshotFormat: number;
  /**
   * A finished game's result as the engine works it out from its last state. Given, it replaces
   * the result a backup file carries for a finished game (a file from an older version may hold
   * one worked out by older rules).
   */
  result?(state: State): ResultSummary;
  /**
   * The names of the game's seats in its last state (walk-ins included). Given, they replace the
   * `players` a backup file lists (G17: the game's own seats are the truth).
   */
  players?(state: State): string[];
}

/** The default snapshot interval, in actions. */
export const SNAPSHOT_EVERY = 64;

export interface RepositoryOptions {
  /** A snapshot is due each time the log reaches a multiple of K actions (default SNAPSHOT_EVERY). */
  snapshotEvery?: number;
  now?: () => number;
  /**
   * 'strict' (default) makes the browser flush to disk before an append resolves, so an
   * acknowledged action survives a power cut, not only a killed tab.
   */
  durability?: IDBTransactionDurability;
}

export interface NewGame<Config> {
  id: string;
  profile: string;
  players: string[];
  config: Config;
}

export interface AppendEntry<Action> {
  /** Must equal the game's nextSeq: the check that keeps two writers from both appending seq N. */
  seq: number;
  /**
   * The `logId` of the game record the action was worked out on (absent: the log as first
   * created). Refused when the stored log is another one, even of the same length.
   */
  log?: string;
  action: Action;
  /** The players' names after this action, when it changed them (someone sat down: T19). */
  players?: string[];
}

export interface AppendResult {
  /** The seq the next action must carry: the log now holds nextSeq actions. */
  nextSeq: number;
  /**
   * The log reached a multiple of snapshotEvery: the caller should `saveSnapshot(nextSeq, state)`,
   * in its own transaction once the screen has moved on, so the tap never waits for it.
   */
  snapshotDue: boolean;
}

export interface GamePatch {
  players?: string[];
  status?: GameStatus;
  result?: ResultSummary | null;
}

export interface LoadedGame<Config, State> {
  game: GameRecord<Config>;
  state: State;
  /** The replay ran through snapshotEvery actions or more (no snapshot yet, or one was lost): save one. */
  snapshotDue: boolean;
}

const WRITE_STORES = ['games', 'actions', 'snapshots'] as const;

export class GameRepository<Config, Action, State, Snapshot> {
  readonly #conn: Connection;
  readonly #codec: GameCodec<Config, Action, State, Snapshot>;
  readonly #snapshotEvery: number;
  readonly #now: () => number;
  readonly #durability: IDBTransactionDurability;

  constructor(conn: Connection, codec: GameCodec<Config, Action, State, Snapshot>, options: RepositoryOptions = {}) {
    this.#conn = conn;
    this.#codec = codec;
    this.#snapshotEvery = options.snapshotEvery ?? SNAPSHOT_EVERY;
    this.#now = options.now ?? Date.now;
    this.#durability = options.durability ?? 'strict';
    if (!Number.isInteger(this.#snapshotEvery) || this.#snapshotEvery < 1) {
      throw new RangeError(`snapshotEvery must be a positive integer, got ${this.#snapshotEvery}`);
    }
  }

  get snapshotEvery(): number {
    return this.#snapshotEvery;
  }

  async create(init: NewGame<Config>): Promise<GameRecord<Config>> {
    const now = this.#now();
    const game: GameRecord<Config> = {
      ...init,
      createdAt: now,
      updatedAt: now,
      status: 'active',
      result: null,
      nextSeq: 0,
      deletedAt: null,
    };
    const db = await this.#conn.db();
    await committed(db.transaction('games', 'readwrite', { durability: this.#durability }), async (tx) => {
      if (await tx.objectStore('games').getKey(init.id)) throw new StoreError('store.gameExists', { gameId: init.id });
      await tx.objectStore('games').add(game);
    });
    return game;
  }

  /**
   * Appends a tap's actions (one, or one with the chance actions that follow it) in one
   * transaction: all of them or none, resolved only once committed. No snapshot is written here:
   * its cost stays off the tap (see `saveSnapshot`).
   */
  async append(gameId: string, ...entries: readonly AppendEntry<Action>[]): Promise<AppendResult> {
    if (entries.length === 0) throw new RangeError('append needs at least one action');
    // Started in the tap's own task when the connection is open: whatever the page draws for the
    // tap meanwhile then overlaps the write instead of going before it.
    const db = this.#conn.openNow ?? (await this.#conn.db());
    const tx = db.transaction(['games', 'actions'], 'readwrite', { durability: this.#durability });
    return committed(tx, async () => {
      const game = await this.#writable(tx.objectStore('games').get(gameId), gameId);
      const now = this.#now();
      let nextSeq = game.nextSeq;
      const adds = entries.map((entry) => {
        if (entry.log !== game.logId) throw new StoreError('store.logReplaced', { gameId });
        if (entry.seq !== nextSeq) throw new StoreError('store.seqConflict', { gameId, expected: entry.seq, actual: nextSeq });
        nextSeq += 1;
        return () => tx.objectStore('actions').add({ gameId, seq: entry.seq, at: now, action: entry.action });
      });
      const players = entries.reduce((names, entry) => entry.players ?? names, game.players);
      await requests([...adds, () => tx.objectStore('games').put({ ...game, nextSeq, updatedAt: now, players })]);
      const snapshotDue = Math.floor(nextSeq / this.#snapshotEvery) > Math.floor(game.nextSeq / this.#snapshotEvery);
      return { nextSeq, snapshotDue };
    });
  }

  /**
   * Stores `state` as the snapshot after the first `seq` actions, in a transaction of its own, and
   * drops the game's older snapshots (the newest is the only one load reads). Call it only once
   * those actions have committed. The snapshot is a shortcut the log can always rebuild, so the
   * browser need not flush it to disk before going on; a crash before it lands costs a longer
   * replay at the next load, nothing else.
   */
  async saveSnapshot(gameId: string, seq: number, state: State): Promise<void> {
    const db = await this.#conn.db();
    const tx = db.transaction('snapshots', 'readwrite', { durability: 'relaxed' });
    await committed(tx, async () => {
      await requests([
        () => tx.store.put({ gameId, seq, format: this.#codec.snapshotFormat, state: this.#codec.snapshot(state) }),
        () => tx.store.delete(IDBKeyRange.bound([gameId, 0], [gameId, seq], false, true)),
      ]);
    });
  }

  /** Changes what is around the log: the players, the end of the game and its result. */
  async update(gameId: string, patch: GamePatch): Promise<GameRecord<Config>> {
    const db = await this.#conn.db();
    return committed(db.transaction('games', 'readwrite', { durability: this.#durability }), async (tx) => {
      const game = await this.#writable(tx.objectStore('games').get(gameId), gameId);
      const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const next: GameRecord<Config> = { ...game, ...changes, updatedAt: this.#now() };
      await tx.objectStore('games').put(next);
      return next;
    });
  }

  /**
   * Writes a finished game's result worked out again (by today's rules), if the game is still the
   * one it was worked out from: finished, with `nextSeq` actions. Nobody played it, so its
   * updatedAt (the past games' order) stays. Resolves to whether it was written.
   */
  async reviseResult(gameId: string, nextSeq: number, result: ResultSummary): Promise<boolean> {
    const db = await this.#conn.db();
    return committed(db.transaction('games', 'readwrite', { durability: this.#durability }), async (tx) => {
      const game = await tx.objectStore('games').get(gameId);
      if (!game || game.status !== 'finished' || game.nextSeq !== nextSeq) return false;
      await tx.objectStore('games').put({ ...game, result });
      return true;
    });
  }

  async get(gameId: string): Promise<GameRecord<Config> | null> {
    const db = await this.#conn.db();
    return ((await db.get('games', gameId)) as GameRecord<Config> | undefined) ?? null;
  }

  /** The latest usable snapshot plus the tail of the log after it, replayed. */
  async load(gameId: string): Promise<LoadedGame<Config, State>> {
    const db = await this.#conn.db();
    const tx = db.transaction(WRITE_STORES, 'readonly');
    const { game, snapshot, tail } = await committed(tx, async () => {
      const game = (await tx.objectStore('games').get(gameId)) as GameRecord<Config> | undefined;
      if (!game) throw new StoreError('store.gameNotFound', { gameId });
      let cursor = await tx.objectStore('snapshots').openCursor(gameRange(gameId), 'prev');
      while (cursor && !this.#usable(cursor.value, game)) cursor = await cursor.continue();
      const snapshot = (cursor?.value ?? null) as SnapshotRecord<Snapshot> | null;
      const tail = (await tx.objectStore('actions').getAll(gameRange(gameId, snapshot?.seq ?? 0))) as ActionRecord<Action>[];
      return { game, snapshot, tail };
    });
    checkContiguous(gameId, tail, snapshot?.seq ?? 0, game.nextSeq);
    try {
      return { game, state: this.#codec.replay(game.config, snapshot?.state ?? null, tail.map((record) => record.action)), snapshotDue: tail.length >= this.#snapshotEvery };
    } catch (error) {
      if (!snapshot) throw new StoreError('store.replayFailed', { gameId, message: String(error) });
    }
    // The snapshot is only a shortcut: one the engine cannot start from (damaged, or written by a
    // bug) must not lose a log that replays whole. Due again, so the next save replaces it.
    const log = await this.history(gameId);
    checkContiguous(gameId, log, 0, game.nextSeq);
    try {
      return { game, state: this.#codec.replay(game.config, null, log.map((record) => record.action)), snapshotDue: true };
    } catch (error) {
      throw new StoreError('store.replayFailed', { gameId, message: String(error) });
    }
  }

  /** Past and present games, most recently played first. */
  async list(options: { includeDeleted?: boolean } = {}): Promise<GameRecord<Config>[]> {
    const db = await this.#conn.db();
    const games = (await db.getAll('games')) as GameRecord<Config>[];
    return games
      .filter((game) => options.includeDeleted || game.deletedAt === null)
      .sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /** The game to reopen at start-up: the most recently played unfinished one. */
  async resumable(): Promise<GameRecord<Config> | null> {
    const games = await this.list();
    return games.find((game) => game.status === 'active') ?? null;
  }

  /** The whole action log in order (for the hand-by-hand history and PHH export). */
  async history(gameId: string): Promise<ActionRecord<Action>[]> {
    const db = await this.#conn.db();
    return (await db.getAll('actions', gameRange(gameId))) as ActionRecord<Action>[];
  }

  /** Soft delete: hidden from the list and from writes until `restore` or a purge. */
  async remove(gameId: string): Promise<void> {
    await this.#setDeleted(gameId, this.#now());
  }

  async restore(gameId: string): Promise<void> {
    await this.#setDeleted(gameId, null);
  }

  /** Deletes a game, its log and its snapshots for good. */
  async purge(gameId: string): Promise<void> {
    const db = await this.#conn.db();
    await committed(db.transaction(WRITE_STORES, 'readwrite', { durability: this.#durability }), async (tx) => {
      await requests([
        () => tx.objectStore('games').delete(gameId),
        () => tx.objectStore('actions').delete(gameRange(gameId)),
        () => tx.objectStore('snapshots').delete(gameRange(gameId)),
      ]);
    });
  }

  /** Purges the games soft-deleted at least `olderThanMs` ago; returns their ids. */
  async purgeDeleted(olderThanMs: number): Promise<string[]> {
    const cutoff = this.#now() - olderThanMs;
    const doomed = (await this.list({ includeDeleted: true }))
      .filter((game) => game.deletedAt !== null && game.deletedAt <= cutoff)
      .map((game) => game.id);
    for (const id of doomed) await this.purge(id);
    return doomed;
  }

  async #setDeleted(gameId: string, deletedAt: number | null): Promise<void> {
    const db = await this.#conn.db();
    await committed(db.transaction('games', 'readwrite', { durability: this.#durability }), async (tx) => {
      const game = await tx.objectStore('games').get(gameId);
      if (!game) throw new StoreError('store.gameNotFound', { gameId });
      await tx.objectStore('games').put({ ...game, deletedAt });
    });
  }

  /** A snapshot of this engine's format that the log reaches (one past its end is never replayed from). */
  #usable(snapshot: SnapshotRecord, game: GameRecord): boolean {
    return snapshot.format === this.#codec.snapshotFormat && snapshot.seq <= game.nextSeq;
  }

  async #writable(pending: Promise<GameRecord | undefined>, gameId: string): Promise<GameRecord<Config>> {
    const game = (await pending) as GameRecord<Config> | undefined;
    if (!game) throw new StoreError('store.gameNotFound', { gameId });
    if (game.deletedAt !== null) throw new StoreError('store.gameDeleted', { gameId });
    return game;
  }
}

/** The tail must run without a gap from where the snapshot ends to the game's last action. */
function checkContiguous(gameId: string, tail: readonly ActionRecord[], from: number, nextSeq: number): void {
  tail.forEach((record, index) => {
    if (record.seq !== from + index) {
      throw new StoreError('store.brokenLog', { gameId, expectedSeq: from + index, foundSeq: record.seq });
    }
  });
  if (from + tail.length !== nextSeq) {
    throw new StoreError('store.brokenLog', { gameId, expectedSeq: nextSeq, foundSeq: from + tail.length });
  }
}
