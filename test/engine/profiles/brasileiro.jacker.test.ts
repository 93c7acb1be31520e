import { describe, expect, it } from 'vitest';
import {
  jackerStatus,
  legalActions,
  newHand,
  newSession,
  view,
  type SessionState,
} from '../../../src/engine/index.ts';
import { total } from '../support/invariants.ts';
import { brasileiroDeck, dealtBr, rebuy, run, stand, table } from '../support/brasileiro.ts';
import { bet, call, check, draw, fold, play, refusal } from '../support/table.ts';

const players = table([100, 100, 100, 100]).seats;
const TRIPS = 'Qs Qh Qd 9c 7h';

/** Start the next hand and shuffle a stacked deck for it (jacker hands have no re-buys). */
function start(session: SessionState, hands: string[] = [], next = ''): SessionState {
  session = run(session, { type: 'startHand' });
  return run(session, { type: 'shuffle', deck: brasileiroDeck(session.hand!.config, hands, next) });
}

/** Everyone says passo, in turn. */
function allPass(session: SessionState): SessionState {
  for (let i = 0; i < 4; i++) session = run(session, check(legalActions(session.hand!).seat!));
  return session;
}

/** Hand 1 (normal, dealer 0): seat 3 wins uncontested with four nines and shows them for the bonus. */
function afterBonus(): SessionState {
  let session: SessionState = newSession({ profile: 'brasileiro', players, firstDealer: 0 });
  session = run(session, { type: 'startHand' }, rebuy(2, false));
  session = run(session, { type: 'shuffle', deck: brasileiroDeck(session.hand!.config, ['9s 9h 9d 9c As']) });
  return run(session, stand(3), stand(2), stand(1), stand(0), fold(2), fold(1), fold(0), { type: 'show', seat: 3 });
}

