/**
 * Cards, deals and posts given explicitly (hand histories, the chip ledger's typed cards, tests)
 * are held to the rules the engine's own dealing follows, and refused with a typed refusal that
 * names the clause: the table's deck (B2, F1), the posts (B4, B5, B10, F4, F13, D1, S3, H2), the
 * dealing order (D2, S1, S3) and the stock (D7, F10).
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  newHand,
  parseCards,
  parsePhh,
  RefusedConfig,
  replayPhh,
  type Action,
  type HandConfig,
  type HandState,
  type Refusal,
} from '../../src/engine/index.ts';
import { bet, call, check, fold, play, refusal, seats } from './support/table.ts';

const deal = (to: number | 'board', cards: string): Action => ({
  type: 'deal',
  to,
  cards: cards.split(' ').flatMap((c) => (c === '?' ? [null] : parseCards(c))),
});
const discard = (seat: number, cards: string): Action => ({ type: 'draw', seat, discard: parseCards(cards) });

/** The refusal newHand throws for a config whose posts the profile does not make. */
function refusedConfig(config: HandConfig): Refusal {
  try {
    newHand(config);
  } catch (e) {
    if (e instanceof RefusedConfig) return e.refusal;
    throw e;
  }
  throw new Error('the config was accepted');
}

const phh = (fields: string) => replayPhh(parsePhh(fields));

/** Exchange nothing and check or call until the table must award the pots (chip ledger). */
function toAward(state: HandState): HandState {
  while (state.pending.kind === 'draw' || state.pending.kind === 'bet') {
    const { seat, actions } = legalActions(state);
    const next = state.pending.kind === 'draw' ? { type: 'draw' as const, seat: seat!, discard: 0 } : actions.some((a) => a.type === 'check') ? check(seat!) : call(seat!);
    state = play(state, next);
  }
  return state;
}

describe('cards outside the table’s deck', () => {
  it('G14, B2: a 7 at a 3-player brasileiro table (8–A) is refused — dealt explicitly, typed in the chip ledger, or in a hand history', () => {
    const explicit = newHand({ profile: 'brasileiro', seats: seats(100, 100, 100), dealer: 2, dealing: 'explicit', options: { escuroRebuy: false } });
    // The deal starts on the dealer's right: seat 1.
    expect(refusal(explicit, deal(1, '7s 9h Th Jc 8d'))).toMatchObject({ code: 'NOT_IN_DECK', rule: 'B2', card: parseCards('7s')[0] });
    expect(refusal(explicit, deal(1, '7s 9h Th Jc 8d')).message).toBe('7s is not in this table’s deck (B2)'.replace('’', "'"));
    const ledger = toAward(newHand({ profile: 'brasileiro', seats: seats(100, 100, 100), dealer: 2, dealing: 'ledger', options: { escuroRebuy: false } }));
    expect(ledger.pending.kind).toBe('award');
    expect(refusal(ledger, { type: 'show', seat: 0, cards: parseCards('As Ah Ad 7c 8c') })).toMatchObject({ code: 'NOT_IN_DECK', rule: 'B2' });
    const history = phh(`variant = "_MESA_BRASILEIRO"
antes = [0, 0, 0]
blinds_or_straddles = [0, 2, 1]
min_bet = 1
starting_stacks = [100, 100, 100]
actions = ["d dh p2 7s9hThJc8d"]`);
    expect(history).toMatchObject({ ok: false, reason: 'refused', index: 0, refusal: { code: 'NOT_IN_DECK', rule: 'B2' } });
  });

  it('G14, F1: a 6 at a 4-player fechado table (7–A) is refused; the full-deck option takes it', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(100, 100, 100, 100), dealer: 3, dealing: 'explicit' };
    expect(refusal(newHand(config), deal(0, '6s Ah Kd Qc Js'))).toMatchObject({ code: 'NOT_IN_DECK', rule: 'F1' });
    const full = play(newHand({ ...config, options: { fullDeck: true } }), deal(0, '6s Ah Kd Qc Js'));
    expect(full.seats[0].cards).toEqual(parseCards('6s Ah Kd Qc Js'));
  });
});

