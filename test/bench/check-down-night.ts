// The benches' long, legal game: a night at a six-seat hold'em cash table, every hand checked or
// called down.
import { applySession, legalActions, newSession, seededSource, shuffle, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';

/** Six seats, deck mode, stacks no night of check-downs runs out of. */
export const checkDownTable: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi'].map((name) => ({ name, stack: 1_000_000 })),
  firstDealer: 0,
  options: { smallBlind: 1, bigBlind: 2 },
  dealing: 'deck',
};

/**
 * The moves of a night of `length` moves or a little more (to the end of a hand), its shuffles
 * drawn from `seed`. `seen` gets the table as each move left it; without it the states' own logs
 * are dropped as the night goes, since each move would copy the growing log (20,000 moves: minutes).
 */
export function checkDownNight(seed: number, length: number, seen?: (state: SessionState) => void): SessionAction[] {
  const source = seededSource(seed);
  const log: SessionAction[] = [];
  let state = newSession(checkDownTable);
  const play = (action: SessionAction) => {
    const result = applySession(state, action);
    if (!result.ok) throw new Error(`${action.type}: ${result.error.code}`);
    state = seen ? result.state : { ...result.state, log: [] };
    seen?.(state);
    log.push(action);
  };
  while (log.length < length || (state.hand && !state.hand.result)) {
    const hand = state.hand;
    if (!hand || hand.result) {
      play({ type: 'startHand', at: log.length });
      continue;
    }
    const legal = legalActions(hand);
    const [first] = legal.actions;
    if (first?.type === 'shuffle') play({ type: 'shuffle', deck: shuffle(first.cards, source) });
    else {
      const type = (['check', 'call', 'show'] as const).find((t) => legal.actions.some((a) => a.type === t))!;
      play({ type, seat: legal.seat! } as SessionAction);
    }
  }
  return log;
}
