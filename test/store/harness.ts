// Shared by the store tests: a fresh in-memory IndexedDB per test and a tiny game that stands in
// for the engine (a running total), so the store is tested without the real engine.
import 'fake-indexeddb/auto';
import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { unwrap } from 'idb';
import { Connection, type ConnectionOptions } from '../../src/store/connection.ts';
import type { GameCodec, NewGame } from '../../src/store/games.ts';
import { GameRepository } from '../../src/store/games.ts';
import type { MesaDatabase } from '../../src/store/schema.ts';

export interface CounterConfig {
  start: number;
}
export interface CounterAction {
  add: number;
}
export interface CounterState {
  total: number;
  count: number;
}

/** Replays additions; refuses (throws) a non-integer or out-of-range amount, like an engine refusal. */
export const counterCodec: GameCodec<CounterConfig, CounterAction, CounterState, CounterState> = {
  snapshotFormat: 1,
  replay(config, from, actions) {
    let state = from ?? { total: config.start, count: 0 };
    for (const { add } of actions) {
      if (!Number.isInteger(add) || Math.abs(add) > 1000) throw new Error(`refused: add ${add}`);
      state = { total: state.total + add, count: state.count + 1 };
    }
    return state;
  },
  snapshot: (state) => ({ ...state }),
};

export function step(state: CounterState, add: number): CounterState {
  return counterCodec.replay({ start: 0 }, state, [{ add }]);
}

export function newGame(id: string, overrides: Partial<NewGame<CounterConfig>> = {}): NewGame<CounterConfig> {
  return {
    id,
    profile: 'holdem',
    players: ['Ana', 'Bia', 'Caio'],
    config: { start: 100 },
    ...overrides,
  };
}

/** A clock that moves one millisecond per reading, so every record has a distinct time. */
export function tickingClock(start = 1_700_000_000_000): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return { now: () => t++, advance: (ms) => (t += ms) };
}

export function freshFactory(): IDBFactory {
  return new IDBFactory();
}

export function connect(factory: IDBFactory, options: Omit<ConnectionOptions, 'factory'> = {}): Connection {
  return new Connection({ factory, ...options });
}

export type CounterRepository = GameRepository<CounterConfig, CounterAction, CounterState, CounterState>;

export function counterRepository(
  conn: Connection,
  options: ConstructorParameters<typeof GameRepository>[2] = {},
): CounterRepository {
  return new GameRepository(conn, counterCodec, options);
}

/**
 * Appends `adds` one by one to a game whose log currently ends at `state`, saving each snapshot
 * that comes due as the app does; returns the final state.
 */
export async function play(
  repo: CounterRepository,
  gameId: string,
  from: { state: CounterState; seq: number },
  adds: readonly number[],
): Promise<CounterState> {
  let { state, seq } = from;
  for (const add of adds) {
    state = step(state, add);
    const saved = await repo.append(gameId, { seq: seq++, action: { add } });
    if (saved.snapshotDue) await repo.saveSnapshot(gameId, saved.nextSeq, state);
  }
  return state;
}

/** The whole log of `adds`, replayed from the config. */
export function replayed(adds: readonly number[], start = 100): CounterState {
  return counterCodec.replay({ start }, null, adds.map((add) => ({ add })));
}

/** What the browser does when it drops a connection (storage cleared, iOS backgrounding). */
export function simulateBrowserClose(db: MesaDatabase): void {
  // fake-indexeddb declares the parameter as the class rather than an instance.
  forceCloseDatabase(unwrap(db) as unknown as Parameters<typeof forceCloseDatabase>[0]);
}
