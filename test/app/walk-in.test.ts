// T19 through the app: a player nobody registered sits down at a stored tournament; the game's
// record names him (past games, the players' book), an undo takes him off again, and the book
// counts his night from his seat.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SessionConfig } from '../../src/engine/index.ts';
import { DEFAULT_PAYOUTS } from '../../src/engine/tournament/payouts.ts';
import { currentGame } from '../../src/app/games.ts';
import { act, closeGame, createGame, finishGame, loadGame, openState } from '../../src/app/runner.ts';
import { loadBook } from '../../src/app/book/load.ts';
import { refusal } from '../../src/app/status.ts';
import { quiet } from '../engine/support/tournament.ts';
import { freshStore, type TestStore } from './harness.ts';

let store: TestStore;

beforeEach(async () => {
  store = await freshStore();
});

afterEach(async () => {
  await closeGame();
});

const tournament: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1500 })),
  firstDealer: 0,
  schedule: { levels: [{ smallBlind: 25, bigBlind: 50 }, { smallBlind: 50, bigBlind: 100 }], every: { hands: 4 } },
  tournament: { currency: 'BRL', buyIn: 5000, lateEntryUntil: 1, payouts: DEFAULT_PAYOUTS, roundTo: 100 },
};

const state = () => openState()!;
const record = async (id: string) => (await store.storage.games.get(id))!;

/** Plays the hand in play to its end as the engine's support does, action by action through the app. */
async function finishHand(): Promise<void> {
  const target = quiet(state());
  for (const action of target.log.slice(state().log.length)) expect(await act(action)).toBe('done');
}

describe('T19: a walk-in through the app', () => {
  it('T19: seated between hands, he is in the stored game’s players; an undo takes him out of both; the stored config never holds him', async () => {
    const id = await createGame({ config: tournament, mode: 'ledger' });
    await finishHand();
    expect(await act({ type: 'walkIn', name: 'ana' })).toBe('refused');
    expect(refusal.value?.code).toBe('NAME_TAKEN');
    expect(await act({ type: 'walkIn', name: 'Zé' })).toBe('done');
    expect(currentGame.value!.record.players).toEqual(['Ana', 'Bia', 'Caio', 'Zé']);
    expect((await record(id)).players).toEqual(['Ana', 'Bia', 'Caio', 'Zé']);
    expect((await record(id)).config).toEqual({ ...tournament, dealing: 'ledger' });

    // Reopened, the game replays to him again (the log holds him, not the config).
    await closeGame();
    await loadGame(id);
    expect(state().config.players.map((p) => p.name)).toEqual(['Ana', 'Bia', 'Caio', 'Zé']);

    expect(await act({ type: 'undo' })).toBe('done');
    expect(state().config.players.map((p) => p.name)).toEqual(['Ana', 'Bia', 'Caio']);
    expect((await record(id)).players).toEqual(['Ana', 'Bia', 'Caio']);
  });

  it('T19, B13: his night is in the players’ book from his own seat: the hands he was dealt and his result', async () => {
    const id = await createGame({ config: tournament, mode: 'ledger' });
    await finishHand();
    expect(await act({ type: 'walkIn', name: 'Zé' })).toBe('done');
    expect(await act({ type: 'startHand' })).toBe('done');
    await finishHand();
    await finishGame();
    const book = await loadBook();
    const night = book.nights.find((n) => n.id === id)!;
    expect(night.seats.map((s) => s.name)).toEqual(['Ana', 'Bia', 'Caio', 'Zé']);
    expect(night.seats.map((s) => s.hands)).toEqual([2, 2, 2, 1]);
    expect(night.seats.reduce((sum, s) => sum + s.net, 0)).toBe(0);
    expect(book.players.find((p) => p.name === 'Zé')!.seats).toEqual([{ night: id, seat: 3 }]);
  });
});
