// Hold'em's house options (RULES.md H11–H13), the run-out the table watches (O7) and the chip
// ledger's typed cards (O8).
import { describe, expect, it } from 'vitest';
import {
  applySession,
  legalActions,
  liveMoment,
  newHand,
  newSession,
  parseCards,
  replay,
  replaySession,
  view,
  type HandConfig,
  type HandState,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../../src/engine/index.ts';
import { call, check, dealt, fold, play, raise, refusal, seats, stackedDeck, stacks } from '../support/table.ts';

const blinds = { smallBlind: 1, bigBlind: 2 };

/** Four at the table, seat 0 on the button: seat 1 the small blind, seat 2 the big, seat 3 under the gun. */
const four = (options: HandConfig['options'], ...stackList: number[]): HandConfig => ({
  profile: 'holdem',
  seats: seats(...(stackList.length ? stackList : [100, 100, 100, 100])),
  dealer: 0,
  options: { ...blinds, ...options },
});

const shuffled = (state: HandState, deck = stackedDeck(['2c3d', '4h5s', '7c8d', '9hTs'])) => play(state, { type: 'shuffle', deck });

describe('H11: the straddle', () => {
  it('H11: under the gun may straddle twice the big blind before the cards; the next seat acts first, the straddler last with his option; a raise goes to twice the straddle', () => {
    let state = newHand(four({ straddle: 'utg' }));
    // Asked before any card exists: the shuffle has not even been drawn.
    expect(state.pending).toEqual({ kind: 'decide', seat: 3 });
    expect(state.stock).toBeNull();
    expect(legalActions(state)).toEqual({ seat: 3, actions: [{ type: 'straddle', amount: 4 }] });
    state = play(state, { type: 'straddle', seat: 3, accept: true });
    expect(state.pending.kind).toBe('shuffle');
    expect(state.seats.map((s) => s.bet)).toEqual([0, 1, 2, 4]);
    state = shuffled(state);
    // The button, after the straddler, acts first; raising goes to at least 8.
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 });
    expect(legalActions(state).actions).toContainEqual({ type: 'raise', min: 8, max: 100 });
    expect(refusal(state, raise(0, 7))).toMatchObject({ code: 'RAISE_TOO_SMALL', min: 8 });
    state = play(state, call(0), call(1), call(2));
    // Nobody raised: the straddler has the option, to check or raise.
    expect(state.pending).toEqual({ kind: 'bet', seat: 3 });
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'check', 'raise']);
    state = play(state, check(3));
    expect(view(state, 'table').pot).toBe(16);
    // After the flop nothing changes (H5): the small blind first, a bet of one big blind.
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
    expect(legalActions(state).actions).toContainEqual({ type: 'bet', min: 2, max: 96 });
    expect(view(state, 'table').straddle).toEqual({ seat: 3, amount: 4 });
  });

  it("H11: the button's straddle: the small blind acts first pre-flop and the button last", () => {
    let state = newHand(four({ straddle: 'button' }));
    expect(state.pending).toEqual({ kind: 'decide', seat: 0 });
    state = shuffled(play(state, { type: 'straddle', seat: 0, accept: true }));
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
    state = play(state, call(1), call(2), fold(3));
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 });
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'check', 'raise']);
  });

  it('H11: declined, the hand is H3\'s; nobody is asked heads-up, in a bomb pot, or with no more chips than the straddle; only the seat asked answers', () => {
    let state = newHand(four({ straddle: 'utg' }));
    expect(refusal(state, { type: 'straddle', seat: 0, accept: true })).toMatchObject({ code: 'NOT_YOUR_TURN', expected: 3 });
    expect(refusal(state, { type: 'bet', seat: 3, to: 4 })).toMatchObject({ code: 'WRONG_PHASE' });
    state = shuffled(play(state, { type: 'straddle', seat: 3, accept: false }));
    expect(state.pending).toEqual({ kind: 'bet', seat: 3 });
    expect(legalActions(state).actions).toContainEqual({ type: 'raise', min: 4, max: 100 });
    expect(view(state, 'table').straddle).toBeNull();
    // Heads-up, a bomb pot, a short stack under the gun: no question, the shuffle comes at once.
    expect(newHand({ ...four({ straddle: 'utg' }, 100, 100), seats: seats(100, 100) }).pending.kind).toBe('shuffle');
    expect(newHand({ ...four({ straddle: 'utg', bombPot: 5 }), mode: 'bomb' }).pending.kind).toBe('shuffle');
    expect(newHand(four({ straddle: 'utg' }, 100, 100, 100, 4)).pending.kind).toBe('shuffle');
    expect(newHand(four({ straddle: 'utg' }, 100, 100, 100, 5)).pending).toEqual({ kind: 'decide', seat: 3 });
  });

  it('H11: a straddled hand replays from its log, and the straddle is a bet of the first round (G7)', () => {
    let state = shuffled(play(newHand(four({ straddle: 'utg' }, 100, 100, 100, 50)), { type: 'straddle', seat: 3, accept: true }));
    state = play(state, fold(0), fold(1), fold(2));
    // Uncontested: the straddler's uncalled 2 comes back (G7), and he takes the blinds with his called 2.
    expect(state.result?.pots).toEqual([{ amount: 5, eligible: [3], winners: [3], shares: [5] }]);
    expect(stacks(state)).toEqual([100, 99, 98, 53]);
    const again = replay(state.config, state.log);
    expect(again.ok && again.state).toEqual(state);
  });
});

