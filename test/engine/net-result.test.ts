import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chipsBought,
  legalActions,
  netResults,
  newSession,
  waitsForBuyIn,
  seededSource,
  sessionSettlement,
  standings,
  uniformBelow,
  type SessionConfig,
  type SessionState,
} from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { ledger, run } from './support/session.ts';
import { seats } from './support/table.ts';

/** One ledger hand: Davi (first to speak) raises to `to`, Ana calls, the blinds fold, they check it down and `winner` takes the pot. */
function headsUpPot(session: SessionState, to: number, winner: number): SessionState {
  session = run(session, { type: 'startHand' }, { type: 'raise', seat: 3, to }, { type: 'call', seat: 0 }, { type: 'fold', seat: 1 }, { type: 'fold', seat: 2 });
  for (let pending = session.hand!.pending; pending.kind !== 'complete'; pending = session.hand!.pending) {
    if (pending.kind === 'award') session = run(session, { type: 'award', pot: pending.pot, winners: [winner] });
    else session = run(session, { type: 'check', seat: legalActions(session.hand!).seat! });
  }
  return session;
}

describe('net results', () => {
  it('B13: a rebuy counts: Ana drops to 200, buys again and ends with 1,200 chips, and her result is −800, as the settlement says', () => {
    let session = newSession(ledger);
    // Davi raises to 800 and Ana calls; Davi wins: Ana is left with 200.
    session = headsUpPot(session, 800, 3);
    expect(session.stacks[0]).toBe(200);
    session = run(session, { type: 'buyIn', player: 0 });
    expect(chipsBought(session, 0)).toBe(2000);
    expect(session.stacks[0]).toBe(1200);
    const nets = netResults(session);
    expect(nets[0]).toBe(-800);
    expect(nets.reduce((a, b) => a + b, 0)).toBe(0);
    // The standings use the same figure, and rank Ana by it, not by her 1,200 chips.
    const ana = standings(session).find((s) => s.name === 'Ana')!;
    expect(ana).toMatchObject({ stack: 1200, net: -800 });
    expect(ana.place).toBe(4);
    // R$ 20 for 1,000 chips: −800 chips are −R$ 16,00, and Ana pays.
    expect(sessionSettlement(session)!.results.map((r) => r.net)).toEqual(nets.map((n) => (n * 2000) / 1000));
  });

  it('S9: a credit table (baseball) still compares net results, and a rebuy there adds nothing', () => {
    let session = newSession({ profile: 'baseball', players: seats(0, 0, 0), firstDealer: 0 });
    session = run(session, { type: 'buyIn', player: 1 });
    expect(chipsBought(session, 1)).toBe(0);
    expect(netResults(session)).toEqual([0, 0, 0]);
  });

  it('B13: whatever is played and bought again, the nets add up to minus the chips still on the table, and they are what the settlement pays at a chip a cent', () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: seats(100, 100, 100, 100),
      firstDealer: 0,
      options: { smallBlind: 1, bigBlind: 2, buyIn: { price: 1, currency: 'BRL', chips: 100 } },
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const rng = seededSource(seed);
        let session = newSession(config);
        for (let hand = 0; hand < 6 && !session.over; hand++) {
          // Between hands, now and then somebody buys again (a busted player comes back).
          const buyer = uniformBelow(rng, 6);
          if (buyer < 4) session = run(session, { type: 'buyIn', player: buyer });
          if (waitsForBuyIn(session)) break; // G19
          session = run(session, { type: 'startHand' });
          while (session.hand!.pending.kind !== 'complete') session = run(session, randomAction(session.hand!, legalActions(session.hand!), rng));
        }
        const nets = netResults(session);
        expect(nets.reduce((a, b) => a + b, 0) + session.carried.chips).toBe(0);
        expect(standings(session).map((s) => s.net)).toEqual(standings(session).map((s) => nets[s.player]));
        // R$ 1,00 per 100 chips: a chip is a cent, so the money result is the net result exactly.
        expect(sessionSettlement(session)!.results.map((r) => r.net)).toEqual(nets);
      }),
      { numRuns: 60 },
    );
  });
});
