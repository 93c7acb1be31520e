import { describe, expect, it } from 'vitest';
import { newHand, parseCards, view, type Action, type HandConfig, type HandState, type HandView } from '../../../src/engine/index.ts';
import { liveMoment, runoutBoard, runoutMoments } from '../../../src/engine/odds/moments.ts';
import { baseballTable, dealtBaseball } from '../support/baseball.ts';
import { bet, call, check, checkDown, dealt, fold, play, raise, seats, showAll, stackedDeck } from '../support/table.ts';

const holdem = (stacks: number[], dealer = 0, dealing: 'deck' | 'ledger' = 'deck'): HandConfig => ({
  profile: 'holdem',
  seats: seats(...stacks),
  dealer,
  dealing,
  options: { smallBlind: 1, bigBlind: 2 },
});

/** The table's view as if every live hand were turned up: to show that even then nothing is shown. */
function faceUp(hand: HandState, board?: string): HandView {
  const v = view(hand, 'table');
  return {
    ...v,
    seats: v.seats.map((s) => (s.folded ? s : { ...s, cards: hand.seats[s.seat].cards })),
    board: board === undefined ? v.board : parseCards(board),
  };
}

/** Explicit dealing: the cards of one deal. */
const deal = (to: number | 'board', cards: string): Action => ({ type: 'deal', to, cards: parseCards(cards) });

// Heads-up, button seat 0 posts the small blind and is dealt second (H8).
const HEADS_UP = stackedDeck(['KhKs', 'AcAd'], '2d 7c Jh 9s 3c');

