import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionAction } from '../../src/engine/index.ts';
import { sessionCodec } from '../../src/app/codec.ts';
import { RESULTS_FORMAT, reviseResults } from '../../src/app/results-revision.ts';
import { exportBackup, importBackup, readMeta, type ResultSummary } from '../../src/store/index.ts';
import { freshStore, type TestStore } from './harness.ts';
import { ledger } from '../engine/support/session.ts';
import { fechadoTournament, toTheWinner } from './book/tournament-night.ts';

let store: TestStore;

beforeEach(async () => {
  store = await freshStore();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** One hand: Davi raises to 800, Ana calls, the blinds fold, it is checked down and Davi wins; then, if `rebuy`, Ana buys again. */
function night(rebuy: boolean): SessionAction[] {
  const log: SessionAction[] = [
    { type: 'startHand', at: 1 },
    { type: 'raise', seat: 3, to: 800 },
    { type: 'call', seat: 0 },
    { type: 'fold', seat: 1 },
    { type: 'fold', seat: 2 },
  ];
  for (let street = 0; street < 3; street++) log.push({ type: 'check', seat: 3 }, { type: 'check', seat: 0 });
  log.push({ type: 'award', pot: 0, winners: [3] });
  return rebuy ? [...log, { type: 'buyIn', player: 0 }] : log;
}

/** What a finished game stored before issue 11: each stack minus the first buy-in (Ana, 1,200 chips after a rebuy: +200). */
const oldResult = (rebuy: boolean): ResultSummary => ({
  hands: 1,
  standings: [
    { player: 'Davi', net: 830 },
    { player: rebuy ? 'Ana' : 'Bia', net: rebuy ? 200 : -10 },
    { player: rebuy ? 'Bia' : 'Caio', net: rebuy ? -10 : -20 },
    { player: rebuy ? 'Caio' : 'Ana', net: rebuy ? -20 : -800 },
  ],
});

/** Stores a finished game as the app writes its log (a refused one as it was), with `result` as its stored result. */
async function storeGame(id: string, log: readonly SessionAction[], result: ResultSummary): Promise<void> {
  const { games } = store.storage;
  await games.create({ id, profile: ledger.profile, players: ledger.players.map((p) => p.name), config: ledger });
  for (const [seq, action] of log.entries()) await games.append(id, { seq, action });
  await games.update(id, { status: 'finished', result });
}

const netsOf = (result: ResultSummary | null | undefined) => Object.fromEntries((result?.standings ?? []).map((s) => [s.player, s.net]));

describe('past games’ results worked out again (issue 11, bug 2)', () => {
  it('B13: a result stored before rebuys counted (Ana +200 after buying again) comes out as the engine’s (−800), the game keeping its place in the list', async () => {
    await storeGame('rebuy', night(true), oldResult(true));
    const before = (await store.storage.games.get('rebuy'))!;
    expect(netsOf(before.result).Ana).toBe(200);

    expect(await reviseResults()).toEqual({ checked: 1, revised: 1 });
    const after = (await store.storage.games.get('rebuy'))!;
    expect(netsOf(after.result)).toEqual({ Ana: -800, Bia: -10, Caio: -20, Davi: 830 });
    expect(after.result!.standings.map((s) => s.player)).toEqual(['Davi', 'Bia', 'Caio', 'Ana']);
    // Nobody played it: the list keeps its order and the rest of the record is as it was.
    expect(after).toEqual({ ...before, result: after.result });
    expect(await readMeta(store.storage.conn, 'resultsRevision')).toEqual({ format: RESULTS_FORMAT, done: true });
  });

  it('a game without rebuys and one whose log the engine refuses keep their records exactly; a done revision reads no game again', async () => {
    await storeGame('plain', night(false), oldResult(false));
    const broken = [...night(false).slice(0, 3), { type: 'call', seat: 9 } as SessionAction];
    const kept: ResultSummary = { hands: 7, standings: [{ player: 'Ana', net: 5 }] };
    await storeGame('broken', broken, kept);
    const before = await store.storage.games.list({ includeDeleted: true });

    expect(await reviseResults()).toEqual({ checked: 2, revised: 0 });
    expect(await store.storage.games.list({ includeDeleted: true })).toEqual(before);

    const load = vi.spyOn(store.storage.games, 'load');
    expect(await reviseResults()).toEqual({ checked: 0, revised: 0 });
    expect(load).not.toHaveBeenCalled();
  });

  it('cut short by a full disk, the revision goes on at the next start from the last games it marked, and every result comes out right', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `g${String(i).padStart(2, '0')}`);
    for (const id of ids) await storeGame(id, night(true), oldResult(true));

    // The disk fills up after twenty results are rewritten.
    const realPut = IDBObjectStore.prototype.put;
    let written = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      if (this.name === 'games' && ++written > 20) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    });
    await expect(reviseResults()).rejects.toThrow();
    vi.restoreAllMocks();

    const ana = async (id: string) => netsOf((await store.storage.games.get(id))!.result).Ana;
    expect(await Promise.all(ids.map(ana))).toEqual([...Array(20).fill(-800), ...Array(20).fill(200)]);
    // Progress is marked every 16 games: the next start goes on after the 16th.
    expect(await readMeta(store.storage.conn, 'resultsRevision')).toEqual({ format: RESULTS_FORMAT, after: 'g15' });

    const load = vi.spyOn(store.storage.games, 'load');
    expect(await reviseResults()).toEqual({ checked: 24, revised: 20 });
    expect(load.mock.calls.map(([id]) => id)).toEqual(ids.slice(16));
    expect(await Promise.all(ids.map(ana))).toEqual(Array(40).fill(-800));
    expect(await readMeta(store.storage.conn, 'resultsRevision')).toEqual({ format: RESULTS_FORMAT, done: true });
  });

  it('B13: a backup from an older version brings a finished game in with the engine’s result, not the file’s', async () => {
    await storeGame('old', night(true), oldResult(true));
    const doc = await exportBackup(store.storage.conn);
    expect(netsOf(doc.games[0].game.result).Ana).toBe(200);

    const other = await freshStore();
    await importBackup(other.storage.conn, sessionCodec, doc, { snapshotEvery: other.storage.games.snapshotEvery });
    expect(netsOf((await other.storage.games.get('old'))!.result)).toEqual({ Ana: -800, Bia: -10, Caio: -20, Davi: 830 });
  });

  it("T22: a tournament stored with its chips (before issue 20) is revised at start-up to its places and money", async () => {
    const config = fechadoTournament();
    const log = toTheWinner(config);
    const { games } = store.storage;
    await games.create({ id: 'tournament', profile: config.profile, players: config.players.map((p) => p.name), config });
    for (const [seq, action] of log.entries()) await games.append('tournament', { seq, action });
    // As issue 14's app stored it: chips only.
    const chips: ResultSummary = { hands: 3, standings: ['Ana', 'Carla', 'Ivo', 'Bia'].map((player, i) => ({ player, net: i === 0 ? 15_000 : -5000 })) };
    await games.update('tournament', { status: 'finished', result: chips });

    expect(await reviseResults()).toEqual({ checked: 1, revised: 1 });
    expect((await games.get('tournament'))!.result).toEqual({
      hands: 3,
      currency: 'BRL',
      standings: [
        { player: 'Ana', net: 15_000, place: 1, money: 3200 },
        { player: 'Carla', net: -5000, place: 2, money: 800 },
        { player: 'Ivo', net: -5000, place: 3, money: -2000 },
        { player: 'Bia', net: -5000, place: 4, money: -2000 },
      ],
    });
    // Revised once: the next start reads no game again.
    expect(await reviseResults()).toEqual({ checked: 0, revised: 0 });
  });
});
