// Issue 35, item 9: a backup that replaces a game open in another tab. Tab A is the app (its
// runner and store); tab B is a second connection and writer lock over the same IndexedDB, as a
// second tab of the same phone has.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../src/engine/index.ts';
import { importGames, type Backup } from '../../src/app/backups.ts';
import { sessionCodec } from '../../src/app/codec.ts';
import { currentGame } from '../../src/app/games.ts';
import { coverUp } from '../../src/app/privacy.ts';
import { act, closeGame, createGame, loadGame, openState } from '../../src/app/runner.ts';
import { saveStatus } from '../../src/app/status.ts';
import { Connection, exportBackup, importBackup, isStoreError } from '../../src/store/index.ts';
import { leaseWriter } from '../../src/store/writerLock.ts';
import { draw5Config, freshStore, stackDeck, type TestStore } from './harness.ts';

let store: TestStore;

beforeEach(async () => {
  store = await freshStore();
  coverUp();
});

afterEach(async () => {
  await closeGame();
});

/** The seat the open hand waits for. */
function toAct(): number {
  const pending = openState()?.hand?.pending;
  if (!pending || !('seat' in pending)) throw new Error('no seat to act');
  return pending.seat;
}

const shuffleOf = (state: SessionState | null) => JSON.stringify(state?.log.filter((a) => a.type === 'shuffle'));

/**
 * Game `id` as a backup file carries it, but with the log of another game of the same table dealt
 * from another deck: as legal, and as long, as the one on the phone.
 */
async function sameLengthOtherCards(id: string): Promise<Backup> {
  stackDeck(99);
  const other = await createGame({ config: draw5Config, mode: 'pass-and-play' });
  await closeGame();
  const doc = (await exportBackup(store.storage.conn, { gameIds: [other] })) as Backup;
  const [entry] = doc.games;
  return { ...doc, games: [{ ...entry, game: { ...entry.game, id } }] };
}

describe('a game replaced while another tab has it open', () => {
  it('a replacing import is refused while another tab holds the game, and nothing is written', async () => {
    stackDeck(7);
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    const before = shuffleOf(openState());
    await closeGame();
    const file = await sameLengthOtherCards(id);
    const tabA = leaseWriter(new Connection({ factory: store.factory }), { owner: 'tab-a', every: () => () => {} });
    const held = await tabA.acquire(id);
    expect(held).not.toBe('held-elsewhere');

    const refused = await importGames(file, 'replace').catch((error: unknown) => error);
    expect(isStoreError(refused, 'backup.gameOpenElsewhere')).toBe(true);
    expect(shuffleOf((await store.storage.games.load(id)).state)).toBe(before);

    // Once the other tab lets the game go, the same import goes through and takes no lock with it.
    if (held !== 'held-elsewhere') await held.release();
    expect(await importGames(file, 'replace')).toMatchObject({ status: 'imported', replaced: [id] });
    expect(shuffleOf((await store.storage.games.load(id)).state)).not.toBe(before);
    expect(await tabA.acquire(id)).not.toBe('held-elsewhere');
  });

  it('a move worked out on a replaced log is refused, the game is reloaded as stored and says so; its log stays legal', async () => {
    stackDeck(7);
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    const file = await sameLengthOtherCards(id);
    // Tab A, the app, has the game open.
    await loadGame(id);
    const shown = shuffleOf(openState());
    const seat = toAct();

    // Tab B writes under it, ignoring the lock (an older Mesa, or a lease that expired).
    const tabB = new Connection({ factory: store.factory });
    await importBackup(tabB, sessionCodec, file, { onConflict: 'replace', snapshotEvery: store.storage.games.snapshotEvery });
    const stored = (await store.storage.games.load(id)).state;
    expect(shuffleOf(stored)).not.toBe(shown);
    const length = stored.log.length;

    expect(await act({ type: 'fold', seat })).toBe('unsaved');
    expect(saveStatus.value).toMatchObject({ state: 'failed', problem: { key: 'store.logReplaced' } });
    // Tab A now shows the game as stored, and the stored log still opens, not one move longer.
    expect(shuffleOf(openState())).toBe(shuffleOf(stored));
    expect(currentGame.value?.writer).toBe('mine');
    const after = await store.storage.games.load(id);
    expect(after.state.log).toHaveLength(length);
    // The next move, worked out on the new log, is kept.
    expect(await act({ type: 'fold', seat: toAct() })).toBe('done');
    expect((await store.storage.games.load(id)).state.log).toHaveLength(length + 1);
    await tabB.close();
  });
});
