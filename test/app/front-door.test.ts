// What the screens now ask the front door (src/app/index.ts) for instead of holding a repository
// (issue 31 item 2): past games as their records, delete and undo, and the book's changes. Each
// answer is a record the store kept, never a session's state.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bookPeople,
  closeGame,
  importNights,
  isStoreError,
  mergePlayers,
  pastGames,
  removeGame,
  removeNights,
  renamePlayer,
  restoreGame,
  restoreNights,
  startGame,
  unfinishedGame,
  unmergePlayer,
} from '../../src/app/index.ts';
import { coverUp } from '../../src/app/privacy.ts';
import { draw5Config, freshStore, holdemConfig, stackDeck } from './harness.ts';

/** A stored game's record, as the store writes it: no state, no snapshot, no log. */
const RECORD_FIELDS = ['config', 'createdAt', 'deletedAt', 'id', 'nextSeq', 'players', 'profile', 'result', 'status', 'updatedAt'];

beforeEach(async () => {
  await freshStore();
  stackDeck(7);
  coverUp();
});

afterEach(async () => {
  await closeGame();
});

describe('past games through the front door', () => {
  it('lists the stored games as records, offers the last unfinished one, and a delete is undone by a restore', async () => {
    const first = await startGame({ config: draw5Config, mode: 'pass-and-play' });
    await closeGame();
    const second = await startGame({ config: holdemConfig, mode: 'pass-and-play' });
    await closeGame();

    const listed = await pastGames();
    expect(listed.map((game) => game.id).sort()).toEqual([first, second].sort());
    for (const game of listed) expect(Object.keys(game).sort()).toEqual(RECORD_FIELDS);
    const unfinished = await unfinishedGame();
    expect(unfinished && Object.keys(unfinished).sort()).toEqual(RECORD_FIELDS);
    expect(unfinished?.status).toBe('active');

    await removeGame(first);
    expect((await pastGames()).map((game) => game.id)).toEqual([second]);
    await restoreGame(first);
    expect((await pastGames()).map((game) => game.id).sort()).toEqual([first, second].sort());
  });

  it('offers nothing to continue on a phone with no game', async () => {
    expect(await unfinishedGame()).toBeNull();
    expect(await pastGames()).toEqual([]);
  });
});

describe("the players' book's changes through the front door", () => {
  it("links a game's seats to players, renames one, and a merge is undone by an unmerge", async () => {
    await startGame({ config: draw5Config, mode: 'pass-and-play' });
    await closeGame();
    const people = await bookPeople();
    expect(people.map((p) => p.name).sort()).toEqual(['Ana', 'Bia', 'Caio']);

    const ana = people.find((p) => p.name === 'Ana')!;
    await renamePlayer(ana.id, 'Aninha');
    expect((await bookPeople()).find((p) => p.id === ana.id)?.name).toBe('Aninha');

    // Two entries who sat at the same night cannot be one person: refused, nothing changed.
    const bia = people.find((p) => p.name === 'Bia')!;
    const refused = await mergePlayers(bia.id, ana.id).catch((error: unknown) => error);
    expect(isStoreError(refused, 'players.sameNight')).toBe(true);
    expect((await bookPeople()).every((p) => p.mergedInto === null)).toBe(true);

    const night = { id: 'sheet:1', label: 'sexta', day: '2026-01-09', profile: 'draw5', currency: null, importedAt: 1, results: [{ player: 'Duda', net: 5, money: null, place: null, hands: null, biggestPot: null }] };
    expect((await importNights([night])).imported).toEqual(['sheet:1']);
    const duda = (await bookPeople()).find((p) => p.name === 'Duda')!;
    await mergePlayers(duda.id, bia.id);
    expect((await bookPeople()).find((p) => p.id === duda.id)?.mergedInto).toBe(bia.id);
    await unmergePlayer(duda.id);
    expect((await bookPeople()).find((p) => p.id === duda.id)?.mergedInto).toBeNull();

    const removed = await removeNights(['sheet:1']);
    expect(removed.nights.map((n) => n.id)).toEqual(['sheet:1']);
    await restoreNights(removed);
    expect((await bookPeople()).some((p) => p.name === 'Duda')).toBe(true);
  });
});