describe('forced posts the profile does not make', () => {
  const brasileiro = (blinds: number[], antes = [0, 0, 0]): HandConfig => ({
    profile: 'brasileiro',
    seats: seats(100, 100, 100),
    dealer: 2,
    dealing: 'explicit',
    blinds,
    antes,
    options: { escuroRebuy: false },
  });

  it('G14, B4, B5: the escuro chain only doubles and nobody else posts; a post table that breaks it is refused, not read as a straddle', () => {
    // The dealer (seat 2) posts 1, the escuro on his right (seat 1) 2, a re-buy further right (seat 0) 4.
    expect(newHand(brasileiro([4, 2, 1])).seats.map((s) => s.committed)).toEqual([4, 2, 1]);
    expect(refusedConfig(brasileiro([3, 2, 1]))).toMatchObject({ code: 'BAD_POSTS', rule: 'B5' });
    expect(refusedConfig(brasileiro([5, 2, 1]))).toMatchObject({ code: 'BAD_POSTS', rule: 'B5' });
    expect(refusedConfig(brasileiro([0, 2, 2]))).toMatchObject({ code: 'BAD_POSTS', rule: 'B4' });
    expect(refusedConfig(brasileiro([0, 2, 1], [1, 0, 0]))).toMatchObject({ code: 'BAD_POSTS', rule: 'B4' });
    expect(refusedConfig(brasileiro([3, 2, 1])).message).toBe(
      'the dealer (C) posts 1 chip, the escuro on his right (B) 2 chips, each re-buy further right double the one before, and nobody else posts (B4, B5): A posts 3 chips',
    );
    // The same post table in a hand history.
    expect(
      phh(`variant = "_MESA_BRASILEIRO"
antes = [0, 0, 0]
blinds_or_straddles = [3, 2, 1]
min_bet = 1
starting_stacks = [100, 100, 100]
actions = []`),
    ).toMatchObject({ ok: false, reason: 'posts', refusal: { code: 'BAD_POSTS', rule: 'B5' } });
  });

  it('G14, B10: in a jacker deal everyone posts the deal’s post and nobody posts an escuro', () => {
    const jacker = (blinds: number[], antes: number[]): HandConfig => ({ ...brasileiro(blinds, antes), mode: 'jacker' });
    expect(newHand(jacker([0, 0, 0], [2, 2, 2])).seats.map((s) => s.committed)).toEqual([2, 2, 2]);
    expect(refusedConfig(jacker([0, 0, 0], [2, 1, 2]))).toMatchObject({ code: 'BAD_POSTS', rule: 'B10' });
    expect(refusedConfig(jacker([0, 2, 1], [2, 2, 2]))).toMatchObject({ code: 'BAD_POSTS', rule: 'B10' });
  });

  it('G14, F4, F13, D1, S3, H2: pingos, antes and blinds as each profile makes them', () => {
    const three = seats(100, 100, 100);
    expect(refusedConfig({ profile: 'fechado', seats: three, dealer: 2, antes: [1, 2, 1] })).toMatchObject({ rule: 'F4' });
    expect(refusedConfig({ profile: 'fechado', seats: three, dealer: 2, antes: [1, 1, 1], blinds: [0, 1, 0] })).toMatchObject({ rule: 'F4' });
    // F13: the dealer 1, then 2 and 4 on his left.
    const escuro = { profile: 'fechado' as const, seats: three, dealer: 2, options: { escuroPosters: 3 as const } };
    expect(newHand({ ...escuro, blinds: [2, 4, 1], antes: [0, 0, 0] }).seats.map((s) => s.committed)).toEqual([2, 4, 1]);
    expect(refusedConfig({ ...escuro, blinds: [2, 3, 1], antes: [0, 0, 0] })).toMatchObject({ rule: 'F13' });
    expect(refusedConfig({ profile: 'draw5', seats: three, dealer: 2, antes: [1, 1, 2] })).toMatchObject({ rule: 'D1' });
    expect(refusedConfig({ profile: 'draw5', seats: three, dealer: 2, blinds: [1, 2, 0] })).toMatchObject({ rule: 'D1' });
    expect(refusedConfig({ profile: 'baseball', seats: three, dealer: 2, antes: [60, 120, 60] })).toMatchObject({ rule: 'S3' });
    // H2: the small blind left of the button, then the big blind, then straddles in turn; antes equal, or the big blind's.
    const holdem = (blinds: number[], antes = [0, 0, 0, 0]): HandConfig => ({ profile: 'holdem', seats: seats(100, 100, 100, 100), dealer: 3, blinds, antes });
    expect(newHand(holdem([1, 2, 4, 0])).seats.map((s) => s.bet)).toEqual([1, 2, 4, 0]);
    expect(newHand(holdem([1, 2, 0, 0], [0, 2, 0, 0])).seats.map((s) => s.committed)).toEqual([1, 4, 0, 0]);
    expect(refusedConfig(holdem([2, 1, 0, 0]))).toMatchObject({ rule: 'H2' });
    // H11 lets the button straddle with the seats between posting nothing; no other seat may skip ahead.
    expect(refusedConfig({ ...holdem([1, 2, 0, 4, 0], [0, 0, 0, 0, 0]), seats: seats(100, 100, 100, 100, 100), dealer: 4 })).toMatchObject({ rule: 'H2' });
    expect(refusedConfig(holdem([0, 2, 0, 1]))).toMatchObject({ rule: 'H2' });
    expect(refusedConfig(holdem([1, 2, 0, 0], [1, 0, 0, 0]))).toMatchObject({ rule: 'H2' });
  });
});

