import { wrap } from 'idb';
import { StoreError, toStoreError } from './errors.ts';
import { DB_NAME, MIGRATIONS, type MesaDatabase, type Migration, type UpgradeTransaction } from './schema.ts';

export interface ConnectionOptions {
  /** Defaults to the page's `indexedDB`; tests pass a fresh fake-indexeddb IDBFactory. */
  factory?: IDBFactory;
  name?: string;
  /** Defaults to MIGRATIONS; the schema version is the last step's. */
  migrations?: readonly Migration[];
  /**
   * Another tab opened a newer schema (an update landed there). We have closed our connection so
   * it is not blocked; the app should tell the user to reload ("Mesa was updated in another tab").
   */
  onVersionChange?: () => void;
  /**
   * Our upgrade waits for an older tab that does not let go; the app can ask to close it. Said on
   * the request's 'blocked' event, or when an upgrade has waited `slowUpgradeMs`: a request queued
   * behind an earlier one (this tab reloaded while it waited) never gets that event in Chromium.
   */
  onBlocked?: () => void;
  /** Defaults to 1500 ms. */
  slowUpgradeMs?: number;
  /** The database is open, a blocked upgrade included once the older tab let go: what waited can say so no more. */
  onOpen?: () => void;
  /**
   * The database on disk is newer than this code (a newer Mesa wrote it): every call refuses with
   * `store.newerSchema` until the app is updated; the app should say so once, wherever the user is.
   */
  onNewerSchema?: () => void;
  /** The browser dropped the connection (storage cleared, iOS background); the next call reopens. */
  onTerminated?: () => void;
}

/**
 * The single IndexedDB connection of a page, opened lazily. After the browser terminates it,
 * the next `db()` reopens; after a versionchange it stays closed and every call refuses with
 * `store.versionChanged`, because this page's code is older than the data.
 */
export class Connection {
  readonly #options: ConnectionOptions;
  #opening: Promise<MesaDatabase> | null = null;
  #current: MesaDatabase | null = null;
  #superseded = false;

  constructor(options: ConnectionOptions = {}) {
    this.#options = options;
  }

  db(): Promise<MesaDatabase> {
    if (this.#superseded) return Promise.reject(new StoreError('store.versionChanged'));
    if (this.#opening) return this.#opening;
    const opening: Promise<MesaDatabase> = this.#open().then(
      (db) => {
        // Not if the connection was closed or replaced while it opened.
        if (this.#opening === opening) this.#current = db;
        return db;
      },
      (error: unknown) => {
        if (this.#opening === opening) this.#opening = null;
        throw error;
      },
    );
    this.#opening = opening;
    return opening;
  }

  /**
   * The database if the connection is open now, without waiting a turn of the event loop: a
   * write can then start in the task of the tap that asked for it.
   */
  get openNow(): MesaDatabase | null {
    return this.#superseded ? null : this.#current;
  }

  async close(): Promise<void> {
    const opening = this.#opening;
    this.#opening = null;
    this.#current = null;
    if (opening) (await opening.catch(() => null))?.close();
  }

  async #open(): Promise<MesaDatabase> {
    const { factory = indexedDB, name = DB_NAME, migrations = MIGRATIONS } = this.#options;
    const version = migrations[migrations.length - 1].version;
    let request: IDBOpenDBRequest;
    try {
      request = factory.open(name, version);
    } catch (error) {
      throw new StoreError('store.unavailable', { cause: toStoreError(error).details });
    }
    let migrationError: unknown = null;
    let upgrading = false;
    request.addEventListener('upgradeneeded', (event) => {
      upgrading = true;
      const tx = wrap(request.transaction!) as unknown as UpgradeTransaction;
      // The open request reports a failed upgrade; this only keeps the abort from going unhandled.
      tx.done.catch(() => {});
      runMigrations(wrap(request.result) as unknown as MesaDatabase, tx, event.oldVersion, migrations).catch((error) => {
        migrationError = error;
        tx.abort();
      });
    });
    request.addEventListener('blocked', () => this.#options.onBlocked?.());
    let settled = false;
    const slow = setTimeout(async () => {
      // Blocked only while an upgrade has not begun, from a database on disk older than ours: it waits for other tabs alone.
      const onDisk = (await factory.databases?.().catch(() => []))?.find((db) => db.name === name)?.version;
      if (!settled && !upgrading && onDisk !== undefined && onDisk < version) this.#options.onBlocked?.();
    }, this.#options.slowUpgradeMs ?? 1500);
    let db: MesaDatabase;
    try {
      db = (await wrap(request)) as unknown as MesaDatabase;
    } catch (error) {
      settled = true;
      clearTimeout(slow);
      if (migrationError !== null) {
        throw new StoreError('store.migrationFailed', { cause: String(migrationError) });
      }
      const mapped = toStoreError(error);
      if (mapped.key !== 'store.newerSchema') throw new StoreError('store.unavailable', { cause: mapped.details });
      this.#options.onNewerSchema?.();
      throw mapped;
    }
    db.addEventListener('versionchange', () => {
      db.close();
      this.#superseded = true;
      this.#opening = null;
      this.#current = null;
      this.#options.onVersionChange?.();
    });
    db.addEventListener('close', () => {
      this.#opening = null;
      this.#current = null;
      this.#options.onTerminated?.();
    });
    settled = true;
    clearTimeout(slow);
    this.#options.onOpen?.();
    return db;
  }
}

/** Runs, in order, every step above `oldVersion`, each after the previous one's requests settle. */
async function runMigrations(
  db: MesaDatabase,
  tx: UpgradeTransaction,
  oldVersion: number,
  migrations: readonly Migration[],
): Promise<void> {
  for (const step of migrations) {
    if (step.version > oldVersion) await step.migrate(db, tx);
  }
}
