// A game written straight into the app's IndexedDB as the app stores it (schema v1), and the
// stores read back record by record. The in-page functions are self-contained (no imports in
// their bodies), so the browser tests run them in the page through the driver and the component
// tests (test/screens) run them as they are, on the fake IndexedDB.
import { applySession, legalActions, newSession, seededSource, shuffle, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';

export interface SeededGame {
  readonly id: string;
  readonly config: SessionConfig;
  readonly log: readonly SessionAction[];
}

/** A new game whose first hand is dealt from a deck shuffled with `seed`. */
export function dealtGame(id: string, config: SessionConfig, seed: number): SeededGame {
  const start: SessionAction = { type: 'startHand', at: Date.now() };
  const started = applySession(newSession({ ...config, dealing: 'deck' }), start);
  if (!started.ok) throw new Error(started.error.code);
  const [legal] = legalActions(started.state.hand!).actions;
  if (legal.type !== 'shuffle') throw new Error('a new hand waits for its shuffle');
  return { id, config: { ...config, dealing: 'deck' }, log: [start, { type: 'shuffle', deck: shuffle(legal.cards, seededSource(seed)) }] };
}

/** How the seeded game stands: in progress (the default) or finished, and when it started. */
export interface SeededRecord {
  readonly status?: 'active' | 'finished';
  readonly createdAt?: number;
  /** The result stored with it (an older version's, say); none by default. */
  readonly result?: unknown;
}

/**
 * In the page (self-contained, for any driver): whether the app has created its database, with
 * the stores a seeded game goes into (a database listed at version 1 may not have them yet: the
 * full run once seeded one in between, and writeGame found no 'games' store).
 */
export async function databaseReady(): Promise<boolean> {
  if (!(await indexedDB.databases()).some((db) => db.name === 'mesa' && (db.version ?? 0) >= 1)) return false;
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('mesa');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const ready = db.objectStoreNames.contains('games') && db.objectStoreNames.contains('actions');
  db.close();
  return ready;
}

/** In the page (self-contained): writes the game as the app stores it (schema v1), as `stored` says it stands. */
export async function writeGame({ id, config, log, stored = {} }: SeededGame & { readonly stored?: SeededRecord }): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('mesa');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = db.transaction(['games', 'actions'], 'readwrite');
  const now = Date.now();
  tx.objectStore('games').put({
    id,
    profile: config.profile,
    players: config.players.map((p) => p.name),
    config,
    createdAt: stored.createdAt ?? now,
    updatedAt: now,
    status: stored.status ?? 'active',
    result: stored.result ?? null,
    position: { seat: null, screen: 'table' },
    nextSeq: log.length,
    deletedAt: null,
  });
  log.forEach((action, seq) => tx.objectStore('actions').put({ gameId: id, seq, at: now, action }));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

/** In the page (self-contained): records put straight into the app's stores (store → records), as an older Mesa or a damaged file left them. */
export async function putRecords(stores: Readonly<Record<string, readonly unknown[]>>): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('mesa');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = db.transaction(Object.keys(stores), 'readwrite');
  for (const [name, records] of Object.entries(stores)) for (const record of records) tx.objectStore(name).put(record);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

/** In the page (self-contained): every record of one of the app's stores. */
export async function readStore(name: string): Promise<unknown[]> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('mesa');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const records = await new Promise<unknown[]>((resolve, reject) => {
    const request = db.transaction(name).objectStore(name).getAll();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  db.close();
  return records;
}

/** A game's log among the records of the 'actions' store (kept in [gameId, seq] order). */
export function logOf(actions: readonly unknown[], gameId: string): SessionAction[] {
  return (actions as { gameId: string; action: SessionAction }[]).filter((r) => r.gameId === gameId).map((r) => r.action);
}

/** A game's configuration among the records of the 'games' store. */
export function configOf(games: readonly unknown[], gameId: string): SessionConfig {
  const game = (games as { id: string; config: SessionConfig }[]).find((g) => g.id === gameId);
  if (!game) throw new Error(`no stored game ${gameId}`);
  return game.config;
}
