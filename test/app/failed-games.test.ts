// G18 (issue 20): the games the failure screen offers to save or delete.
import { beforeEach, describe, expect, it } from 'vitest';
import { freshStore } from './harness.ts';
import { storage } from '../../src/app/storage.ts';
import { beyondLimits, gamesBehindFailure } from '../../src/app/failed-games.ts';
import { loadBook } from '../../src/app/book/load.ts';
import type { SessionConfig } from '../../src/engine/index.ts';

const config: SessionConfig = { profile: 'draw5', players: ['Ana', 'Bia'].map((name) => ({ name, stack: 100 })), firstDealer: 0, options: { ante: 1 } };

/** A finished game as an older Mesa may have stored it, its dates as given. */
async function storedAt(id: string, createdAt: number): Promise<void> {
  const { games, conn } = storage();
  await games.create({ id, profile: 'draw5', players: ['Ana', 'Bia'], config });
  await games.update(id, { status: 'finished' });
  const db = await conn.db();
  await db.put('games', { ...(await db.get('games', id))!, createdAt });
}

describe('G18: a game stored beyond the limits', () => {
  beforeEach(async () => {
    await freshStore();
  });

  it('G18: is the one a list screen that failed offers to save or delete; the game a table showed is that game', async () => {
    await storedAt('beyond', Number.MAX_SAFE_INTEGER);
    await storedAt('fine', Date.UTC(2025, 2, 14));
    const stored = await storage().games.list();
    expect(stored.filter(beyondLimits).map((g) => g.id)).toEqual(['beyond']);
    expect((await gamesBehindFailure(null)).map((g) => g.id)).toEqual(['beyond']);
    expect((await gamesBehindFailure('fine')).map((g) => g.id)).toEqual(['fine']);
    await storage().games.remove('beyond');
    expect(await gamesBehindFailure(null)).toEqual([]);
    expect(await gamesBehindFailure('beyond')).toEqual([]);
  });

  it('G18: stays out of the book, which opens with the other nights', async () => {
    await storedAt('beyond', Number.MAX_SAFE_INTEGER);
    await storedAt('fine', Date.UTC(2025, 2, 14));
    expect((await loadBook()).nights.map((n) => n.id)).toEqual(['fine']);
  });
});
