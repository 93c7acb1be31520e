import { BACKUP_FORMAT, BACKUP_VERSION, type BackupDocument, type BackupGame } from './backupFormat.ts';
import type { Connection } from './connection.ts';
import { StoreError } from './errors.ts';
import type { GameCodec } from './games.ts';
import { gameRange, type GameRecord, type SnapshotRecord } from './schema.ts';
import { committed, requests } from './transaction.ts';

const STORES = ['games', 'actions', 'snapshots'] as const;

export interface ExportOptions {
  /** Only these games (deleted ones included if named); default: every game not deleted. */
  gameIds?: readonly string[];
  includeSnapshots?: boolean;
  now?: () => number;
}

/** Reads the games in one transaction, so the backup is a consistent picture. */
export async function exportBackup(conn: Connection, options: ExportOptions = {}): Promise<BackupDocument> {
  const db = await conn.db();
  const tx = db.transaction(STORES, 'readonly');
  const games = await committed(tx, async () => {
    const records = options.gameIds
      ? await Promise.all(
          options.gameIds.map(async (id) => {
            const game = await tx.objectStore('games').get(id);
            if (!game) throw new StoreError('store.gameNotFound', { gameId: id });
            return game;
          }),
        )
      : (await tx.objectStore('games').getAll()).filter((game) => game.deletedAt === null);
    return Promise.all(
      records.map(async (game): Promise<BackupGame> => {
        const actions = (await tx.objectStore('actions').getAll(gameRange(game.id))).map(({ seq, at, action }) => ({ seq, at, action }));
        const exported: BackupGame = { game: exportedRecord(game), actions };
        if (options.includeSnapshots) {
          exported.snapshots = (await tx.objectStore('snapshots').getAll(gameRange(game.id))).map(({ seq, format, state }) => ({ seq, format, state }));
        }
        return exported;
      }),
    );
  });
  const exportedAt = new Date((options.now ?? Date.now)()).toISOString();
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt, games };
}

function exportedRecord(game: GameRecord): BackupGame['game'] {
  const { id, profile, players, config, createdAt, updatedAt, status, result, position } = game;
  return { id, profile, players, config, createdAt, updatedAt, status, result, position };
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
  | { status: 'imported'; imported: string[]; replaced: string[]; skipped: string[] };

export interface ImportOptions {
  /** Absent: if any game already exists nothing is written and the conflicts come back to ask about. */
  onConflict?: 'replace' | 'skip';
  /** Snapshot interval for the rebuilt snapshots; use the repository's. */
  snapshotEvery: number;
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
  const prepared = doc.games.map((entry) => ({ entry, snapshot: rebuildSnapshot(codec, entry, options.snapshotEvery) }));
  const db = await conn.db();
  const tx = db.transaction(STORES, 'readwrite', { durability: 'strict' });
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

    const outcome = { status: 'imported' as const, imported: [] as string[], replaced: [] as string[], skipped: [] as string[] };
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
        () => tx.objectStore('games').put({ ...entry.game, nextSeq: entry.actions.length, deletedAt: null }),
        ...entry.actions.map(({ seq, at, action }) => () => tx.objectStore('actions').put({ gameId: id, seq, at, action })),
        ...(snapshot ? [() => tx.objectStore('snapshots').put(snapshot)] : []),
      ]);
    }
    return outcome;
  });
}

/** The snapshot the game would have now, had it been played here: at the log's last multiple of `every`. */
function rebuildSnapshot<Config, Action, State, Snapshot>(
  codec: GameCodec<Config, Action, State, Snapshot>,
  { game, actions }: BackupGame<Config, Action>,
  every: number,
): SnapshotRecord<Snapshot> | null {
  const log = actions.map((a) => a.action);
  const seq = log.length - (log.length % every);
  try {
    const state = codec.snapshot(codec.replay(game.config, null, log.slice(0, seq)));
    codec.replay(game.config, state, log.slice(seq)); // the rest must replay too
    return seq > 0 ? { gameId: game.id, seq, format: codec.snapshotFormat, state } : null;
  } catch (error) {
    throw new StoreError('backup.replayFailed', { gameId: game.id, message: String(error) });
  }
}
