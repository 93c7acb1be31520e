import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';

/** Where the game was on screen, so reopening the app lands on the same seat and screen. */
export interface UiPosition {
  seat: number | null;
  screen: string;
}

export type GameStatus = 'active' | 'finished';

/** What the past-games list shows as a result: each player's net chips after `hands` hands. */
export interface ResultSummary {
  hands: number;
  standings: { player: string; net: number }[];
}

export interface GameRecord<Config = unknown> {
  id: string;
  profile: string;
  players: string[];
  config: Config;
  createdAt: number;
  updatedAt: number;
  status: GameStatus;
  result: ResultSummary | null;
  position: UiPosition;
  /** The seq the next action must carry: the log is exactly seq 0 .. nextSeq-1. */
  nextSeq: number;
  /** Set by a soft delete; the record is purged later unless the delete is undone. */
  deletedAt: number | null;
}

export interface ActionRecord<Action = unknown> {
  gameId: string;
  seq: number;
  at: number;
  action: Action;
}

/** The engine's serialized state after actions 0 .. seq-1; `format` is the engine's snapshot version. */
export interface SnapshotRecord<Snapshot = unknown> {
  gameId: string;
  seq: number;
  format: number;
  state: Snapshot;
}

export interface MetaRecord {
  key: string;
  value: unknown;
}

export interface MesaSchema extends DBSchema {
  games: { key: string; value: GameRecord };
  actions: { key: [string, number]; value: ActionRecord };
  snapshots: { key: [string, number]; value: SnapshotRecord };
  meta: { key: string; value: MetaRecord };
}

export type MesaDatabase = IDBPDatabase<MesaSchema>;
export type UpgradeTransaction = IDBPTransaction<MesaSchema, StoreNames<MesaSchema>[], 'versionchange'>;

/**
 * One forward step of the schema. Steps run inside the `upgrade` transaction, in order, for every
 * version above the one on disk; a step that throws or rejects aborts the whole upgrade, which
 * leaves the old database exactly as it was.
 */
export interface Migration {
  version: number;
  migrate(db: MesaDatabase, tx: UpgradeTransaction): void | Promise<void>;
}

const v1: Migration = {
  version: 1,
  migrate(db) {
    db.createObjectStore('games', { keyPath: 'id' });
    db.createObjectStore('actions', { keyPath: ['gameId', 'seq'] });
    db.createObjectStore('snapshots', { keyPath: ['gameId', 'seq'] });
    db.createObjectStore('meta', { keyPath: 'key' });
  },
};

/** Append new steps here; never edit a shipped one (its fixture test pins what it must read). */
export const MIGRATIONS: readonly Migration[] = [v1];

export const DB_NAME = 'mesa';

/** All records of one game in an [gameId, seq]-keyed store. */
export function gameRange(gameId: string, fromSeq = 0): IDBKeyRange {
  return IDBKeyRange.bound([gameId, fromSeq], [gameId, Infinity]);
}
