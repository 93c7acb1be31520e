// Dealer's choice in the app (RULES.md C): a night stored and reloaded with its games and namings,
// the front door's actions, and a backup's hostile list of games refused with nothing written.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { legalActions, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { checkBackup, importGames, type Backup } from '../../src/app/backups.ts';
import { sessionCodec } from '../../src/app/codec.ts';
import { currentGame } from '../../src/app/games.ts';
import { coverUp } from '../../src/app/privacy.ts';
// What a screen sends goes through the front door, as the screens' own do.
import { act, closeGame, dealNextHand, loadGame, startGame } from '../../src/app/index.ts';
import { openState } from '../../src/app/runner.ts';
import { refusal } from '../../src/app/status.ts';
import { backupBlob, exportBackup, isStoreError } from '../../src/store/index.ts';
import { freshStore, stackDeck, type TestStore } from './harness.ts';

const night: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 200 })),
  firstDealer: 1,
  choice: {
    games: [
      { profile: 'holdem', options: { smallBlind: 1, bigBlind: 2 } },
      { profile: 'draw5', options: { ante: 2 } },
      { profile: 'fechado', options: { ante: 1 } },
    ],
    per: 'orbit',
  },
};

const PROFILES = ['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem', 'plo', 'plo5'];

let store: TestStore;

beforeEach(async () => {
  store = await freshStore();
  stackDeck(5);
  coverUp();
  refusal.value = null;
});

afterEach(async () => {
  await closeGame();
});

const table = () => currentGame.value!.table;

/** Everyone checks where he may, else folds; draws stand pat: the hand ends quickly. */
async function playOut(): Promise<void> {
  for (let hand = openState()!.hand!; hand.result === null; hand = openState()!.hand!) {
    const { seat, actions } = legalActions(hand);
    const has = (type: string) => actions.some((a) => a.type === type);
    const action: SessionAction = has('check') ? { type: 'check', seat: seat! } : has('draw') ? { type: 'draw', seat: seat!, discard: [] } : { type: 'fold', seat: seat! };
    expect(await act(action)).toBe('done');
  }
}

/** A night created, its first game named by its first dealer and dealt. */
async function namedNight(mode: 'pass-and-play' | 'ledger' = 'pass-and-play'): Promise<string> {
  const id = await startGame({ config: night, mode });
  expect(await act({ type: 'nameGame', seat: 1, game: 1 })).toBe('done');
  expect(await dealNextHand()).toBe('done');
  return id;
}

describe("a dealer's-choice night in the app", () => {
  it('C3: a new night deals nothing until its first dealer names the game; a deal asked before is refused in the engine’s words', async () => {
    const id = await startGame({ config: night, mode: 'pass-and-play' });
    expect(openState()!.hand).toBeNull();
    expect(table().choice).toMatchObject({ current: null, naming: { seat: 1, games: [0, 1, 2] } });
    expect(await dealNextHand()).toBe('refused');
    expect(refusal.value).toMatchObject({ code: 'NAME_GAME' });
    expect(await act({ type: 'nameGame', seat: 2, game: 0 })).toBe('refused');
    expect(refusal.value).toMatchObject({ code: 'NOT_DEALER' });
    expect(await act({ type: 'nameGame', seat: 1, game: 1 })).toBe('done');
    expect(await dealNextHand()).toBe('done');
    expect(openState()!.hand!.config).toMatchObject({ profile: 'draw5', dealer: 1, options: { ante: 2 } });
    expect((await store.storage.games.get(id))?.config).toMatchObject({ profile: 'holdem', choice: night.choice });
  });

  it('C1: the mode’s dealing is every game’s: a chip-ledger night deals each game in the ledger', async () => {
    await namedNight('ledger');
    expect(openState()!.hand!.config.dealing).toBe('ledger');
    expect(openState()!.config.choice!.games.every((game) => game.dealing === 'ledger')).toBe(true);
  });

  it('C1: a night the engine refuses (Baseball among its games) throws before anything is stored', async () => {
    const baseball = { ...night, choice: { ...night.choice!, games: [...night.choice!.games, { profile: 'baseball' as const }] } };
    await expect(startGame({ config: baseball, mode: 'pass-and-play' })).rejects.toThrow(RangeError);
    expect(await store.storage.games.list()).toEqual([]);
  });

  it('C5, C11: a night reloaded from the store is the night played: the game in force, its naming and each hand’s game', async () => {
    const id = await namedNight();
    await playOut();
    expect(await dealNextHand()).toBe('done');
    await playOut();
    const played = openState()!;
    expect(played.history.map((h) => h.game)).toEqual([1, 1]);
    expect(played.game).toBe(1);
    const shown = table().choice;
    await closeGame();
    await loadGame(id);
    expect(openState()).toEqual(played);
    expect(table().choice).toEqual(shown);
    const log = (await store.storage.games.history(id)).map((r) => r.action);
    expect(sessionCodec.replay(played.config, null, log)).toEqual(played);
  });
});

