// The pot and its quick picks (G7, T4): one owner for the pot a screen shows and the sizes its
// bet controls offer, so a "Pot" pick is the pot on the screen — chips carried from earlier deals
// included (G7's decision: they are in the main pot).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySession, legalActions, newSession, seededSource, tableView, type SessionConfig, type SessionState, type TableView } from '../../../src/engine/index.ts';
import { randomAction } from '../../../src/cli/random-play.ts';
import { fechadoDeck, run } from '../support/fechado.ts';
import { check, seats } from '../support/table.ts';

/** A no-limit fechado table whose first deal nobody opened (F7): its 3 chips wait in the second deal's pot. */
function carriedDeal(): SessionState {
  let s = newSession({ profile: 'fechado', players: seats(100, 100, 100), firstDealer: 0, options: { betting: { kind: 'no-limit' } } });
  s = run(s, { type: 'startHand' });
  s = run(s, { type: 'shuffle', deck: fechadoDeck(s.hand!.config, ['Ah Kd Qc Js 9h', '7s 8d 9c Th Qs', 'As Ks Qd Jh 8c']) });
  s = run(s, check(1), check(2), check(0));
  s = run(s, { type: 'startHand' });
  // Seat 2 speaks first, with the aces the second deal's ladder asks for (F12).
  return run(s, { type: 'shuffle', deck: fechadoDeck(s.hand!.config, ['As Ad Kc Kh 8c', '7s 8d 9c Th Qs', 'Ah Kd Qc Js 9h']) });
}

const pick = (view: TableView, kind: string) => view.pot.sizing?.picks.find((p) => p.kind === kind)?.to;

describe('the pot and its quick picks', () => {
  it('G7: the Pot pick is the pot the screen shows, carried chips included', () => {
    const s = carriedDeal();
    expect(s.carried.chips).toBe(3);
    const seat = legalActions(s.hand!).seat!;
    const mine = tableView(s, seat);
    // The pot on the screen: the 3 chips carried and this deal's 3 pingos.
    expect(mine.pot.total).toBe(6);
    expect(mine.pot.sizing?.type).toBe('bet');
    expect(pick(mine, 'pot')).toBe(6);
    expect(pick(mine, 'halfPot')).toBe(3);
    expect(mine.pot.sizing?.picks.map((p) => p.kind)).toEqual(['min', 'halfPot', 'pot', 'allIn']);
  });

  it('G11: only the seat whose turn it is gets quick picks; the table and the others see the pot alone', () => {
    const s = carriedDeal();
    const seat = legalActions(s.hand!).seat!;
    for (const viewer of ['table', (seat + 1) % 3] as const) {
      expect(tableView(s, viewer).pot).toEqual({ total: 6, inFront: 0, sizing: null });
    }
  });

  const TABLES: readonly SessionConfig[] = [
    { profile: 'holdem', players: seats(200, 150, 300, 120), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } },
    { profile: 'fechado', players: seats(80, 80, 80, 80), firstDealer: 0, options: { betting: { kind: 'no-limit' } } },
    { profile: 'brasileiro', players: seats(60, 60, 60, 60), firstDealer: 0, options: { escuro: 2 } },
    { profile: 'plo', players: seats(200, 40, 300, 120), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2, ante: 1 } },
    {
      profile: 'holdem',
      players: seats(500, 500, 500),
      firstDealer: 0,
      options: { smallBlind: 25, bigBlind: 50 },
      chipSet: [
        { colour: 'white', value: 25, count: 60 },
        { colour: 'red', value: 100, count: 60 },
      ],
    },
  ];

  it('G7, T4, M6: at every bet of random play the pot is every chip in the hand, and a pot pick calls then raises by that pot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TABLES.length - 1 }), fc.integer(), fc.integer({ min: 1, max: 30 }), (which, seed, steps) => {
        const rng = seededSource(seed);
        let s = newSession(TABLES[which]);
        for (let step = 0; step < steps && !s.over; step++) {
          const next = !s.hand || s.hand.pending.kind === 'complete' ? applySession(s, { type: 'startHand' }) : applySession(s, randomAction(s.hand, legalActions(s.hand), rng));
          if (!next.ok) return;
          s = next.state;
          const hand = s.hand!;
          const committed = hand.seats.reduce((sum, seat) => sum + seat.committed, 0);
          const seat = legalActions(hand).seat;
          const view = tableView(s, seat ?? 'table');
          expect(view.pot.total).toBe(committed + (hand.config.carried?.chips ?? 0));
          const sizing = view.pot.sizing;
          if (!sizing) continue;
          const bets = hand.seats.map((x) => x.bet);
          const toCall = Math.max(...bets) - bets[sizing.seat];
          const pot = pick(view, 'pot');
          const wanted = Math.max(...bets) + view.pot.total + toCall;
          // Offered strictly above the least size, as the chips make it (T4), and at most the most: the
          // most itself when it is the pot (M6: pot limit's maximum).
          if (pot !== undefined) {
            expect(pot).toBeGreaterThan(sizing.least);
            expect(pot).toBeLessThanOrEqual(sizing.most);
            if (sizing.chips.length === 0) expect(pot).toBe(wanted);
            else expect(Math.abs(pot - wanted)).toBeLessThan(Math.min(...sizing.chips));
          }
          // M6: under pot limit the most is the Pot, or the all-in below it, never a bare maximum.
          if (hand.config.profile === 'plo') expect(sizing.picks.at(-1)?.kind).not.toBe('max');
          const tos = sizing.picks.map((p) => p.to);
          expect([...tos].sort((a, b) => a - b)).toEqual(tos);
        }
      }),
      { numRuns: 120 },
    );
  });
});
