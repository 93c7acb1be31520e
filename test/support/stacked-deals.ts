// Stacked deals for the table's tests (browser and component): the deck of a deal is the first
// seeded shuffle that deals what a test needs (found by the engine here in Node, so no card is
// hard-coded). A game can also be played along (check, call, stand pat) from a seeded deck to the
// moment a test looks at.
import {
  applySession,
  legalActions,
  newSession,
  seededSource,
  shuffle,
  type HandState,
  type RandomSource,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../src/engine/index.ts';
import type { SeededGame } from './seeded-store.ts';

/** The session after `actions`, each of which the engine must take. */
export function applyAll(state: SessionState, actions: readonly SessionAction[]): SessionState {
  return actions.reduce((s, action) => {
    const next = applySession(s, action);
    if (!next.ok) throw new Error(`${action.type} refused: ${next.error.code}`);
    return next.state;
  }, state);
}

/** The shuffle, of the first seed that satisfies `wanted`, for a session waiting for one. */
function stackedShuffle(before: SessionState, wanted: (dealt: SessionState) => boolean): SessionAction {
  const [legal] = legalActions(before.hand!).actions;
  if (legal?.type !== 'shuffle') throw new Error(`the deal waits for ${before.hand?.pending.kind}, not a shuffle`);
  for (let seed = 1; seed < 20_000; seed++) {
    const action: SessionAction = { type: 'shuffle', deck: shuffle(legal.cards, seededSource(seed)) };
    const dealt = applySession(before, action);
    if (dealt.ok && wanted(dealt.state)) return action;
  }
  throw new Error('no seed deals what the test needs');
}

/** A new game: its first hand started, `decisions` taken before the shuffle (B5), then a deal that satisfies `wanted`. */
export function gameWithDeal(id: string, setup: SessionConfig, wanted: (dealt: SessionState) => boolean, decisions: readonly SessionAction[] = []): SeededGame {
  const config: SessionConfig = { ...setup, dealing: 'deck' };
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }, ...decisions];
  const before = applyAll(newSession(config), log);
  return { id, config, log: [...log, stackedShuffle(before, wanted)] };
}

/** Between hands: the next hand's start and a deal that satisfies `wanted`. */
export function nextDeal(between: SessionState, wanted: (dealt: SessionState) => boolean): SessionAction[] {
  const start: SessionAction = { type: 'startHand', at: Date.now() };
  return [start, stackedShuffle(applyAll(between, [start]), wanted)];
}

/** The table's chance (shuffles), and every seat plays along: check, call, stand pat, decline, show. */
function passive(state: SessionState, rng: RandomSource): SessionAction {
  const hand = state.hand!;
  const legal = legalActions(hand);
  const seat = legal.seat!;
  const has = (type: string) => legal.actions.some((a) => a.type === type);
  const option = legal.actions[0];
  if (option.type === 'shuffle') return { type: 'shuffle', deck: shuffle(option.cards, rng) };
  if (option.type === 'reshuffle') return { type: 'reshuffle', order: shuffle(option.cards, rng) };
  if (has('check')) return { type: 'check', seat };
  if (has('call')) return { type: 'call', seat };
  if (has('draw')) return { type: 'draw', seat, discard: hand.config.dealing === 'ledger' ? 0 : [] };
  if (has('rebuy')) return { type: 'rebuy', seat, accept: false };
  if (has('show')) return { type: 'show', seat };
  throw new Error(`no passive move among ${legal.actions.map((a) => a.type).join(', ')}`);
}

/** A new game played along from its first deal (decks shuffled from `seed`) until `stop` says this is the moment to look at. */
export function playedTo(id: string, config: SessionConfig, stop: (state: SessionState) => boolean, seed = 1): SeededGame {
  const rng = seededSource(seed);
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }];
  let state = applyAll(newSession(config), log);
  while (!stop(state)) {
    if (state.hand!.pending.kind === 'complete') throw new Error(`${id}: the hand ended before the moment to look at`);
    const action = passive(state, rng);
    state = applyAll(state, [action]);
    log.push(action);
  }
  return { id, config, log };
}

/** The session played on by `decide` until the hand is over or `decide` has nothing to add. */
export function playOn(state: SessionState, decide: (hand: HandState) => SessionAction | null): SessionState {
  for (;;) {
    const next = state.hand && !state.hand.result ? decide(state.hand) : null;
    if (!next) return state;
    state = applyAll(state, [next]);
  }
}

/** A game from its first deal, each decision `decide`'s (the shuffles drawn from `seed`), until it says stop. */
export function drive(id: string, config: SessionConfig, decide: (state: SessionState) => SessionAction | null, seed = 1): SeededGame & { state: SessionState } {
  const rng = seededSource(seed);
  let state = newSession(config);
  const log: SessionAction[] = [];
  const play = (action: SessionAction) => {
    state = applyAll(state, [action]);
    log.push(action);
  };
  play({ type: 'startHand', at: Date.now() });
  while (state.hand && !state.hand.result) {
    const [first] = legalActions(state.hand).actions;
    if (first?.type === 'shuffle') play({ type: 'shuffle', deck: shuffle(first.cards, rng) });
    else {
      const action = decide(state);
      if (!action) break;
      play(action);
    }
  }
  return { id, config, log, state };
}