/** A cash session of four with the bomb pot option: the first hand dealt on after `before` (between hands). */
function session(options: SessionConfig['options'], players = [100, 100, 100, 100]): SessionState {
  return newSession({ profile: 'holdem', players: players.map((stack, i) => ({ name: 'ABCD'[i], stack })), firstDealer: 0, options: { ...blinds, ...options } });
}

function apply(state: SessionState, ...actions: SessionAction[]): SessionState {
  for (const action of actions) {
    const next = applySession(state, action);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
    state = next.state;
  }
  return state;
}

describe('H12: the bomb pot', () => {
  it('H12: everyone antes the agreed amount, no blinds, the flop comes at once and the betting starts on it left of the button', () => {
    let s = apply(session({ bombPot: 10 }), { type: 'bombPot', on: true }, { type: 'startHand' });
    expect(s.hand!.config.mode).toBe('bomb');
    s = apply(s, { type: 'shuffle', deck: stackedDeck(['2c3d', '4h5s', '7c8d', '9hTs'], 'AsKsQs') });
    const hand = s.hand!;
    expect(hand.seats.map((s) => s.committed)).toEqual([10, 10, 10, 10]);
    expect(hand.seats.map((s) => s.bet)).toEqual([0, 0, 0, 0]);
    expect(hand.board).toEqual(parseCards('AsKsQs'));
    expect(hand.pending).toEqual({ kind: 'bet', seat: 1 });
    expect(legalActions(hand).actions).toContainEqual({ type: 'bet', min: 2, max: 90 });
    expect(view(hand, 'table').mode).toBe('bomb');
    // The next hand is a normal one, the button moved on.
    s = apply(s, fold(1), fold(2), fold(3), { type: 'startHand' });
    expect(s.hand!.config.mode).toBeUndefined();
    expect(s.hand!.config.dealer).toBe(1);
    expect(s.hand!.config.blinds).toEqual([0, 0, 1, 2]);
  });

  it('H12: chosen between hands only, where the options have bomb pots; taken back or undone, the hand is a normal one', () => {
    const none = applySession(session({}), { type: 'bombPot', on: true });
    expect(none.ok || none.error.code).toBe('NO_BOMB_POT');
    const playing = apply(session({ bombPot: 5 }), { type: 'startHand' });
    const during = applySession(playing, { type: 'bombPot', on: true });
    expect(during.ok || during.error.code).toBe('HAND_IN_PROGRESS');
    const back = apply(session({ bombPot: 5 }), { type: 'bombPot', on: true }, { type: 'bombPot', on: false }, { type: 'startHand' });
    expect(back.hand!.config.mode).toBeUndefined();
    const undone = apply(session({ bombPot: 5 }), { type: 'bombPot', on: true }, { type: 'undo' }, { type: 'startHand' });
    expect(undone.hand!.config.mode).toBeUndefined();
    const replayed = replaySession(undone.config, undone.log);
    expect(replayed.ok && replayed.state.hand!.config.mode).toBeUndefined();
  });

  it('H12: with bombPotFirst the first hand is a bomb pot, taken back like one called; the second is normal; without an ante the option is refused', () => {
    const first = session({ bombPot: 10, bombPotFirst: true });
    expect(first.mode).toBe('bomb');
    let s = apply(first, { type: 'startHand' });
    expect(s.hand!.config.mode).toBe('bomb');
    s = apply(s, { type: 'shuffle', deck: stackedDeck(['2c3d', '4h5s', '7c8d', '9hTs'], 'AsKsQs') });
    expect(s.hand!.seats.map((x) => x.committed)).toEqual([10, 10, 10, 10]);
    s = apply(s, fold(1), fold(2), fold(3), { type: 'startHand' });
    expect(s.hand!.config.mode).toBeUndefined();
    const replayed = replaySession(s.config, s.log);
    expect(replayed.ok && replayed.state).toEqual(s);
    const declined = apply(first, { type: 'bombPot', on: false }, { type: 'startHand' });
    expect(declined.hand!.config.mode).toBeUndefined();
    expect(() => session({ bombPotFirst: true })).toThrow(/H12/);
  });

  it('H12, G7: a stack smaller than the ante is all-in for it and wins from each other ante no more than it put in', () => {
    let s = apply(session({ bombPot: 10 }, [4, 100, 100]), { type: 'bombPot', on: true }, { type: 'startHand' });
    // Seat 0 (4 chips) has the best hand: A A against 2 3 and 7 8; the others check it down.
    s = apply(s, { type: 'shuffle', deck: stackedDeck(['2c3d', '7c8d', 'AsAh'], 'Kd9c4s 5h Jd') });
    const hand = s.hand!;
    expect(hand.seats.map((x) => x.committed)).toEqual([4, 10, 10]);
    expect(hand.seats[0].allIn).toBe(true);
    s = apply(s, check(1), check(2), check(1), check(2), check(1), check(2));
    while (s.hand!.pending.kind === 'show') s = apply(s, { type: 'show', seat: s.hand!.pending.seat });
    expect(s.hand!.result!.pots.map((p) => [p.amount, p.eligible])).toEqual([
      [12, [0, 1, 2]],
      [12, [1, 2]],
    ]);
    expect(s.stacks).toEqual([12, 90, 102]);
  });
});

