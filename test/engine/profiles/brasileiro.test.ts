import { describe, expect, it } from 'vitest';
import {
  evaluate,
  getProfile,
  legalActions,
  newHand,
  newSession,
  parseCards,
  rankOf,
  view,
  type HandState,
  type SessionState,
} from '../../../src/engine/index.ts';
import { cardsAccountedFor } from '../support/invariants.ts';
import { brasileiroDeck, dealtBr, rebuy, run, stand, table } from '../support/brasileiro.ts';
import { call, check, draw, fold, play, raise, refusal, stacks } from '../support/table.ts';

const four = () => table([100, 100, 100, 100]);
const standAll = (state: HandState) => play(state, ...state.draw!.queue.map(stand));

/** Deal `hands` (dealing order: from the dealer's right) with no re-buy, and let everyone stand pat. */
const ready = (config = four(), hands: string[] = [], next = '') => standAll(dealtBr(config, brasileiroDeck(config, hands, next)));

describe('brasileiro', () => {
  it('B1: flush beats full house on a stripped deck (4 players, 7–A)', () => {
    const config = four();
    const flush = '7h 9h Jh Kh Ah';
    const fullHouse = '8s 8d 8c Ts Td';
    const rules = getProfile('brasileiro').ranking(config);
    expect(evaluate(parseCards(flush), rules).value).toBeGreaterThan(evaluate(parseCards(fullHouse), rules).value);
    // Dealing order 3, 2, 1, 0: seat 3 holds the flush, seat 2 the full house; everyone says mesa.
    let state = ready(config, [flush, fullHouse, '7c 9d Jc Qs As', '7s 9s Js Qd Kc']);
    state = play(state, call(2), call(1), call(0), check(3));
    expect(state.result!.pots).toEqual([{ amount: 8, eligible: [0, 1, 2, 3], winners: [3], shares: [8] }]);
    expect(stacks(state)).toEqual([98, 98, 98, 106]);
  });

  it('B2: the deck by players — 2 → 9–A … 9 → the full deck; 2–9 players; with the full deck full house beats flush again', () => {
    for (let players = 2; players <= 9; players++) {
      const cards = getProfile('brasileiro').deck(table(Array<number>(players).fill(50)));
      expect(cards.length).toBe(4 * (players + 4));
      expect(Math.min(...cards.map(rankOf))).toBe(9 - players); // 9–A (rank 7) for 2 … 2–A (rank 0) for 9
    }
    expect(() => newHand(table(Array<number>(10).fill(50)))).toThrow(RangeError);
    expect(() => newHand(table([50]))).toThrow(RangeError);
    // A seat left out (D14) does not count: four players play 7–A.
    const withOut = table([50, 50, 50, 50, 50], 0, {}, {});
    const config = { ...withOut, seats: withOut.seats.map((s, i) => (i === 4 ? { ...s, out: true } : s)) };
    expect(getProfile('brasileiro').deck(config).length).toBe(32);
    // Nine players, full deck (item o): the full house of seat 7 beats the flush of seat 8.
    const nine = table(Array<number>(9).fill(100));
    let state = ready(nine, ['2h 5h 8h Jh Kh', '3s 3d 3c 6s 6d']);
    state = play(state, call(7), ...[6, 5, 4, 3, 2, 1, 0].map(fold), check(8));
    expect(state.result!.pots[0].winners).toEqual([7]);
    expect(state.seats[7].stack).toBe(103);
  });

  it('B3: everything moves to the right — the deal starts on the dealer’s right, action goes right, the deal passes right', () => {
    const config = table([100, 100, 100, 100], 1);
    const order = getProfile('brasileiro').deck(config);
    const state = dealtBr(config, order);
    // Dealer 1: his right is seat 0, then 3, 2, and the dealer last.
    expect(state.seats[0].cards).toEqual([0, 4, 8, 12, 16].map((i) => order[i]));
    expect(state.seats[3].cards).toEqual([1, 5, 9, 13, 17].map((i) => order[i]));
    expect(state.seats[1].cards).toEqual([3, 7, 11, 15, 19].map((i) => order[i]));
    expect(state.pending).toEqual({ kind: 'draw', seat: 0 });
    let betting = standAll(state);
    // Seat 0 bought the escuro: the betting starts on his right, seat 3, and goes 3 → 2 → 1 → 0.
    expect(betting.pending).toEqual({ kind: 'bet', seat: 3 });
    betting = play(betting, call(3));
    expect(betting.pending).toEqual({ kind: 'bet', seat: 2 });
    // Sessions: the next dealer is the player on this one's right.
    let session: SessionState = newSession({ profile: 'brasileiro', players: config.seats, firstDealer: 1 });
    session = foldAround(session);
    session = run(session, { type: 'startHand' });
    expect(session.hand!.config.dealer).toBe(0);
    session = foldAround(session, false);
    session = run(session, { type: 'startHand' });
    expect(session.hand!.config.dealer).toBe(3);
  });

  it('B4: the dealer posts 1 and the player on his right buys the escuro for 2; nobody else posts; to stay in one matches the escuro', () => {
    const start = newHand(four());
    expect(start.seats.map((s) => [s.stack, s.bet, s.committed])).toEqual([
      [99, 1, 1],
      [100, 0, 0],
      [100, 0, 0],
      [98, 2, 2],
    ]);
    expect(start.escuro).toEqual({ buyer: 3, amount: 2, open: true });
    const state = ready();
    expect(legalActions(state)).toEqual({
      seat: 2,
      actions: [{ type: 'fold' }, { type: 'call', amount: 2, allIn: false, mesa: true }, { type: 'raise', min: 3, max: 6 }],
    });
    expect(refusal(state, check(2)).code).toBe('CANNOT_CHECK');
    // The dealer completes his 1.
    const dealer = play(state, call(2), call(1));
    expect(legalActions(dealer).actions[1]).toEqual({ type: 'call', amount: 1, allIn: false, mesa: true });
    // The table may agree a bigger unit: the dealer posts 5, the escuro is 10.
    expect(newHand(table([100, 100, 100], 0, { escuro: 5 })).seats.map((s) => s.bet)).toEqual([5, 0, 10]);
  });

  it('B5: re-buys move right, double each time and stop before the dealer; the last buyer speaks last, the 4-card exchange stays on the dealer’s right', () => {
    const config = table([100, 100, 100, 100, 100]);
    let state = newHand(config);
    // Dealer 0, escuro 4: the re-buy is offered to 3 for 4, then 2 for 8, then 1 for 16 — never to the dealer.
    expect(legalActions(state)).toEqual({ seat: 3, actions: [{ type: 'rebuy', amount: 4 }] });
    state = play(state, rebuy(3), rebuy(2));
    expect(legalActions(state)).toEqual({ seat: 1, actions: [{ type: 'rebuy', amount: 16 }] });
    state = play(state, rebuy(1));
    expect(state.pending).toEqual({ kind: 'shuffle' });
    expect(state.escuro).toEqual({ buyer: 1, amount: 16, open: false });
    expect(state.seats.map((s) => s.bet)).toEqual([1, 16, 8, 4, 2]);
    expect(stacks(state)).toEqual([99, 84, 92, 96, 98]);
    state = play(state, { type: 'shuffle', deck: getProfile('brasileiro').deck(config) });
    expect(legalActions(state).actions).toEqual([{ type: 'draw', min: 0, max: 4 }]); // seat 4, the dealer's right
    state = play(state, stand(4), stand(3), stand(2));
    expect(legalActions(state)).toEqual({ seat: 1, actions: [{ type: 'draw', min: 0, max: 3 }] });
    state = play(state, stand(1), stand(0));
    // The betting starts on the last buyer's right (the dealer) and ends with him.
    expect(legalActions(state)).toMatchObject({ seat: 0, actions: [{ type: 'fold' }, { type: 'call', amount: 15, mesa: true }, { type: 'raise' }] });
    state = play(state, call(0), call(4), call(3), call(2));
    expect(legalActions(state)).toMatchObject({ seat: 1, actions: [{ type: 'fold' }, { type: 'check', mesa: true }, { type: 'raise' }] });
    state = play(state, check(1));
    expect(state.result!.pots[0].amount).toBe(80);
  });

  it('B5: a player who declines ends the chain; so does one who cannot pay the double, or a table without re-buys', () => {
    let state = play(newHand(table([100, 100, 100, 100, 100])), rebuy(3), rebuy(2, false));
    expect(state.pending).toEqual({ kind: 'shuffle' });
    expect(state.escuro).toEqual({ buyer: 3, amount: 4, open: false });
    expect(state.seats[1].bet).toBe(0);
    // Seat 2 has 3 chips, less than the 4 a re-buy costs: nobody is asked.
    state = newHand(table([100, 100, 3, 100]));
    expect(state.pending).toEqual({ kind: 'shuffle' });
    expect(state.escuro!.open).toBe(false);
    // Heads-up the next seat is the dealer; with the option off nobody is asked.
    expect(newHand(table([100, 100])).pending).toEqual({ kind: 'shuffle' });
    expect(newHand(table([100, 100, 100], 0, { escuroRebuy: false })).pending).toEqual({ kind: 'shuffle' });
  });

  it('B5: the re-buy is decided before the seat’s cards are shown to him — his view holds no card of his own yet', () => {
    let state = newHand(table([100, 100, 100, 100]));
    const ask = (seat: number) => {
      expect(state.pending).toEqual({ kind: 'decide', seat });
      const mine = view(state, seat);
      expect(mine.seats[seat].cards).toEqual([]);
      expect(mine.legal).toEqual({ seat, actions: [{ type: 'rebuy', amount: 2 * state.escuro!.amount }] });
      expect(view(state, (seat + 1) % 4).legal).toBeNull();
      expect(state.seats.every((s) => s.cards.length === 0) && state.stock === null).toBe(true);
    };
    ask(2);
    expect(refusal(state, rebuy(1)).code).toBe('NOT_YOUR_TURN');
    expect(refusal(state, { type: 'rebuy', seat: 2, accept: 'yes' as unknown as boolean }).code).toBe('NOT_ALLOWED');
    expect(refusal(state, call(2)).code).toBe('WRONG_PHASE');
    state = play(state, rebuy(2));
    ask(1);
    state = play(state, rebuy(1, true), { type: 'shuffle', deck: getProfile('brasileiro').deck(state.config) });
    expect(view(state, 1).seats[1].cards.every((c) => c !== null)).toBe(true);
    expect(view(state, 1).record.filter((e) => e.type === 'rebuy')).toEqual([rebuy(2), rebuy(1)]);
  });

  it('B6: five cards each, then the exchange before any betting; the dealer’s right takes 4 — three at once, the fourth after everyone else', () => {
    const config = four();
    const hands = ['7h 8d 9c Js Ks', '7d 8c Th Qs Ah', '7c 9h Td Jh Kh', '7s 8h 9d Qd Ad'];
    let state = dealtBr(config, brasileiroDeck(config, hands, 'As Kd Qc Jd Tc 9s 8s Qh'));
    expect(state.pending).toEqual({ kind: 'draw', seat: 3 });
    expect(state.seats.map((s) => s.cards.length)).toEqual([5, 5, 5, 5]);
    state = play(state, draw(3, '7h 8d 9c Js'));
    expect(state.seats[3].cards).toEqual(parseCards('Ks As Kd Qc'));
    expect(state.seats[3].exchanged).toEqual([4]);
    expect(state.muck).toEqual([]); // his discards stay out until his exchange is complete (D7)
    expect(cardsAccountedFor(state)).toBe(true);
    expect(refusal(state, draw(2, '7d 8c Th Qs'))).toMatchObject({ code: 'TOO_MANY_CARDS', max: 3 });
    state = play(state, draw(2, '7d 8c Th'), stand(1));
    expect(state.seats[2].cards).toEqual(parseCards('Qs Ah Jd Tc 9s'));
    state = play(state, draw(0, '7s'));
    // Everyone else has exchanged: only now the fourth card.
    expect(state.seats[0].cards).toEqual(parseCards('8h 9d Qd Ad 8s'));
    expect(state.seats[3].cards).toEqual(parseCards('Ks As Kd Qc Qh'));
    expect(state.muck).toEqual(parseCards('7d 8c Th 7s 7h 8d 9c Js'));
    expect(state.pending).toEqual({ kind: 'bet', seat: 2 });
  });

  it('B6, D7: a short stock is refilled from the others’ discards, never from the 4-card exchanger’s while his fourth card is due', () => {
    const config = table(Array<number>(9).fill(100));
    const order = getProfile('brasileiro').deck(config); // the full deck: 45 dealt, 7 in the stock
    let state = dealtBr(config, order);
    const hand = (seat: number) => state.seats[seat].cards as number[];
    const first = hand(8).slice(0, 4);
    state = play(state, { type: 'draw', seat: 8, discard: first });
    const seven = hand(7).slice(0, 3);
    state = play(state, { type: 'draw', seat: 7, discard: seven });
    expect(state.stock).toEqual(order.slice(51));
    const six = hand(6).slice(0, 3);
    state = play(state, { type: 'draw', seat: 6, discard: six });
    expect(state.pending.kind).toBe('reshuffle');
    const refill = legalActions(state).actions[0];
    if (refill.type !== 'reshuffle') throw new Error('a reshuffle is due');
    expect([...refill.cards].sort((a, b) => a - b)).toEqual([...order.slice(51), ...seven].sort((a, b) => a - b));
    expect(cardsAccountedFor(state)).toBe(true);
    state = play(state, { type: 'reshuffle', order: [...refill.cards].reverse() });
    state = play(state, stand(5), stand(4), stand(3), stand(2), stand(1), stand(0));
    expect(state.seats[8].cards.length).toBe(5);
    expect(state.seats[8].cards.some((c) => first.includes(c as number))).toBe(false);
    expect(cardsAccountedFor(state)).toBe(true);
    expect(state.pending).toEqual({ kind: 'bet', seat: 7 });
  });

  it('B7: one betting round after the exchange — mesa while nobody raised, then cobrir/aumentar/desistir; the escuro buyer speaks last', () => {
    let state = ready();
    expect(legalActions(state).actions.filter((a) => 'mesa' in a)).toEqual([{ type: 'call', amount: 2, allIn: false, mesa: true }]);
    state = play(state, raise(2, 5));
    // After a raise: cobrir (a call, no mesa), aumentar, desistir.
    expect(legalActions(state)).toEqual({
      seat: 1,
      actions: [{ type: 'fold' }, { type: 'call', amount: 5, allIn: false }, { type: 'raise', min: 6, max: 15 }],
    });
    state = play(state, fold(1), fold(0), call(3));
    // Everyone covered or folded: the hands are shown at once; the dealer lost his post.
    expect(state.pending).toEqual({ kind: 'complete' });
    expect(state.seats.filter((s) => s.shown).length).toBe(2);
    expect(state.seats[0].stack).toBe(99);
    expect(state.result!.pots[0].amount).toBe(11);
    // Everyone says mesa: the escuro buyer, last, may still raise; checking shows every hand for the posts.
    let mesa = play(ready(), call(2), call(1), call(0));
    expect(legalActions(mesa)).toEqual({
      seat: 3,
      actions: [{ type: 'fold' }, { type: 'check', mesa: true }, { type: 'raise', min: 3, max: 6 }],
    });
    mesa = play(mesa, check(3));
    expect(mesa.seats.every((s) => s.shown)).toBe(true);
    expect(mesa.result!.pots.map((p) => p.amount)).toEqual([8]);
  });

  it('B8: the double limit with the rule book’s numbers — escuro 2: raise to at most 6; with 2 in facing 6: cover to 6, raise to at most 18; the factor is a table option', () => {
    let state = ready();
    expect(legalActions(state).actions[2]).toEqual({ type: 'raise', min: 3, max: 6 }); // nothing in
    expect(refusal(state, raise(2, 7))).toMatchObject({ code: 'RAISE_TOO_LARGE', max: 6 });
    // The dealer, with his 1 in, may also raise to 6.
    expect(legalActions(play(state, call(2), call(1))).actions[2]).toEqual({ type: 'raise', min: 3, max: 6 });
    state = play(state, raise(2, 6), fold(1), fold(0));
    expect(legalActions(state)).toEqual({
      seat: 3,
      actions: [{ type: 'fold' }, { type: 'call', amount: 4, allIn: false }, { type: 'raise', min: 7, max: 18 }],
    });
    state = play(state, raise(3, 18));
    expect(legalActions(state).actions[2]).toEqual({ type: 'raise', min: 19, max: 54 });
    // Factor 3: nothing in, cover 2, raise by up to 3 × 2.
    const three = ready(table([100, 100, 100, 100], 0, { betting: { kind: 'double', factor: 3 } }));
    expect(legalActions(three).actions[2]).toEqual({ type: 'raise', min: 3, max: 8 });
  });

  it('B9: four of a kind is paid 1 by every other player, folded ones too — shown at the showdown', () => {
    let state = ready(four(), ['9s 9h 9d 9c As', 'Ks Kh Qd Jc 7s']);
    state = play(state, call(2), fold(1), fold(0), check(3));
    expect(state.result!.pots[0].winners).toEqual([3]);
    expect(state.result!.bonus).toEqual([-1, -1, -1, 3]);
    expect(stacks(state)).toEqual([98, 99, 97, 106]);
    expect(state.result!.net).toEqual([-2, -1, -3, 6]);
  });

  it('B9: a straight flush is paid 2, a royal 3, and a losing big hand is paid too', () => {
    let state = ready(four(), ['7h 8h 9h Th Jh', 'Ks Kh Qd Jc 7s']);
    state = play(state, call(2), fold(1), fold(0), check(3));
    expect(state.result!.bonus).toEqual([-2, -2, -2, 6]);
    // A royal against four of a kind: 3 from each other player to one, 1 from each other to the other.
    state = ready(four(), ['Th Jh Qh Kh Ah', '9s 9h 9d 9c 7s']);
    state = play(state, call(2), call(1), call(0), check(3));
    expect(state.result!.pots[0].winners).toEqual([3]);
    expect(state.result!.bonus).toEqual([-4, -4, 0, 8]);
    expect(stacks(state)).toEqual([94, 94, 98, 114]);
  });

  it('B9: a player who wins uncontested may show on purpose to claim the bonus; unshown, nothing is paid', () => {
    const uncontested = () => play(ready(four(), ['9s 9h 9d 9c As']), fold(2), fold(1), fold(0));
    const asked = uncontested();
    expect(legalActions(asked)).toEqual({ seat: 3, actions: [{ type: 'show', cardsRequired: false }, { type: 'muck' }] });
    // The others see only that he is asked, never his cards.
    expect(view(asked, 2).seats[3].cards).toEqual([null, null, null, null, null]);
    const shown = play(asked, { type: 'show', seat: 3 });
    expect(shown.result).toMatchObject({ uncontested: true, bonus: [-1, -1, -1, 3] });
    expect(stacks(shown)).toEqual([98, 99, 99, 104]);
    const hidden = play(uncontested(), { type: 'muck', seat: 3 });
    expect(hidden.result!.bonus).toBeUndefined();
    expect(hidden.seats[3].shown).toBe(false);
    expect(stacks(hidden)).toEqual([99, 100, 100, 101]);
  });

  it('G9, B9: a player who wins uncontested with no bonus hand is not asked to show: the pot is his at once, unshown', () => {
    const quiet = table([100, 100, 100, 100], 0, { showToClaim: true });
    const won = play(ready(quiet, ['9s 9h 9d Kc As']), fold(2), fold(1), fold(0));
    expect(won.pending.kind).toBe('complete');
    expect(won.result).toMatchObject({ uncontested: true, pots: [{ winners: [3] }] });
    expect(won.result!.bonus).toBeUndefined();
    expect(won.seats[3].shown).toBe(false);
    expect(stacks(won)).toEqual([99, 100, 100, 101]);
    // A bonus hand is still offered the show (B9), and so is a hand the engine does not know (chip ledger).
    const quads = play(ready(quiet, ['9s 9h 9d 9c As']), fold(2), fold(1), fold(0));
    expect(legalActions(quads)).toEqual({ seat: 3, actions: [{ type: 'show', cardsRequired: false }, { type: 'muck' }] });
    // Games recorded before the rule asked always, and replay so.
    const old = play(ready(four(), ['9s 9h 9d Kc As']), fold(2), fold(1), fold(0));
    expect(old.pending).toEqual({ kind: 'show', seat: 3 });
  });

  it('B9: after a bonus the next hand is played in jacker mode', () => {
    let session: SessionState = newSession({ profile: 'brasileiro', players: four().seats, firstDealer: 0 });
    session = run(session, { type: 'startHand' }, rebuy(2, false));
    session = run(session, { type: 'shuffle', deck: brasileiroDeck(session.hand!.config, ['9s 9h 9d 9c As']) });
    session = run(session, stand(3), stand(2), stand(1), stand(0), fold(2), fold(1), fold(0), { type: 'show', seat: 3 });
    expect(session.mode).toBe('jacker');
    session = run(session, { type: 'startHand' });
    const hand = session.hand!;
    expect(hand.config.mode).toBe('jacker');
    expect(hand.escuro).toBeNull();
    expect(hand.pending).toEqual({ kind: 'shuffle' }); // no re-buy in jacker mode
    expect(hand.seats.map((s) => s.committed)).toEqual([2, 2, 2, 2]);
  });

  it('B11: suits have no value — equal hands split, the odd chip to the first winner on the dealer’s right', () => {
    const config = table([100, 100, 100]);
    // Three players, 8–A, dealer 0: the escuro is seat 2, then seat 1; both hold A-K-Q-J-9.
    let state = ready(config, ['Ah Kh Qd Jc 9s', 'As Ks Qh Jd 9c', '8s 8d Tc Th 8h']);
    state = play(state, call(1), fold(0), check(2));
    expect(state.result!.pots).toEqual([{ amount: 5, eligible: [1, 2], winners: [2, 1], shares: [3, 2] }]);
  });

  it('B12: the cheirosinha is a table option, off by default — on, A-7-8-9-10 beats three of a kind and loses to any other straight', () => {
    const hands = ['Ah 7s 8d 9c Td', 'Ks Kd Kh Qs Jd'];
    const showdown = (options: { cheirosinha?: boolean }, cards = hands) =>
      play(ready(table([100, 100, 100, 100], 0, options), cards), call(2), fold(1), fold(0), check(3)).result!.pots[0].winners;
    expect(showdown({})).toEqual([2]); // off: ace-high only
    expect(showdown({ cheirosinha: true })).toEqual([3]);
    expect(showdown({ cheirosinha: true }, ['Ah 7s 8d 9c Td', '8s 9d Th Jc Qd'])).toEqual([2]);
  });
});

/** Play the session's next hand to the end: re-buys declined, everyone folds to the escuro, who does not show. */
function foldAround(session: SessionState, start = true): SessionState {
  if (start) session = run(session, { type: 'startHand' });
  let hand = session.hand!;
  while (hand.pending.kind !== 'complete') {
    const legal = legalActions(hand);
    const seat = legal.seat!;
    const kinds = legal.actions.map((a) => a.type);
    const action = kinds.includes('shuffle')
      ? { type: 'shuffle' as const, deck: getProfile('brasileiro').deck(hand.config) }
      : kinds.includes('rebuy')
        ? rebuy(seat, false)
        : kinds.includes('draw')
          ? stand(seat)
          : kinds.includes('muck')
            ? { type: 'muck' as const, seat }
            : fold(seat);
    session = run(session, action);
    hand = session.hand!;
  }
  return session;
}