describe('brasileiro jacker mode', () => {
  it('B10: nobody opens three times in a row — each redeal passes right, everyone posts 1 more, the pot accumulates; then trips open, the best hand takes it all', () => {
    let session = afterBonus();
    expect(session.stacks).toEqual([98, 99, 99, 104]);
    expect(jackerStatus(session)).toEqual({ pot: 0, deals: 1 });

    // Jacker deal 1, dealer 3: everyone posts 2; nobody has trips, so nobody may open (nor fold).
    session = start(session);
    expect(session.hand!.config.dealer).toBe(3);
    expect(session.hand!.seats.map((s) => s.committed)).toEqual([2, 2, 2, 2]);
    expect(jackerStatus(session)).toEqual({ pot: 8, deals: 1 });
    expect(legalActions(session.hand!)).toEqual({ seat: 2, actions: [{ type: 'check' }] });
    expect(refusal(session.hand!, bet(2, 2)).code).toBe('NOT_ALLOWED');
    session = allPass(session);
    expect(session.hand!.result).toMatchObject({ pots: [], leftOnTable: 8 });
    expect(session.carried).toEqual({ chips: 8, deals: 1 });
    expect(session.mode).toBe('jacker');
    expect(jackerStatus(session)).toEqual({ pot: 8, deals: 2 });

    // Deals 2 and 3: dealers 2 and 1, one more chip each, nobody opens.
    session = start(session);
    expect(session.hand!.config.dealer).toBe(2);
    expect(session.hand!.seats.map((s) => s.committed)).toEqual([1, 1, 1, 1]);
    session = allPass(session);
    expect(session.carried).toEqual({ chips: 12, deals: 2 });
    session = allPass(start(session));
    expect(session.carried).toEqual({ chips: 16, deals: 3 });
    expect(session.stacks).toEqual([94, 95, 95, 100]);
    expect(jackerStatus(session)).toEqual({ pot: 16, deals: 4 });

    // Deal 4, dealer 0 (order 3, 2, 1, 0): seat 2 holds three queens and opens.
    session = start(session, ['7c 8h Ts Jc Ad', TRIPS, 'Ks Kh Jd 8c 7s'], '9s 9d Tc Jh 8d Kd Kc Th');
    session = run(session, check(3));
    // B8: up to twice what he posted in this jacker run, 2 + 1 + 1 + 1.
    expect(legalActions(session.hand!)).toEqual({ seat: 2, actions: [{ type: 'check' }, { type: 'bet', min: 1, max: 10 }] });
    session = run(session, bet(2, 10));
    // The others, passers included, cover or fold; nobody raises.
    expect(legalActions(session.hand!)).toEqual({ seat: 1, actions: [{ type: 'fold' }, { type: 'call', amount: 10, allIn: false }] });
    expect(refusal(session.hand!, { type: 'raise', seat: 1, to: 12 }).code).toBe('NOT_ALLOWED');
    session = run(session, call(1), fold(0), call(3));
    expect(jackerStatus(session)).toEqual({ pot: 50, deals: 4 });
    // The exchange, 0–3 for everyone still in from the dealer's right: no 4-card privilege without an escuro.
    expect(legalActions(session.hand!)).toEqual({ seat: 3, actions: [{ type: 'draw', min: 0, max: 3 }] });
    session = run(session, draw(3, '7c 8h Ts'), draw(2, '9c 7h'), draw(1, 'Jd 8c 7s'));
    // The opener speaks first and alone may bet: up to twice everything he put in during the run (5 + 10).
    expect(legalActions(session.hand!)).toEqual({ seat: 2, actions: [{ type: 'fold' }, { type: 'check' }, { type: 'bet', min: 1, max: 30 }] });
    const checked = play(session.hand!, check(2));
    expect(legalActions(checked).actions.map((a) => a.type)).toEqual(['fold', 'check']);
    expect(refusal(checked, bet(1, 5)).code).toBe('NOT_ALLOWED');
    session = run(session, bet(2, 30), call(1), fold(3));
    // Four kings take everything accumulated: 16 carried + 4 posts + 30 + 60; and the bonus.
    const result = session.hand!.result!;
    expect(result.pots).toEqual([{ amount: 110, eligible: [1, 2], winners: [1], shares: [110] }]);
    expect(result.bonus).toEqual([-1, 3, -1, -1]);
    expect(session.stacks).toEqual([92, 167, 53, 88]);
    expect(total(session.stacks)).toBe(400);
    // The pot is won: the carry ends; the four kings start a new jacker run.
    expect(session.carried).toEqual({ chips: 0, deals: 0 });
    expect(session.mode).toBe('jacker');

    // New run, dealer 3: posts 2 again; seat 2 opens for up to 4, nobody covers: he shows his trips and takes it.
    session = start(session, [TRIPS]);
    expect(session.hand!.seats.map((s) => s.committed)).toEqual([2, 2, 2, 2]);
    expect(legalActions(session.hand!).actions).toContainEqual({ type: 'bet', min: 1, max: 4 });
    session = run(session, bet(2, 4), fold(1), fold(0), fold(3));
    expect(session.hand!.result).toMatchObject({ uncontested: true, pots: [{ amount: 8, winners: [2] }] });
    expect(view(session.hand!, 0).seats[2].cards.every((c) => c !== null)).toBe(true);
    // Back to normal mode.
    expect(session.mode).toBe('normal');
    expect(jackerStatus(session)).toBeNull();
    session = run(session, { type: 'startHand' });
    expect(session.hand!.escuro).toEqual({ buyer: 1, amount: 2, open: true });
  });

  it('B10: opening needs three of a kind or better in the five dealt cards — a straight or a flush opens too, two pair does not', () => {
    const jacker = table([100, 100, 100, 100], 0, {}, { mode: 'jacker' });
    const opens = (hand: string) => legalActions(dealtBr(jacker, brasileiroDeck(jacker, [hand]))).actions.some((a) => a.type === 'bet');
    expect(opens(TRIPS)).toBe(true);
    expect(opens('7h 8d 9c Ts Jh')).toBe(true);
    expect(opens('7h 9h Jh Kh Ah')).toBe(true);
    expect(opens('Qs Qh 9d 9c 7h')).toBe(false);
    expect(opens('As Ah Kd Qc 7h')).toBe(false);
  });

  it('B10 (chip ledger): unknown cards may open; an opener who cannot then show trips loses his posts to the pot and the deal is repeated', () => {
    const config = table([100, 100, 100, 100], 0, {}, { mode: 'jacker', dealing: 'ledger', carried: { chips: 12, deals: 2 } });
    let state = newHand(config);
    expect(state.seats.map((s) => s.committed)).toEqual([1, 1, 1, 1]);
    expect(legalActions(state)).toEqual({ seat: 3, actions: [{ type: 'check' }, { type: 'bet', min: 1, max: 8 }] });
    state = play(state, bet(3, 8), fold(2), fold(1), fold(0));
    expect(legalActions(state)).toEqual({ seat: 3, actions: [{ type: 'openers' }] });
    const failed = play(state, { type: 'openers', seat: 3, shown: false });
    expect(failed.result).toMatchObject({ pots: [], leftOnTable: 16 });
    expect(failed.seats.map((s) => s.stack)).toEqual([99, 99, 99, 99]);
    // Shown: he takes it, and may show his cards on purpose for a bonus (B9: typed, or claimed with a tap) — here he does not.
    const proven = play(state, { type: 'openers', seat: 3, shown: true });
    expect(legalActions(proven)).toEqual({ seat: 3, actions: [{ type: 'show', cardsRequired: true }, { type: 'muck' }, { type: 'claimBonus', seats: [3], kinds: ['quads', 'straight-flush', 'royal'] }] });
    const won = play(proven, { type: 'muck', seat: 3 });
    expect(won.result).toMatchObject({ uncontested: true, pots: [{ amount: 16, winners: [3] }] });
    expect(won.seats[3].stack).toBe(115);
  });

  it('B10 (chip ledger): at a showdown the opener proves his trips first; failing, nobody wins and everything stays for the redeal', () => {
    const config = table([100, 100, 100], 0, {}, { mode: 'jacker', dealing: 'ledger' });
    let state = newHand(config);
    state = play(state, check(2), bet(1, 4), call(0), call(2));
    state = play(state, { type: 'draw', seat: 2, discard: 1 }, { type: 'draw', seat: 1, discard: 0 }, { type: 'draw', seat: 0, discard: 3 });
    state = play(state, bet(1, 12), call(0), fold(2));
    expect(legalActions(state)).toEqual({ seat: 1, actions: [{ type: 'openers' }] });
    const failed = play(state, { type: 'openers', seat: 1, shown: false });
    expect(failed.result).toMatchObject({ pots: [], leftOnTable: 6 + 12 + 24 });
  });
});