describe('when the table sees odds', () => {
  it('O2: at a hold\'em all-in every live hand is face up (H7) with cards to come: each pot with its own contestants, updated as each card comes', () => {
    // Explicit dealing waits for every board card, so the moment between the all-in and the flop is a state of its own.
    // Seat 0 (100) is all-in for less; seats 1 and 2 (300 each) are all-in too: a main pot of three and a side pot of two.
    let state = play(newHand({ ...holdem([100, 300, 300]), dealing: 'explicit' }), deal(1, 'KhKs'), deal(2, 'QdQc'), deal(0, 'AcAd'));
    state = play(state, raise(0, 100), raise(1, 300), call(2));
    expect(state.pending).toEqual({ kind: 'deal', needs: [{ to: 'board', count: 3 }] });
    const moment = liveMoment(view(state, 'table'))!;
    expect(moment.street).toBe('preflop');
    expect(moment.situation).toMatchObject({ game: 'board', board: [], boardSize: 5, pots: [[0, 1, 2], [1, 2]] });
    // The deal order does not matter on a board; the hands come from the dealer's left.
    expect(moment.situation.hands.map((h) => h.seat)).toEqual([1, 2, 0]);
    expect(moment.situation.hands[2].cards).toEqual(parseCards('AcAd'));
    expect(moment.pots).toEqual([[0], [1]]);
    state = play(state, deal('board', '2d 7c Jh'));
    expect(liveMoment(view(state, 'table'))).toMatchObject({ street: 'flop', situation: { board: parseCards('2d 7c Jh') } });
    state = play(state, deal('board', '9s'), deal('board', '3c'));
    expect(state.result).not.toBeNull();
    expect(liveMoment(view(state, 'table'))).toBeNull(); // the last card is out
  });

  it('O2: nothing while someone may still bet, and nothing once the last card is out', () => {
    let state = dealt(holdem([500, 500]), HEADS_UP);
    state = play(state, call(0), check(1));
    expect(state.pending.kind).toBe('bet'); // the flop is out, betting goes on
    expect(liveMoment(faceUp(state))).toBeNull();
    state = showAll(play(dealt(holdem([100, 100]), HEADS_UP), raise(0, 100), call(1)));
    expect(state.result).not.toBeNull(); // all-in: the board came at once
    expect(liveMoment(faceUp(state))).toBeNull();
  });

  it('O2, O5: a folded hand\'s cards stay unseen, the live ones are the hands', () => {
    let state = play(newHand({ ...holdem([100, 100, 300]), dealing: 'explicit' }), deal(1, 'KhKs'), deal(2, 'QdQc'), deal(0, 'AcAd'));
    state = play(state, raise(0, 100), fold(1), call(2));
    const moment = liveMoment(view(state, 'table'))!;
    expect(moment.situation.hands.map((h) => h.seat)).toEqual([2, 0]);
    expect(moment.situation.dead).toEqual([]);
    expect(moment.situation.pots).toEqual([[0, 2]]);
  });

  it('O8: in the chip ledger the typed hands and board make the moment; a board between streets does not', () => {
    let state = newHand(holdem([100, 100], 0, 'ledger'));
    state = play(state, raise(0, 100), call(1));
    expect(state.pending.kind).toBe('award');
    expect(liveMoment(view(state, 'table'))).toBeNull(); // the ledger knows no card
    const typed = (board: string): HandView => {
      const v = view(state, 'table');
      const cards = [parseCards('AcAd'), parseCards('KhKs')];
      return { ...v, seats: v.seats.map((s) => ({ ...s, cards: cards[s.seat] })), board: parseCards(board) };
    };
    expect(liveMoment(typed(''))?.street).toBe('preflop');
    expect(liveMoment(typed('2d 7c Jh'))?.street).toBe('flop');
    expect(liveMoment(typed('2d 7c Jh 9s'))?.situation).toMatchObject({ board: parseCards('2d 7c Jh 9s') });
    expect(liveMoment(typed('2d 7c'))).toBeNull();
    expect(liveMoment(typed('2d 7c Jh 9s 3c'))).toBeNull();
  });

  it('O8: what the ledger table types first: the board cards out when betting closed at the all-in', () => {
    const ledger = () => newHand(holdem([100, 100], 0, 'ledger'));
    expect(runoutBoard(play(ledger(), raise(0, 100), call(1)))).toBe(0);
    expect(runoutBoard(play(ledger(), call(0), check(1), bet(1, 98), call(0)))).toBe(3);
    const checked = checkDown(play(ledger(), call(0), check(1)));
    expect(checked.pending.kind).toBe('award');
    expect(runoutBoard(checked)).toBeNull(); // played to the river: no card was to come when betting closed
  });

  it('O3: no odds in a draw game, where the cards to come are the players\' choice', () => {
    let state = dealt({ profile: 'draw5', seats: seats(20, 20), dealer: 0 });
    state = play(state, bet(1, 19), call(0));
    expect(state.pending.kind).toBe('draw');
    expect(liveMoment(faceUp(state))).toBeNull();
  });

  it('O6: a Baseball deal never closes its betting (S2: no all-in), so no odds during it', () => {
    let state = dealtBaseball(baseballTable(3, 2), '');
    while (state.pending.kind === 'bet' && state.seats[0].cards.length < 5) state = play(state, check(state.pending.seat));
    expect(liveMoment(faceUp(state))).toBeNull();
  });
});

