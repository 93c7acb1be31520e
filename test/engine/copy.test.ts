import { describe, expect, it } from 'vitest';
import { withHand, withRound, withSeat } from '../../src/engine/copy.ts';
import { bet, dealt, play, seats } from './support/table.ts';

describe('copy-on-write helpers', () => {
  it('copy every field of a hand, a seat and a round, and apply the changes to the copy only', () => {
    const state = play(dealt({ profile: 'draw5', seats: seats(100, 100), dealer: 0 }), bet(1, 2));
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(withHand(state, {}))).toEqual(keys(state));
    expect(keys(withSeat(state.seats[0], {}))).toEqual(keys(state.seats[0]));
    expect(keys(withRound(state.round!, {}))).toEqual(keys(state.round!));
    const changed = withHand(state, { street: 99 });
    expect(changed).toEqual({ ...state, street: 99 });
    expect(state.street).not.toBe(99);
  });
});
