// N7–N10 in tests: a table of each game dealt by the app (a recorded deck), a hand of it played
// to the end with random legal play and its chance drawn from a given source, and what each
// phone at that table is shown of it.
import fc from 'fast-check';
import { applySession, chanceFrom, legalActions, newSession, seededSource, tableView, type RandomSource, type SessionAction, type SessionConfig, type SessionState, type TableView, type Viewer } from '../../../src/engine/index.ts';
import { randomAction } from '../../../src/cli/random-play.ts';
import { run } from './session.ts';

const players = (...stacks: number[]) => stacks.map((stack, i) => ({ name: ['Ana', 'Bia', 'Caio', 'Davi', 'Edu', 'Fábio'][i], stack }));

/** One table of each game, in deck mode; the stripped decks of four players run short at a draw now and then (D7, F10). */
export const TABLES: readonly SessionConfig[] = [
  { profile: 'draw5', players: players(100, 100, 60, 100), firstDealer: 1, dealing: 'deck' },
  { profile: 'brasileiro', players: players(60, 60, 60, 60), firstDealer: 0, dealing: 'deck', options: { escuro: 2 } },
  { profile: 'baseball', players: players(0, 0, 0, 0), firstDealer: 2, dealing: 'deck' },
  { profile: 'fechado', players: players(80, 80, 80, 80), firstDealer: 0, dealing: 'deck' },
  { profile: 'holdem', players: players(200, 150, 300, 120, 90), firstDealer: 3, dealing: 'deck', options: { smallBlind: 1, bigBlind: 2 } },
];

/** 32 bytes in hex, as a phone's secret value is (N7). */
export const hexValue = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));

/** The action and every chance that follows it, drawn from `source` as the app draws them (src/app/chance.ts). */
function withChance(state: SessionState, action: SessionAction, source: RandomSource): SessionState {
  state = run(state, action);
  for (let chance = state.hand && chanceFrom(state.hand, source); chance; chance = chanceFrom(state.hand!, source)) state = run(state, chance);
  return state;
}

/**
 * The session's first hand played to its end: its chance from `source`, every decision at random
 * from `seed` (`decide` may change one, as a test's player would).
 */
export function playedHand(config: SessionConfig, source: RandomSource, seed: number, decide: (state: SessionState, action: SessionAction) => SessionAction = (_, a) => a): SessionState {
  const rng = seededSource(seed);
  let state = withChance(newSession(config), { type: 'startHand', at: 0 }, source);
  for (let steps = 0; state.hand!.pending.kind !== 'complete'; steps++) {
    if (steps > 1000) throw new Error('hand did not end');
    state = withChance(state, decide(state, randomAction(state.hand!, legalActions(state.hand!), rng)), source);
  }
  return state;
}

/** The same session's log played again, with each action changed by `change`; null when the engine refuses one. */
export function playedAgain(state: SessionState, change: (action: SessionAction) => SessionAction): SessionState | null {
  let other = newSession(state.config);
  for (const action of state.log) {
    const next = applySession(other, change(action));
    if (!next.ok) return null;
    other = next.state;
  }
  return other;
}

/** Every viewer at the table: each seat, and the table display. */
export const viewers = (state: SessionState): Viewer[] => [...state.config.players.map((_, seat) => seat), 'table'];

/** What a phone holding `viewer` was sent: its table view, through JSON as over the network. */
export const phoneView = (state: SessionState, viewer: Viewer): TableView => JSON.parse(JSON.stringify(tableView(state, viewer)));
