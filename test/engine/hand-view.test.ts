import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalActions, newHand, parseCards, seededSource, view, type HandConfig, type HandState } from '../../src/engine/index.ts';
import { mustApply, randomAction } from '../../src/cli/random-play.ts';
import { bet, call, check, dealt, draw, fold, play, raise, seats, stackedDeck } from './support/table.ts';

describe('views', () => {
  it('G11: before the showdown a seat sees its own closed cards, open cards and the public record — bets, folds, how many exchanged', () => {
    const config = { profile: 'draw5' as const, seats: seats(100, 100), dealer: 1 };
    let state = dealt(config, stackedDeck(['As Ad 5c 7d 9h', 'Ks Kd Kh 3d 4h'], 'Ac Ah 2s'));
    state = play(state, bet(0, 2), call(1), draw(0, '5c 7d 9h'), draw(1));
    const a = view(state, 0);
    const b = view(state, 1);
    const table = view(state, 'table');
    expect(a.seats[0].cards).toEqual(parseCards('As Ad Ac Ah 2s'));
    expect(a.seats[1].cards).toEqual([null, null, null, null, null]);
    expect(b.seats[0].cards).toEqual([null, null, null, null, null]);
    expect(table.seats.flatMap((s) => s.cards).every((c) => c === null)).toBe(true);
    expect(b.seats[0].exchanged).toEqual([3]);
    expect(b.record).toEqual([
      { type: 'shuffle' },
      { type: 'bet', seat: 0, to: 2 },
      { type: 'call', seat: 1 },
      { type: 'draw', seat: 0, count: 3, discard: null },
      { type: 'draw', seat: 1, count: 0, discard: [] }, // his own
    ]);
    expect(a.record[3]).toEqual({ type: 'draw', seat: 0, count: 3, discard: parseCards('5c 7d 9h') });
    // Nothing else in a view can hold a hidden card.
    expect(Object.keys(a).sort()).toEqual(['bets', 'board', 'bounty', 'carried', 'dealer', 'escuro', 'legal', 'mode', 'opened', 'pending', 'posts', 'pot', 'pots', 'profile', 'record', 'result', 'returned', 'runout', 'seats', 'straddle', 'viewer']);
    expect(a.legal).toEqual({ seat: 0, actions: [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 2, max: 97 }] });
    expect(b.legal).toBeNull();
    // The record's bets as the table saw them (G11): the call put in 2, facing a bet of 2; the antes of 1 (D1).
    expect(b.bets).toEqual([null, { added: 2, facing: 0, allIn: false }, { added: 2, facing: 2, allIn: false }, null, null]);
    expect(b.posts).toEqual([{ seat: 0, ante: 1, blind: 0 }, { seat: 1, ante: 1, blind: 0 }]);
    // At the showdown every hand is shown in draw5 (D13).
    state = play(state, check(0), check(1));
    expect(view(state, 'table').seats[1].cards).toEqual(parseCards('Ks Kd Kh 3d 4h'));
  });
});

