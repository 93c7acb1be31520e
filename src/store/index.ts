/**
 * The store's public surface: games kept in IndexedDB as config + append-only action log +
 * a snapshot now and then, never importing the engine (the engine is handed in as a GameCodec).
 *
 * How the app wires it (once per page):
 *
 * ```ts
 * const conn = new Connection({
 *   onVersionChange: () => banner('store.versionChanged'), // "Mesa was updated in another tab — reload"
 *   onBlocked: () => banner('store.closeOtherTabs'),       // our upgrade waits for an older tab
 *   onOpen: () => unbanner('store.closeOtherTabs'),        // …which has let go
 * });
 * const games = new GameRepository(conn, { replay, snapshot, snapshotFormat }); // from the engine
 * const locks = writerLock(conn);             // Web Locks, or an IndexedDB lease without them
 * const saving = new WriteQueue({ onStatus: (s) => (saveStatus.value = s) });
 * void requestPersistence();
 * void games.purgeDeleted(7 * 24 * 3600_000);  // soft-deleted games whose undo time is long gone
 *
 * // Start-up: straight back to the game in progress, privacy cover up.
 * const game = await games.resumable();
 * const handle = game && (await locks.acquire(game.id)); // 'held-elsewhere' → offer locks.takeOver
 * const { state } = await games.load(game.id);           // then show its table, cover up
 * handle.lost.then(() => ...);                           // another tab took over: stop, say so
 *
 * // A tap: the engine decides, the store commits, and only then the screen moves on.
 * const next = apply(state, action);                     // refusal → explain, write nothing
 * const saved = await saving.push(() => games.append(game.id, { seq, action }));
 * // ...render next.state; then, off the tap, in a transaction of its own:
 * if (saved.snapshotDue) void games.saveSnapshot(game.id, saved.nextSeq, next.state);
 * ```
 *
 * While a write fails (full disk, dropped connection) the push stays pending, `onStatus` reports
 * `retrying` with the StoreError to show, and the screen keeps the last committed state; a `failed`
 * status (e.g. `store.seqConflict`: another tab wrote first; `store.logReplaced`: an import replaced
 * the log the move was worked out on, whose `logId` each entry carries) means reload the game with `load`.
 * Backups: `exportBackup` → `backupBlob`/`backupFileName` (the UI shares or downloads);
 * `validateBackup(file, { knownProfiles, isConfig, isAction })` → `importBackup(conn, codec, doc,
 * { snapshotEvery: games.snapshotEvery })`, which returns conflicts to ask about before writing.
 * The players' book (schema v2) travels in the same backups: `new PlayerRepository(conn)` keeps
 * the people (`sync()` links every game's seats by name), their renames and merges (undone by
 * `unmerge`), and the nights imported from spreadsheets.
 */
export { Connection, type ConnectionOptions } from './connection.ts';
export { isStoreError, type StoreErrorKey } from './errors.ts';
export { GameRepository, SNAPSHOT_EVERY, type AppendResult, type GameCodec } from './games.ts';
export { WriteQueue, type QueueStatus } from './writeQueue.ts';
export { writerLock, type WriterHandle, type WriterLock } from './writerLock.ts';
export { requestPersistence } from './persistence.ts';
export {
  backupBlob,
  backupFileName,
  exportBackup,
  importBackup,
  type ImportConflict,
  type ImportOutcome,
} from './backup.ts';
export { validateBackup, isDay, type BackupDocument } from './backupFormat.ts';
export { readMeta, writeMeta } from './meta.ts';
export { PlayerRepository, type NightsImport, type RemovedNights } from './players.ts';
export { FiguresStore } from './figures.ts';
export { nameHolder, newId, roots, seatKey, seatPlayer, sharedNight } from './playerLinks.ts';
export type { FiguresRecord, GameRecord, NightRecord, NightResultRecord, PlayerRecord, ResultSummary } from './schema.ts';
