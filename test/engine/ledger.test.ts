import { describe, expect, it } from 'vitest';
import { legalActions, newHand, parseCards, view, type HandConfig } from '../../src/engine/index.ts';
import { bet, call, check, fold, play, raise, refusal, seats, stacks } from './support/table.ts';

describe('chip ledger', () => {
  it('G12: with real cards the engine runs posting, betting and pots, and the table names the winner of each pot', () => {
    const config: HandConfig = { profile: 'holdem', dealing: 'ledger', seats: seats(1000, 300, 1000), dealer: 0, options: { bigBlind: 20 } };
    let state = newHand(config);
    expect(state.seats.every((s) => s.cards.length === 2 && s.cards.every((c) => c === null))).toBe(true);
    state = play(state, raise(0, 1000), call(1), call(2));
    expect(state.pending).toEqual({ kind: 'award', pot: 1 }); // side pot first
    expect(legalActions(state).actions[0]).toEqual({ type: 'award', pot: 1, eligible: [0, 2] });
    expect(refusal(state, { type: 'award', pot: 1, winners: [1] }).code).toBe('NOT_ELIGIBLE');
    expect(refusal(state, { type: 'award', pot: 0, winners: [1] }).code).toBe('WRONG_PHASE');
    state = play(state, { type: 'award', pot: 1, winners: [2] }, { type: 'award', pot: 0, winners: [1, 2] });
    expect(stacks(state)).toEqual([0, 450, 1000 - 1000 + 1400 + 450]);
    expect(view(state, 'table').board).toEqual([]);
  });

  it('G12: draw5 in the ledger: draws are counts, and typed shown cards let the evaluator decide', () => {
    const config: HandConfig = { profile: 'draw5', dealing: 'ledger', seats: seats(100, 100, 100), dealer: 2 };
    let state = play(
      newHand(config),
      bet(0, 10),
      call(1),
      fold(2),
      { type: 'draw', seat: 0, discard: 1 },
      { type: 'draw', seat: 1, discard: 3 },
      check(0),
      check(1),
    );
    expect(state.seats[1].exchanged).toEqual([3]);
    expect(state.pending).toEqual({ kind: 'award', pot: 0 });
    state = play(state, { type: 'show', seat: 1, cards: parseCards('2c 2d 2h 5s 9c') });
    expect(state.pending.kind).toBe('award');
    state = play(state, { type: 'show', seat: 0, cards: parseCards('As Kd 3c 7h 8s') });
    expect(state.result?.pots[0]).toMatchObject({ amount: 23, winners: [1] });
  });

  it('G12: a contestant may concede instead of showing', () => {
    const config: HandConfig = { profile: 'draw5', dealing: 'ledger', seats: seats(100, 100), dealer: 1 };
    const state = play(newHand(config), check(0), check(1), { type: 'draw', seat: 0, discard: 0 }, { type: 'draw', seat: 1, discard: 0 }, check(0), check(1), { type: 'muck', seat: 0 });
    expect(state.result?.pots[0]).toMatchObject({ amount: 2, winners: [1] });
  });
});