describe('the record of bets', () => {
  it('G11, H2, G7: each call says what it put in and what it faced — blinds included, an all-in for less capped at the stack — beside the posts the hand began with', () => {
    const config = { profile: 'holdem' as const, seats: seats(100, 30, 100), dealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
    const deck = () => stackedDeck(['As Ad', 'Ks Kd', 'Qs Qd'], '2c 7d 9h 4s 3h');
    // Dealer A; B small blind 1, C big blind 2; A raises to 50, B calls all-in with his other 29, C calls.
    const state = play(dealt(config, deck()), { type: 'raise', seat: 0, to: 50 }, call(1), call(2));
    const table = view(state, 'table');
    expect(table.posts).toEqual([{ seat: 1, ante: 0, blind: 1 }, { seat: 2, ante: 0, blind: 2 }]);
    expect(table.bets.slice(1)).toEqual([
      { added: 50, facing: 2, allIn: false },
      { added: 29, facing: 50, allIn: true },
      { added: 48, facing: 50, allIn: false },
    ]);
    // The same however the hand is reached: a shorter log (an undo), then the whole hand again.
    const shorter = play(dealt(config, deck()), { type: 'raise', seat: 0, to: 50 });
    expect(view(shorter, 'table').bets).toEqual([null, { added: 50, facing: 2, allIn: false }]);
    expect(view(state, 1).bets).toEqual(table.bets);
  });
});

describe('the record of bets, in every game', () => {
  it('G11, G7: in random hands of every game and mode, every betting action has its step, what it put in never more than the stack, a call exactly what it faced (property)', () => {
    const configs: HandConfig[] = [
      { profile: 'holdem', seats: seats(50, 80, 120, 30), dealer: 0, options: { smallBlind: 1, bigBlind: 2, ante: 1 } },
      { profile: 'draw5', seats: seats(40, 40, 15), dealer: 1 },
      { profile: 'brasileiro', seats: seats(30, 30, 30, 30), dealer: 2, dealing: 'ledger' },
      { profile: 'brasileiro', seats: seats(30, 30, 30), dealer: 0, mode: 'jacker', carried: { chips: 6, deals: 1 } },
      { profile: 'fechado', seats: seats(40, 40, 40, 40), dealer: 0, options: { ante: 0, escuroPosters: 3 } },
      { profile: 'fechado', seats: seats(40, 40, 40), dealer: 0, dealing: 'ledger' },
      { profile: 'baseball', seats: seats(0, 0, 0), dealer: 0 },
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: configs.length - 1 }), fc.integer(), (which, seed) => {
        const rng = seededSource(seed);
        let state = newHand(configs[which]);
        const before: HandState[] = [];
        while (state.pending.kind !== 'complete' && before.length < 400) {
          before.push(state);
          state = mustApply(state, randomAction(state, legalActions(state), rng));
        }
        const steps = view(state, 'table').bets;
        state.log.forEach((action, i) => {
          const step = steps[i];
          if (action.type !== 'fold' && action.type !== 'check' && action.type !== 'call' && action.type !== 'bet' && action.type !== 'raise') return expect(step).toBeNull();
          const seat = before[i].seats[action.seat];
          expect(step).not.toBeNull();
          expect(step!.facing).toBe(before[i].round!.currentBet);
          if (!state.config.credit) expect(step!.added).toBeLessThanOrEqual(seat.stack);
          if (action.type === 'call') expect(step!.added).toBe(state.config.credit ? step!.facing - seat.bet : Math.min(step!.facing - seat.bet, seat.stack));
        });
      }),
      { numRuns: 150 },
    );
  });
});

describe('uncalled bets given back', () => {
  const config = { profile: 'holdem' as const, seats: seats(100, 30, 100), dealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
  const deck = () => stackedDeck(['As Ad', 'Ks Kd', 'Qs Qd'], '2c 7d 9h 4s 3h');

  it('G7: a raise nobody calls wins a pot without it, and the view says the rest went back to the raiser', () => {
    // Dealer A raises to 6 over the blinds of 1 and 2; both fold: 4 of his 6 were never called.
    const state = play(dealt(config, deck()), raise(0, 6), fold(1), fold(2));
    const table = view(state, 'table');
    expect(table.result?.pots.map((pot) => pot.amount)).toEqual([1 + 2 + 2]);
    expect(table.returned).toEqual([{ seat: 0, amount: 4 }]);
    expect(view(state, 1).returned).toEqual(table.returned);
  });

  it('G7: the part of a raise over an all-in that nobody else could call goes back as the round closes; a hand every bet was called in gives nothing back', () => {
    // B is all-in for his 30; C folds; A's raise to 50 is called only up to 30: 20 go back to A.
    const state = play(dealt(config, deck()), raise(0, 50), call(1), fold(2));
    expect(view(state, 'table').returned).toEqual([{ seat: 0, amount: 20 }]);
    const called = play(dealt(config, deck()), raise(0, 10), call(1), call(2));
    expect(view(called, 'table').returned).toEqual([]);
  });
});
