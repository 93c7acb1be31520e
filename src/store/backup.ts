import { exportedBook, importedBook } from './backupBook.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, OLD_READERS_POSITION, type BackupDocument, type BackupGame } from './backupFormat.ts';
import type { Connection } from './connection.ts';
import { StoreError } from './errors.ts';
import type { GameCodec } from './games.ts';
import { newId } from './playerLinks.ts';
import { gameRange, type GameRecord, type SnapshotRecord } from './schema.ts';
import { committed, requests } from './transaction.ts';
import type { WriterHandle, WriterLock } from './writerLock.ts';

const STORES = ['games', 'actions', 'snapshots'] as const;
/** The players' book and `meta` (for the chip sets, T1) travel with the games, in the same transaction. */
const WITH_BOOK = [...STORES, 'players', 'nights', 'meta'] as const;
const CHIP_SETS = 'chipSets';

export interface ExportOptions {
  /** Only these games (deleted ones included if named); default: every game not deleted. */
  gameIds?: readonly string[];
  includeSnapshots?: boolean;
  now?: () => number;
}

/** Reads the games in one transaction, so the backup is a consistent picture. */
export async function exportBackup(conn: Connection, options: ExportOptions = {}): Promise<BackupDocument> {
  const db = await conn.db();
  const tx = db.transaction(WITH_BOOK, 'readonly');
  let chipSets: unknown = undefined;
  const { games, book } = await committed(tx, async () => {
    chipSets = (await tx.objectStore('meta').get(CHIP_SETS))?.value;
    const records = options.gameIds
      ? await Promise.all(
          options.gameIds.map(async (id) => {
            const game = await tx.objectStore('games').get(id);
            if (!game) throw new StoreError('store.gameNotFound', { gameId: id });
            return game;
          }),
        )
      : (await tx.objectStore('games').getAll()).filter((game) => game.deletedAt === null);
    const games = await Promise.all(
      records.map(async (game): Promise<BackupGame> => {
        const actions = (await tx.objectStore('actions').getAll(gameRange(game.id))).map(({ seq, at, action }) => ({ seq, at, action }));
        const exported: BackupGame = { game: exportedRecord(game), actions };
        if (options.includeSnapshots) {
          exported.snapshots = (await tx.objectStore('snapshots').getAll(gameRange(game.id))).map(({ seq, format, state }) => ({ seq, format, state }));
        }
        return exported;
      }),
    );
    const [players, nights] = await Promise.all([tx.objectStore('players').getAll(), tx.objectStore('nights').getAll()]);
    return { games, book: exportedBook(players, nights, records.map((game) => game.id), !options.gameIds) };
  });
  const exportedAt = new Date((options.now ?? Date.now)()).toISOString();
  const doc: BackupDocument = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt, games, ...book };
  return Array.isArray(chipSets) && chipSets.length > 0 ? { ...doc, chipSets } : doc;
}

function exportedRecord(game: GameRecord): BackupGame['game'] {
  const { id, profile, players, config, createdAt, updatedAt, status, result } = game;
  return { id, profile, players, config, createdAt, updatedAt, status, result, position: OLD_READERS_POSITION };
}

/** The file the UI offers for download or hands to the Web Share API. */
export function backupBlob(doc: BackupDocument): Blob {
  return new Blob([JSON.stringify(doc)], { type: 'application/json' });
}

export function backupFileName(doc: BackupDocument): string {
  return `mesa-backup-${doc.exportedAt.slice(0, 10)}.json`;
}

export interface ImportConflict {
  gameId: string;
  existing: { updatedAt: number; actions: number; deleted: boolean };
  incoming: { updatedAt: number; actions: number };
}

export type ImportOutcome =
  | { status: 'conflicts'; conflicts: ImportConflict[] }
  | {
      status: 'imported';
      imported: string[];
      replaced: string[];
      skipped: string[];
      /** The file's book nights (a spreadsheet's, imported before) added, and those the phone already had. */
      nights: string[];
      nightsHere: string[];
    };

