import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeHand, evaluate, handValue, legalActions, newHand, parseCards, rankingRules, type Card, type HandConfig, type HandState } from '../../../src/engine/index.ts';
import { deck } from '../../../src/engine/deck.ts';
import { bet, call, check, checkDown, dealt, play, raise, refusal, seats, showAll, stackedDeck } from '../support/table.ts';

const OMAHA = rankingRules('plo', { players: 4 });
const HOLDEM = rankingRules('holdem', { players: 4 });
const omaha = (hand: string, board: string) => evaluate(parseCards(`${hand} ${board}`), OMAHA);

/** Four players, the button in seat 0: small blind 1, big blind 2, under the gun 3. */
const four = (options = {}, stacks = [1000, 1000, 1000, 1000]): HandConfig => ({
  profile: 'plo',
  seats: seats(...stacks),
  dealer: 0,
  options: { smallBlind: 1, bigBlind: 2, ...options },
});
const raiseOffer = (state: HandState) => legalActions(state).actions.find((a) => a.type === 'raise' || a.type === 'bet');

describe('plo', () => {
  it('M1: four closed cards each, then a flop of 3, a turn and a river', () => {
    let state = dealt(four());
    expect(state.seats.map((s) => s.cards.length)).toEqual([4, 4, 4, 4]);
    expect(new Set(state.seats.flatMap((s) => s.cards)).size).toBe(16);
    state = play(state, call(3), call(0), call(1), check(2));
    expect(state.board).toHaveLength(3);
    state = play(state, check(1), check(2), check(3), check(0));
    expect(state.board).toHaveLength(4);
    state = play(state, check(1), check(2), check(3), check(0));
    expect(state.board).toHaveLength(5);
  });

  it('M2: four hearts in the hand and two on the board make no flush; two of the hand and three of the board make the straight', () => {
    const hand = 'Ah Kh Qh Jh';
    const board = '2h 3h 8c 9d Ts';
    expect(evaluate(parseCards(`${hand} ${board}`), HOLDEM).category).toBe('flush'); // any five of nine would
    expect(omaha(hand, board).category).toBe('straight');
    const named = describeHand(parseCards(`${hand} ${board}`), OMAHA, 'en');
    expect(named.cards).toHaveLength(5);
    expect(named.cards.filter((c) => parseCards(hand).includes(c))).toHaveLength(2);
  });

  it("M2: one card of the hand never completes the board's four of a suit, nor two its trips into a full house with the board's pair", () => {
    // Board K♥Q♥J♥T♥ with A♥ alone in the hand: no royal flush, no straight, nothing paired.
    expect(omaha('Ah 2c 3d 4s', 'Kh Qh Jh Th 5c').category).toBe('high-card');
    // A full house on the board plays as trips with the hand's two best cards.
    expect(omaha('As Ks 2d 3c', 'Qh Qd Qc 7s 7d').category).toBe('three-of-a-kind');
    expect(omaha('7c 7d 2c 3h', 'Qh Qd Qc 7s 9d').category).toBe('full-house'); // a pair in the hand fills the board's trips
  });

  it('M2: before three board cards are out a hand is named by its best two of its own, never by three or four of them', () => {
    expect(describeHand(parseCards('As Ah Ks Kh'), OMAHA, 'en').category).toBe('pair'); // not two pair
    const typedInPart = describeHand(parseCards('7c 7d 7h 2s 9c 9d'), OMAHA, 'en'); // a chip-ledger board of two (O8)
    expect([typedInPart.category, [...typedInPart.cards].sort()]).toEqual(['pair', parseCards('7c 7d').sort()]);
  });

  it('M2: the value is the best of the sixty fives of two hand cards and three board cards', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(deck(), { minLength: 9, maxLength: 9 }), fc.integer({ min: 3, max: 5 }), (cards, boardSize) => {
        const hand = cards.slice(0, 4);
        const board = cards.slice(4, 4 + boardSize);
        expect(handValue([...hand, ...board], OMAHA)).toBe(Math.max(...fives(hand, board)));
      }),
      { numRuns: 300 },
    );
  });

  it('M2: at the showdown hands are valued two and three: four hearts against a straight split the pot', () => {
    // Heads-up the button (seat 0) posts the small blind; cards go to seat 1 first.
    const order = stackedDeck(['Jc Qd 2c 2d', 'Ah Kh Qh Jh'], '2h 3h 8c 9d Ts');
    let state = dealt({ profile: 'plo', seats: seats(100, 100), dealer: 0, options: { smallBlind: 1, bigBlind: 2 } }, order);
    state = showAll(checkDown(play(state, call(0))));
    expect(state.result?.pots).toEqual([{ amount: 4, eligible: [0, 1], winners: [1, 0], shares: [2, 2] }]);
  });

  it('M4: under the gun raises at most to 7 with blinds 1/2; the next player, facing 7 with 10 in the pot, to 24', () => {
    let state = dealt(four());
    expect(raiseOffer(state)).toEqual({ type: 'raise', min: 4, max: 7 });
    expect(refusal(state, raise(3, 8))).toMatchObject({ code: 'RAISE_TOO_LARGE', max: 7, rule: 'M4', message: "raise to at most 7 chips: the pot (M4)" });
    state = play(state, raise(3, 7));
    expect(raiseOffer(state)).toEqual({ type: 'raise', min: 12, max: 24 });
    state = play(state, raise(0, 24));
    // The small blind has 1 in: the pot (34) after his call of 23 is 57, so to 24 + 57 = 81.
    expect(raiseOffer(state)).toEqual({ type: 'raise', min: 41, max: 81 });
  });

  it('M4: after the flop a bet is at most the pot, antes included, and a raise the pot after the call', () => {
    let state = play(dealt(four({ ante: 1 })), call(3), call(0), call(1), check(2));
    expect(state.board).toHaveLength(3);
    expect(raiseOffer(state)).toEqual({ type: 'bet', min: 2, max: 12 }); // 4 antes and 4 × 2
    expect(refusal(state, bet(1, 13))).toMatchObject({ code: 'BET_TOO_LARGE', max: 12, rule: 'M4' });
    state = play(state, bet(1, 12));
    expect(raiseOffer(state)).toEqual({ type: 'raise', min: 24, max: 48 }); // 12 + (24 + 12)
  });

  it('M4: a big-blind ante is in the pot; short blinds count what they posted, and the least bet stays allowed above a smaller pot', () => {
    expect(raiseOffer(dealt(four({ bigBlindAnte: 2 })))).toEqual({ type: 'raise', min: 4, max: 9 }); // 2 + (5 + 2)
    // Blinds 50/100 posted all-in for 10 and 20: under the gun and the button call 20, a pot of 70.
    let short = dealt({ profile: 'plo', seats: seats(1000, 10, 20, 1000), dealer: 0, options: { smallBlind: 50, bigBlind: 100 } });
    // The pot limit (30 + 2 × 20 = 70) is below the least raise (20 + 100): the least raise it is.
    expect(raiseOffer(short)).toEqual({ type: 'raise', min: 120, max: 120 });
    short = play(short, call(3), call(0));
    expect(short.board).toHaveLength(3);
    expect(raiseOffer(short)).toEqual({ type: 'bet', min: 100, max: 100 });
  });

  it('M5: an all-in raise short of a full raise does not reopen the betting; the next pot limit counts it', () => {
    let state = play(dealt(four({}, [1000, 1000, 1000, 14])), call(3), call(0), call(1), check(2));
    state = play(state, bet(1, 8), call(2), raise(3, 12)); // all-in: adds 4 < 8
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'call', 'raise']); // seat 0 had not acted
    expect(raiseOffer(state)).toEqual({ type: 'raise', min: 20, max: 60 }); // pot 36, call 12: 12 + 48
    state = play(state, call(0));
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'call']);
    expect(refusal(state, raise(1, 30))).toMatchObject({ code: 'CANNOT_RAISE', reason: 'not-reopened' });
  });

  it('M6: the most offered is the all-in when the stack is below the pot limit', () => {
    const state = dealt(four({}, [1000, 1000, 1000, 5]));
    expect(raiseOffer(state)).toEqual({ type: 'raise', min: 4, max: 5 });
  });

  it('M10: PLO5 deals five closed cards each, still plays exactly two of them with three of the board, and seats nine at most', () => {
    const state = dealt({ ...four(), profile: 'plo5' });
    expect(state.seats.map((s) => s.cards.length)).toEqual([5, 5, 5, 5]);
    const five = rankingRules('plo5', { players: 4 });
    // Three hearts of the hand and two of the board: no flush; two hearts and three: a flush.
    expect(evaluate(parseCards('Ah Kh Qh 2c 3d 5h 9h 8c 7d Js'), five).category).not.toBe('flush');
    expect(evaluate(parseCards('Ah Kh 2c 3d 4s 5h 9h 8h 7d Js'), five).category).toBe('flush');
    expect(() => newHand({ ...four(), profile: 'plo5', seats: seats(...Array<number>(10).fill(100)) })).toThrow(RangeError);
    fc.assert(
      fc.property(fc.shuffledSubarray(deck(), { minLength: 10, maxLength: 10 }), (cards) => {
        const hand = cards.slice(0, 5);
        const board = cards.slice(5);
        expect(handValue(cards, five)).toBe(Math.max(...fives(hand, board)));
      }),
      { numRuns: 200 },
    );
  });

  it('M7: the board is run at most as many times as the undealt cards complete', () => {
    const allIn = (players: number) => {
      let state = dealt({ profile: 'plo', seats: seats(...Array<number>(players).fill(5)), dealer: 0, options: { smallBlind: 1, bigBlind: 2, runouts: 3 } });
      while (state.pending.kind === 'bet') {
        const seat = state.pending.seat;
        const offer = raiseOffer(state);
        state = play(state, offer?.type === 'raise' ? raise(seat, offer.max) : call(seat));
      }
      return state;
    };
    const ten = allIn(10);
    expect(ten.pending.kind).toBe('runIt');
    expect(legalActions(ten).actions).toEqual([{ type: 'runIt', most: 2 }]); // 12 cards left, 5 a run
    expect(refusal(ten, { type: 'runIt', times: 3 })).toMatchObject({ code: 'BAD_AMOUNT', max: 2 });
    expect(legalActions(allIn(4)).actions).toEqual([{ type: 'runIt', most: 3 }]);
  });

  it('M7: nine PLO5 hands of one chip, all in before the flop, leave 7 cards: the hand is run once, though the flop was out when betting closed', () => {
    // A random table the one-check property met (seed 1939734867): asked after the flop, the table was offered two runs
    // counted from the flop, and the second run, dealt from the board as it was tabled, had 2 cards for 5.
    let state = dealt({ profile: 'plo5', seats: seats(...Array<number>(9).fill(1)), dealer: 0, options: { smallBlind: 1, bigBlind: 2, runouts: 2 } });
    while (state.pending.kind === 'bet') state = play(state, call(state.pending.seat));
    expect(legalActions(state).actions.some((offer) => offer.type === 'runIt')).toBe(false);
    expect(refusal(state, { type: 'runIt', times: 2 })).toBeTruthy();
    state = showAll(state);
    expect(state.pending.kind).toBe('complete');
    expect(state.board).toHaveLength(5);
    expect(state.result?.pots.every((pot) => pot.winners.length > 0)).toBe(true);
  });
});

const pairs = (cards: Card[]) => cards.flatMap((a, i) => cards.slice(i + 1).map((b) => [a, b]));
const triples = (cards: Card[]) => cards.flatMap((a, i) => pairs(cards.slice(i + 1)).map((rest) => [a, ...rest]));
/** The values of every five of two hand cards and three board cards, each valued as hold'em values five cards. */
const fives = (hand: Card[], board: Card[]) => pairs(hand).flatMap((two) => triples(board).map((three) => handValue([...two, ...three], HOLDEM)));
