import { describe, expect, it } from 'vitest';
import { legalActions, newHand, newSession, view, type HandConfig } from '../../../src/engine/index.ts';
import { run } from '../support/fechado.ts';
import { bet, call, check, fold, play, refusal, seats } from '../support/table.ts';

const ledger = (stacks: number[], extra: Partial<HandConfig> = {}): HandConfig => ({
  profile: 'fechado',
  seats: seats(...stacks),
  dealer: 0,
  dealing: 'ledger',
  ...extra,
});

const drawCount = (seat: number, count: number) => ({ type: 'draw' as const, seat, discard: count });

describe('fechado in chip-ledger mode (G12): openers are shown at the end', () => {
  it('F12: anyone may open with unknown cards; at the showdown an opener who cannot show openers wins nothing and what he put in stays for the redeal', () => {
    let state = newHand(ledger([100, 100, 100]));
    expect(legalActions(state).actions.some((a) => a.type === 'bet')).toBe(true);
    state = play(state, bet(1, 5), call(2), fold(0), drawCount(1, 1), drawCount(2, 3), check(1), check(2));
    expect(state.pending).toEqual({ kind: 'openers', seat: 1 });
    expect(legalActions(state)).toEqual({ seat: 1, actions: [{ type: 'openers' }] });
    expect(refusal(state, { type: 'award', pot: 0, winners: [1] }).code).toBe('WRONG_PHASE');
    expect(refusal(state, { type: 'openers', seat: 2, shown: false }).code).toBe('NOT_YOUR_TURN');
    state = play(state, { type: 'openers', seat: 1, shown: false });
    // Seat 2, the only other player in, takes his own chips and seat 0's pingo; seat 1's 6 stay.
    expect(state.result).toMatchObject({ pots: [{ amount: 7, winners: [2] }], leftOnTable: 6 });
    expect(state.seats.map((s) => s.stack)).toEqual([99, 94, 101]);
    expect(view(state, 'table').opened).toEqual({ seat: 1, shown: false });
  });

  it('F12: an opener who shows his openers plays the showdown as usual; the table names the winner', () => {
    let state = newHand(ledger([100, 100, 100]));
    state = play(state, check(1), bet(2, 4), call(0), call(1), drawCount(1, 2), drawCount(2, 0), drawCount(0, 3));
    state = play(state, check(2), check(0), check(1), { type: 'openers', seat: 2, shown: true });
    expect(state.pending).toEqual({ kind: 'award', pot: 0 });
    state = play(state, { type: 'award', pot: 0, winners: [0] });
    expect(state.result!.leftOnTable).toBeUndefined();
    expect(state.seats.map((s) => s.stack)).toEqual([110, 95, 95]);
  });

  it('F12: an opener everyone folded to must still show openers; if he cannot, the deal is dead and the pingos stay', () => {
    let s = newSession({ profile: 'fechado', players: seats(50, 50, 50), firstDealer: 0, dealing: 'ledger' });
    s = run(s, { type: 'startHand' }, bet(1, 3), fold(2), fold(0));
    expect(s.hand!.pending).toEqual({ kind: 'openers', seat: 1 });
    s = run(s, { type: 'openers', seat: 1, shown: false });
    expect(s.hand!.result).toMatchObject({ pots: [], leftOnTable: 3 });
    expect(s.stacks).toEqual([49, 49, 49]); // his uncalled bet came back; his pingo stayed
    expect(s.carried).toEqual({ chips: 3, deals: 1 });
    // Next deal: queens needed (the engine cannot check unknown cards); this opener shows them.
    s = run(s, { type: 'startHand' }, bet(2, 3), fold(0), fold(1), { type: 'openers', seat: 2, shown: true });
    expect(s.hand!.result!.pots[0]).toMatchObject({ amount: 6, winners: [2] });
    expect(s.stacks).toEqual([48, 48, 54]);
    expect(s.carried).toEqual({ chips: 0, deals: 0 });
  });
});
