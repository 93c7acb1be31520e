// H14: the 7-2 bounty, hold'em's cash-game house option: paid once a hand to a 7-2 that wins chips
// from a pot, shown at the showdown, shown on purpose when everyone folded, or claimed in the chip ledger.
import { describe, expect, it } from 'vitest';
import { legalActions, newHand, parseCards, view, type Action, type HandConfig, type HandState } from '../../../src/engine/index.ts';
import { bet, call, check, checkDown, dealt, fold, play, raise, refusal, seats, showAll, stackedDeck, stacks } from '../support/table.ts';

const blinds = { smallBlind: 1, bigBlind: 2 };

/** Seat 0 on the button (first to act pre-flop with three), seat 1 the small blind, seat 2 the big. */
const table = (options: HandConfig['options'], stackList = [100, 100, 100], dealing: HandConfig['dealing'] = 'deck'): HandConfig => ({
  profile: 'holdem',
  seats: seats(...stackList),
  dealer: 0,
  dealing,
  options: { ...blinds, ...options },
});

const total = (state: HandState) => state.seats.reduce((sum, s) => sum + s.stack, 0);

/** Seat 1 holds 7-2, seat 2 `big`, seat 0 (who folds) 5-6; the flop pairs the seven: trips for the 7-2. */
const sevenDeuceVersus = (big: string, board = '7h7s9c Jd 3c') => stackedDeck(['7c2d', big, '5c6h'], board);

/** The button folds, the blinds see the hand through to the showdown, every hand shown. */
const limped = (config: HandConfig, deck = sevenDeuceVersus('KsKh')) => showAll(checkDown(play(dealt(config, deck), fold(0), call(1), check(2))));

describe('H14: the 7-2 bounty', () => {
  it('H14: a 7-2 that wins the pot at the showdown collects the bounty from every other player dealt in, the folded one too, after the pot', () => {
    const state = limped(table({ bounty72: 5 }));
    expect(state.result!.pots).toEqual([{ amount: 4, eligible: [1, 2], winners: [1], shares: [4] }]);
    expect(state.result!.bonus).toEqual([-5, 10, -5]);
    expect(stacks(state)).toEqual([95, 112, 93]);
    expect(total(state)).toBe(300);
    expect(view(state, 'table').bounty).toEqual({ each: 5, earners: [1] });
  });

  it('H14: a 7-2 that loses pays like anyone; without the option a winning 7-2 collects nothing', () => {
    const lost = limped(table({ bounty72: 5 }), sevenDeuceVersus('AsAh', '9h8s3c Jd 4c'));
    expect(lost.result!.pots[0].winners).toEqual([2]);
    expect(lost.result!.bonus).toBeUndefined();
    expect(stacks(lost)).toEqual([100, 98, 102]);
    expect(view(lost, 'table').bounty).toEqual({ each: 5, earners: [] });
    const off = limped(table({}));
    expect(off.result!.bonus).toBeUndefined();
    expect(stacks(off)).toEqual([100, 102, 98]);
    expect(view(off, 'table').bounty).toBeNull();
  });

  it('H14, G9: everyone folds to a 7-2: he is asked to show, and showing claims the bounty; kept hidden, he takes the pot alone', () => {
    const deck = stackedDeck(['3c4d', '5h6s', '7c2d']);
    const folded = play(dealt(table({ bounty72: 5 }), deck), raise(0, 6), fold(1), fold(2));
    expect(folded.pending).toEqual({ kind: 'show', seat: 0 });
    expect(legalActions(folded).actions.map((a) => a.type)).toEqual(['show', 'muck']);
    const shown = play(folded, { type: 'show', seat: 0 });
    expect(shown.result).toMatchObject({ uncontested: true, bonus: [10, -5, -5] });
    expect(stacks(shown)).toEqual([113, 94, 93]);
    const hidden = play(folded, { type: 'muck', seat: 0 });
    expect(hidden.result!.bonus).toBeUndefined();
    expect(stacks(hidden)).toEqual([103, 99, 98]);
  });

  it('H14, G9: a lone winner without 7-2 is not asked, nor anyone at a table without the bounty', () => {
    const other = play(dealt(table({ bounty72: 5 }), stackedDeck(['3c4d', '5h6s', 'AsKd'])), raise(0, 6), fold(1), fold(2));
    expect(other.pending.kind).toBe('complete');
    expect(other.seats[0].shown).toBe(false);
    const off = play(dealt(table({}), stackedDeck(['3c4d', '5h6s', '7c2d'])), raise(0, 6), fold(1), fold(2));
    expect(off.pending.kind).toBe('complete');
  });

  it('H14, H13: run twice, the 7-2 collects once whether it wins one run or both', () => {
    // Heads-up, seat 1 dealt first: 7-2 all-in for 100 against the kings' 200.
    const headsUp = (board: string) =>
      play(dealt({ ...table({ bounty72: 5, runouts: 2 }, [200, 100]) }, stackedDeck(['7c2d', 'KsKh'], board)), raise(0, 100), call(1), { type: 'runIt', times: 2 });
    const one = headsUp('7h7s9c Jd 3c  Qd8c6s Tc 4d');
    expect(one.result!.pots[0].runs!.map((r) => r.winners)).toEqual([[1], [0]]);
    expect(one.result!.bonus).toEqual([-5, 5]);
    expect(stacks(one)).toEqual([195, 105]);
    const both = headsUp('7h7s9c Jd 3c  2s2h9d Tc 4d');
    expect(both.result!.pots[0].runs!.map((r) => r.winners)).toEqual([[1], [1]]);
    expect(both.result!.bonus).toEqual([-5, 5]);
    expect(stacks(both)).toEqual([95, 205]);
  });

  it('H14, G8: a chopped pot with 7-2 is chips won and collects; two 7-2s that chop each collect from every other player', () => {
    const royal = 'AsKsQs Js Ts';
    const chop = limped(table({ bounty72: 5 }), sevenDeuceVersus('3h4h', royal));
    expect(chop.result!.pots[0]).toMatchObject({ winners: [1, 2], shares: [2, 2] });
    expect(stacks(chop)).toEqual([95, 110, 95]);
    const twice = limped(table({ bounty72: 5 }), sevenDeuceVersus('7h2h', royal));
    expect(twice.result!.bonus).toEqual([-10, 5, 5]);
    expect(stacks(twice)).toEqual([90, 105, 105]);
    expect(view(twice, 'table').bounty!.earners).toEqual([1, 2]);
  });

  it('H14, G7: a 7-2 that wins only a side pot collects once, from the main pot\'s winner too', () => {
    // Seat 0 all-in for 20 with nines, seat 1's 7-2 (two pair) beats seat 2 for the side pot.
    const deck = stackedDeck(['7c2d', 'AsKd', '9s9d'], '7h2h9c Jd 3c');
    let state = play(dealt(table({ bounty72: 5 }, [20, 100, 100]), deck), raise(0, 20), call(1), call(2), bet(1, 10), call(2));
    state = showAll(checkDown(state));
    expect(state.result!.pots.map((p) => [p.amount, p.winners])).toEqual([
      [60, [0]],
      [20, [1]],
    ]);
    expect(state.result!.bonus).toEqual([-5, 10, -5]);
    expect(stacks(state)).toEqual([55, 100, 65]);
  });

  it('H14: a player who cannot pay the whole bounty pays what he has', () => {
    const deck = stackedDeck(['3c4d', '5h6s', '7c2d']);
    const state = play(dealt(table({ bounty72: 10 }, [100, 5, 100]), deck), raise(0, 6), fold(1), fold(2), { type: 'show', seat: 0 });
    expect(state.result!.bonus).toEqual([14, -4, -10]);
    expect(stacks(state)).toEqual([117, 0, 88]);
    expect(total(state)).toBe(205);
  });
});

