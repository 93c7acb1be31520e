import { describe, expect, it } from 'vitest';
import { buildPots, exactSplit, getProfile, newHand, splitWithOddChips, uncalled, type HandConfig } from '../../src/engine/index.ts';
import { oddChipOrder } from '../../src/engine/showdown.ts';
import { bet, call, check, dealt, draw, fold, play, seats, stackedDeck, stacks } from './support/table.ts';

describe('pots', () => {
  it('G7: contributions split by level into a main pot and side pots; folded chips stay; only live players who covered contest', () => {
    // Seat 0 all-in 50, seat 1 all-in 120, seat 2 folded after 80, seat 3 put in 200.
    expect(buildPots([50, 120, 80, 200], [true, true, false, true])).toEqual([
      { amount: 200, eligible: [0, 1, 3] },
      { amount: 170, eligible: [1, 3] },
      { amount: 80, eligible: [3] },
    ]);
  });

  it('G7: antes form a layer below the bets; one covered in part caps what its poster wins from each ante; a big-blind ante is everyone’s', () => {
    // Seat 0 posted 1 of an ante of 2 and is all-in; seats 1 and 2 paid theirs and bet 100 each.
    expect(buildPots([0, 100, 100], [true, true, true], { posted: [1, 2, 2], owed: [2, 2, 2] })).toEqual([
      { amount: 3, eligible: [0, 1, 2] },
      { amount: 202, eligible: [1, 2] },
    ]);
    // A big-blind ante only seat 0 owes, paid in full or not, is contested by every player still in.
    for (const posted of [20, 15]) {
      expect(buildPots([0, 100, 100], [true, true, true], { posted: [posted, 0, 0], owed: [20, 0, 0] })).toEqual([
        { amount: posted, eligible: [0, 1, 2] },
        { amount: 200, eligible: [1, 2] },
      ]);
    }
    // Everyone covered the first level: the antes join that pot instead of making their own.
    expect(buildPots([90, 90, 40], [true, true, false], { posted: [10, 10, 10], owed: [10, 10, 10] })).toEqual([{ amount: 250, eligible: [0, 1] }]);
    // Chips carried from earlier deals (F7, B10) are in the main pot.
    expect(buildPots([0, 5, 5], [true, true, true], { posted: [1, 2, 2], owed: [2, 2, 2] }, 9)).toEqual([
      { amount: 12, eligible: [0, 1, 2] },
      { amount: 12, eligible: [1, 2] },
    ]);
  });

  it('G7: an uncalled excess goes back to its owner', () => {
    expect(uncalled([0, 40, 100, 40])).toEqual({ seat: 2, amount: 60 });
    expect(uncalled([40, 40])).toBeNull();
  });

  it('G8: a pot that does not divide gives the odd chip to the first tied winner from the dealer; more odd chips go one at a time in that order', () => {
    expect(splitWithOddChips(11, [2, 0])).toEqual([6, 5]);
    expect(splitWithOddChips(12, [2, 0, 1])).toEqual([4, 4, 4]);
    // More odd chips go one at a time, in order from the dealer's left.
    expect(splitWithOddChips(11, [2, 0, 1])).toEqual([4, 4, 3]);
    // In play: a 3-way tie of straights on the board in hold'em, the pot of 5 chips after folds.
    const config: HandConfig = { profile: 'holdem', seats: seats(50, 50, 50, 50), dealer: 1, options: { smallBlind: 1, bigBlind: 2, ante: 1 } };
    // Dealing order from the dealer's left: seats 2, 3, 0, 1; board 9-T-J-Q-K for everyone.
    let state = dealt(config, stackedDeck(['2c 3d', '2d 3h', '2h 3s', '4c 5c'], '9s Td Jh Qc Ks'));
    state = play(state, call(0), fold(1), call(2), check(3));
    // Pot 4 antes + 3 × 2 = 10 among seats 2, 3, 0: 4, 3, 3 (seat 2 is first left of the dealer).
    for (let i = 0; i < 3; i++) state = play(state, check(2), check(3), check(0));
    state = play(state, { type: 'show', seat: 2 }, { type: 'show', seat: 3 }, { type: 'show', seat: 0 });
    expect(state.result?.pots[0]).toMatchObject({ amount: 10, winners: [2, 3, 0], shares: [4, 3, 3] });
  });

  it('G8: the odd-chip order runs from the dealer in the profile’s direction (counter-clockwise for brasileiro, B3)', () => {
    const state = newHand({ profile: 'draw5', seats: seats(10, 10, 10, 10, 10), dealer: 2 });
    const clockwise = getProfile('draw5');
    expect(oddChipOrder(state, clockwise, [0, 1, 4])).toEqual([4, 0, 1]);
    expect(oddChipOrder(state, { ...clockwise, direction: -1 }, [0, 1, 4])).toEqual([1, 0, 4]);
  });

  it('S8 hook: an exact splitter shares without an odd chip, and refuses a sub-unit too coarse', () => {
    expect(exactSplit(60, [1, 2, 3])).toEqual([20, 20, 20]);
    expect(() => exactSplit(7, [1, 2])).toThrow(RangeError);
  });

  it('G7, D13: side pots are settled separately, each to the best hand among those who contest it', () => {
    const config: HandConfig = { profile: 'draw5', seats: seats(21, 61, 100), dealer: 2 };
    // Dealing order 0, 1, 2. Seat 0 best (quads), seat 1 second (full house), seat 2 worst.
    let state = dealt(config, stackedDeck(['As Ad Ac Ah 2s', 'Ks Kd Kc 3h 3s', '7c 8d 9h Js 4c']));
    state = play(state, bet(0, 20), call(1), call(2), draw(0), draw(1), draw(2), bet(1, 40), call(2));
    expect(state.result?.pots.map((p) => [p.amount, p.winners])).toEqual([
      [63, [0]],
      [80, [1]],
    ]);
    expect(stacks(state)).toEqual([63, 80, 39]);
  });

  it('G9: when all but one fold, the last takes every pot at once, without drawing or showing', () => {
    let state = dealt({ profile: 'draw5', seats: seats(100, 100, 100), dealer: 0 });
    state = play(state, bet(1, 10), fold(2), fold(0));
    expect(state.pending).toEqual({ kind: 'complete' });
    expect(state.result).toMatchObject({ uncontested: true, pots: [{ amount: 3, winners: [1] }] });
    expect(stacks(state)).toEqual([99, 102, 99]);
    expect(state.seats[1].exchanged).toEqual([]);
    expect(state.seats[1].shown).toBe(false);
    // Also after the draw.
    const later = play(dealt({ profile: 'draw5', seats: seats(100, 100), dealer: 0 }), check(1), check(0), draw(1), draw(0), bet(1, 5), fold(0));
    expect(later.result?.uncontested).toBe(true);
  });
});