describe('how the chances went (O7)', () => {
  it('O7: after a hold\'em all-in pre-flop, at the all-in and after the flop and the turn', () => {
    const state = showAll(play(dealt(holdem([100, 100]), HEADS_UP), raise(0, 100), call(1)));
    const moments = runoutMoments(state);
    expect(moments.map((m) => m.street)).toEqual(['preflop', 'flop', 'turn']);
    expect(moments.map((m) => (m.situation.game === 'board' ? m.situation.board : null))).toEqual([
      [],
      parseCards('2d 7c Jh'),
      parseCards('2d 7c Jh 9s'),
    ]);
    expect(moments[0].situation.hands.map((h) => h.cards)).toEqual([parseCards('KhKs'), parseCards('AcAd')]);
  });

  it('O7: an all-in on the flop after a fold starts at the flop; a hand played to the river shows nothing', () => {
    let state = dealt(holdem([100, 100, 300]), stackedDeck(['KhKs', 'QdQc', 'AcAd'], '2d 7c Jh 9s 3c'));
    state = showAll(play(state, call(0), call(1), check(2), bet(1, 98), call(2), fold(0)));
    expect(state.result).not.toBeNull();
    expect(runoutMoments(state).map((m) => m.street)).toEqual(['flop', 'turn']);
    const played = showAll(checkDown(play(dealt(holdem([100, 100]), HEADS_UP), call(0), check(1))));
    expect(played.result?.pots[0].winners).toEqual([0]);
    expect(runoutMoments(played)).toEqual([]);
  });

  it('O7, H13: a board run twice has the all-in once, then each run\'s flop and turn, the first run\'s cards out of the second\'s stock', () => {
    // A♠A♥ (seat 1) against K♠K♥ (seat 0), all-in pre-flop, run twice.
    const deck = stackedDeck(['AsAh', 'KsKh'], '2c7d9h 3c 4d  Kd8c6s Tc Jd');
    const config: HandConfig = { ...holdem([100, 100]), options: { smallBlind: 1, bigBlind: 2, runouts: 2 } };
    const state = play(dealt(config, deck), raise(0, 100), call(1), { type: 'runIt', times: 2 });
    const moments = runoutMoments(state);
    expect(moments.map((m) => [m.street, m.run])).toEqual([
      ['preflop', undefined],
      ['flop', 0],
      ['turn', 0],
      ['flop', 1],
      ['turn', 1],
    ]);
    const boards = moments.map((m) => (m.situation.game === 'board' ? m.situation.board : null));
    expect(boards).toEqual([[], parseCards('2c7d9h'), parseCards('2c7d9h 3c'), parseCards('Kd8c6s'), parseCards('Kd8c6s Tc')]);
    // O5: the second run's odds are counted without the five cards the first run showed.
    expect(moments[0].situation.dead).toEqual([]);
    expect(moments[2].situation.dead).toEqual([]);
    expect(moments[3].situation.dead).toEqual(parseCards('2c7d9h 3c 4d'));
    expect(moments[4].situation.dead).toEqual(parseCards('2c7d9h 3c 4d'));
  });

  it('O6, O7: Baseball after each street from the last fold, each hand as it then stood, an open 4 with its extra', () => {
    // Dealer C (seat 2): A, B, C. C folds on fourth street; A's fifth card is an open 4 and brings the K♣ at once.
    const order = '2c 5c 8c  6d 7d Td  Ah As Ad  Qh Qs Qd  4h Kc Js 6s  Th Ts  2h 2s  5h 5s';
    let state = dealtBaseball(baseballTable(3, 2), order);
    const seatToAct = () => (state.pending.kind === 'bet' ? state.pending.seat : -1);
    while (state.seats[0].cards.length === 3) state = play(state, check(seatToAct()));
    while (state.seats[0].cards.length === 4) state = play(state, seatToAct() === 2 ? fold(2) : check(seatToAct()));
    state = checkDown(state);
    expect(state.result).not.toBeNull();
    const moments = runoutMoments(state);
    expect(moments.map((m) => m.street)).toEqual(['fourth', 'fifth', 'sixth']);
    const [fourth, fifth, sixth] = moments.map((m) => m.situation);
    expect(fourth.hands.map((h) => h.cards)).toEqual([parseCards('2c 6d Ah Qh'), parseCards('5c 7d As Qs')]);
    expect(fifth.hands[0].cards).toEqual(parseCards('2c 6d Ah Qh 4h Kc'));
    expect(sixth.hands[0].cards).toEqual(parseCards('2c 6d Ah Qh 4h Kc 6s'));
    expect(fourth.dead).toEqual(parseCards('Ad Qd')); // C's open cards
    expect(fourth.game === 'stud' && fourth.streets).toEqual(['open', 'open', 'closed']);
    expect(sixth.game === 'stud' && sixth.streets).toEqual(['closed']);
  });
});