describe('the order cards are dealt in', () => {
  it('G14, S1, S3: baseball’s extra card for an open 4 is dealt before the next player’s card', () => {
    const text = (actions: string) => `variant = "_MESA_BASEBALL"
antes = [1, 1]
min_bet = 1
starting_stacks = [inf, inf]
actions = [${actions}]`;
    // p1's open card is a 4: his extra card must come before p2's cards.
    expect(phh(text('"d dh p1 2c5c4h", "d dh p2 7d7hTs", "d dh p1 Kd"'))).toMatchObject({
      ok: false,
      reason: 'refused',
      index: 1,
      refusal: { code: 'DEAL_ORDER', rule: 'S3', expected: 0 },
    });
    const inOrder = phh(text('"d dh p1 2c5c4h", "d dh p1 Kd", "d dh p2 7d7hTs"'));
    expect(inOrder.ok).toBe(true);
  });

  it('G14, D2: hole cards go out one player after the other from the dealer’s left', () => {
    const state = newHand({ profile: 'draw5', seats: seats(100, 100, 100), dealer: 2, dealing: 'explicit' });
    expect(refusal(state, deal(1, 'As Ks Qs Js 9s'))).toMatchObject({ code: 'DEAL_ORDER', rule: 'D2', expected: 0 });
    expect(refusal(state, deal(1, 'As Ks Qs Js 9s')).message).toBe('A is dealt before B (D2)');
  });
});

