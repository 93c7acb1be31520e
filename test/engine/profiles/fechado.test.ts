import { describe, expect, it } from 'vitest';
import {
  deck,
  getProfile,
  highCardDealer,
  legalActions,
  newHand,
  newSession,
  parseCards,
  showingOrder,
  view,
  type Action,
  type HandConfig,
  type HandState,
  type GameOptions,
} from '../../../src/engine/index.ts';
import { fechadoDeck, run } from '../support/fechado.ts';
import { bet, call, check, draw, fold, play, raise, refusal, seats, stacks } from '../support/table.ts';

const table = (stacks: number[], options: GameOptions = {}, dealer = 0): HandConfig => ({
  profile: 'fechado',
  seats: seats(...stacks),
  dealer,
  options,
});

/** Shuffle a deck that deals `hands` in dealing order (from the dealer's left), then `next`. */
const start = (config: HandConfig, hands: string[], next = '') =>
  play(newHand(config), { type: 'shuffle', deck: fechadoDeck(config, hands, next) });

/** F10's reshuffle before the exchange, in the order the stock already had (the test stacks it). */
function keepOrder(state: HandState): HandState {
  if (state.pending.kind !== 'reshuffle') return state;
  return play(state, { type: 'reshuffle', order: state.pending.cards });
}

/** Apply actions, answering F10's reshuffles with the stock's own order. */
const act = (state: HandState, ...actions: Action[]) => actions.reduce((s, a) => keepOrder(play(keepOrder(s), a)), keepOrder(state));

const types = (state: HandState) => legalActions(state).actions.map((a) => a.type);

