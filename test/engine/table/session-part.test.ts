// The session part of the table view: what the between-hands screen says — who deals next (the
// rotation startHand itself deals by), the hands left, a cash game waiting for a buy-in, who sits
// out, the standings — asked of the session, never worked out again by a screen.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySession, legalActions, newSession, seededSource, sittingOut, standings, tableView, type SessionConfig } from '../../../src/engine/index.ts';
import { randomAction } from '../../../src/cli/random-play.ts';
import { run } from '../support/session.ts';
import { seats } from '../support/table.ts';

const TABLES: readonly SessionConfig[] = [
  { profile: 'draw5', players: seats(12, 30, 6, 30), firstDealer: 1, hands: 10 },
  { profile: 'brasileiro', players: seats(20, 20, 20, 20), firstDealer: 3, options: { escuro: 2 } },
  { profile: 'holdem', players: seats(30, 8, 40, 12, 20), firstDealer: 2, options: { smallBlind: 1, bigBlind: 2 } },
  { profile: 'holdem', players: seats(60, 60, 60), firstDealer: 0, schedule: { levels: [{ smallBlind: 5, bigBlind: 10 }, { smallBlind: 10, bigBlind: 20 }], every: { hands: 2 } } },
];

describe('the session part', () => {
  it('D14, H2, G19: between hands the next dealer is the one the next deal is dealt by; none while a hand is played or nobody can be dealt', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: TABLES.length - 1 }), fc.integer(), (which, seed) => {
        const rng = seededSource(seed);
        let s = newSession(TABLES[which]);
        for (let hand = 0; hand < 12; hand++) {
          const part = tableView(s, 'table').session;
          expect(part.sittingOut).toEqual(sittingOut(s));
          expect(part.standings).toEqual(standings(s));
          expect(part.handsLeft).toBe(s.config.hands === undefined ? null : s.config.hands - s.history.length);
          const started = applySession(s, { type: 'startHand', at: hand });
          if (!started.ok || started.state.hand === null) {
            // No deal: the game is over, or (G19) a cash game waits for a buy-in — and no dealer is named.
            expect(part.nextDealer).toBeNull();
            expect(part.waitsForBuyIn || part.over || (started.ok && started.state.over)).toBe(true);
            return;
          }
          expect(part.waitsForBuyIn).toBe(false);
          expect(part.nextDealer).toBe(started.state.dealer);
          s = started.state;
          expect(tableView(s, 'table').session.nextDealer).toBeNull();
          expect(tableView(s, 'table').session.handNumber).toBe(s.history.length + 1);
          while (s.hand!.pending.kind !== 'complete') s = run(s, randomAction(s.hand!, legalActions(s.hand!), rng));
          expect(tableView(s, 'table').session.handNumber).toBe(s.history.length);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('G19: a cash game with one player left with chips waits for a buy-in, names no dealer, and offers the broke player his buy-in', () => {
    let s = newSession({ profile: 'holdem', players: seats(2, 100), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } });
    s = run(s, { type: 'startHand' });
    // Ana, on the button, posts the small blind (H8) and goes all-in; Bia calls and her hand is dealt out.
    const rng = seededSource(7);
    while (s.hand!.pending.kind !== 'complete') {
      const legal = legalActions(s.hand!);
      const fold = legal.seat === 1 ? legal.actions.find((a) => a.type === 'call') : undefined;
      s = run(s, fold ? { type: 'call', seat: 1 } : randomAction(s.hand!, legal, rng));
    }
    const part = tableView(s, 'table').session;
    if (s.stacks[0] === 0) {
      expect(part.waitsForBuyIn).toBe(true);
      expect(part.nextDealer).toBeNull();
      expect(part.sittingOut).toEqual([0]);
      const bought = tableView(run(s, { type: 'buyIn', player: 0 }), 'table').session;
      expect(bought.waitsForBuyIn).toBe(false);
      expect(bought.nextDealer).toBe(1);
    } else {
      expect(part.nextDealer).toBe(1);
    }
  });

  it('D14: before the first deal the first dealer deals, and the hands left are the agreed length', () => {
    const part = tableView(newSession(TABLES[0]), 'table').session;
    expect(part).toMatchObject({ nextDealer: 1, handsLeft: 10, handNumber: 0, handsPlayed: 0, waitsForBuyIn: false, sittingOut: [] });
  });
});
