import { describe, expect, it } from 'vitest';
import { legalActions, newSession, openersRequired, type SessionState } from '../../../src/engine/index.ts';
import { fechadoDeck, run } from '../support/fechado.ts';
import { bet, check, fold, seats } from '../support/table.ts';

const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Start the next deal with these hands (in dealing order, from the dealer's left). */
function deal(session: SessionState, ...hands: string[]): SessionState {
  session = run(session, { type: 'startHand' });
  return run(session, { type: 'shuffle', deck: fechadoDeck(session.hand!.config, hands) });
}

const canOpen = (session: SessionState) => legalActions(session.hand!).actions.some((a) => a.type === 'bet');

describe('fechado across deals: chips carried and the openers ladder', () => {
  it('F7: nobody opens three deals in a row — the chips stay, everyone adds a pingo, the next dealer deals; the opened pot takes it all', () => {
    let s = newSession({ profile: 'fechado', players: seats(100, 100, 100), firstDealer: 0 });
    // Deal 1, dealer 0: everyone says mesa.
    s = deal(s, 'Ah Kd Qc Js 9h', '7s 8d 9c Th Qs', 'As Ks Qd Jh 8c');
    s = run(s, check(1), check(2), check(0));
    expect(s.hand!.result).toMatchObject({ pots: [], leftOnTable: 3 });
    expect(s.carried).toEqual({ chips: 3, deals: 1 });
    expect(s.stacks).toEqual([99, 99, 99]);
    // Deal 2, dealer 1: two pass; the last one left still speaks, and says mesa.
    s = deal(s, 'Ah Kd Qc Js 9h', '7s 8d 9c Th Qs', 'As Ks Qd Jh 8c');
    expect(s.hand!.config.dealer).toBe(1);
    expect(s.hand!.config.carried).toEqual({ chips: 3, deals: 1 });
    s = run(s, fold(2), fold(0));
    expect(legalActions(s.hand!).seat).toBe(1);
    s = run(s, check(1));
    expect(s.carried).toEqual({ chips: 6, deals: 2 });
    // Deal 3, dealer 2: all pass but one, who says mesa.
    s = deal(s, 'Ah Kd Qc Js 9h', '7s 8d 9c Th Qs', 'As Ks Qd Jh 8c');
    s = run(s, check(0), fold(1), fold(2));
    expect(s.carried).toEqual({ chips: 9, deals: 3 });
    expect(s.stacks).toEqual([97, 97, 97]);
    expect(total(s.stacks) + s.carried.chips).toBe(300);
    // Deal 4, dealer 0: aces needed; seat 2 opens with two pair and everyone folds to him.
    s = deal(s, '7s 8d 9c Th Qs', 'As Ad Kc Kh 8c', 'Ah Kd Qc Js 9h');
    expect(openersRequired(s.hand!.config)).toBe('aces');
    s = run(s, check(1), bet(2, 5), fold(0), fold(1));
    expect(s.hand!.result!.pots[0]).toMatchObject({ amount: 12, winners: [2] });
    expect(s.stacks).toEqual([96, 96, 108]);
    expect(s.carried).toEqual({ chips: 0, deals: 0 });
  });

  it('F12: the ladder climbs J → Q → K → A → two pair and stays there, then goes back to jacks once a pot is won', () => {
    let s = newSession({ profile: 'fechado', players: seats(100, 100, 100, 100), firstDealer: 0 });
    const seen: (string | null)[] = [];
    // The first to speak (dealt first) holds a pair of jacks every time.
    for (let i = 0; i < 7; i++) {
      s = deal(s, 'Jh Jd 9c 8s 7h', 'Ah Kd Qc Ts 8h', 'As Ks Qd Th 8c', '7s 8d 9h Tc Qs');
      seen.push(openersRequired(s.hand!.config));
      expect(legalActions(s.hand!).seat).toBe((s.dealer + 1) % 4);
      expect(canOpen(s)).toBe(i === 0); // the pair of jacks opens on a fresh deal only
      while (s.hand!.pending.kind === 'bet') s = run(s, check(legalActions(s.hand!).seat!));
      expect(s.hand!.result!.leftOnTable).toBe(4 * (i + 1));
    }
    expect(seen).toEqual(['jacks', 'queens', 'kings', 'aces', 'two-pair', 'two-pair', 'two-pair']);
    expect(s.carried).toEqual({ chips: 28, deals: 7 });
    // Two pair opens at the top of the ladder; the pot is won and the next deal needs jacks again.
    s = deal(s, 'Jh Jd 9c 9s 7h', 'Ah Kd Qc Ts 8h', 'As Ks Qd Th 8c', '7s 8d 9h Tc Qs');
    const opener = legalActions(s.hand!).seat!;
    expect(canOpen(s)).toBe(true);
    s = run(s, bet(opener, 3));
    while (s.hand!.pending.kind === 'bet') s = run(s, fold(legalActions(s.hand!).seat!));
    expect(s.hand!.result!.pots[0]).toMatchObject({ amount: 32, winners: [opener] });
    expect(s.carried).toEqual({ chips: 0, deals: 0 });
    s = deal(s, 'Jh Jd 9c 8s 7h', 'Ah Kd Qc Ts 8h', 'As Ks Qd Th 8c', '7s 8d 9h Tc Qs');
    expect(openersRequired(s.hand!.config)).toBe('jacks');
    expect(canOpen(s)).toBe(true);
  });
});
