// Shared by the app tests: a fresh fake IndexedDB per test and a stacked (seeded) deck.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { seededSource, type SessionConfig } from '../../src/engine/index.ts';
import { useRandomSource } from '../../src/app/chance.ts';
import { useStorage, type Storage } from '../../src/app/storage.ts';

export interface TestStore {
  readonly factory: IDBFactory;
  readonly storage: Storage;
}

/** A new empty IndexedDB and store; the lease lock (no Web Locks in Node); quick retries. */
export async function freshStore(factory: IDBFactory = new IDBFactory()): Promise<TestStore> {
  const storage = await useStorage({ factory, locks: undefined, retryDelays: [20] });
  return { factory, storage };
}

export function stackDeck(seed: number): void {
  useRandomSource(seededSource(seed));
}

export const draw5Config: SessionConfig = {
  profile: 'draw5',
  players: [
    { name: 'Ana', stack: 100 },
    { name: 'Bia', stack: 100 },
    { name: 'Caio', stack: 100 },
  ],
  firstDealer: 0,
};

export const holdemConfig: SessionConfig = {
  profile: 'holdem',
  players: [
    { name: 'Ana', stack: 50 },
    { name: 'Bia', stack: 200 },
    { name: 'Caio', stack: 200 },
  ],
  firstDealer: 0,
  options: { smallBlind: 1, bigBlind: 2 },
};
