import { describe, expect, it } from 'vitest';
import { applySession, legalActions, newSession, seededSource, shuffle, type SessionAction, type SessionState } from '../../src/engine/index.ts';
import { sessionCodec } from '../../src/app/codec.ts';
import { draw5Config } from './harness.ts';

/** A logged game: two hands of draw5, everyone checking and standing pat. */
function loggedGame(): { log: SessionAction[]; states: SessionState[] } {
  const random = seededSource(3);
  let state = newSession(draw5Config);
  const log: SessionAction[] = [];
  const states: SessionState[] = [];
  const push = (action: SessionAction) => {
    const result = applySession(state, action);
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
    log.push(action);
    states.push(state);
  };
  for (let hand = 0; hand < 2; hand++) {
    push({ type: 'startHand', at: hand });
    while (state.hand!.result === null) {
      const legal = legalActions(state.hand!);
      const [first] = legal.actions;
      if (first.type === 'shuffle') push({ type: 'shuffle', deck: shuffle(first.cards, random) });
      else if (legal.actions.some((a) => a.type === 'check')) push({ type: 'check', seat: legal.seat! });
      else if (first.type === 'draw') push({ type: 'draw', seat: legal.seat!, discard: [] });
      else push({ type: 'call', seat: legal.seat! });
    }
  }
  return { log, states };
}

describe('sessionCodec', () => {
  it('replays a log from the config, and from any snapshot through the rest, to the same state', () => {
    const { log, states } = loggedGame();
    expect(sessionCodec.replay(draw5Config, null, log)).toEqual(states[states.length - 1]);
    for (const cut of [1, 5, log.length - 1]) {
      const snapshot = structuredClone(sessionCodec.snapshot(states[cut - 1]));
      expect(sessionCodec.replay(draw5Config, snapshot, log.slice(cut))).toEqual(states[states.length - 1]);
    }
  });

  it('throws on a logged action the engine refuses (the store reports store.replayFailed)', () => {
    const { log } = loggedGame();
    const broken = [...log.slice(0, 3), { type: 'bet', seat: 0, to: 1 } as const];
    expect(() => sessionCodec.replay(draw5Config, null, broken)).toThrow(/NOT_YOUR_TURN|BET_TOO_SMALL|WRONG_PHASE/);
  });
});