describe('fechado', () => {
  it('F1: 2–8 players; 7–A up to 4 players, 6–A with 5, one rank more per extra player; the full deck as a table option', () => {
    expect(() => newHand(table([100]))).toThrow(RangeError);
    expect(() => newHand(table(Array<number>(9).fill(100)))).toThrow(RangeError);
    const sizes = [2, 3, 4, 5, 6, 7, 8].map((n) => getProfile('fechado').deck(table(Array<number>(n).fill(100))).length);
    expect(sizes).toEqual([32, 32, 32, 36, 40, 44, 48]);
    expect(getProfile('fechado').deck(table([100, 100, 100])).slice(0, 4)).toEqual(parseCards('7s 7h 7d 7c'));
    expect(getProfile('fechado').deck(table(Array<number>(8).fill(100))).slice(0, 4)).toEqual(parseCards('3s 3h 3d 3c'));
    expect(getProfile('fechado').deck(table([100, 100, 100], { fullDeck: true }))).toEqual(deck());
    // A deck of the wrong game is refused: the shuffle must hold exactly this game's cards.
    expect(refusal(newHand(table([100, 100, 100])), { type: 'shuffle', deck: deck() }).code).toBe('BAD_DECK');
    // Players out of the hand do not count: 5 seated, one of them broke, play 7–A.
    expect(getProfile('fechado').deck(table([100, 100, 100, 0, 100])).length).toBe(32);
  });

  it('F2: on a stripped deck a flush beats a full house; the full deck puts the full house above; the ace-low straight is the lowest', () => {
    const hands = ['Ah Kh 9h 8h 7h', 'Qs Qd Qc Js Jd', 'Td 9c 8d 7s Ad'];
    const showdown = (options: GameOptions) => {
      const config = table([100, 100, 100], options);
      return act(start(config, hands), bet(1, 1), call(2), call(0), draw(1), draw(2), draw(0), check(1), check(2), check(0));
    };
    expect(showdown({}).result!.pots[0].winners).toEqual([1]); // flush
    expect(showdown({ fullDeck: true }).result!.pots[0].winners).toEqual([2]); // full house
    // A-7-8-9-10 is a straight (it beats trips) but the lowest one.
    const straights = (third: string) =>
      act(start(table([100, 100, 100]), ['Ad 7c 8d 9s Th', 'Ks Kd Kc 7s 8s', third]), bet(1, 1), call(2), call(0), draw(1), draw(2), draw(0), check(1), check(2), check(0));
    expect(straights('As Ac Qd Jc 9d').result!.pots[0].winners).toEqual([1]);
    expect(straights('Jh Tc 9h 8h 7d').result!.pots[0].winners).toEqual([0]);
  });

  it('F3: the first dealer is whoever draws the highest card — ties on the rank draw again; then the deal moves left, dealt clockwise from his left', () => {
    // Seat 0 and seat 2 draw kings (suits do not count), seat 1 a queen: the two kings draw again.
    const order = parseCards('Kh Qs Ks 9c Ac 7d');
    expect(highCardDealer(order, 3)).toEqual({ dealer: 2, rounds: [parseCards('Kh Qs Ks'), [parseCards('9c')[0], null, parseCards('Ac')[0]]] });
    expect(highCardDealer(parseCards('As Ah'), 2)).toEqual({ dealer: null, rounds: [parseCards('As Ah')] });
    const { dealer } = highCardDealer(parseCards('7s 8s Ah 9d'), 4);
    expect(dealer).toBe(2);
    let s = newSession({ profile: 'fechado', players: seats(100, 100, 100, 100), firstDealer: dealer! });
    const dealers: number[] = [];
    for (let i = 0; i < 5; i++) {
      s = run(s, { type: 'startHand' });
      dealers.push(s.hand!.config.dealer);
      const order = fechadoDeck(s.hand!.config, ['Ah Ad 7c 8c 9c', 'Ks Kd 7d 8d 9d', 'Qs Qd 7h 8h 9h', 'Js Jd 7s 8s 9s']);
      s = run(s, { type: 'shuffle', deck: order });
      // The dealer's left gets the first card: he holds the aces.
      expect(s.hand!.seats[(s.dealer + 1) % 4].cards).toEqual(parseCards('Ah Ad 7c 8c 9c'));
      s = run(s, bet((s.dealer + 1) % 4, 1), fold((s.dealer + 2) % 4), fold((s.dealer + 3) % 4), fold(s.dealer));
    }
    expect(dealers).toEqual([2, 3, 0, 1, 2]);
  });

  it('F4: everyone antes the pingo before the deal (1 by default, the table may agree on more); a short stack antes what he has', () => {
    const state = newHand(table([100, 100, 100]));
    expect(state.pending).toEqual({ kind: 'shuffle' });
    expect(stacks(state)).toEqual([99, 99, 99]);
    const five = newHand(table([100, 3, 100], { ante: 5 }));
    expect(stacks(five)).toEqual([95, 0, 95]);
    expect(five.seats[1]).toMatchObject({ committed: 3, allIn: true });
  });

  it('F5: the dealer’s left speaks first — passo (fold), mesa (check) or abre (bet, with openers) — then each in turn up to the dealer', () => {
    let state = start(table([100, 100, 100, 100], {}, 2), ['7s 8d 9c Th Qs', 'Jh Jd 9h 8s 7h', 'Ah Kd Qc Js 9d', 'As Ks Qd Jc 8c']);
    expect(legalActions(state).seat).toBe(3);
    expect(types(state)).toEqual(['fold', 'check']); // no openers: passo or mesa
    expect(refusal(state, bet(3, 2))).toMatchObject({ code: 'NOT_ALLOWED' });
    state = play(state, check(3));
    expect(legalActions(state)).toEqual({ seat: 0, actions: [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 1, max: 10 }] });
    state = play(state, fold(0), check(1), check(2));
    // Everyone has spoken, nobody opened: F7.
    expect(state.result).toMatchObject({ pots: [], leftOnTable: 4 });
  });

  it('F6: each bet or raise adds between the agreed minimum and maximum, with no cap on raises; no-limit is an option', () => {
    const hands = ['Jh Jd 9h 8s 7h', 'Qh Qd 9c 8d 7d', 'Kh Kd 9s 8c 7c'];
    let state = start(table([500, 500, 500], { betting: { kind: 'spread', min: 2, max: 5 } }), hands);
    expect(refusal(state, bet(1, 1))).toMatchObject({ code: 'BET_TOO_SMALL', min: 2 });
    expect(refusal(state, bet(1, 6))).toMatchObject({ code: 'BET_TOO_LARGE', max: 5 });
    state = play(state, bet(1, 5));
    expect(legalActions(state).actions.find((a) => a.type === 'raise')).toEqual({ type: 'raise', min: 7, max: 10 });
    // Ten raises in a row: no cap.
    for (let i = 0; i < 10; i++) {
      const seat = legalActions(state).seat!;
      const range = legalActions(state).actions.find((a) => a.type === 'raise');
      expect(range).toBeDefined();
      state = play(state, raise(seat, (range as { max: number }).max));
    }
    expect(state.round!.currentBet).toBe(55);
    const noLimit = start(table([500, 500, 500], { betting: { kind: 'no-limit' } }), hands);
    expect(legalActions(noLimit).actions.find((a) => a.type === 'bet')).toEqual({ type: 'bet', min: 1, max: 499 });
  });

  it('F7: a single dead deal — all mesa, or all pass but one who says mesa: the chips stay; all pass but one who opens: he takes the pingos', () => {
    const hands = ['7s 8d 9c Th Qs', 'Jh Jd 9h 8s 7h', 'Ah Kd Qc Js 9d'];
    const mesa = play(start(table([100, 100, 100]), hands), check(1), check(2), check(0));
    expect(mesa.result).toEqual({ pots: [], uncontested: false, net: [-1, -1, -1], leftOnTable: 3 });
    const lone = play(start(table([100, 100, 100]), hands), check(1), fold(2), fold(0));
    expect(lone.result).toMatchObject({ pots: [], leftOnTable: 3 });
    // Everyone passes, the last one too: nobody is left to show (the showdown once crashed drawing this).
    const passed = play(start(table([100, 100, 100]), hands), fold(1), fold(2), fold(0));
    expect(passed.result).toMatchObject({ pots: [], leftOnTable: 3 });
    expect(showingOrder(passed, getProfile('fechado'))).toEqual([]);
    expect(view(passed, 'table').seats.map((s) => s.folded)).toEqual([true, true, true]);
    // The dealer's left and the next pass; the dealer, last and alone, still speaks — and opens.
    const opens = start(table([100, 100, 100], {}, 1), ['7s 8d 9c Th Qs', 'Ah Kd Qc Js 9d', 'Jh Jd 9h 8s 7h']);
    const alone = play(opens, fold(2), fold(0));
    expect(legalActions(alone)).toEqual({ seat: 1, actions: [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 1, max: 10 }] });
    const won = play(alone, bet(1, 4));
    expect(won.result).toMatchObject({ uncontested: true, pots: [{ amount: 3, winners: [1] }] });
    expect(won.result!.leftOnTable).toBeUndefined();
    expect(stacks(won)).toEqual([99, 102, 99]);
  });

  it('F8: after the open each calls, folds or raises (repique), re-raises allowed (contra-repique); callers complete, fold or re-raise', () => {
    let state = start(table([200, 200, 200, 200]), ['Jh Jd 9h 8s 7h', 'Qh Qd 9c 8d 7d', 'Kh Kd 9s 8c 7c', 'Ah Ad Ts Tc 7s']);
    state = play(state, bet(1, 5), call(2), raise(3, 10), raise(0, 20));
    // Seat 1 (the opener) and seat 2 (who called) now face the re-raise: complete, fold or raise.
    expect(legalActions(state)).toMatchObject({ seat: 1, actions: [{ type: 'fold' }, { type: 'call', amount: 15 }, { type: 'raise' }] });
    state = play(state, call(1), fold(2), call(3));
    expect(state.pending.kind).toBe('reshuffle'); // the round is over: F10's exchange begins
  });

  it('F8: if the others only call, the opener may not raise his own bet — the round ends, and short all-ins that add up to a raise do not reopen it for him', () => {
    const hands = ['Jh Jd 9h 8s 7h', 'Qh Qd 9c 8d 7d', 'Kh Kd 9s 8c 7c', 'Ah Ad Ts Tc 7s'];
    const called = play(start(table([200, 200, 200, 200]), hands), bet(1, 5), call(2), call(3), call(0));
    expect(called.pending.kind).toBe('reshuffle'); // nobody raised: the opener does not speak again
    // Spread 2–10: seats 2 and 3 go all-in for 1 more each — neither is a full raise (2), but together
    // they add 2: the ordinary rule (D10) would let the opener raise; F8 says he only called-on, so no.
    const short = table([200, 200, 7, 8], { betting: { kind: 'spread', min: 2, max: 10 } });
    let state = play(start(short, hands), bet(1, 5), raise(2, 6), raise(3, 7), call(0));
    expect(legalActions(state).seat).toBe(1);
    expect(types(state)).toEqual(['fold', 'call']);
    expect(refusal(state, raise(1, 9))).toMatchObject({ code: 'NOT_ALLOWED' });
    state = play(state, call(1));
    expect(state.pending.kind).toBe('reshuffle');
  });

  it('F8: the restrict hook — a player who said mesa may only call or fold at his first turn after the open, and re-raise once a raise comes back to him', () => {
    let state = start(table([200, 200, 200]), ['7s 8d 9c Th Qs', 'Jh Jd 9h 8s 7h', 'Ah Kd Qc Js 9d']);
    state = play(state, check(1), bet(2, 4), raise(0, 8));
    expect(legalActions(state)).toEqual({ seat: 1, actions: [{ type: 'fold' }, { type: 'call', amount: 8, allIn: false }] });
    const refused = refusal(state, raise(1, 12));
    expect(refused).toMatchObject({ code: 'NOT_ALLOWED' });
    expect(getProfile('fechado').restrict!(state, 1, [{ type: 'fold' }, { type: 'raise', min: 9, max: 18 }])).toEqual([{ type: 'fold' }]);
    state = play(state, call(1), raise(2, 12), call(0));
    // The contra-repique came back to him: now he may raise like anyone.
    expect(legalActions(state)).toMatchObject({ seat: 1, actions: [{ type: 'fold' }, { type: 'call', amount: 4 }, { type: 'raise', min: 13, max: 22 }] });
    state = play(state, raise(1, 22), call(2), call(0));
    expect(state.pending.kind).toBe('reshuffle');
  });

  it('F11: the second round starts with the opener; after raises, with the last raiser; mesa or bet, then fold, call or raise; a bet nobody calls wins unshown', () => {
    const hands = ['7s 8d 9c Th Qs', 'Jh Jd 9h 8s 7h', 'Ah Kd Qc Js 9d', 'As Ks Qd Jc 8c'];
    const opened = act(start(table([100, 100, 100, 100]), hands), check(1), bet(2, 3), call(3), call(0), call(1), draw(1), draw(2), draw(3), draw(0));
    expect(legalActions(opened)).toEqual({ seat: 2, actions: [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 1, max: 10 }] });
    const raised = act(start(table([100, 100, 100, 100]), hands), check(1), bet(2, 3), raise(3, 6), call(0), call(1), call(2), draw(1), draw(2), draw(3), draw(0));
    expect(legalActions(raised).seat).toBe(3);
    // Mesa, mesa, then a bet nobody calls: it takes the pot and nothing is shown.
    const done = play(raised, check(3), check(0), bet(1, 10), fold(2), fold(3), fold(0));
    expect(done.result).toMatchObject({ uncontested: true, pots: [{ amount: 28, winners: [1] }] });
    expect(done.seats.every((s) => !s.shown)).toBe(true);
    // All say mesa: the best hand takes the pot at the showdown.
    const shown = play(raised, check(3), check(0), check(1), check(2));
    expect(shown.result!.pots[0]).toMatchObject({ amount: 28, winners: [2] });
  });

  it('F12: the engine refuses an open without openers; with free opening anyone may open, and someone still must (F7)', () => {
    const hands = ['Th Td 9h 8s 7h', 'Ah Kd Qc Js 9d', 'As Ks Qd Jc 8c'];
    const strict = start(table([100, 100, 100]), hands);
    expect(refusal(strict, bet(1, 1))).toMatchObject({ code: 'NOT_ALLOWED' });
    const jacks = start(table([100, 100, 100]), ['Jh Jd 9h 8s 7h', ...hands.slice(1)]);
    expect(types(jacks)).toContain('bet');
    const free = start(table([100, 100, 100], { freeOpening: true }), hands);
    expect(types(free)).toContain('bet');
    expect(play(free, check(1), check(2), check(0)).result!.leftOnTable).toBe(3);
    // Mesa, calling and raising need no openers.
    const later = play(start(table([100, 100, 100]), ['Th Td 9h 8s 7h', 'Jh Jd 9c 8d 7d', 'Ah Kd Qc Js 9d']), check(1), bet(2, 2));
    expect(types(play(later, call(0)))).toEqual(['fold', 'call']); // seat 1 said mesa (F8)
    expect(types(later)).toEqual(['fold', 'call', 'raise']); // seat 0, no openers, may raise
  });

  it('F13: escuro — the dealer posts 1, the next 2, the next 4 (and 8 with four posters); no pingos, no openers', () => {
    const three = newHand(table([100, 100, 100, 100, 100], { escuroPosters: 3 }, 1));
    expect(three.seats.map((s) => s.committed)).toEqual([0, 1, 2, 4, 0]);
    // No pingos in the escuro variant, whatever the pingo option says.
    const four = newHand(table([100, 100, 100, 100, 100], { escuroPosters: 4, ante: 2 }, 3));
    expect(four.seats.map((s) => s.committed)).toEqual([4, 8, 0, 1, 2]);
    const heads = newHand(table([100, 100], { escuroPosters: 3 }));
    expect(heads.seats.map((s) => s.committed)).toEqual([1, 2]);
  });

  it('F13: from the escurante’s left each matches his post or folds; posters complete or fold, losing their posts; only the escurante may raise before the exchange', () => {
    const config = table([100, 100, 100, 100, 100], { escuroPosters: 3 });
    // Dealer 0 posts 1, seat 1 posts 2, seat 2 (the escurante) 4; seat 3 speaks first.
    let state = start(config, ['6s 7d 8c 9h Js', '6h 7h 8h Th Qd', '6d 7c 9d Tc Kd', '6c 8s 9s Ts Ad', '7s 8d 9c Jh Ah']);
    expect(legalActions(state)).toEqual({ seat: 3, actions: [{ type: 'fold' }, { type: 'call', amount: 4, allIn: false }] });
    expect(refusal(state, raise(3, 8))).toMatchObject({ code: 'NOT_ALLOWED' });
    state = play(state, call(3), call(4), fold(0), call(1));
    expect(state.seats[0]).toMatchObject({ folded: true, committed: 1 });
    // The escurante, matched, may raise (mesa otherwise).
    expect(legalActions(state)).toEqual({ seat: 2, actions: [{ type: 'fold' }, { type: 'check' }, { type: 'raise', min: 5, max: 14 }] });
    state = play(state, raise(2, 10));
    expect(types(state)).toEqual(['fold', 'call']);
    state = play(state, call(3), fold(4), call(1));
    expect(state.pending.kind).toBe('reshuffle');
    expect(state.seats.map((s) => s.committed)).toEqual([1, 10, 10, 10, 4]);
  });

  it('F13: after the exchange the escurante’s left speaks first and the escurante last; he may not open, only raise others’ bets; once he re-raises, raising is open to all', () => {
    const config = table([100, 100, 100, 100], { escuroPosters: 3 });
    const hands = ['7s 8d 9c Th Js', '7h 8h 9h Jh Qd', '7d 8c 9d Tc Kd', '7c 8s 9s Ts Ah'];
    let state = start(config, hands);
    // Dealer 0 (1), seat 1 (2), seat 2 escurante (4); seat 3 first.
    state = act(state, call(3), call(0), call(1), check(2), draw(1), draw(2), draw(3), draw(0));
    expect(legalActions(state).seat).toBe(3);
    state = play(state, check(3), check(0), check(1));
    // Everyone before him said mesa: the escurante may not open.
    expect(types(state)).toEqual(['fold', 'check']);
    expect(refusal(state, bet(2, 5))).toMatchObject({ code: 'NOT_ALLOWED' });
    // Another deal of the same hand: seat 0 bets, and the escurante raises it.
    state = act(start(config, hands), call(3), call(0), call(1), check(2), draw(1), draw(2), draw(3), draw(0));
    state = play(state, check(3), bet(0, 3), call(1));
    expect(types(state)).toEqual(['fold', 'call', 'raise']);
    state = play(state, raise(2, 8), raise(3, 12), raise(0, 20), call(1), raise(2, 30));
    expect(state.round!.raises).toBe(4);
    state = play(state, call(3), call(0), call(1));
    expect(state.result).not.toBeNull();
  });

  it('F13: no openers in the escuro variant — everyone calls and the escurante says mesa: the hand goes on to the exchange', () => {
    const config = table([100, 100, 100], { escuroPosters: 3 });
    const state = play(start(config, ['7s 8d 9c Th Qs', '7h 8h 9h Jh Ks', 'Ah Kd Qc Js 9d']), call(0), call(1), check(2));
    expect(state.result).toBeNull();
    expect(state.pending.kind).toBe('reshuffle');
  });
});

