import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { legalActions, type SessionAction } from '../../src/engine/index.ts';
import { currentGame } from '../../src/app/games.ts';
import { coverUp, reveal, revealed } from '../../src/app/privacy.ts';
import { act, closeGame, createGame, dealNextHand, loadGame, openState, reloadGame, retrySave, takeOver } from '../../src/app/runner.ts';
import { refusal, saveStatus } from '../../src/app/status.ts';
import { leaseWriter } from '../../src/store/writerLock.ts';
import { draw5Config, freshStore, holdemConfig, stackDeck, type TestStore } from './harness.ts';

let store: TestStore;

beforeEach(async () => {
  store = await freshStore();
  stackDeck(7);
  coverUp();
  refusal.value = null;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await closeGame();
});

const game = () => {
  const value = currentGame.value;
  if (!value) throw new Error('no game open');
  return value;
};
const hand = () => {
  const value = openState()!.hand;
  if (!value) throw new Error('no hand');
  return value;
};

/** The simplest legal move of whoever is to act: check, else call, else stand pat, else show. */
function passive(): SessionAction {
  const legal = legalActions(hand());
  const seat = legal.seat!;
  for (const type of ['check', 'call', 'draw', 'show'] as const) {
    if (!legal.actions.some((a) => a.type === type)) continue;
    return type === 'draw' ? { type, seat, discard: [] } : { type, seat };
  }
  throw new Error(`no passive move in ${JSON.stringify(legal)}`);
}

async function playOut(): Promise<void> {
  while (hand().result === null) expect(await act(passive())).toBe('done');
}

/** Makes IndexedDB refuse to store actions, as a full disk does, until `free()` is called. */
function fullDisk() {
  const realAdd = IDBObjectStore.prototype.add;
  let full = true;
  vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, ...args) {
    if (full && this.name === 'actions') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return realAdd.apply(this, args);
  });
  return { free: () => (full = false) };
}

describe('starting a game', () => {
  it('stores the game with its first hand dealt (the deal and its shuffle are logged) and the cover up', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    expect(game().id).toBe(id);
    expect(game().writer).toBe('mine');
    const log = await store.storage.games.history(id);
    expect(log.map((r) => r.action.type)).toEqual(['startHand', 'shuffle']);
    expect(hand().pending).toEqual({ kind: 'bet', seat: 1 }); // D5: left of the dealer speaks first
    expect(revealed.value).toBeNull();
    const record = await store.storage.games.get(id);
    expect(record).toMatchObject({ profile: 'draw5', players: ['Ana', 'Bia', 'Caio'], status: 'active', nextSeq: 2 });
    expect(record?.config.dealing).toBe('deck');
  });

  it('refuses a table the profile cannot seat before storing anything', async () => {
    const seven = { ...draw5Config, players: Array.from({ length: 7 }, (_, i) => ({ name: `P${i}`, stack: 50 })) };
    await expect(createGame({ config: seven, mode: 'pass-and-play' })).rejects.toThrow(RangeError);
    expect(await store.storage.games.list()).toEqual([]);
  });

  it('ledger mode deals unknown cards: no seat has a private moment', async () => {
    await createGame({ config: holdemConfig, mode: 'ledger' });
    expect(hand().config.dealing).toBe('ledger');
    expect(hand().pending.kind).toBe('bet');
    expect(game().table.turn.phone).toBeNull();
  });
});