// Heads-up, the button (seat 0) posts the small blind and is dealt second (H8).
const headsUp = (options: HandConfig['options'], dealing: HandConfig['dealing'] = 'deck'): HandConfig => ({
  profile: 'holdem',
  seats: seats(100, 100),
  dealer: 0,
  dealing,
  options: { ...blinds, ...options },
});

/** A♠A♥ (seat 1) against K♠K♥ (seat 0): the first board pairs nothing, the second makes the kings a set. */
const TWO_BOARDS = stackedDeck(['AsAh', 'KsKh'], '2c7d9h 3c 4d  Kd8c6s Tc Jd');

describe('H13: the board run more than once', () => {
  it('H13: at an all-in, once the hands are up, the table says how many times; run twice, each run pays half of the pot to its winner', () => {
    let state = dealt(headsUp({ runouts: 2 }), TWO_BOARDS);
    state = play(state, raise(0, 100), call(1));
    expect(state.seats.map((s) => s.shown)).toEqual([true, true]);
    expect(state.pending).toEqual({ kind: 'runIt' });
    expect(legalActions(state)).toEqual({ seat: null, actions: [{ type: 'runIt', most: 2 }] });
    expect(refusal(state, { type: 'runIt', times: 3 })).toMatchObject({ code: 'BAD_AMOUNT', max: 2, rule: 'H13' });
    expect(refusal(state, { type: 'runIt', times: 0 })).toMatchObject({ code: 'BAD_AMOUNT' });
    state = play(state, { type: 'runIt', times: 2 });
    expect(state.board).toEqual(parseCards('2c7d9h 3c 4d'));
    expect(state.runout).toEqual({ times: 2, runs: [parseCards('Kd8c6s Tc Jd')] });
    const [pot] = state.result!.pots;
    expect(pot.runs).toEqual([
      { amount: 100, winners: [1], shares: [100] },
      { amount: 100, winners: [0], shares: [100] },
    ]);
    expect(pot).toMatchObject({ amount: 200, winners: [1, 0], shares: [100, 100] });
    expect(stacks(state)).toEqual([100, 100]);
    expect(view(state, 'table').runout).toEqual({ board: 0, times: 2, boards: [parseCards('2c7d9h 3c 4d'), parseCards('Kd8c6s Tc Jd')] });
  });

  it('H13: once is once; an all-in on the flop runs the turn and river again from the same flop; the option off asks nothing', () => {
    const once = play(dealt(headsUp({ runouts: 3 }), TWO_BOARDS), raise(0, 100), call(1), { type: 'runIt', times: 1 });
    expect(once.result!.pots[0]).toEqual({ amount: 200, eligible: [0, 1], winners: [1], shares: [200] });
    const flop = play(dealt(headsUp({ runouts: 3 }), TWO_BOARDS), call(0), check(1), { type: 'bet', seat: 1, to: 98 }, call(0));
    expect(flop.pending).toEqual({ kind: 'runIt' });
    const thrice = play(flop, { type: 'runIt', times: 3 });
    expect(thrice.board).toEqual(parseCards('2c7d9h 3c 4d'));
    expect(thrice.runout!.runs).toEqual([parseCards('Kd8c'), parseCards('6sTc')]);
    expect(view(thrice, 'table').runout!.boards).toEqual([parseCards('2c7d9h 3c 4d'), parseCards('2c7d9h Kd8c'), parseCards('2c7d9h 6sTc')]);
    // 200 chips three ways: 67, 67, 66; the kings win the second run (a set).
    expect(thrice.result!.pots[0].runs!.map((r) => [r.amount, r.winners])).toEqual([
      [67, [1]],
      [67, [0]],
      [66, [1]],
    ]);
    expect(stacks(thrice)).toEqual([67, 133]);
    const off = play(dealt(headsUp({}), TWO_BOARDS), raise(0, 100), call(1));
    expect(off.result).not.toBeNull();
  });

  it('H13, G8: a tie in one run splits that run\'s part, its odd chip to the first winner from the button', () => {
    // Three players; seat 0 folds after its ante; seats 1 and 2 all-in: 201 chips, run twice as 101 and 100.
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100), dealer: 0, options: { ...blinds, ante: 1, runouts: 2 } };
    // Dealing order 1, 2, 0. The first board plays for both (a broadway straight on it); on the second the nines beat the fives.
    const deck = stackedDeck(['9c9d', '5h5s', '2c3d'], 'TsJsQdKhAc  2h Ad Kc 7h 8d');
    let state = dealt(config, deck);
    state = play(state, fold(0), raise(1, 99), call(2), { type: 'runIt', times: 2 });
    expect(state.result!.pots[0].runs).toEqual([
      { amount: 101, winners: [1, 2], shares: [51, 50] },
      { amount: 100, winners: [1], shares: [100] },
    ]);
    expect(stacks(state)).toEqual([99, 151, 50]);
  });

  it('H13, G7: with side pots each pot is split per run, each part to the best of that pot\'s own contestants on that run', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(50, 100, 100), dealer: 0, options: { ...blinds, runouts: 2 } };
    // Dealing order 1, 2, 0: K K, Q Q, A A. The first board favours the aces; the second makes the queens a set.
    let state = dealt(config, stackedDeck(['KsKh', 'QsQh', 'AsAh'], '2c7d9h 3c 4d  Qd8c6s Tc Jd'));
    state = play(state, raise(0, 50), raise(1, 100), call(2), { type: 'runIt', times: 2 });
    const [main, side] = state.result!.pots;
    expect(main).toMatchObject({ amount: 150, eligible: [0, 1, 2], runs: [{ amount: 75, winners: [0] }, { amount: 75, winners: [2] }] });
    expect(side).toMatchObject({ amount: 100, eligible: [1, 2], runs: [{ amount: 50, winners: [1] }, { amount: 50, winners: [2] }] });
    expect(stacks(state)).toEqual([75, 50, 125]);
  });

  it('H13, G12: the runs agreed in the chip ledger are an entry like any: undone, the table is asked again', () => {
    const config: SessionConfig = { profile: 'holdem', players: [{ name: 'A', stack: 100 }, { name: 'B', stack: 100 }], firstDealer: 0, dealing: 'ledger', options: { ...blinds, runouts: 3 } };
    let s = apply(newSession(config), { type: 'startHand' }, raise(0, 100), call(1));
    expect(s.hand!.pending).toEqual({ kind: 'runIt' });
    s = apply(s, { type: 'runIt', times: 3 });
    expect(s.hand!.pending).toEqual({ kind: 'award', pot: 0, run: 0 });
    s = apply(s, { type: 'undo' });
    expect(s.hand!.pending).toEqual({ kind: 'runIt' });
    s = apply(s, { type: 'runIt', times: 1 });
    expect(s.hand!.pending).toEqual({ kind: 'award', pot: 0 });
    const replayed = replaySession(config, s.log);
    expect(replayed.ok && replayed.state.hand).toEqual(s.hand);
  });

  it('H13, G12: in the chip ledger the table names the winners of each pot run after run', () => {
    let state = play(newHand(headsUp({ runouts: 2 }, 'ledger')), raise(0, 100), call(1));
    expect(state.pending).toEqual({ kind: 'runIt' });
    state = play(state, { type: 'runIt', times: 2 });
    expect(state.pending).toEqual({ kind: 'award', pot: 0, run: 0 });
    expect(refusal(state, { type: 'award', pot: 0, run: 1, winners: [0] })).toMatchObject({ code: 'WRONG_PHASE' });
    state = play(state, { type: 'award', pot: 0, run: 0, winners: [1] });
    expect(state.pending).toEqual({ kind: 'award', pot: 0, run: 1 });
    state = play(state, { type: 'award', pot: 0, run: 1, winners: [0, 1] });
    expect(state.result!.pots[0].runs).toEqual([
      { amount: 100, winners: [1], shares: [100] },
      { amount: 100, winners: [1, 0], shares: [50, 50] },
    ]);
    expect(stacks(state)).toEqual([50, 150]);
  });
});

