/**
 * G7 for forced posts: a player whose stack covers only part of his ante, pingo or jacker post
 * is all-in for that part and wins from each other player no more than he covered; the rest is a
 * side pot among those who covered more. In every profile, in deck and chip-ledger modes and in
 * PHH replay; chips carried from earlier deals stay in the main pot (F7, B10 decision).
 */
import { describe, expect, it } from 'vitest';
import { exportPhh, legalActions, newHand, view, type HandConfig, type HandState } from '../../src/engine/index.ts';
import { brasileiroDeck, stand, table as brTable } from './support/brasileiro.ts';
import { fechadoDeck } from './support/fechado.ts';
import { reimported } from './support/phh.ts';
import { bet, call, check, dealt, draw, play, seats, showAll, stackedDeck, stacks } from './support/table.ts';

/** F10's reshuffle before the exchange, in the order the stock already had. */
const keepOrder = (state: HandState) => (state.pending.kind === 'reshuffle' ? play(state, { type: 'reshuffle', order: state.pending.cards }) : state);

const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('G7: pots by level for antes and forced posts', () => {
  it('F4, G7: a pingo covered in part — 1 chip against a pingo of 2 wins 3, not 5; the rest goes to the best of those who paid in full', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(1, 100, 100), dealer: 2, options: { ante: 2 } };
    // Dealing order 0, 1, 2: A (1 chip) holds quad aces, B kings and queens (openers), C a pair of jacks.
    let state = play(newHand(config), { type: 'shuffle', deck: fechadoDeck(config, ['As Ah Ad Ac Ks', 'Kd Kh Qs Qh 7c', 'Jd Jh Ts 9s 8c']) });
    expect(state.seats[0]).toMatchObject({ committed: 1, allIn: true });
    expect(view(state, 'table').pots).toEqual([
      { amount: 3, eligible: [0, 1, 2] },
      { amount: 2, eligible: [1, 2] },
    ]);
    state = keepOrder(play(state, bet(1, 2), call(2)));
    state = play(state, draw(0), draw(1), draw(2), bet(1, 5), call(2));
    expect(state.result!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [3, [0]],
      [16, [1]],
    ]);
    expect(stacks(state)).toEqual([3, 107, 91]);
    // The same hand written as PHH and replayed from the record alone.
    expect(stacks(reimported(exportPhh(state)))).toEqual([3, 107, 91]);
  });

  it('F4, G7, G12: in the chip ledger the pots the table awards are the same levels', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(1, 100, 100), dealer: 2, dealing: 'ledger', options: { ante: 2 } };
    let state = play(newHand(config), bet(1, 2), call(2));
    state = play(state, ...[0, 1, 2].map((seat) => ({ type: 'draw' as const, seat, discard: 0 })), check(1), check(2));
    state = play(state, { type: 'openers', seat: 1, shown: true });
    // Side pot first: only B and C contest it; then the main pot, which A contests too.
    expect(state.pending).toEqual({ kind: 'award', pot: 1 });
    expect(state.showdown!.pots).toEqual([
      { amount: 3, eligible: [0, 1, 2] },
      { amount: 6, eligible: [1, 2] },
    ]);
    state = play(state, { type: 'award', pot: 1, winners: [2] }, { type: 'award', pot: 0, winners: [0] });
    expect(stacks(state)).toEqual([3, 96, 102]);
  });

  it('F7, G7: chips carried from dead deals are in the main pot, which a player all-in for part of his pingo contests too', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(1, 100, 100), dealer: 2, options: { ante: 2 }, carried: { chips: 6, deals: 1 } };
    // Queens are needed after a dead deal (F12): B has them.
    let state = play(newHand(config), { type: 'shuffle', deck: fechadoDeck(config, ['As Ah Ad Ac Ks', 'Qd Qh Js Jh 7c', 'Td Th 9s 8s 8c']) });
    expect(view(state, 'table').pots).toEqual([
      { amount: 9, eligible: [0, 1, 2] },
      { amount: 2, eligible: [1, 2] },
    ]);
    state = keepOrder(play(state, bet(1, 2), call(2)));
    state = play(state, draw(0), draw(1), draw(2), check(1), check(2));
    expect(state.result!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [9, [0]],
      [6, [1]],
    ]);
    expect(total(stacks(state))).toBe(201 + 6);
  });

  it('B10, G7: a jacker post covered in part — the short player wins from each other player only what he covered, plus the run’s carried chips', () => {
    // Unit 2: a redeal of the run posts 2 each; seat 0 has 1 chip. 12 chips carried from the dead first deal.
    const config = brTable([1, 100, 100], 0, { escuro: 2 }, { mode: 'jacker', carried: { chips: 12, deals: 1 } });
    // Dealing order from the dealer's right: seats 2, 1, 0. Seat 2 opens with trips; seat 0 holds a full house.
    let state = play(newHand(config), { type: 'shuffle', deck: brasileiroDeck(config, ['Qh Qd Qc 9s 8s', 'Jh Td 9c 8h Ks', 'Ah Ad Ac Kh Kd']) });
    expect(state.seats.map((s) => s.committed)).toEqual([1, 2, 2]);
    expect(view(state, 'table').pots).toEqual([
      { amount: 15, eligible: [0, 1, 2] },
      { amount: 2, eligible: [1, 2] },
    ]);
    expect(legalActions(state).seat).toBe(2);
    state = play(state, bet(2, 2), call(1), stand(2), stand(1), stand(0), check(2), check(1));
    // Seat 0 takes the carried chips and 1 from each; seat 2's trips take the rest from seat 1.
    expect(state.result!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [15, [0]],
      [6, [2]],
    ]);
    expect(stacks(state)).toEqual([15, 96, 102]);
  });

  it('B10, G7: a first jacker deal with a short post', () => {
    const config = brTable([1, 100, 100], 0, {}, { mode: 'jacker' });
    let state = play(newHand(config), { type: 'shuffle', deck: brasileiroDeck(config, ['Qh Qd Qc 9s 8s', 'Jh Td 9c 8h Ks', 'Ah Ad Ac Kh Kd']) });
    expect(state.seats.map((s) => s.committed)).toEqual([1, 2, 2]);
    state = play(state, bet(2, 1), call(1), stand(2), stand(1), stand(0), check(2), check(1));
    expect(state.result!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [3, [0]],
      [4, [2]],
    ]);
    expect(stacks(state)).toEqual([3, 97, 101]);
    // PHH puts the dealer last: p1 is seat 1.
    expect(stacks(reimported(exportPhh(state)))).toEqual([97, 101, 3]);
  });

  it('D1, G7: a draw5 ante covered in part — the short player wins one chip from each', () => {
    const config: HandConfig = { profile: 'draw5', seats: seats(1, 50, 50), dealer: 2, options: { ante: 2 } };
    let state = dealt(config, stackedDeck(['As Ad Ac 2s 2d', 'Ks Kd 3c 4h 5s', 'Qs Qd 6c 7h 9s']));
    state = play(state, bet(1, 10), call(2), draw(0), draw(1), draw(2), check(1), check(2));
    expect(state.result!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [3, [0]],
      [22, [1]],
    ]);
    expect(stacks(state)).toEqual([3, 60, 38]);
    expect(stacks(reimported(exportPhh(state)))).toEqual([3, 60, 38]);
  });

  it('H2, G7: a hold’em ante covered in part — the short player posts no blind and wins one chip from each', () => {
    // Button seat 0, small blind 1, big blind 2; seat 3 (UTG) has 1 chip against an ante of 2.
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100, 1), dealer: 0, options: { smallBlind: 5, bigBlind: 10, ante: 2 } };
    let state = dealt(config, stackedDeck(['2c 7d', '3c 8d', 'As Ah', '4h 9s'], 'Kc Qd 5s 6h Jc'));
    expect(state.seats.map((s) => s.committed)).toEqual([2, 7, 12, 1]);
    state = play(state, call(0), call(1), check(2));
    for (let street = 0; street < 3; street++) state = play(state, check(1), check(2), check(0));
    state = showAll(state);
    expect(state.result!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [4, [3]],
      [33, [0]],
    ]);
    expect(stacks(state)).toEqual([121, 88, 88, 4]);
    // PHH puts the button last: p1 is seat 1. Equal antes split by level are what PHH calls trimmed antes.
    const hand = exportPhh(state);
    expect(hand.ante_trimming_status).toBe(true);
    expect(stacks(reimported(hand))).toEqual([88, 88, 4, 121]);
  });

  it('H2, G7: a big-blind ante is the table’s: every player still in contests it; a big blind short of it wins back only what he posted', () => {
    // Big blind seat 2 owes a 20 ante for the table and has 15: all of it goes to the ante, no blind.
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 15, 100), dealer: 0, options: { smallBlind: 10, bigBlind: 20, bigBlindAnte: 20 } };
    let state = dealt(config, stackedDeck(['2c 7d', 'As Ah', '3c 8d', '4h 9s'], 'Kc Qd 5s 6h Jc'));
    expect(state.seats.map((s) => s.committed)).toEqual([0, 10, 15, 0]);
    state = play(state, { type: 'raise', seat: 3, to: 40 }, call(0), call(1));
    for (let street = 0; street < 3; street++) state = play(state, check(1), check(3), check(0));
    state = showAll(state);
    expect(state.result!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [15, [2]],
      [120, [0]],
    ]);
    expect(stacks(state)).toEqual([180, 60, 15, 60]);
    // PHH's default (no trimming) is what a big-blind ante is: the table's.
    expect(exportPhh(state).ante_trimming_status).toBeUndefined();
    // Paid in full, the big blind's ante goes to whoever wins the main pot.
    const full = dealt({ ...config, seats: seats(100, 100, 100, 100) }, stackedDeck(['2c 7d', '3c 8d', 'As Ah', '4h 9s'], 'Kc Qd 5s 6h Jc'));
    expect(view(full, 'table').pots).toEqual([{ amount: 20, eligible: [0, 1, 2, 3] }]);
  });
});
