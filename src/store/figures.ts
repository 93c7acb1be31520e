import type { Connection } from './connection.ts';
import type { FiguresRecord } from './schema.ts';
import { committed, requests } from './transaction.ts';

/** The book's figures of finished games' hands (schema FiguresRecord): a cache the book fills and reads. */
export class FiguresStore {
  readonly #conn: Connection;

  constructor(conn: Connection) {
    this.#conn = conn;
  }

  /** The figures kept for these games, by game id. */
  async get(gameIds: readonly string[]): Promise<Map<string, FiguresRecord>> {
    const db = await this.#conn.db();
    const tx = db.transaction('figures', 'readonly');
    const found = await committed(tx, () => Promise.all(gameIds.map((id) => tx.store.get(id))));
    return new Map(found.flatMap((record) => (record ? [[record.gameId, record] as const] : [])));
  }

  /** Keeps these, and drops those of games no longer on the phone (`keep`: every game's id). */
  async put(records: readonly FiguresRecord[], keep: ReadonlySet<string>): Promise<void> {
    const db = await this.#conn.db();
    // Relaxed: a cache lost in a power cut is read again from the log.
    const tx = db.transaction('figures', 'readwrite', { durability: 'relaxed' });
    await committed(tx, async () => {
      const stale = (await tx.store.getAllKeys()).filter((id) => !keep.has(id));
      await requests([...records.map((record) => () => tx.store.put(record)), ...stale.map((id) => () => tx.store.delete(id))]);
    });
  }
}
