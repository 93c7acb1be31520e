// A database written straight into the page's IndexedDB with plain IndexedDB and none of Mesa's
// code, the way an older (or newer) Mesa left it on a phone. The page must be on the app's origin
// but not running the app (a static file of the build), so nothing opens the database first.
import type { Page } from 'playwright-core';

export interface RawDatabase {
  readonly version: number;
  readonly stores: Record<string, { readonly keyPath: string | string[]; readonly records: readonly unknown[] }>;
}

export async function writeRawDatabase(page: Page, fixture: RawDatabase): Promise<void> {
  await page.evaluate(
    (fixture) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('mesa', fixture.version);
        request.onupgradeneeded = () => {
          for (const [name, { keyPath, records }] of Object.entries(fixture.stores)) {
            const store = request.result.createObjectStore(name, { keyPath });
            for (const record of records) store.put(record);
          }
        };
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      }),
    fixture as RawDatabase,
  );
}

/** The version of the page's database, without opening (and so without upgrading) it. */
export function databaseVersion(page: Page): Promise<number | undefined> {
  return page.evaluate(async () => (await indexedDB.databases()).find((db) => db.name === 'mesa')?.version);
}