export interface ImportOptions {
  /** Absent: if any game already exists nothing is written and the conflicts come back to ask about. */
  onConflict?: 'replace' | 'skip';
  /** Snapshot interval for the rebuilt snapshots; use the repository's. */
  snapshotEvery: number;
  /**
   * The tabs' writer lock: a game is replaced only while this import holds its lock, so a tab
   * playing it is never written under (refused with backup.gameOpenElsewhere, nothing written).
   */
  locks?: WriterLock;
  now?: () => number;
}

/**
 * Writes a validated backup (see validateBackup) in one transaction. Every game's log is replayed
 * first and its snapshot rebuilt from it, so a log the engine refuses is caught before anything is
 * written, and a snapshot in the file can never disagree with its log.
 */
export async function importBackup<Config, Action, State, Snapshot>(
  conn: Connection,
  codec: GameCodec<Config, Action, State, Snapshot>,
  doc: BackupDocument<Config, Action>,
  options: ImportOptions,
): Promise<ImportOutcome> {
  if (options.onConflict !== 'replace' || !options.locks) return writeBackup(conn, codec, doc, options);
  const handles = await holdAll(options.locks, await storedIds(conn, doc.games.map((g) => g.game.id)));
  try {
    return await writeBackup(conn, codec, doc, options);
  } finally {
    await Promise.all(handles.map((handle) => handle.release()));
  }
}

/** Which of `ids` are games on this phone (deleted ones too: an import brings them back). */
async function storedIds(conn: Connection, ids: readonly string[]): Promise<string[]> {
  const db = await conn.db();
  const tx = db.transaction('games', 'readonly');
  const keys = await committed(tx, () => Promise.all(ids.map((id) => tx.store.getKey(id))));
  return ids.filter((_, i) => keys[i] !== undefined);
}

/** Every game's writer lock, or none: the first held by another tab refuses the import. */
async function holdAll(locks: WriterLock, ids: readonly string[]): Promise<WriterHandle[]> {
  const handles: WriterHandle[] = [];
  for (const gameId of ids) {
    const handle = await locks.acquire(gameId);
    if (handle === 'held-elsewhere') {
      await Promise.all(handles.map((held) => held.release()));
      throw new StoreError('backup.gameOpenElsewhere', { gameId });
    }
    handles.push(handle);
  }
  return handles;
}

