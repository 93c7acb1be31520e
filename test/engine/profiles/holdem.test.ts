import { describe, expect, it } from 'vitest';
import { legalActions, newHand, parseCards, runoutMoment, view, type HandConfig, type HandState } from '../../../src/engine/index.ts';
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

  it('H7: at an all-in every live hand is turned face up before the rest of the board (TDA rule 16), no muck offered; side pots are settled first', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(1000, 300, 1000), dealer: 0, options: blinds };
    // Dealing order: seat 1, seat 2, seat 0.
    let state = dealt(config, stackedDeck(['AsAh', 'KsKh', 'QsQh'], '2c7d9h 3c 4d'));
    state = play(state, raise(0, 1000), call(1), call(2));
    // Nobody was asked to show or muck: the hands went up at once and the board followed.
    expect(state.log.filter((a) => a.type === 'show' || a.type === 'muck')).toEqual([]);
    expect(state.seats.map((s) => s.shown)).toEqual([true, true, true]);
    expect(view(state, 1).seats[0].cards).toEqual(parseCards('QsQh'));
    expect(state.board).toHaveLength(5);
    const [main, side] = state.result!.pots;
    expect(main).toMatchObject({ amount: 900, eligible: [0, 1, 2], winners: [1] });
    expect(side).toMatchObject({ amount: 1400, eligible: [0, 2], winners: [2] });
    expect(stacks(state)).toEqual([0, 900, 1400]);
    // What a display of the run-out reads: betting closed before the flop, every live hand face up, five cards to come.
    expect(view(state, 'table').runout).toEqual({ board: 0, times: 1, boards: [state.board] });
    expect(runoutMoment(view(state, 2))).toEqual({
      hands: [
        { seat: 0, cards: parseCards('QsQh') },
        { seat: 1, cards: parseCards('AsAh') },
        { seat: 2, cards: parseCards('KsKh') },
      ],
      board: [],
      toCome: 5,
    });
  });

  it('H7: an all-in on the flop tables the hands with two board cards to come; a hand with no all-in has no run-out', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(1000, 1000), dealer: 1, options: blinds };
    let state = dealt(config, stackedDeck(['9s9d', 'AcKd'], '2h3h4d 5c 7s'));
    state = play(state, call(1), check(0), bet(0, 800), call(1));
    expect(runoutMoment(view(state, 'table'))).toMatchObject({ board: parseCards('2h3h4d'), toCome: 2 });
    expect(state.result!.pots[0].winners).toEqual([1]);
    const quiet = play(dealt(config), call(1), check(0), ...Array.from({ length: 3 }, () => [check(0), check(1)]).flat());
    expect(view(quiet, 'table').runout).toBeNull();
    expect(runoutMoment(view(quiet, 'table'))).toBeNull();
  });

  it('H7, G12: at a chip-ledger all-in the table names the winners or types the cards; nobody concedes', () => {
    const config: HandConfig = { profile: 'holdem', dealing: 'ledger', seats: seats(1000, 300, 1000), dealer: 0, options: blinds };
    const state = play(newHand(config), raise(0, 1000), call(1), call(2));
    expect(state.pending).toEqual({ kind: 'award', pot: 1 });
    // O8: besides naming the winners, the table may type the hands turned up and the board.
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['award', 'show', 'deal']);
    expect(refusal(state, { type: 'muck', seat: 2 })).toMatchObject({ code: 'CANNOT_MUCK', rule: 'H7' });
    // Not all-in: a beaten hand may be conceded.
    let quiet = play(newHand({ ...config, seats: seats(1000, 1000, 1000) }), call(0), call(1), check(2));
    for (let street = 0; street < 3; street++) quiet = play(quiet, check(1), check(2), check(0));
    expect(legalActions(quiet).actions.map((a) => a.type)).toEqual(['award', 'muck']);
  });

  it('H7: hands the engine does not know must be shown with their cards at an all-in: show is offered, muck is refused', () => {
    const config: HandConfig = { profile: 'holdem', dealing: 'explicit', seats: seats(1000, 1000), dealer: 1, options: blinds };
    let state = play(newHand(config), { type: 'deal', to: 0, cards: [null, null] }, { type: 'deal', to: 1, cards: [null, null] });
    state = play(state, raise(1, 1000), call(0));
    expect(state.pending).toEqual({ kind: 'show', seat: 1 });
    expect(legalActions(state).actions).toEqual([{ type: 'show', cardsRequired: true }]);
    expect(refusal(state, { type: 'muck', seat: 1 })).toMatchObject({ code: 'CANNOT_MUCK', rule: 'H7' });
    state = play(state, { type: 'show', seat: 1, cards: parseCards('AsAd') }, { type: 'show', seat: 0, cards: parseCards('7c2h') });
    expect(state.pending).toEqual({ kind: 'deal', needs: [{ to: 'board', count: 3 }] });
  });

  it('H7: an all-in on the river turns every hand up too; when only one live hand remains, the hand ends with no further board', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(1000, 400, 1000), dealer: 0, options: blinds };
    let river = dealt(config, stackedDeck(['9s9d', 'AcKd', '2c3d'], '2h3h4d 5c 7s'));
    river = play(river, call(0), call(1), fold(2));
    for (let street = 0; street < 2; street++) river = play(river, check(1), check(0));
    river = play(river, bet(1, 200), call(0));
    expect(river.seats.map((s) => s.shown)).toEqual([true, true, false]);
    // All-in before the flop and every other hand folds: nothing more is dealt.
    const alone = play(dealt(config), raise(0, 1000), fold(1), fold(2));
    expect(alone.board).toEqual([]);
    expect(alone.result).toMatchObject({ uncontested: true });
  });

  it('H7: the last player left to claim the pot after the others mucked turns his hand up to take it', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(1000, 1000), dealer: 1, options: blinds };
    let state = dealt(config, stackedDeck(['9s9d', 'AcKd'], '2h3h4d 5c 7s'));
    state = play(state, call(1), check(0), ...Array.from({ length: 3 }, () => [check(0), check(1)]).flat());
    expect(state.pending).toEqual({ kind: 'show', seat: 0 });
    state = play(state, { type: 'muck', seat: 0 });
    expect(state.seats[1].shown).toBe(true);
    expect(view(state, 0).seats[1].cards).toEqual(parseCards('AcKd'));
    expect(state.result!.pots[0].winners).toEqual([1]);
  });

  describe('H7: a four-way check-down at a table that shows its winners by itself (showWinners)', () => {
    // Button seat 0; cards go out from seat 1, so the hands below are seats 1, 2, 3 and 0.
    const fourWay = (options = {}): HandConfig => ({
      profile: 'holdem',
      seats: seats(1000, 1000, 1000, 1000),
      dealer: 0,
      options: { ...blinds, showWinners: true, ...options },
    });
    /** Checked down to the showdown; then each seat the engine asks answers `answer`. Returns the hand and the seats asked, in order. */
    function checkDown(config: HandConfig, hands: string[], board: string, answer: 'show' | 'muck') {
      let state = dealt(config, stackedDeck(hands, board));
      state = play(state, call(3), call(0), call(1), check(2), ...Array.from({ length: 3 }, () => [check(1), check(2), check(3), check(0)]).flat());
      const asked: number[] = [];
      const shownWhenAsked: boolean[][] = [];
      while (state.pending.kind === 'show') {
        const seat = state.pending.seat;
        asked.push(seat);
        shownWhenAsked.push(state.seats.map((s) => s.shown));
        expect(legalActions(state).actions.map((a) => a.type)).toEqual(['show', 'muck']);
        state = play(state, { type: answer, seat });
      }
      return { state, asked, shownWhenAsked };
    }

    it('H7: three hands tie for the pot and show by themselves; the beaten hand, who may muck, is the only one asked', () => {
      // Every ace makes the broadway straight on this board; seat 1 has king high.
      const hands = ['3c4d', 'Ac5d', 'Ah6c', 'Ad7h'];
      const { state, asked, shownWhenAsked } = checkDown(fourWay(), hands, 'TsJsQd Kc 2h', 'muck');
      expect(asked).toEqual([1]);
      // The winners were on the table before he chose.
      expect(shownWhenAsked[0]).toEqual([true, false, true, true]);
      expect(state.result?.pots[0]).toMatchObject({ amount: 800, winners: [2, 3, 0] });
      expect(state.seats.map((s) => [s.shown, s.mucked])).toEqual([
        [true, false],
        [false, true],
        [true, false],
        [true, false],
      ]);
    });

    it('H7: one winner shows by himself, wherever he sits in the order; only the three beaten hands are asked, in the showing order, and may still show', () => {
      const hands = ['2c3d', '9c9d', 'AsAh', 'KsKh'];
      const { state, asked, shownWhenAsked } = checkDown(fourWay(), hands, BOARD, 'show');
      expect(asked).toEqual([1, 2, 0]);
      expect(shownWhenAsked.every((shown) => shown[3])).toBe(true);
      expect(state.result?.pots[0]).toMatchObject({ winners: [3] });
      expect(state.seats.every((s) => s.shown)).toBe(true);
    });

    it('H7: a game recorded before the rule (no showWinners) still asks every hand in the showing order, so its log replays', () => {
      const hands = ['2c3d', '9c9d', 'AsAh', 'KsKh'];
      const { asked } = checkDown(fourWay({ showWinners: undefined }), hands, BOARD, 'show');
      expect(asked).toEqual([1, 2, 3, 0]);
    });

    it('H7, G12: in the chip ledger nobody is asked to show: the table names the winner', () => {
      let state = newHand({ ...fourWay(), dealing: 'ledger' });
      state = play(state, call(3), call(0), call(1), check(2), ...Array.from({ length: 3 }, () => [check(1), check(2), check(3), check(0)]).flat());
      expect(state.pending).toEqual({ kind: 'award', pot: 0 });
    });
  });

  it('G13: facing a bet, a player whom nobody else could answer — the others all-in or covered already — may only call or fold', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(1000, 300, 1500, 5000), dealer: 0, options: blinds };
    // Seat 3 folds, seat 0 moves all-in for 1000, seat 1 calls all-in: the big blind could raise, but nobody could answer.
    const state = play(dealt(config), fold(3), raise(0, 1000), call(1));
    expect(legalActions(state)).toEqual({ seat: 2, actions: [{ type: 'fold' }, { type: 'call', amount: 800, allIn: false }] });
    expect(refusal(state, raise(2, 1500))).toMatchObject({ code: 'CANNOT_RAISE', reason: 'all-in', rule: 'G13' });
    // With seat 3 still in and deep, the raise is open.
    const answered = play(dealt(config), call(3), raise(0, 1000), call(1));
    expect(legalActions(answered).actions.at(-1)).toEqual({ type: 'raise', min: 1500, max: 1500 }); // all-in, short of a full raise
  });

  it('H8: heads-up the button posts the small blind, acts first pre-flop and last after the flop', () => {
    let state = dealt({ profile: 'holdem', seats: seats(1000, 1000), dealer: 1, options: blinds });
    expect(state.seats.map((s) => s.bet)).toEqual([200, 100]);
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
    state = play(state, call(1), check(0));
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 });
  });
});