describe("C1: a backup's dealer's-choice night is checked before anything is written", () => {
  async function backupOf(id: string): Promise<Backup> {
    return (await exportBackup(store.storage.conn, { gameIds: [id] })) as Backup;
  }

  it('C1: a night’s backup goes back in whole; hostile lists of games and a naming of no game are refused with where and why, and nothing changes', async () => {
    const id = await namedNight();
    await closeGame();
    const doc = await backupOf(id);
    const good = await checkBackup(backupBlob(doc), PROFILES);
    expect(good.games[0].game.config.choice).toMatchObject(night.choice!);

    const withGames = (games: unknown): Backup => ({ ...doc, games: [{ ...doc.games[0], game: { ...doc.games[0].game, config: { ...doc.games[0].game.config, choice: { ...night.choice!, games } as never } } }] });
    const holdem = night.choice!.games[0];
    const hostile: [string, Backup][] = [
      ['an unknown game', withGames([holdem, { profile: 'omaha-hi-lo' }])],
      ['a game listed twice', withGames([holdem, holdem])],
      ['Baseball', withGames([holdem, { profile: 'baseball' }])],
      ['50 games', withGames(Array.from({ length: 50 }, () => holdem))],
      ['a game with a stake of no number', withGames([holdem, { profile: 'draw5', options: { ante: 'x' } }])],
      ['no list', withGames('holdem')],
    ];
    const naming = doc.games[0].actions.findIndex((a) => a.action.type === 'nameGame');
    const actions = doc.games[0].actions.map((a, i) => (i === naming ? { ...a, action: { type: 'nameGame', seat: 1, game: 1.5 } as never } : a));
    hostile.push(['a naming of game 1.5', { ...doc, games: [{ ...doc.games[0], actions }] }]);
    const stored = await store.storage.games.history(id);
    for (const [what, file] of hostile) {
      const error = await checkBackup(backupBlob(file), PROFILES).then(() => null, (e: unknown) => e);
      expect(isStoreError(error, 'backup.invalid'), what).toBe(true);
      const { path, expected } = (error as { details: { path: string; expected: string } }).details;
      expect(`${path}: ${expected}`, what).toMatch(/config: choice\.|actions\[\d+\]\.action: an action/);
    }
    expect(await store.storage.games.history(id)).toEqual(stored);
  });

  it('C3: a naming the rules refuse (not the dealer’s) makes the import refused as a log that does not replay, and nothing is written', async () => {
    const id = await namedNight();
    await closeGame();
    const doc = await backupOf(id);
    const actions = doc.games[0].actions.map((a) => (a.action.type === 'nameGame' ? { ...a, action: { type: 'nameGame', seat: 2, game: 1 } as never } : a));
    const file: Backup = { ...doc, games: [{ ...doc.games[0], game: { ...doc.games[0].game, id: 'other' }, actions }] };
    const checked = await checkBackup(backupBlob(file), PROFILES);
    const outcome = await importGames(checked).then(
      (o) => o,
      (e: unknown) => e,
    );
    expect(isStoreError(outcome, 'backup.replayFailed')).toBe(true);
    expect((outcome as { details: { message: string } }).details.message).toContain('NOT_DEALER');
    expect((await store.storage.games.list()).map((g) => g.id)).toEqual([id]);
  });
});
