import { describe, expect, it } from 'vitest';
import { legalActions, type HandConfig } from '../../../src/engine/index.ts';
import { doubleLimit, fixedLimit, spreadLimit, type BetContext } from '../../../src/engine/betting/structures.ts';
import { bet, call, dealt, play, raise, refusal, seats } from '../support/table.ts';

const ctx = (over: Partial<BetContext>): BetContext => ({
  currentBet: 0,
  increment: 2,
  raises: 0,
  minBet: 2,
  seatBet: 0,
  seatCommitted: 0,
  minRaise: 'increment',
  pot: 0,
  ...over,
});

describe('betting structures', () => {
  it('S6: fixed limit — bets and raises of one unit, at most 3 raises after the bet', () => {
    const config: HandConfig = { profile: 'draw5', seats: seats(100, 100, 100), dealer: 0, minBet: 1, options: { betting: { kind: 'fixed', unit: 1, cap: 3 } } };
    let state = dealt(config);
    expect(legalActions(state).actions.at(-1)).toEqual({ type: 'bet', min: 1, max: 1 });
    state = play(state, bet(1, 1), raise(2, 2), raise(0, 3), raise(1, 4));
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'call']);
    expect(refusal(state, raise(2, 5))).toMatchObject({ code: 'CANNOT_RAISE', reason: 'cap' });
    expect(fixedLimit(1, 3).raise(ctx({ currentBet: 2, raises: 1 }))).toEqual({ min: 3, max: 3 });
  });

  it('F6: spread limit — each bet or raise adds between the agreed minimum and maximum, with no cap on raises', () => {
    const config: HandConfig = { profile: 'draw5', seats: seats(100, 100), dealer: 0, minBet: 2, options: { betting: { kind: 'spread', min: 2, max: 10 } } };
    let state = dealt(config);
    expect(legalActions(state).actions.at(-1)).toEqual({ type: 'bet', min: 2, max: 10 });
    expect(refusal(state, bet(1, 11))).toMatchObject({ code: 'BET_TOO_LARGE', max: 10 });
    state = play(state, bet(1, 10));
    for (let i = 0; i < 5; i++) state = play(state, raise(i % 2 === 0 ? 0 : 1, 10 + 10 * (i + 1)));
    expect(legalActions(state).actions.at(-1)).toEqual({ type: 'raise', min: 62, max: 70 });
    expect(spreadLimit(2, 10).raise(ctx({ currentBet: 4 }))).toEqual({ min: 6, max: 14 });
  });

  it('B8: double limit — after covering, a raise adds 1 to twice the chips the raiser has in the pot this hand', () => {
    const double = doubleLimit(2);
    // Escuro 2, the raiser has nothing in: cover to 2, then at most 2 + 2 × 2 = 6.
    expect(double.raise(ctx({ currentBet: 2 }))).toEqual({ min: 3, max: 6 });
    // The dealer with his 1 in: the same 6.
    expect(double.raise(ctx({ currentBet: 2, seatBet: 1, seatCommitted: 1 }))).toEqual({ min: 3, max: 6 });
    // The next one, with 2 in and facing 6: covers to 6, raises to at most 18.
    expect(double.raise(ctx({ currentBet: 6, seatBet: 2, seatCommitted: 2 }))).toEqual({ min: 7, max: 18 });
    // Played through the engine with the escuro as a blind.
    const config: HandConfig = {
      profile: 'holdem',
      seats: seats(100, 100, 100),
      dealer: 2,
      blinds: [1, 2, 0],
      minBet: 1,
      options: { betting: { kind: 'double', factor: 2 } },
    };
    let state = dealt(config);
    expect(legalActions(state)).toMatchObject({ seat: 2, actions: [{ type: 'fold' }, { type: 'call' }, { type: 'raise', min: 3, max: 6 }] });
    state = play(state, raise(2, 6));
    expect(legalActions(state).actions.at(-1)).toEqual({ type: 'raise', min: 7, max: 6 + 2 * 6 });
    expect(refusal(play(state, call(0)), raise(1, 19))).toMatchObject({ code: 'RAISE_TOO_LARGE', max: 18 });
  });
});