async function writeBackup<Config, Action, State, Snapshot>(
  conn: Connection,
  codec: GameCodec<Config, Action, State, Snapshot>,
  doc: BackupDocument<Config, Action>,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const prepared = doc.games.map((entry) => {
    const { snapshot, state } = rebuildSnapshot(codec, entry, options.snapshotEvery);
    // A finished game's result is the engine's, not the file's (one from an older version may be wrong).
    const result = entry.game.status === 'finished' && codec.result ? codec.result(state) : entry.game.result;
    // G17: so are the names of its seats, which the past games and the book show (a file listing eight "A" is repaired).
    const players = codec.players ? codec.players(state) : entry.game.players;
    return { entry: { ...entry, game: { ...entry.game, result, players } }, snapshot };
  });
  // A seat of the file's book that the game does not have is dropped; the book links the seats left over by name.
  const seats = new Map(prepared.map(({ entry }) => [entry.game.id, entry.game.players.length]));
  const filePlayers = (doc.players ?? []).map((p) => ({ ...p, seats: p.seats.filter((s) => s.seat < (seats.get(s.night) ?? Infinity)) }));
  const db = await conn.db();
  const tx = db.transaction(WITH_BOOK, 'readwrite', { durability: 'strict' });
  return committed(tx, async (): Promise<ImportOutcome> => {
    const existing = await Promise.all(prepared.map(({ entry }) => tx.objectStore('games').get(entry.game.id)));
    const conflicts = prepared.flatMap(({ entry }, i): ImportConflict[] => {
      const current = existing[i];
      if (!current) return [];
      return [
        {
          gameId: current.id,
          existing: { updatedAt: current.updatedAt, actions: current.nextSeq, deleted: current.deletedAt !== null },
          incoming: { updatedAt: entry.game.updatedAt, actions: entry.actions.length },
        },
      ];
    });
    if (conflicts.length > 0 && !options.onConflict) return { status: 'conflicts', conflicts };

    const outcome = { status: 'imported' as const, imported: [] as string[], replaced: [] as string[], skipped: [] as string[], nights: [] as string[], nightsHere: [] as string[] };
    if (doc.chipSets) await tx.objectStore('meta').put({ key: CHIP_SETS, value: mergedChipSets((await tx.objectStore('meta').get(CHIP_SETS))?.value, doc.chipSets) });
    for (const [i, { entry, snapshot }] of prepared.entries()) {
      const id = entry.game.id;
      if (existing[i] && options.onConflict === 'skip') {
        outcome.skipped.push(id);
        continue;
      }
      if (existing[i]) {
        await requests([() => tx.objectStore('actions').delete(gameRange(id)), () => tx.objectStore('snapshots').delete(gameRange(id))]);
        outcome.replaced.push(id);
      } else {
        outcome.imported.push(id);
      }
      await requests([
        // A log of its own, so a tab that still shows the one it replaces cannot append to it.
        () => tx.objectStore('games').put({ ...entry.game, nextSeq: entry.actions.length, deletedAt: null, logId: newId() }),
        ...entry.actions.map(({ seq, at, action }) => () => tx.objectStore('actions').put({ gameId: id, seq, at, action })),
        ...(snapshot ? [() => tx.objectStore('snapshots').put(snapshot)] : []),
      ]);
    }
    const [players, nightIds, gameIds] = await Promise.all([tx.objectStore('players').getAll(), tx.objectStore('nights').getAllKeys(), tx.objectStore('games').getAllKeys()]);
    const book = importedBook(
      { players, taken: new Set([...nightIds, ...gameIds]) },
      { players: filePlayers, nights: doc.nights ?? [] },
      { written: new Set([...outcome.imported, ...outcome.replaced]), replaced: new Set(outcome.replaced) },
    );
    await requests([
      ...book.players.map((player) => () => tx.objectStore('players').put(player)),
      ...book.nights.map((night) => () => tx.objectStore('nights').add(night)),
    ]);
    outcome.nights = book.nights.map((night) => night.id);
    const added = new Set(outcome.nights);
    outcome.nightsHere = (doc.nights ?? []).map((night) => night.id).filter((id) => !added.has(id));
    return outcome;
  });
}

/** The phone's chip sets with the file's: a set of the same name is replaced by the file's, the others kept. */
function mergedChipSets(current: unknown, incoming: readonly unknown[]): unknown[] {
  const nameOf = (set: unknown) => (set as { name?: unknown }).name;
  const names = new Set(incoming.map(nameOf));
  const kept = Array.isArray(current) ? current.filter((set) => !names.has(nameOf(set))) : [];
  return [...kept, ...incoming];
}

/**
 * The snapshot the game would have now, had it been played here (at the log's last multiple of
 * `every`), and the state its whole log replays to.
 */
function rebuildSnapshot<Config, Action, State, Snapshot>(
  codec: GameCodec<Config, Action, State, Snapshot>,
  { game, actions }: BackupGame<Config, Action>,
  every: number,
): { snapshot: SnapshotRecord<Snapshot> | null; state: State } {
  const log = actions.map((a) => a.action);
  const seq = log.length - (log.length % every);
  try {
    const at = codec.snapshot(codec.replay(game.config, null, log.slice(0, seq)));
    const state = codec.replay(game.config, at, log.slice(seq)); // the rest must replay too
    return { snapshot: seq > 0 ? { gameId: game.id, seq, format: codec.snapshotFormat, state: at } : null, state };
  } catch (error) {
    throw new StoreError('backup.replayFailed', { gameId: game.id, message: String(error) });
  }
}