describe('O7: the run-out the table watches', () => {
  it('O7: with watchRunout each street waits for the table, each run in turn; the odds follow the run being dealt', () => {
    let state = dealt(headsUp({ runouts: 2, watchRunout: true }), TWO_BOARDS);
    state = play(state, raise(0, 100), call(1), { type: 'runIt', times: 2 });
    expect(state.pending).toEqual({ kind: 'reveal' });
    expect(state.board).toEqual([]);
    expect(legalActions(state).actions).toEqual([{ type: 'reveal', run: 0, cards: 3 }]);
    expect(liveMoment(view(state, 'table'))?.street).toBe('preflop');
    state = play(state, { type: 'reveal' });
    expect(state.board).toEqual(parseCards('2c7d9h'));
    expect(liveMoment(view(state, 'table'))?.street).toBe('flop');
    state = play(state, { type: 'reveal' }, { type: 'reveal' });
    // The first run is out; the second starts from the hands alone, the first run's cards seen (O5).
    expect(legalActions(state).actions).toEqual([{ type: 'reveal', run: 1, cards: 3 }]);
    const second = liveMoment(view(state, 'table'))!;
    expect(second.situation).toMatchObject({ board: [], dead: parseCards('2c7d9h 3c 4d') });
    state = play(state, { type: 'reveal' }, { type: 'reveal' }, { type: 'reveal' });
    expect(state.result!.pots[0].runs!.map((r) => r.winners)).toEqual([[1], [0]]);
    // The same cards as a table that does not watch: only the pacing differs.
    const atOnce = play(dealt(headsUp({ runouts: 2 }), TWO_BOARDS), raise(0, 100), call(1), { type: 'runIt', times: 2 });
    expect(state.result).toEqual(atOnce.result);
    expect(replay(state.config, state.log).ok).toBe(true);
  });

  it('O7: without watchRunout (games recorded before) the rest of the board comes at once, and a reveal is refused', () => {
    const state = play(dealt(headsUp({}), TWO_BOARDS), raise(0, 100));
    const done = play(state, call(1));
    expect(done.result).not.toBeNull();
    expect(refusal(state, { type: 'reveal' })).toMatchObject({ code: 'WRONG_PHASE' });
    // The chip ledger's board is the real one: nothing to reveal there.
    expect(play(newHand(headsUp({ watchRunout: true }, 'ledger')), raise(0, 100), call(1)).pending.kind).toBe('award');
  });
});

