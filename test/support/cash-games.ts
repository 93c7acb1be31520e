// The cash games of G19's tests, as stored logs: three-handed hold'em with real cards where two
// players go broke in one hand, and a pass-and-play brasileiro left with one player broke. For the
// component test (test/screens/cash-end.test.tsx) and the browser's layout check of the same
// screens (test/e2e/screens-fit.test.ts).
import { applySession, legalActions, newSession, replaySession, seededSource, sittingOut, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import type { SeededGame } from './seeded-store.ts';

const holdem: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1000 })),
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } },
};

/** Ana (the button) shoves, both blinds call, and the table awaits the pot's winner. */
export function allInGame(): SeededGame {
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }, { type: 'raise', seat: 0, to: 1000 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 }];
  const replayed = replaySession(holdem, log);
  if (!replayed.ok || replayed.state.hand?.pending.kind !== 'award') throw new Error('the seeded hand should wait for its award');
  return { id: 'e2e-cash-two-broke', config: holdem, log };
}

/** A pass-and-play brasileiro game, three at 10 chips, no price: random play until one player is broke after hand 1 (seeded, so always the same). */
export function brokeAfterOneHand(): { game: SeededGame; broke: number } {
  const config: SessionConfig = { profile: 'brasileiro', players: ['Ana', 'Bruno', 'Carla'].map((name) => ({ name, stack: 10 })), firstDealer: 0, dealing: 'deck' };
  for (let seed = 1; seed < 5000; seed++) {
    const rng = seededSource(seed);
    let state: SessionState = newSession(config);
    const log: SessionAction[] = [];
    const step = (action: SessionAction) => {
      const result = applySession(state, action);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
      log.push(action);
    };
    step({ type: 'startHand', at: Date.now() });
    while (state.hand!.pending.kind !== 'complete') step(randomAction(state.hand!, legalActions(state.hand!), rng));
    const out = sittingOut(state);
    if (out.length === 1 && state.mode === 'normal') return { game: { id: 'e2e-cash-brasileiro', config, log }, broke: out[0] };
  }
  throw new Error('no seed left a player broke');
}