describe('a tap', () => {
  it('a refused action changes nothing: same state, nothing stored, the refusal is kept to show', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    const before = game();
    const stored = await store.storage.games.history(id);
    expect(await act({ type: 'bet', seat: 1, to: 1 })).toBe('refused'); // D3: the smallest bet is 2
    expect(refusal.value).toMatchObject({ code: 'BET_TOO_SMALL', min: 2 });
    expect(await act({ type: 'check', seat: 2 })).toBe('refused');
    expect(refusal.value).toMatchObject({ code: 'NOT_YOUR_TURN', expected: 1 });
    expect(currentGame.value).toBe(before);
    expect(await store.storage.games.history(id)).toEqual(stored);
    expect((await store.storage.games.get(id))?.nextSeq).toBe(before.record.nextSeq);
    // The next accepted tap clears the refusal.
    expect(await act({ type: 'check', seat: 1 })).toBe('done');
    expect(refusal.value).toBeNull();
  });

  it('the screen moves on only after the write commits; a failing write is retried, not dropped', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    const before = game();
    const disk = fullDisk();
    const tap = act({ type: 'bet', seat: 1, to: 10 });
    await vi.waitFor(() => expect(saveStatus.value.state).toBe('retrying'));
    expect(saveStatus.value).toMatchObject({ problem: { key: 'store.quotaExceeded' } });
    expect(currentGame.value).toBe(before);
    expect(await act({ type: 'fold', seat: 2 })).toBe('busy'); // the next tap waits for this one
    disk.free();
    retrySave();
    expect(await tap).toBe('done');
    expect(hand().seats[1].bet).toBe(10);
    expect(hand().pending).toEqual({ kind: 'bet', seat: 2 });
    expect(saveStatus.value.state).toBe('idle');
    const log = await store.storage.games.history(id);
    expect(log.map((r) => r.action)).toContainEqual({ type: 'bet', seat: 1, to: 10 });
    expect(log.map((r) => r.seq)).toEqual([0, 1, 2]);
  });

  it('covers the cards when the phone moves on, and keeps them up when the same seat acts again', async () => {
    await createGame({ config: holdemConfig, mode: 'pass-and-play' });
    // Three players, dealer Ana: Bia small blind, Caio big blind, Ana first preflop (H3).
    expect(hand().pending).toEqual({ kind: 'bet', seat: 0 });
    reveal(0, 'act');
    expect(await act({ type: 'call', seat: 0 })).toBe('done');
    expect(revealed.value).toBeNull();
    reveal(1, 'act');
    expect(await act({ type: 'call', seat: 1 })).toBe('done');
    expect(revealed.value).toBeNull();
    reveal(2, 'act');
    expect(await act({ type: 'check', seat: 2 })).toBe('done');
    // The flop: Bia, left of the button, speaks first (H5).
    expect(hand().pending).toEqual({ kind: 'bet', seat: 1 });
    reveal(1, 'act');
    expect(await act({ type: 'check', seat: 1 })).toBe('done');
    expect(hand().pending).toEqual({ kind: 'bet', seat: 2 });
    expect(revealed.value).toBeNull();
  });

  it('plays a whole draw5 hand and the next one; the stored log rebuilds exactly the state on screen', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    await playOut();
    expect(hand().result?.pots[0].amount).toBe(3);
    expect(openState()!.history).toHaveLength(1);
    expect(await dealNextHand()).toBe('done');
    expect(openState()!.dealer).toBe(1); // D14: the deal moves one seat on
    expect(hand().pending.kind).toBe('bet');
    const onScreen = openState()!;
    const loaded = await store.storage.games.load(id);
    expect(loaded.state).toEqual(onScreen);
  });

  it('a write refused for good (another writer appended first) says so; reloading picks up the stored game', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    const { games } = store.storage;
    await games.append(id, { seq: 2, action: { type: 'check', seat: 1 } });
    expect(await act({ type: 'check', seat: 1 })).toBe('unsaved');
    expect(saveStatus.value).toMatchObject({ state: 'failed', problem: { key: 'store.seqConflict' } });
    expect(hand().pending).toEqual({ kind: 'bet', seat: 1 });
    await reloadGame();
    expect(hand().pending).toEqual({ kind: 'bet', seat: 2 });
    expect(await act({ type: 'check', seat: 2 })).toBe('done');
  });
});

describe('snapshots, off the tap', () => {
  /** Plays on (checking, calling, dealing the next hand) until a tap takes the log past `seq`. */
  async function playPast(seq: number): Promise<void> {
    while (game().record.nextSeq <= seq) {
      expect(await (hand().result ? dealNextHand() : act(passive()))).toBe('done');
    }
  }

  it('a tap and the shuffle that follows it are one transaction, started at once; a snapshot that came due is saved after the tap, in its own', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    const { games } = store.storage;
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await playOut();
    transactions.mockClear();
    expect(await dealNextHand()).toBe('done');
    const writes = transactions.mock.calls.filter(([, mode]) => mode === 'readwrite');
    expect(writes).toHaveLength(1);
    expect((await games.history(id)).slice(-2).map((r) => r.action.type)).toEqual(['startHand', 'shuffle']);

    // The write starts in the tap's own task, before anything the page draws for the tap.
    transactions.mockClear();
    const tapped = act(passive());
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await tapped).toBe('done');

    const save = vi.spyOn(games, 'saveSnapshot');
    await playPast(games.snapshotEvery - 2);
    expect(save).not.toHaveBeenCalled();
    await playPast(games.snapshotEvery - 1);
    // The tap has been acknowledged (and its screen shown) before the snapshot is even serialized.
    expect(save).not.toHaveBeenCalled();
    const { nextSeq } = game().record;
    const onScreen = openState()!;
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(id, nextSeq, onScreen));
    await save.mock.results[0].value;
    const db = await store.storage.conn.db();
    expect((await db.getAll('snapshots')).map((s) => s.seq)).toEqual([nextSeq]);
    expect((await games.load(id)).state).toEqual(onScreen);
  });

  it('a snapshot lost to a crash between the log commit and its own transaction is saved by the next load', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    vi.spyOn(store.storage.games, 'saveSnapshot').mockResolvedValue(); // the tab dies before it lands
    await playPast(store.storage.games.snapshotEvery);
    const before = openState()!;
    await closeGame();
    const reopened = await freshStore(store.factory);
    const save = vi.spyOn(reopened.storage.games, 'saveSnapshot');
    await loadGame(id);
    expect(openState()!).toEqual(before);
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(id, before.log.length, before));
    await save.mock.results[0].value;
    const db = await reopened.storage.conn.db();
    expect((await db.getAll('snapshots')).map((s) => s.seq)).toEqual([before.log.length]);
    // And a game whose snapshot is recent loads without writing another.
    await closeGame();
    const again = await freshStore(store.factory);
    const idle = vi.spyOn(again.storage.games, 'saveSnapshot');
    await loadGame(id);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idle).not.toHaveBeenCalled();
  });
});