describe('the stock, also when cards are dealt explicitly', () => {
  const draw5 = (players: number): HandState =>
    newHand({ profile: 'draw5', seats: seats(...Array<number>(players).fill(100)), dealer: players - 1, dealing: 'explicit' });

  it('G14, D7: a discard is not dealt again while undealt cards remain; once the stock runs short it comes back', () => {
    const hands = ['2c 3c 4c 5c 7c', '2d 3d 4d 5d 7d', '2h 3h 4h 5h 7h', '2s 3s 4s 5s 7s', '8c 8d 8h 8s 9c', '9d 9h 9s Tc Td'];
    let state = play(draw5(6), ...hands.map((h, seat) => deal(seat, h)));
    for (let seat = 0; seat < 6; seat++) state = play(state, check(seat));
    // 30 cards out, 22 in the stock. Seat 0 throws five and gets five; seat 1 may not get one of seat 0's.
    state = play(state, discard(0, hands[0]), deal(0, 'Th Ts Jc Jd Jh'), discard(1, hands[1]));
    expect(refusal(state, deal(1, '2c Js Qc Qd Qh'))).toMatchObject({ code: 'NOT_IN_STOCK', rule: 'D7', card: parseCards('2c')[0] });
    state = play(state, deal(1, 'Js Qc Qd Qh Qs'), discard(2, hands[2]), deal(2, 'Kc Kd Kh Ks Ac'));
    // 7 left; seat 3 throws five and takes the last five: still none of the discards.
    state = play(state, discard(3, hands[3]));
    expect(refusal(state, deal(3, '2c Ad Ah As 6c')).code).toBe('NOT_IN_STOCK');
    state = play(state, deal(3, 'Ad Ah As 6c 6d'));
    // 2 left, and seat 4 throws five: the stock is short, so the discards of seats 0–3 are shuffled in (not seat 4's own).
    state = play(state, discard(4, hands[4]));
    expect(refusal(state, deal(4, '8c 2c 2d 2h 2s')).code).toBe('CARD_IN_USE');
    state = play(state, deal(4, '2c 2d 2h 6h 6s'));
    expect(state.seats[4].cards).toEqual(parseCards('2c 2d 2h 6h 6s'));
  });

  it('G14, F10: fechado’s folded hands join the stock before the exchange; the discards do not, until it runs short', () => {
    const config: HandConfig = { profile: 'fechado', seats: seats(100, 100, 100), dealer: 2, dealing: 'explicit' };
    let state = play(newHand(config), deal(0, 'Jh Jd 9c 8s 7h'), deal(1, 'Ac Kd Qh Tc 8d'), deal(2, 'As Ks Qs Ts 9s'));
    state = play(state, bet(0, 2), call(1), fold(2));
    // Seat 2's folded cards are back in the stock (F10): seat 0 may receive one.
    state = play(state, discard(0, '9c 8s 7h'), deal(0, 'As Jc 7c'), discard(1, 'Tc 8d'));
    expect(refusal(state, deal(1, '9c 7d'))).toMatchObject({ code: 'NOT_IN_STOCK', rule: 'F10' });
    expect(apply(state, deal(1, 'Ks 7d')).ok).toBe(true);
  });

  it('G14, H1: a folded hand’s card never comes on the board', () => {
    const config: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100), dealer: 2, dealing: 'explicit', options: { smallBlind: 1, bigBlind: 2 } };
    let state = play(newHand(config), deal(0, 'As Ad'), deal(1, 'Ks Kd'), deal(2, '7c 2d'));
    state = play(state, fold(2), call(0), check(1));
    expect(refusal(state, deal('board', '7c 8h 9h'))).toMatchObject({ code: 'NOT_IN_STOCK', rule: 'H1' });
  });

  it('G14, S1, G12: in baseball’s chip ledger a folded player’s open card is not told again for another player', () => {
    let state = newHand({ profile: 'baseball', seats: seats(0, 0, 0), dealer: 2, dealing: 'ledger' });
    state = play(state, deal(0, 'Qs'), deal(1, 'Ks'), deal(2, '2h'));
    state = play(state, fold(1));
    while (state.pending.kind === 'bet') state = play(state, check(state.pending.seat));
    expect(refusal(state, deal(0, 'Ks'))).toMatchObject({ code: 'NOT_IN_STOCK', rule: 'S1' });
  });
});
