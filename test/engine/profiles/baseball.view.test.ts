import { describe, expect, it } from 'vitest';
import { baseballTable as tableOf, newHand, parseCards, view } from '../../../src/engine/index.ts';
import { baseballTable, deal, dealtBaseball, lead } from '../support/baseball.ts';
import { check, play } from '../support/table.ts';

describe('the baseball table at a glance', () => {
  it('S1, S5: open cards with the wild ones marked, each open hand named, and who is high because of it', () => {
    // Dealer C (seat 2). A: 2c 5c | Kd; B: 3h 6d | 9s (wild); C: 7c 7d | 8h.
    const state = dealtBaseball(baseballTable(3, 2), '2c 3h 7c  5c 6d 7d  Kd 9s 8h');
    const mine = tableOf(view(state, 1), 'pt-BR');
    expect(mine.seats[1].open).toEqual(parseCards('9s'));
    expect(mine.seats[1].wild).toEqual([true, false, true]); // his own closed 3 and his open 9
    expect(tableOf(view(state, 0), 'pt-BR').seats[1].wild).toEqual([false, false, true]); // others see the open 9 only
    expect(mine.seats.map((s) => s.hand?.name)).toEqual(['Carta alta, Rei', 'Carta alta, Ás', 'Carta alta, 8']);
    expect(mine.high).toMatchObject({ seat: 1, by: 'hand', hand: { name: 'Carta alta, Ás' } });
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
  });

  it('S5: names the pair that opens, in the user’s language; an equal hand nearer the dealer’s left wins by position', () => {
    let state = newHand(baseballTable(2, 1, 'explicit'));
    state = play(state, deal(0, '2c 5c Kd'), deal(1, '2d 5d Kh'));
    expect(tableOf(view(state, 'table'), 'en').high).toMatchObject({ seat: 0, by: 'position', hand: { name: 'High card, king' } });
    state = play(state, check(0), check(1), deal(0, '7s'), deal(1, '9c'));
    const table = tableOf(view(state, 'table'), 'pt-PT');
    expect(table.high).toMatchObject({ seat: 1, by: 'hand', hand: { name: 'Par de reis' } });
    expect(table.seats[1].wild).toEqual([false, false, false, true]);
  });

  it('S5: in the chip ledger, with open cards left unknown, the table’s word says who is high', () => {
    let state = newHand(baseballTable(2, 1, 'ledger'));
    state = play(state, deal(0, '?'), deal(1, 'Ah'));
    expect(tableOf(view(state, 'table'), 'en').high).toBeNull(); // waiting for the table
    state = play(state, lead(1));
    const table = tableOf(view(state, 'table'), 'en');
    expect(table.high).toEqual({ seat: 1, by: 'table', hand: null });
    expect(table.seats[0].hand).toBeNull();
    expect(table.seats[1].hand?.name).toBe('High card, ace');
  });
});
