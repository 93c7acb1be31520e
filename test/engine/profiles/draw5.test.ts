import { describe, expect, it } from 'vitest';
import { deck, getProfile, legalActions, newHand, parseCards, type HandConfig } from '../../../src/engine/index.ts';
import { showingOrder } from '../../../src/engine/showdown.ts';
import { bet, call, check, dealt, draw, fold, play, raise, refusal, seats, stackedDeck, stacks } from '../support/table.ts';

const table = (stacks: number[], dealer = 0): HandConfig => ({ profile: 'draw5', seats: seats(...stacks), dealer });

describe('draw5', () => {
  it('D1: 2–6 players, 52 cards, ante 1 before the deal, no blinds', () => {
    expect(() => newHand(table([100]))).toThrow(RangeError);
    expect(() => newHand(table(Array<number>(7).fill(100)))).toThrow(RangeError);
    const state = newHand(table([100, 100, 100]));
    expect(state.seats.map((s) => [s.stack, s.committed, s.bet])).toEqual([
      [99, 1, 0],
      [99, 1, 0],
      [99, 1, 0],
    ]);
    expect(getProfile('draw5').deck(state.config)).toEqual(deck());
    expect(state.pending).toEqual({ kind: 'shuffle' });
  });

  it('D2: five closed cards each, one at a time clockwise from the dealer’s left; the rest is the stock; no burns', () => {
    const order = deck();
    const state = dealt(table([100, 100, 100], 1), order);
    // Dealing order: seat 2, seat 0, seat 1.
    expect(state.seats[2].cards).toEqual([0, 3, 6, 9, 12]);
    expect(state.seats[0].cards).toEqual([1, 4, 7, 10, 13]);
    expect(state.seats[1].cards).toEqual([2, 5, 8, 11, 14]);
    expect(state.seats.every((s) => s.up.every((u) => !u))).toBe(true);
    expect(state.stock).toEqual(order.slice(15));
  });

  it('D3: no bet: check or bet at least 2; facing a bet: fold, call or raise; at most all his chips; all-in below the minimum', () => {
    let state = dealt(table([100, 100, 2]));
    expect(legalActions(state)).toEqual({
      seat: 1,
      actions: [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 2, max: 99 }],
    });
    expect(refusal(state, bet(1, 1))).toMatchObject({ code: 'BET_TOO_SMALL', min: 2 });
    expect(refusal(state, bet(1, 100))).toMatchObject({ code: 'NOT_ENOUGH_CHIPS', max: 99 });
    expect(refusal(state, call(1)).code).toBe('NOTHING_TO_CALL');
    state = play(state, check(1));
    // Seat 2 has 1 chip after the ante: he may still bet it all.
    expect(legalActions(state).actions).toContainEqual({ type: 'bet', min: 1, max: 1 });
    state = play(state, bet(2, 1));
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'call', 'raise']);
  });

  it('D4: bet 2, raise to 6, the next full raise goes to at least 10; each round starts again from 2; the ante is no bet', () => {
    let state = dealt(table([100, 100, 100]));
    expect(state.seats.every((s) => s.bet === 0)).toBe(true);
    state = play(state, bet(1, 2), raise(2, 6));
    expect(legalActions(state).actions.at(-1)).toEqual({ type: 'raise', min: 10, max: 99 });
    expect(refusal(state, raise(0, 9))).toMatchObject({ code: 'RAISE_TOO_SMALL', min: 10 });
    state = play(state, raise(0, 30), call(1), call(2), draw(1), draw(2), draw(0));
    expect(legalActions(state).actions.at(-1)).toEqual({ type: 'bet', min: 2, max: 69 });
  });

  it('D5: the first round starts with the player on the dealer’s left', () => {
    const state = dealt(table([100, 100, 100, 100], 2));
    expect(state.pending).toEqual({ kind: 'bet', seat: 3 });
  });

  it('D8: the second round starts again with the first player still in on the dealer’s left', () => {
    // The dealer's left (seat 3) folded in the first round: seat 0 is now the first still in.
    let state = dealt(table([100, 100, 100, 100], 2));
    state = play(state, fold(3), check(0), check(1), check(2));
    expect(state.pending).toEqual({ kind: 'draw', seat: 0 });
    state = play(state, draw(0), draw(1), draw(2));
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 });
  });

  it('D6: each survivor in order discards 0–5 and receives exactly as many; standing pat is drawing 0', () => {
    let state = dealt(table([100, 100], 1), stackedDeck(['2s 3s 4s 5s 7h', 'Ac Ad Ah As Kc'], 'Qh Qd'));
    state = play(state, check(0), check(1));
    expect(legalActions(state)).toEqual({ seat: 0, actions: [{ type: 'draw', min: 0, max: 5 }] });
    expect(refusal(state, draw(0, 'Ac')).code).toBe('NOT_YOUR_CARD');
    state = play(state, draw(0, '7h 2s'));
    expect(state.seats[0].cards).toEqual(parseCards('3s 4s 5s Qh Qd'));
    state = play(state, draw(1));
    expect(state.seats.map((s) => s.exchanged)).toEqual([[2], [0]]);
  });

  it('D6, D11: all-in players draw too; with no betting possible the draw still happens, then the showdown', () => {
    let state = dealt(table([10, 100], 1), stackedDeck(['2s 3s 4s 5s 9h', 'Ac Ad Kh Ks 7c'], '6d 8c'));
    state = play(state, bet(0, 9), call(1));
    expect(state.seats[0].allIn).toBe(true);
    expect(state.pending).toEqual({ kind: 'draw', seat: 0 });
    state = play(state, draw(0, '9h'), draw(1, '7c'));
    expect(state.pending.kind).toBe('complete'); // no second round: nobody can bet
    expect(state.seats[0].cards).toEqual(parseCards('2s 3s 4s 5s 6d'));
    expect(stacks(state)).toEqual([20, 90]); // the straight beats two pair
  });

  it('D7: a short stock is reshuffled with the other players’ earlier discards and the folded hands, never the drawer’s own discards or live hands', () => {
    const config = table([100, 100, 100, 100, 100, 100], 0);
    let state = dealt(config);
    state = play(state, check(1), check(2), check(3), check(4), check(5), fold(0));
    const folded = state.seats[0].cards;
    const discards: number[] = [];
    for (const seat of [1, 2, 3, 4]) {
      discards.push(...(state.seats[seat].cards as number[]));
      state = play(state, { type: 'draw', seat, discard: state.seats[seat].cards as number[] });
    }
    expect(state.stock).toHaveLength(2);
    const remainder = state.stock!;
    const own = state.seats[5].cards as number[];
    state = play(state, { type: 'draw', seat: 5, discard: own });
    expect(state.pending.kind).toBe('reshuffle');
    const cards = legalActions(state).actions[0];
    expect(cards.type === 'reshuffle' && [...cards.cards].sort((a, b) => a - b)).toEqual(
      [...remainder, ...discards, ...folded].sort((a, b) => (a as number) - (b as number)),
    );
    expect(refusal(state, { type: 'reshuffle', order: [...own, ...discards] }).code).toBe('BAD_DECK');
    const order = [...discards, ...remainder, ...(folded as number[])].reverse();
    state = play(state, { type: 'reshuffle', order });
    expect(state.seats[5].cards).toEqual(order.slice(0, 5));
    expect(state.stock).toEqual(order.slice(5));
    expect(state.muck).toEqual(own); // his discards join only after his exchange
  });

  it('D9: a round ends when every active player not all-in has answered the last bet, or everyone checked', () => {
    let state = dealt(table([100, 100, 100]));
    state = play(state, check(1), bet(2, 4), call(0));
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
    state = play(state, call(1));
    expect(state.pending.kind).toBe('draw');
  });

  it('D10: a short all-in raise does not reopen raising for those who acted, until short raises add up to a full increment', () => {
    // Stacks after the ante: 99, 99, 13, 17 (seats 0..3), dealer 3: seat 0 opens.
    let state = dealt(table([100, 100, 14, 18], 3));
    state = play(state, bet(0, 10), call(1), raise(2, 13)); // all-in, +3: short
    expect(state.pending).toEqual({ kind: 'bet', seat: 3 });
    // Seat 3 has not acted: he may raise fully (to at least 13 + 10).
    expect(legalActions(state).actions.at(-1)).toEqual({ type: 'raise', min: 17, max: 17 });
    state = play(state, raise(3, 17)); // all-in, +4: short; short raises add up to 7 < 10
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'call']);
    const reopened = play(dealt(table([100, 100, 14, 22], 3)), bet(0, 10), call(1), raise(2, 13), raise(3, 21));
    // +3 and +8 add up to 11 ≥ 10: seat 0 may raise again.
    expect(legalActions(reopened).actions.at(-1)).toEqual({ type: 'raise', min: 31, max: 99 });
  });

  it('D11: pots as G7; an uncalled excess goes back to its owner', () => {
    let state = dealt(table([100, 30, 100], 2));
    state = play(state, bet(0, 50), call(1), fold(2));
    // Seat 1 called all-in for 29: seat 0's extra 21 is returned.
    expect(state.seats[0]).toMatchObject({ stack: 70, committed: 30 });
  });

  it('D12: the wheel A-2-3-4-5 is the lowest straight', () => {
    let state = dealt(table([100, 100], 1), stackedDeck(['As 2d 3c 4h 5s', '2c 3d 4s 5h 6d']));
    state = play(state, check(0), check(1), draw(0), draw(1), check(0), check(1));
    expect(state.result?.pots[0].winners).toEqual([1]);
  });

  it('D13: the last player who bet or raised in the last round shows first; without a bet, the first still in left of the dealer', () => {
    const showdown = (actions: ReturnType<typeof bet>[]) =>
      play(dealt({ ...table([100, 100, 100], 0), dealing: 'deck' }), check(1), check(2), check(0), draw(1), draw(2), draw(0), ...actions);
    const before = play(dealt(table([100, 100, 100], 0)), check(1), check(2), check(0), draw(1), draw(2), draw(0), check(1), bet(2, 5), call(0));
    expect(showingOrder(before, getProfile('draw5'))).toEqual([2, 0, 1]);
    const noBet = play(dealt(table([100, 100, 100], 0)), check(1), check(2), check(0), draw(1), draw(2), draw(0), check(1), check(2));
    expect(showingOrder(noBet, getProfile('draw5'))).toEqual([1, 2, 0]);
    // All five cards are shown (no mucking in draw5), and the best hand wins.
    const end = showdown([check(1), check(2), check(0)]);
    expect(end.seats.every((s) => s.shown)).toBe(true);
    expect(legalActions(end).actions).toEqual([]);
  });

  it('D15: four aces after the draw beat three kings; ante 1 and 4 more each make a pot of 10, all to A', () => {
    // A is seat 0, B seat 1 (the dealer): A is dealt first and speaks first.
    let state = dealt(table([100, 100], 1), stackedDeck(['As Ad 5c 7d 9h', 'Ks Kd Kh 3d 4h'], 'Ac Ah 2s'));
    state = play(state, bet(0, 2), call(1), draw(0, '5c 7d 9h'), draw(1));
    expect(state.seats[0].cards).toEqual(parseCards('As Ad Ac Ah 2s'));
    state = play(state, bet(0, 2), call(1));
    expect(state.result?.pots).toEqual([{ amount: 10, eligible: [0, 1], winners: [0], shares: [10] }]);
    expect(stacks(state)).toEqual([105, 95]);
  });
});