describe('a profile’s own decisions', () => {
  it('B5: the escuro re-buy is a private moment of its seat, and the shuffle follows the last decision', async () => {
    const config = { profile: 'brasileiro' as const, players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 100 })), firstDealer: 0 };
    await createGame({ config, mode: 'pass-and-play' });
    expect(hand().pending).toEqual({ kind: 'decide', seat: 2 });
    expect(game().table.turn.phone).toBe(2);
    reveal(2, 'act');
    expect(await act({ type: 'rebuy', seat: 2, accept: true })).toBe('done');
    expect(revealed.value).toBeNull();
    expect(hand().pending).toEqual({ kind: 'decide', seat: 1 });
    expect(await act({ type: 'rebuy', seat: 1, accept: false })).toBe('done');
    expect(hand().pending.kind).not.toBe('shuffle'); // drawn and stored with the tap
    expect(hand().seats.every((s) => s.cards.length > 0)).toBe(true);
  });
});

describe('resuming', () => {
  it('reopens at the same state and seat with the cover up', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    await act({ type: 'bet', seat: 1, to: 6 });
    reveal(2, 'act');
    const before = openState()!;
    // The tab dies: a new page opens the same IndexedDB.
    await closeGame();
    await freshStore(store.factory);
    await loadGame(id);
    expect(openState()!).toEqual(before);
    expect(game().table.turn.phone).toBe(2);
    expect(revealed.value).toBeNull();
    expect(game().writer).toBe('mine');
  });

  it('draws again a shuffle that was never stored (the tab died between the deal and its shuffle)', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    await playOut();
    const { games } = store.storage;
    const loaded = await games.load(id);
    const seq = loaded.game.nextSeq;
    await games.append(id, { seq, action: { type: 'startHand', at: 1 } });
    await closeGame();
    await freshStore(store.factory);
    await loadGame(id);
    expect(hand().pending.kind).toBe('bet');
    const log = await games.history(id);
    expect(log.slice(-2).map((r) => r.action.type)).toEqual(['startHand', 'shuffle']);
  });

  it('a game held by another tab opens read-only and can be taken over', async () => {
    const id = await createGame({ config: draw5Config, mode: 'pass-and-play' });
    await closeGame();
    const otherTab = await leaseWriter(store.storage.conn, { owner: 'other-tab', every: () => () => {} }).acquire(id);
    expect(otherTab).not.toBe('held-elsewhere');
    await loadGame(id);
    expect(game().writer).toBe('elsewhere');
    expect(await act({ type: 'check', seat: 1 })).toBe('not-writer');
    await takeOver();
    expect(game().writer).toBe('mine');
    expect(await act({ type: 'check', seat: 1 })).toBe('done');
  });
});

describe('the end of a game', () => {
  it('D14: after the last hand the game is finished with each player’s net result', async () => {
    const id = await createGame({ config: { ...draw5Config, hands: 1 }, mode: 'pass-and-play' });
    await act({ type: 'bet', seat: 1, to: 10 });
    await act({ type: 'fold', seat: 2 });
    await act({ type: 'fold', seat: 0 });
    expect(openState()!.over).toBe(true);
    const record = await store.storage.games.get(id);
    expect(record?.status).toBe('finished');
    expect(record?.result).toEqual({
      hands: 1,
      standings: [
        { player: 'Bia', net: 2 },
        { player: 'Ana', net: -1 },
        { player: 'Caio', net: -1 },
      ],
    });
    expect(await dealNextHand()).toBe('refused');
    expect(refusal.value?.code).toBe('SESSION_OVER');
  });
});
