// Sessions in tests: apply a sequence of actions, failing loudly at the first refusal, and play
// whole sessions at random.
import { applySession, legalActions, newSession, seededSource, waitsForBuyIn, type HandState, type RandomSource, type SessionAction, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { randomAction } from '../../../src/cli/random-play.ts';

/** Hold'em with real cards, 1,000 chips a buy-in at R$ 20 (issue 11's table). */
export const ledger: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name) => ({ name, stack: 1000 })),
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } },
};

export function run(session: SessionState, ...actions: SessionAction[]): SessionState {
  for (const action of actions) {
    const result = applySession(session, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
    session = result.state;
  }
  return session;
}

/** The hand in play played to its end, each move the one `move` picks. */
function playedWith(state: SessionState, move: (hand: HandState) => SessionAction): SessionState {
  for (let steps = 0; state.hand!.pending.kind !== 'complete'; steps++) {
    if (steps > 1000) throw new Error('hand did not end');
    state = run(state, move(state.hand!));
  }
  return state;
}

/** The hand just started, played to its end at random. */
export function playedOut(state: SessionState, rng: RandomSource): SessionState {
  return playedWith(state, (hand) => randomAction(hand, legalActions(hand), rng));
}

/** A session of random legal play, `hands` long at most (G19: or until a cash game waits for a buy-in), its deals a minute apart. */
export function playedSession(config: SessionConfig, seed: number, hands: number): SessionState {
  const rng = seededSource(seed);
  let state = newSession(config);
  for (let hand = 0; hand < hands && !state.over && !waitsForBuyIn(state); hand++) {
    state = playedOut(run(state, { type: 'startHand', at: hand * 60_000 }), rng);
  }
  return state;
}

/** A quiet move of whoever is to act: a check where he may, else a fold, else standing pat (stacks barely move). */
export function quietMove(hand: HandState, rng: RandomSource = seededSource(1)): SessionAction {
  const legal = legalActions(hand);
  const seat = legal.seat!;
  const has = (type: SessionAction['type']) => legal.actions.some((a) => a.type === type);
  return has('check') ? { type: 'check', seat } : has('fold') ? { type: 'fold', seat } : has('draw') ? { type: 'draw', seat, discard: [] } : randomAction(hand, legal, rng);
}

/** The hand in play played out with quiet moves. */
export function playQuietly(session: SessionState): SessionState {
  const rng = seededSource(1);
  return playedWith(session, (hand) => quietMove(hand, rng));
}
