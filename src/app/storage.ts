// The page's one store: the IndexedDB connection, the games repository (with the engine's
// session codec), the writer lock across tabs and the queue every action is written through.
import {
  Connection,
  GameRepository,
  WriteQueue,
  requestPersistence,
  writerLock,
  type ConnectionOptions,
  type QueueStatus,
  type WriterLock,
} from '../store/index.ts';
import type { SessionState } from '../engine/index.ts';
import type { LockRequester } from '../store/writerLock.ts';
import { sessionCodec } from './codec.ts';
import type { SessionRepository } from './games.ts';
import { newerData, saveStatus, storeNotice } from './status.ts';

export interface Storage {
  readonly conn: Connection;
  readonly games: SessionRepository;
  readonly locks: WriterLock;
  readonly queue: WriteQueue;
}

export interface StorageOptions {
  /** Another IndexedDB (tests: fake-indexeddb). */
  readonly factory?: IDBFactory;
  /** Web Locks, or undefined for the IndexedDB lease. */
  readonly locks?: LockRequester;
  readonly retryDelays?: readonly number[];
}

function reportStatus(status: QueueStatus): void {
  switch (status.state) {
    case 'idle':
      saveStatus.value = { state: 'idle' };
      break;
    case 'saving':
      // Nothing to show (the tapped button says it was taken, tap.tsx), and a retry in progress
      // keeps its message until the write goes through.
      break;
    case 'retrying':
    case 'failed':
      saveStatus.value = { state: status.state, problem: { key: status.error.key, details: status.error.details } };
      break;
  }
}

function open(options: StorageOptions): Storage {
  const connection: ConnectionOptions = {
    onVersionChange: () => (storeNotice.value = 'versionChanged'),
    onBlocked: () => (storeNotice.value = 'blocked'),
    onOpen: () => {
      if (storeNotice.value === 'blocked') storeNotice.value = null;
    },
    onNewerSchema: () => (newerData.value = true),
  };
  if (options.factory) connection.factory = options.factory;
  const conn = new Connection(connection);
  return {
    conn,
    games: new GameRepository(conn, sessionCodec),
    locks: 'locks' in options ? writerLock(conn, options.locks) : writerLock(conn),
    queue: new WriteQueue({ onStatus: reportStatus, retryDelays: options.retryDelays }),
  };
}

let current: Storage | null = null;

export function storage(): Storage {
  if (!current) {
    current = open({});
    void requestPersistence();
  }
  return current;
}

/**
 * A stored game's session as it stands (its last snapshot and what follows), or null when the
 * engine now refuses its log: a finished game's stored result, or its log as far as it goes, is
 * then all there is.
 */
export async function storedSession(gameId: string): Promise<SessionState | null> {
  try {
    return (await storage().games.load(gameId)).state;
  } catch {
    return null;
  }
}

/** A fresh store (tests: a fresh fake IndexedDB per test); closes the previous connection. */
export async function useStorage(options: StorageOptions): Promise<Storage> {
  await current?.conn.close();
  current = open(options);
  return current;
}
