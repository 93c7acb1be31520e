import { describe, expect, it } from 'vitest';
import { legalActions, newHand, parseCards, view, type HandConfig, type HandState } from '../../../src/engine/index.ts';
import { bet, call, check, dealt, fold, play, raise, refusal, seats, stackedDeck, stacks } from '../support/table.ts';

const blinds = { smallBlind: 100, bigBlind: 200 };
/** Source 004's table: 8 players, button seat 0, small blind 1, big blind 2, UTG 3, four who fold. */
const eight = (options = {}): HandConfig => ({
  profile: 'holdem',
  seats: seats(...Array<number>(8).fill(100_000)),
  dealer: 0,
  options: { ...blinds, ...options },
});
// Dealing order starts left of the button: seats 1..7, then the button.
const HANDS_UTG_WINS = ['2c3d', '4c5d', 'AsAh', '7c8d', '7h8h', '9c9d', 'Tc9h', 'KsKh'];
const BOARD = '2s7sJd Qc 4h';
const pot = (state: HandState) => view(state, 'table').pots.reduce((sum, p) => sum + p.amount, 0);

/** Pre-flop and flop as in all three hands of source 004. */
function toTheTurn(state: HandState): HandState {
  return play(
    state,
    raise(3, 600),
    fold(4),
    fold(5),
    fold(6),
    fold(7),
    call(0),
    fold(1),
    call(2), // the big blind adds 400
    check(2),
    bet(3, 1000),
    call(0),
    fold(2),
  );
}

