// Small app-wide records in the `meta` object store, one value per key (the table's chip sets,
// T1): read whole and written whole, each write one committed transaction. The store checks no
// shape: the app validates a value before it writes it and after it reads it.
import type { Connection } from './connection.ts';
import { committed } from './transaction.ts';

/**
 * The keys the app keeps in `meta` besides the writer lock's lease: the table's chip sets (in the
 * backup), how far this phone's one-time revision of stored results went (its own), per game
 * the phones that joined it from this host (N4, its own: their secrets stay on this phone), and
 * the certificate this phone hosts with (N4, its own: an RTCCertificate, kept as IndexedDB clones it).
 */
export type MetaKey = 'chipSets' | 'resultsRevision' | `tablePhones:${string}` | 'tableCertificate';

export async function readMeta(conn: Connection, key: MetaKey): Promise<unknown> {
  const db = await conn.db();
  const tx = db.transaction('meta', 'readonly');
  return committed(tx, async () => (await tx.objectStore('meta').get(key))?.value);
}

/** Resolves once the value is on disk. */
export async function writeMeta(conn: Connection, key: MetaKey, value: unknown): Promise<void> {
  const db = await conn.db();
  const tx = db.transaction('meta', 'readwrite', { durability: 'strict' });
  await committed(tx, async () => {
    await tx.objectStore('meta').put({ key, value });
  });
}