describe('H14 in the chip ledger (G12)', () => {
  /** Three limp and check to the showdown on the real table. */
  const atAward = (options: HandConfig['options']) => checkDown(play(newHand(table(options, undefined, 'ledger')), call(0), call(1), check(2)));
  const claim = (seat: number, kind: 'seven-two' | 'quads' = 'seven-two'): Action => ({ type: 'claimBonus', seat, kind });

  it('H14, G12: the table claims the 7-2 it saw; paid when the pot it names goes to that player, not when it goes to another', () => {
    const award = atAward({ bounty72: 5 });
    expect(award.pending).toEqual({ kind: 'award', pot: 0 });
    expect(legalActions(award).actions).toContainEqual({ type: 'claimBonus', seats: [0, 1, 2], kinds: ['seven-two'] });
    const won = play(award, claim(1), { type: 'award', pot: 0, winners: [1] });
    expect(won.result!.bonus).toEqual([-5, 10, -5]);
    expect(stacks(won)).toEqual([93, 114, 93]);
    const lost = play(award, claim(1), { type: 'award', pot: 0, winners: [2] });
    expect(lost.result!.bonus).toBeUndefined();
    expect(stacks(lost)).toEqual([98, 98, 104]);
  });

  it('H14, G12: everyone folded, the last player in is asked: the claim or his typed 7-2 collects, a muck does not', () => {
    const folded = play(newHand(table({ bounty72: 5 }, undefined, 'ledger')), raise(0, 6), fold(1), fold(2));
    expect(folded.pending).toEqual({ kind: 'show', seat: 0 });
    expect(stacks(play(folded, claim(0)))).toEqual([113, 94, 93]);
    expect(stacks(play(folded, { type: 'show', seat: 0, cards: parseCards('7s2s') }))).toEqual([113, 94, 93]);
    expect(stacks(play(folded, { type: 'show', seat: 0, cards: parseCards('7s3s') }))).toEqual([103, 99, 98]);
    expect(stacks(play(folded, { type: 'muck', seat: 0 }))).toEqual([103, 99, 98]);
  });

  it('H14, G12: no claim without the option, outside the chip ledger, or of a kind hold\'em does not pay', () => {
    expect(refusal(atAward({}), claim(1))).toMatchObject({ code: 'NOT_ALLOWED' });
    expect(refusal(atAward({ bounty72: 5 }), claim(1, 'quads'))).toMatchObject({ code: 'NOT_ALLOWED' });
    const dealtGame = play(dealt(table({ bounty72: 5 }), sevenDeuceVersus('KsKh')), fold(0), call(1), check(2));
    expect(refusal(dealtGame, claim(1))).toMatchObject({ code: 'NOT_ALLOWED' });
  });
});