describe('O8: the chip ledger\'s typed cards', () => {
  it('O8: hands and board typed at an all-in are entries the view carries; undone one at a time; typed whole, the pot pays itself', () => {
    let state = play(newHand(headsUp({}, 'ledger')), raise(0, 100), call(1));
    expect(state.pending).toEqual({ kind: 'award', pot: 0 });
    expect(view(state, 'table').runout).toMatchObject({ board: 0, times: 1 });
    state = play(state, { type: 'show', seat: 0, cards: parseCards('KsKh') }, { type: 'show', seat: 1, cards: parseCards('AsAh') });
    expect(view(state, 'table').seats.map((s) => s.cards)).toEqual([parseCards('KsKh'), parseCards('AsAh')]);
    expect(liveMoment(view(state, 'table'))?.street).toBe('preflop');
    state = play(state, { type: 'deal', to: 'board', cards: parseCards('2c7d9h') });
    expect(view(state, 'table').board).toEqual(parseCards('2c7d9h'));
    expect(liveMoment(view(state, 'table'))?.street).toBe('flop');
    // G14: no card twice, only the deck's.
    expect(refusal(state, { type: 'deal', to: 'board', cards: parseCards('As') })).toMatchObject({ code: 'CARD_IN_USE' });
    expect(refusal(state, { type: 'deal', to: 'board', cards: parseCards('3c 4d 5h') })).toMatchObject({ code: 'WRONG_CARD_COUNT', max: 2 });
    // Undo takes back the last entry: the hand without it.
    const undone = replay(state.config, state.log.slice(0, -1));
    expect(undone.ok && undone.state.board).toEqual([]);
    state = play(state, { type: 'deal', to: 'board', cards: parseCards('3c 4d') });
    // Every hand and the whole board typed: the evaluator pays the pot (the aces).
    expect(state.result!.pots[0].winners).toEqual([1]);
    expect(stacks(state)).toEqual([0, 200]);
  });

  it('O8, H13: before the runs are agreed only the cards out when betting closed; then each run\'s board, its shared cards typed first', () => {
    let state = play(newHand(headsUp({ runouts: 2 }, 'ledger')), { type: 'call', seat: 0 }, check(1), { type: 'bet', seat: 1, to: 98 }, call(0));
    expect(state.pending).toEqual({ kind: 'runIt' });
    expect(legalActions(state).actions).toEqual([
      { type: 'runIt', most: 2 },
      { type: 'show', cardsRequired: true, seats: [0, 1] },
      { type: 'deal', to: 'board', count: 3, run: 0 },
    ]);
    state = play(state, { type: 'runIt', times: 2 });
    expect(refusal(state, { type: 'deal', to: 'board', run: 1, cards: parseCards('Jd') })).toMatchObject({ code: 'NOT_ALLOWED' });
    state = play(state, { type: 'deal', to: 'board', cards: parseCards('2c7d9h') }, { type: 'deal', to: 'board', run: 1, cards: parseCards('Jd Qd') });
    expect(view(state, 'table').runout!.boards).toEqual([parseCards('2c7d9h'), parseCards('2c7d9h JdQd')]);
    state = play(state, { type: 'show', seat: 0, cards: parseCards('KsKh') }, { type: 'show', seat: 1, cards: parseCards('AsAh') });
    // The second run's board is whole and both hands are typed: only the first run is awarded by name.
    expect(state.pending).toEqual({ kind: 'award', pot: 0, run: 0 });
    state = play(state, { type: 'award', pot: 0, run: 0, winners: [0] });
    expect(state.result!.pots[0].runs!.map((r) => r.winners)).toEqual([[0], [1]]);
  });
});