describe('holdem', () => {
  it('H10: Mão 1 — UTG wins a pot of 3,900 and his uncalled 2,000 turn bet comes back', () => {
    let state = toTheTurn(dealt(eight()));
    expect(state.board).toHaveLength(4);
    expect(pot(state)).toBe(3900);
    state = play(state, bet(3, 2000), fold(0));
    expect(state.result?.uncontested).toBe(true);
    expect(state.result?.pots.map((p) => [p.amount, p.winners])).toEqual([[3900, [3]]]);
    expect(stacks(state)).toEqual([98_400, 99_900, 99_400, 102_300, 100_000, 100_000, 100_000, 100_000]);
    expect(state.seats[3].shown).toBe(false); // G9: no showing
  });

  it('H10: Mão 2 — the pot at the showdown is 13,900; UTG, the last bettor, shows first', () => {
    let state = toTheTurn(dealt(eight(), stackedDeck(HANDS_UTG_WINS, BOARD)));
    state = play(state, bet(3, 2000), call(0), bet(3, 3000), call(0));
    expect(pot(state)).toBe(13_900);
    expect(state.pending).toEqual({ kind: 'show', seat: 3 });
    state = play(state, { type: 'show', seat: 3 });
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['show', 'muck']);
    state = play(state, { type: 'muck', seat: 0 }); // H7: a beaten hand may be mucked
    expect(state.result?.pots).toEqual([{ amount: 13_900, eligible: [0, 3], winners: [3], shares: [13_900] }]);
    expect(stacks(state)[3]).toBe(100_000 - 6600 + 13_900);
    expect(view(state, 1).seats[0].cards).toEqual([null, null]); // the mucked hand stays hidden
    expect(view(state, 1).seats[3].cards).toEqual(parseCards('AsAh'));
  });

  it('H10: Mão 3 — the pot at the showdown is 35,900; the button, the last bettor, shows first', () => {
    let state = toTheTurn(dealt(eight(), stackedDeck(HANDS_UTG_WINS, BOARD)));
    state = play(state, bet(3, 2000), raise(0, 6000), call(3), check(3), bet(0, 10_000), call(3));
    expect(pot(state)).toBe(35_900);
    expect(state.pending).toEqual({ kind: 'show', seat: 0 });
    state = play(state, { type: 'show', seat: 0 }, { type: 'show', seat: 3 });
    expect(state.result?.pots[0]).toMatchObject({ amount: 35_900, winners: [3] });
  });

  it('H1: two closed cards each, then a flop of 3, a turn and a river', () => {
    let state = dealt(eight());
    expect(state.seats.every((s) => s.cards.length === 2)).toBe(true);
    expect(state.board).toHaveLength(0);
    state = play(state, call(3), fold(4), fold(5), fold(6), fold(7), fold(0), call(1), check(2));
    expect(state.board).toHaveLength(3);
    state = play(state, check(1), check(2), check(3));
    expect(state.board).toHaveLength(4);
    state = play(state, check(1), check(2), check(3));
    expect(state.board).toHaveLength(5);
  });

  it('H2: small blind left of the button, big blind on its left; antes are an option, also a big-blind ante', () => {
    const state = newHand({ ...eight({ ante: 25 }), dealer: 5 });
    expect(state.seats.map((s) => s.bet)).toEqual([0, 0, 0, 0, 0, 0, 100, 200]);
    expect(state.seats.map((s) => s.committed)).toEqual([25, 25, 25, 25, 25, 25, 125, 225]);
    const bba = newHand({ ...eight({ bigBlindAnte: 200 }), dealer: 5 });
    expect(bba.seats.map((s) => s.committed)).toEqual([0, 0, 0, 0, 0, 0, 100, 400]);
  });

  it('H3: UTG acts first pre-flop; a raise goes to at least twice the big blind; the big blind may check only unraised', () => {
    let state = dealt(eight());
    expect(legalActions(state)).toEqual({
      seat: 3,
      actions: [{ type: 'fold' }, { type: 'call', amount: 200, allIn: false }, { type: 'raise', min: 400, max: 100_000 }],
    });
    state = play(state, call(3), fold(4), fold(5), fold(6), fold(7), call(0), call(1));
    expect(state.pending).toEqual({ kind: 'bet', seat: 2 });
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'check', 'raise']); // the option
    const raised = play(dealt(eight()), raise(3, 400), fold(4), fold(5), fold(6), fold(7), fold(0), fold(1));
    expect(refusal(raised, check(2)).code).toBe('CANNOT_CHECK');
  });

  it('H4: a raise adds at least the previous full increment (200 → 400 → 600); option: by the last bet (400 → 800)', () => {
    const increment = play(dealt(eight()), raise(3, 400));
    expect(legalActions(increment).actions.at(-1)).toEqual({ type: 'raise', min: 600, max: 100_000 });
    expect(refusal(increment, raise(4, 599))).toMatchObject({ code: 'RAISE_TOO_SMALL', min: 600 });
    const source = play(dealt(eight({ minRaise: 'lastBet' })), raise(3, 400));
    expect(legalActions(source).actions.at(-1)).toEqual({ type: 'raise', min: 800, max: 100_000 });
  });

  it('H5: after the flop the first active player left of the button acts first, and a bet is at least a big blind', () => {
    let state = play(dealt(eight()), call(3), fold(4), fold(5), fold(6), fold(7), call(0), fold(1), check(2));
    expect(state.pending).toEqual({ kind: 'bet', seat: 2 }); // the small blind folded: the big blind is first
    expect(legalActions(state).actions.at(-1)).toEqual({ type: 'bet', min: 200, max: 99_800 });
    expect(refusal(state, bet(2, 199))).toMatchObject({ code: 'BET_TOO_SMALL', min: 200 });
    state = play(state, check(2));
    expect(state.pending).toEqual({ kind: 'bet', seat: 3 });
  });

  it('H6: a player who cannot cover goes all-in for less, also below a big blind; side pot as G7', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(1000, 1000, 1000, 250), dealer: 0, options: blinds };
    let state = play(dealt(config), call(3), call(0), call(1), check(2), bet(1, 200), call(2));
    expect(legalActions(state).actions).toContainEqual({ type: 'call', amount: 50, allIn: true });
    state = play(state, call(3), call(0));
    expect(state.seats[3].allIn).toBe(true);
    expect(view(state, 'table').pots).toEqual([
      { amount: 1000, eligible: [0, 1, 2, 3] },
      { amount: 450, eligible: [0, 1, 2] },
    ]);
  });

  it('H6: a short all-in raise does not reopen the betting to those who already acted', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(1000, 1000, 1000, 500), dealer: 0, options: blinds };
    let state = play(dealt(config), call(3), call(0), call(1), check(2), bet(1, 200), call(2));
    state = play(state, raise(3, 300), call(0)); // all-in, adds 100 < 200
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'call']);
    expect(refusal(state, raise(1, 600))).toMatchObject({ code: 'CANNOT_RAISE', reason: 'not-reopened' });
  });

  it('H7: with all-in players the hands are shown before the rest of the board; side pots are settled first', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(1000, 300, 1000), dealer: 0, options: blinds };
    // Dealing order: seat 1, seat 2, seat 0.
    let state = dealt(config, stackedDeck(['AsAh', 'KsKh', 'QsQh'], '2c7d9h 3c 4d'));
    state = play(state, raise(0, 1000), call(1), call(2));
    expect(state.board).toHaveLength(0);
    expect(state.pending).toEqual({ kind: 'show', seat: 0 }); // the raiser first
    state = play(state, { type: 'show', seat: 0 }, { type: 'show', seat: 1 }, { type: 'show', seat: 2 });
    expect(state.board).toHaveLength(5);
    const [main, side] = state.result!.pots;
    expect(main).toMatchObject({ amount: 900, eligible: [0, 1, 2], winners: [1] });
    expect(side).toMatchObject({ amount: 1400, eligible: [0, 2], winners: [2] });
    expect(stacks(state)).toEqual([0, 900, 1400]);
  });

  it('H8: heads-up the button posts the small blind, acts first pre-flop and last after the flop', () => {
    let state = dealt({ profile: 'holdem', seats: seats(1000, 1000), dealer: 1, options: blinds });
    expect(state.seats.map((s) => s.bet)).toEqual([200, 100]);
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
    state = play(state, call(1), check(0));
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 });
  });
});