describe('fechado: the exchange', () => {
  const hands = ['7s 8d 9c Th Qs', 'Jh Jd 9h 8s 7h', 'Ah Kd Qc Js 9d', 'As Ks Qd Jc 8c'];
  /** Everyone in: seat 2 opens, the others call; the exchange starts with seat 1 (dealer 0). */
  const toExchange = (options: GameOptions = {}) =>
    act(start(table([100, 100, 100, 100], options), hands), check(1), bet(2, 2), call(3), call(0), call(1));

  it('F9: once, from the first player still in on the dealer’s left, each exchanges 0–4 cards; how many is public', () => {
    let state = toExchange();
    expect(legalActions(state)).toEqual({ seat: 1, actions: [{ type: 'draw', min: 0, max: 4 }] });
    expect(refusal(state, draw(1, '7s 8d 9c Th Qs'))).toMatchObject({ code: 'TOO_MANY_CARDS', max: 4 });
    state = act(state, draw(1, '7s 8d 9c Th'));
    expect(legalActions(state)).toEqual({ seat: 2, actions: [{ type: 'draw', min: 0, max: 4 }] });
    state = act(state, draw(2, '9h 8s 7h'), draw(3, 'Js 9d'), draw(0, 'As Ks Qd Jc'));
    expect(state.seats.map((s) => s.exchanged)).toEqual([[4], [4], [3], [2]]);
    expect(state.seats.map((s) => s.cards.length)).toEqual([5, 5, 5, 5]);
    // G11: another seat sees the counts, not the cards.
    expect(view(state, 3).record.filter((e) => e.type === 'draw')).toEqual([
      { type: 'draw', seat: 1, count: 4, discard: null },
      { type: 'draw', seat: 2, count: 3, discard: null },
      { type: 'draw', seat: 3, count: 2, discard: parseCards('Js 9d') },
      { type: 'draw', seat: 0, count: 4, discard: null },
    ]);
    expect(state.pending).toEqual({ kind: 'bet', seat: 2 }); // F11: the opener speaks first
  });

  it('F9: table option — only the first to exchange may take 4 cards, the others 0–3', () => {
    let state = toExchange({ exchangeFour: 'first' });
    expect(legalActions(state)).toEqual({ seat: 1, actions: [{ type: 'draw', min: 0, max: 4 }] });
    state = act(state, draw(1, '7s 8d 9c Th'));
    expect(legalActions(state)).toEqual({ seat: 2, actions: [{ type: 'draw', min: 0, max: 3 }] });
    expect(refusal(state, draw(2, 'Jh Jd 9h 8s'))).toMatchObject({ code: 'TOO_MANY_CARDS', max: 3 });
    // The first still in is the first to exchange: with seat 1 folded, seat 2 is privileged.
    const folded = act(start(table([100, 100, 100, 100], { exchangeFour: 'first' }), hands), check(1), bet(2, 2), call(3), call(0), fold(1));
    expect(legalActions(folded)).toEqual({ seat: 2, actions: [{ type: 'draw', min: 0, max: 4 }] });
    expect(legalActions(act(folded, draw(2, '9h')))).toEqual({ seat: 3, actions: [{ type: 'draw', min: 0, max: 3 }] });
  });

  it('F10: the exchange is dealt from the undealt cards and the folded hands, reshuffled; short of cards, the discards are reshuffled for those still to exchange', () => {
    // 8 players: 3–A, 48 cards, 40 dealt, 8 undealt. Two fold: the stock is 8 + 10 = 18 cards.
    const config = table(Array<number>(8).fill(100));
    const eight = ['3s 4s 5s 6s 8s', '3h 4h 5h 6h 8h', '3d 4d 5d 6d 8d', '3c 4c 5c 6c 8c', 'As Ah 9s 9h Td', 'Ks Kh Kd Kc Tc', 'Qs Qh Qd Qc Ts', 'Js Jh Jd Jc Th'];
    let state = start(config, eight);
    const undealt = state.stock!;
    expect(undealt).toHaveLength(8);
    state = play(state, fold(1), fold(2), check(3), check(4), bet(5, 2), call(6), call(7), call(0), call(3), call(4));
    expect(state.pending.kind).toBe('reshuffle');
    const restock = (state.pending as { cards: readonly number[] }).cards;
    expect([...restock].sort((a, b) => a - b)).toEqual([...undealt, ...parseCards('3s 4s 5s 6s 8s 3h 4h 5h 6h 8h')].sort((a, b) => a - b));
    // Reverse the order: the folded hands come out first.
    state = play(state, { type: 'reshuffle', order: [...restock].reverse() });
    expect(state.stock).toHaveLength(18);
    // Six players take 4 each: 24 > 18. Seats 3, 4, 5, 6 get 16 cards; seat 7 finds 2.
    state = play(state, draw(3, '3d 4d 5d 6d'), draw(4, '3c 4c 5c 6c'), draw(5, 'As Ah 9s 9h'), draw(6, 'Ks Kh Kd Kc'));
    expect(state.seats[3].cards.slice(1)).toEqual([...restock].reverse().slice(0, 4));
    state = play(state, draw(7, 'Qs Qh Qd Qc'));
    // D7: the two left and the discards of the others (not his own) are reshuffled for him.
    expect(state.pending.kind).toBe('reshuffle');
    const second = (state.pending as { cards: readonly number[] }).cards;
    expect(second).toHaveLength(2 + 16);
    expect(second).not.toContain(parseCards('Qs')[0]);
    state = play(state, { type: 'reshuffle', order: [...second] });
    expect(state.seats[7].cards).toHaveLength(5);
    state = play(state, draw(0, 'Js Jh Jd Jc'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 5 });
    // Every card once: stock, muck, hands.
    const all = [...state.stock!, ...state.muck, ...state.seats.filter((s) => !s.folded).flatMap((s) => s.cards as number[])];
    expect(new Set(all).size).toBe(48);
    expect(all).toHaveLength(48);
  });

  it('F10: in the chip ledger there is nothing to reshuffle', () => {
    const state = play(newHand({ ...table([100, 100, 100]), dealing: 'ledger' }), bet(1, 2), call(2), call(0));
    expect(state.pending).toEqual({ kind: 'draw', seat: 1 });
  });
});
