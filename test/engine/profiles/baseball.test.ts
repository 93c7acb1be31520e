import { describe, expect, it } from 'vitest';
import {
  applySession,
  formatUnits,
  getProfile,
  legalActions,
  newHand,
  newSession,
  parseCards,
  standings,
  type HandState,
  type SessionState,
} from '../../../src/engine/index.ts';
import { showingOrder } from '../../../src/engine/showdown.ts';
import { baseballTable, deal, dealtBaseball, deckOrder, u } from '../support/baseball.ts';
import { bet, call, check, fold, play, raise, refusal, stacks } from '../support/table.ts';

/** Everyone checks this betting round. */
function checkRound(state: HandState): HandState {
  const street = state.street;
  while (state.pending.kind === 'bet' && state.street === street) state = play(state, check(state.pending.seat));
  return state;
}

/** Check every round to the end. */
const checkDown = (state: HandState) => {
  while (state.pending.kind === 'bet') state = checkRound(state);
  return state;
};

const cardsOf = (state: HandState, seat: number) => state.seats[seat].cards;
const upOf = (state: HandState, seat: number) => state.seats[seat].up;

describe('baseball', () => {
  it('S1: 2–6 players, 52 cards, no jokers; every 3 and 9 is wild', () => {
    expect(() => newHand(baseballTable(1))).toThrow(RangeError);
    expect(() => newHand(baseballTable(7))).toThrow(RangeError);
    const state = newHand(baseballTable(6));
    expect(new Set(getProfile('baseball').deck(state.config)).size).toBe(52);
    expect(getProfile('baseball').ranking(state.config).wildRanks).toEqual([1, 7]); // 3s and 9s
  });

  it('S1: an open 4 gives its owner one more open card at once, before the next player is dealt', () => {
    // Dealer B (seat 1): A (seat 0) is dealt first. Two closed rounds, then the open cards.
    const state = dealtBaseball(baseballTable(2, 1), '2c 5c  6d 7d  4h Kd 8s');
    expect(cardsOf(state, 0)).toEqual(parseCards('2c 6d 4h Kd'));
    expect(upOf(state, 0)).toEqual([false, false, true, true]);
    expect(cardsOf(state, 1)).toEqual(parseCards('5c 7d 8s')); // B's open card came after A's extra
    expect(upOf(state, 1)).toEqual([false, false, true]);
    expect(stacks(state)).toEqual([-u(1), -u(1)]); // the extra costs nothing: only the ante is paid
  });

  it('S1: a 4 received as an extra card gives another one, and so on', () => {
    const state = dealtBaseball(baseballTable(2, 1), '2c 5c  6d 7d  4h 4s 4d Kd 8s');
    expect(cardsOf(state, 0)).toEqual(parseCards('2c 6d 4h 4s 4d Kd'));
    expect(upOf(state, 0)).toEqual([false, false, true, true, true, true]);
    expect(cardsOf(state, 1)).toEqual(parseCards('5c 7d 8s'));
  });

  it('S1: closed 4s (the first two cards and the seventh) give nothing', () => {
    // A holds 4c 4d closed, then opens Ks; his seventh card is the 4s, closed.
    let state = dealtBaseball(baseballTable(2, 1), '4c 5c  4d 7d  Ks 8s  Qh Jh  Th 6h  2h 5d  4s 6c');
    expect(cardsOf(state, 0)).toEqual(parseCards('4c 4d Ks'));
    state = checkDown(state);
    expect(cardsOf(state, 0)).toEqual(parseCards('4c 4d Ks Qh Th 2h 4s'));
    expect(upOf(state, 0)).toEqual([false, false, true, true, true, true, false]);
    expect(cardsOf(state, 1)).toHaveLength(7);
  });

  it('S1: even with all four 4s open at a table of six, at most 46 cards are dealt and the stock never runs out', () => {
    // Dealer F (seat 5): A..F in order. The four 4s are A's, B's, C's and D's first open cards.
    const closed = '2c 2d 2h 2s 5c 5d  6c 6d 6h 6s 7c 7d';
    let state = dealtBaseball(baseballTable(6, 5), `${closed}  4c Kc 4d Kd 4h Kh 4s Ks Qc Qd`);
    expect(state.seats.map((s) => s.cards.length)).toEqual([4, 4, 4, 4, 3, 3]);
    state = checkDown(state);
    expect(state.seats.map((s) => s.cards.length)).toEqual([8, 8, 8, 8, 7, 7]);
    expect(state.stock).toHaveLength(52 - 46);
  });

  it('S2: balances are units that may go negative; no all-in, no side pots', () => {
    // A owes 10 units, B has 0, C has 20: all three bet and raise alike.
    let state = dealtBaseball(baseballTable(3, 2, 'deck', [-u(10), 0, u(20)]), '2c 5c 6c  2d 5d 6d  Kh 7s 8s');
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 }); // A's open king is high
    expect(legalActions(state).actions).toContainEqual({ type: 'bet', min: u(1), max: u(1) });
    state = play(state, bet(0, u(1)), raise(1, u(2)));
    expect(legalActions(state).actions).toContainEqual({ type: 'call', amount: u(2), allIn: false });
    state = play(state, call(2), raise(0, u(3)), call(1), call(2));
    expect(state.seats.every((s) => !s.allIn)).toBe(true);
    expect(stacks(state)).toEqual([-u(14), -u(4), u(16)]);
    state = checkDown(state);
    // One pot for everyone still in, whatever their balances.
    expect(state.result!.pots).toHaveLength(1);
    expect(state.result!.pots[0]).toMatchObject({ amount: u(12), eligible: [0, 1, 2] });
    const net = state.result!.net;
    expect(net.reduce((a, b) => a + b, 0)).toBe(0);
    expect(state.seats.some((s) => s.stack < 0)).toBe(true);
  });

  it('S2: a player deep in debt is still dealt in and may still bet', () => {
    const state = dealtBaseball(baseballTable(2, 1, 'deck', [-u(500), u(500)]), '2c 5c  6d 7d  Ks 8s');
    expect(state.seats.every((s) => s.inHand)).toBe(true);
    expect(stacks(state)).toEqual([-u(501), u(499)]);
    expect(legalActions(state)).toEqual({ seat: 0, actions: [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: u(1), max: u(1) }] });
  });

  it('S3: everyone antes 1; deal from the dealer’s left, 2 closed then 1 open each, three open rounds, one closed; no burns', () => {
    // Dealer B (seat 1): C (seat 2) is dealt first, then A, then B.
    const order = deckOrder('As Ks Qs  Ah Kh Qh  Ad Kd Qd');
    let state = dealtBaseball(baseballTable(3, 1), 'As Ks Qs  Ah Kh Qh  Ad Kd Qd');
    expect(state.seats.map((s) => s.committed)).toEqual([u(1), u(1), u(1)]);
    expect(cardsOf(state, 2)).toEqual(parseCards('As Ah Ad'));
    expect(cardsOf(state, 0)).toEqual(parseCards('Ks Kh Kd'));
    expect(cardsOf(state, 1)).toEqual(parseCards('Qs Qh Qd'));
    state = checkDown(state);
    // Each later card went round in the same order: C, A, B.
    expect(cardsOf(state, 2).slice(3)).toEqual([order[9], order[12], order[15], order[18]]);
    expect(cardsOf(state, 0).slice(3)).toEqual([order[10], order[13], order[16], order[19]]);
    expect(upOf(state, 1)).toEqual([false, false, true, true, true, true, false]);
    expect(state.stock).toEqual(order.slice(21));
  });

  it('S3, S9: the first dealer is the table’s draw; the deal rotates left', () => {
    let session: SessionState = newSession({ profile: 'baseball', players: [0, 0, 0].map((stack, i) => ({ name: 'ABC'[i], stack })), firstDealer: 2 });
    const dealers: number[] = [];
    for (let i = 0; i < 4; i++) {
      session = run(session, { type: 'startHand' });
      dealers.push(session.hand!.config.dealer);
      session = foldToHigh(session);
    }
    expect(dealers).toEqual([2, 0, 1, 2]);
  });

  it('S4: a betting round after the first open card and after each later card: five rounds', () => {
    let state = dealtBaseball(baseballTable(2, 1), '2c 5c  6d 7d  Ks 8s');
    const sizes: number[] = [];
    while (state.pending.kind === 'bet') {
      sizes.push(state.seats[0].cards.length);
      state = checkRound(state);
    }
    expect(sizes).toEqual([3, 4, 5, 6, 7]);
    expect(state.pending.kind).toBe('complete');
  });

  it('S5: the best open hand starts each round, wild cards counting; equal hands: nearest the dealer’s left', () => {
    // Dealer C (seat 2). Open: A K♦, B 9♥ (wild: an ace), C A♥: B and C tie, B is nearer the dealer's left.
    let state = newHand(baseballTable(3, 2, 'explicit'));
    state = play(state, deal(0, '2c 5c Kd'), deal(1, '2d 5d 9h'), deal(2, '2h 5h Ah'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
    state = checkRound(state);
    // A pairs his king: a pair beats ace high.
    state = play(state, deal(0, 'Kc'), deal(1, '6c'), deal(2, 'Qs'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 });
    state = checkRound(state);
    // B's two wilds and a 6 are three sixes; A's kings with a kicker are less.
    state = play(state, deal(0, '7d'), deal(1, '3d'), deal(2, 'Qd'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
  });

  it('S5: equal groups compare the single cards; equal open hands go to the nearest the dealer’s left, the dealer last', () => {
    // Dealer A (seat 0). B: K K 7; C: K K 8 (higher kicker); A: Q Q A.
    let state = newHand(baseballTable(3, 0, 'explicit'));
    state = play(state, deal(1, '2c 2d Kc'), deal(2, '5c 5d Kd'), deal(0, '6c 6d Qc'));
    state = checkRound(state);
    state = play(state, deal(1, 'Ks'), deal(2, 'Kh'), deal(0, 'Qd'));
    state = checkRound(state);
    state = play(state, deal(1, '7c'), deal(2, '8c'), deal(0, 'Ac'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 2 });
    // Exactly equal open hands (suits carry nothing): the dealer, A, speaks after B.
    let tie = newHand(baseballTable(2, 0, 'explicit'));
    tie = play(tie, deal(1, '2c 2d Kc'), deal(0, '5c 5d Kd'));
    expect(tie.pending).toEqual({ kind: 'bet', seat: 1 });
  });

  it('S5: straights and flushes count only with five open cards (an extra card can make five early)', () => {
    // Dealer B: A first. A's open 4♥ brings K♥; his hearts make a flush only at the fifth open card.
    let state = newHand(baseballTable(2, 1, 'explicit'));
    state = play(state, deal(0, '2c 5c 4h Kh'), deal(1, '2d 5d As'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 }); // ace high beats king high
    state = play(state, check(1), check(0), deal(0, 'Qh'), deal(1, 'Ad'), check(1), check(0));
    state = play(state, deal(0, 'Jh'), deal(1, 'Ac'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 }); // four open hearts are no flush: three aces start
    state = play(state, check(1), check(0), deal(0, 'Th'), deal(1, '7s'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 }); // five open hearts: the flush starts
  });

  it('S5: in the chip ledger the table tells the open cards, or says who is high', () => {
    let state = newHand(baseballTable(3, 2, 'ledger'));
    // Closed cards are on the real table; the engine waits for the open ones.
    expect(state.seats.map((s) => s.cards)).toEqual([[null, null], [null, null], [null, null]]);
    // One seat after the other, from the dealer's left (S3).
    expect(legalActions(state).actions).toEqual([{ type: 'deal', to: 0, count: 1 }]);
    state = play(state, deal(0, 'Qs'), deal(1, 'Ks'), deal(2, '2h'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 1 });
    state = checkRound(state);
    // Left unknown: the table names who starts.
    state = play(state, deal(0, '?'), deal(1, 'Kd'), deal(2, '?'));
    expect(state.pending).toEqual({ kind: 'lead' });
    expect(legalActions(state)).toEqual({ seat: null, actions: [{ type: 'lead', seats: [0, 1, 2] }] });
    expect(refusal(state, check(0)).code).toBe('WRONG_PHASE');
    state = play(state, { type: 'lead', seat: 0 });
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 });
  });

  it('S1, S5: in the chip ledger an open 4 the table tells calls for its extra card at once', () => {
    let state = newHand(baseballTable(2, 1, 'ledger'));
    state = play(state, deal(0, '4h'));
    // S1, S3: A's extra card comes before B's card.
    expect(legalActions(state).actions).toEqual([{ type: 'deal', to: 0, count: 1 }]);
    expect(refusal(state, deal(1, 'Jd'))).toMatchObject({ code: 'DEAL_ORDER', expected: 0, rule: 'S3' });
    state = play(state, deal(0, '?'), deal(1, '4c Jd'));
    expect(state.seats.map((s) => s.cards.length)).toEqual([4, 4]);
    expect(state.seats.map((s) => s.up)).toEqual([
      [false, false, true, true],
      [false, false, true, true],
    ]);
    expect(state.pending).toEqual({ kind: 'lead' }); // A's extra is unknown
    // A deal past what is due is refused: a card that is no 4 calls for nothing.
    let short = newHand(baseballTable(2, 1, 'ledger'));
    expect(refusal(short, deal(0, 'Kh Qh')).code).toBe('WRONG_CARD_COUNT');
    short = play(short, deal(0, 'Kh'));
    expect(short.seats[0].cards.length).toBe(3);
  });

  it('S6: bets and raises are 1 unit; at most 3 raises a round; a call pays only the difference', () => {
    let state = dealtBaseball(baseballTable(3, 2), '2c 5c 6c  2d 5d 6d  Kh 7s 8s');
    expect(refusal(state, bet(0, u(2)))).toMatchObject({ code: 'BET_TOO_LARGE', max: u(1) });
    expect(refusal(state, bet(0, u(0, 1, 2)))).toMatchObject({ code: 'BET_TOO_SMALL', min: u(1) });
    state = play(state, bet(0, u(1)));
    expect(legalActions(state).actions).toEqual([
      { type: 'fold' },
      { type: 'call', amount: u(1), allIn: false },
      { type: 'raise', min: u(2), max: u(2) },
    ]);
    expect(refusal(state, raise(1, u(3)))).toMatchObject({ code: 'RAISE_TOO_LARGE', max: u(2) });
    state = play(state, raise(1, u(2)), raise(2, u(3)), raise(0, u(4)));
    // Three raises: the cap. Calling or folding only.
    expect(legalActions(state).actions.map((a) => a.type)).toEqual(['fold', 'call']);
    expect(refusal(state, raise(1, u(5)))).toMatchObject({ code: 'CANNOT_RAISE', reason: 'cap' });
    const before = state.seats[1].stack;
    state = play(state, call(1));
    expect(before - state.seats[1].stack).toBe(u(2)); // he had 2 in: pays 2 more to 4
    state = play(state, call(2));
    // The round ended once all called after the last raise; the next card is out.
    expect(state.seats[0].cards).toHaveLength(4);
    expect(state.round!.raises).toBe(0);
  });

  it('S6: a round of checks ends the round; a folded player gets no more cards and cannot win', () => {
    let state = dealtBaseball(baseballTable(3, 2), '2c 5c 6c  2d 5d 6d  Kh 7s 8s');
    state = play(state, check(0), bet(1, u(1)), fold(2), call(0));
    expect(state.seats[2].cards).toHaveLength(3);
    state = checkDown(state);
    expect(state.seats[2].cards).toHaveLength(3);
    expect(state.result!.pots[0].eligible).toEqual([0, 1]);
    expect(state.result!.pots[0].winners).not.toContain(2);
  });

  it('S7: showdown in the order of D13; the best five of every card received, extras included, win', () => {
    // Dealer B. A: 2c 5c | 4h (extra As) | Ad Ac Ah | Jc → four aces with his extra;
    // B: Kc Kd | Ks | 8c 8d 7h | 8h → kings full, which beats A's three aces without the extra.
    let state = dealtBaseball(baseballTable(2, 1), '2c Kc  5c Kd  4h As Ks  Ad 8c  Ac 8d  Ah 7h  Jc 8h');
    expect(cardsOf(state, 0)).toEqual(parseCards('2c 5c 4h As'));
    for (let round = 0; round < 4; round++) state = checkRound(state);
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 }); // A's open aces are high
    state = play(state, check(0), bet(1, u(1)), call(0));
    expect(showingOrder(state, getProfile('baseball'))).toEqual([1, 0]); // B bet last: he shows first
    expect(state.result!.pots[0].winners).toEqual([0]);
    expect(state.seats.every((s) => s.shown)).toBe(true); // everyone shows (no mucking)
  });

  it('S7: a natural hand does not beat an equal wild one: the pot is split', () => {
    // A: 3c (wild) makes A-K-Q-J-10 with Ks Qd Jh Th; B holds a natural As Kd Qc Jd Tc.
    const state = checkDown(dealtBaseball(baseballTable(2, 1), '3c As  2c Kd  Ks Qc  Qd Jd  Jh Tc  Th 2d  5h 6s'));
    expect(state.result!.pots[0].winners).toEqual([0, 1]);
    expect(state.result!.pots[0].shares).toEqual([u(1), u(1)]);
  });

  it('S8: a pot that does not divide is split exactly, with no odd chip', () => {
    // Dealer D. Four antes; D folds; A, B and C tie with ace-high straights: 4 units, 1⅓ each.
    let state = dealtBaseball(baseballTable(4, 3), '2c 2d 2h 7c  5d 5h 5s 7d  Kc Kd Kh 8h  Qs Qc Qd  Jd Jh Js  Th Ts Tc  As Ac Ad');
    expect(state.pending).toEqual({ kind: 'bet', seat: 0 }); // three open kings: the dealer's left first
    state = checkDown(play(state, check(0), check(1), check(2), fold(3)));
    const pot = state.result!.pots[0];
    expect(pot.amount).toBe(u(4));
    expect(pot.winners).toEqual([0, 1, 2]);
    expect(pot.shares).toEqual([u(1, 1, 3), u(1, 1, 3), u(1, 1, 3)]);
    expect(pot.shares.map((s) => formatUnits(s))).toEqual(['1⅓', '1⅓', '1⅓']);
    expect(state.result!.net.map((n) => formatUnits(n, { sign: 'always' }))).toEqual(['+⅓', '+⅓', '+⅓', '−1']);
  });

  it('S9: a session is 8 resolved pots by default; the net results rank the players; equal results share the place', () => {
    let session: SessionState = newSession({ profile: 'baseball', players: [0, 0, 0].map((stack, i) => ({ name: 'ABC'[i], stack })), firstDealer: 0 });
    for (let i = 0; i < 8; i++) {
      expect(session.over).toBe(false);
      session = foldToHigh(run(session, { type: 'startHand' }));
    }
    expect(session.resolved).toBe(8);
    expect(session.over).toBe(true);
    expect(applySession(session, { type: 'startHand' })).toMatchObject({ ok: false, error: { code: 'SESSION_OVER' } });
    // The dealer's left (equal open cards) took every pot: B and C three each (+2 a pot, −1 otherwise), A two.
    const table = standings(session);
    expect(table.map((s) => [s.name, s.net, s.place])).toEqual([
      ['B', u(1), 1],
      ['C', u(1), 1],
      ['A', -u(2), 3],
    ]);
    // A table may agree on another length.
    let short: SessionState = newSession({ profile: 'baseball', players: [0, 0].map((stack, i) => ({ name: 'AB'[i], stack })), firstDealer: 0, options: { sessionPots: 2 } });
    for (let i = 0; i < 2; i++) short = foldToHigh(run(short, { type: 'startHand' }));
    expect(short.over).toBe(true);
  });

  it('S10: A shows 6♣, receives 4♥ open; the dealer at once adds K♦ open before going on; A keeps both without paying', () => {
    // Dealer B (seat 1): A first. A: 2c 5c | 6♣; next round 4♥, then K♦ at once, before B's card.
    let state = dealtBaseball(baseballTable(2, 1), '2c 7d  5c 7h  6c Ts  4h Kd Jc');
    expect(cardsOf(state, 0)).toEqual(parseCards('2c 5c 6c'));
    state = play(state, check(1), check(0));
    expect(cardsOf(state, 0)).toEqual(parseCards('2c 5c 6c 4h Kd'));
    expect(upOf(state, 0)).toEqual([false, false, true, true, true]);
    expect(cardsOf(state, 1)).toEqual(parseCards('7d 7h Ts Jc'));
    expect(state.seats[0].committed).toBe(u(1)); // nothing paid for the 4 or its extra
    state = checkDown(state);
    expect(cardsOf(state, 0)).toHaveLength(8); // and he keeps both to the end
  });

  it('S10: five eights (8♠ 8♥ 8♣ 8♦ 3♣) beat a natural A♠ K♠ Q♠ J♠ 10♠', () => {
    // Dealer B. A: 8s 8h | 8c | 8d 2c 5d | 3c; B: As Ks | Qs | Js Ts 2d | 6h.
    const state = checkDown(dealtBaseball(baseballTable(2, 1), '8s As  8h Ks  8c Qs  8d Js  2c Ts  5d 2d  3c 6h'));
    expect(state.result!.pots[0].winners).toEqual([0]);
    expect(state.result!.net).toEqual([u(1), -u(1)]);
  });
});

function run(session: SessionState, ...actions: Parameters<typeof applySession>[1][]): SessionState {
  for (const action of actions) {
    const result = applySession(session, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
    session = result.state;
  }
  return session;
}

/** Shuffle a deck with equal open cards, then the first to act bets and everyone else folds: his pot is resolved. */
function foldToHigh(session: SessionState): SessionState {
  session = run(session, { type: 'shuffle', deck: deckOrder('2c 2d 2h 5c 5d 5h 6c 6d 6h') });
  const first = session.hand!.pending.kind === 'bet' ? session.hand!.pending.seat : -1;
  session = run(session, bet(first, u(1)));
  while (session.hand!.pending.kind === 'bet') session = run(session, fold(session.hand!.pending.seat));
  return session;
}
