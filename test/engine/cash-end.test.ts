// G19: a cash game ends only when the host ends it (or at the length agreed at setup); a broke
// player sits out and is offered a buy-in, in every game and mode; a tournament ends with its winner.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  legalActions,
  newSession,
  seededSource,
  sittingOut,
  standings,
  waitsForBuyIn,
  type ProfileId,
  type SessionConfig,
  type SessionState,
} from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { run } from './support/session.ts';

/** Three-handed hold'em with real cards: Ana (the button) shoves, both blinds call, Caio wins it all. */
function twoBust(config: SessionConfig): SessionState {
  const session = run(newSession(config), { type: 'startHand', at: 0 }, { type: 'raise', seat: 0, to: 1000 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 });
  return run(session, { type: 'award', pot: 0, winners: [2] });
}

const holdem: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1000 })),
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 10, bigBlind: 20 },
};

describe('the end of a cash game', () => {
  it('G19: two of three hold’em players broke in one hand: the game goes on, both sit out and are offered a buy-in; nothing is dealt until one buys in', () => {
    const session = twoBust(holdem);
    expect(session.stacks).toEqual([0, 0, 3000]);
    expect(session.over).toBe(false);
    expect(sittingOut(session)).toEqual([0, 1]);
    expect(waitsForBuyIn(session)).toBe(true);
    expect(applySession(session, { type: 'startHand', at: 1 })).toMatchObject({ ok: false, error: { code: 'FEW_PLAYERS' } });
    // No price was agreed (0): a buy-in is still the starting stack, chips only.
    const bought = run(session, { type: 'buyIn', player: 1 });
    expect(bought.stacks).toEqual([0, 1000, 3000]);
    expect(bought.buyIns).toEqual([1, 2, 1]);
    expect(sittingOut(bought)).toEqual([0]);
    expect(waitsForBuyIn(bought)).toBe(false);
    const next = run(bought, { type: 'startHand', at: 2 });
    expect(next.hand!.seats.map((s) => s.inHand)).toEqual([false, true, true]);
    // The undo of the buy-in puts the table back where it waited.
    const undone = run(bought, { type: 'undo' });
    expect(waitsForBuyIn(undone)).toBe(true);
    expect(undone.over).toBe(false);
  });

  it('G19: the agreed length still ends a cash game (D14: the hands agreed at setup)', () => {
    const session = twoBust({ ...holdem, hands: 1 });
    expect(session.over).toBe(true);
    expect(sittingOut(session)).toEqual([]);
    expect(applySession(session, { type: 'buyIn', player: 0 })).toMatchObject({ ok: false, error: { code: 'SESSION_OVER' } });
  });

  it('G19, H9: a tournament still ends with its winner', () => {
    const session = twoBust({ ...holdem, schedule: { levels: [{ smallBlind: 10, bigBlind: 20 }], every: { hands: 10 } } });
    expect(session.over).toBe(true);
    expect(waitsForBuyIn(session)).toBe(false);
    expect(standings(session)[0]).toMatchObject({ name: 'Caio', place: 1 });
  });

  it('G19: in every chip game and both modes, random cash play never ends the game by itself; whoever cannot pay sits out and may buy back in', () => {
    const profiles: ProfileId[] = ['draw5', 'brasileiro', 'fechado', 'holdem'];
    fc.assert(
      fc.property(fc.constantFrom(...profiles), fc.constantFrom('deck' as const, 'ledger' as const), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (profile, dealing, seed) => {
        const rng = seededSource(seed);
        const config: SessionConfig = { profile, dealing, firstDealer: 0, players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 6 })), options: profile === 'holdem' ? { smallBlind: 1, bigBlind: 2 } : {} };
        let session = newSession(config);
        for (let hand = 0; hand < 12; hand++) {
          // Everyone may be broke at once (a jacker deal keeps the pot on the table): the table waits until two hold chips.
          while (waitsForBuyIn(session)) {
            expect(applySession(session, { type: 'startHand', at: hand })).toMatchObject({ ok: false, error: { code: 'FEW_PLAYERS' } });
            session = run(session, { type: 'buyIn', player: sittingOut(session)[0] });
          }
          session = run(session, { type: 'startHand', at: hand });
          for (let steps = 0; session.hand!.pending.kind !== 'complete'; steps++) {
            if (steps > 500) throw new Error('hand did not end');
            session = run(session, randomAction(session.hand!, legalActions(session.hand!), rng));
          }
          expect(session.over).toBe(false);
          for (const player of sittingOut(session)) expect(session.stacks[player]).toBe(0);
        }
      }),
      { numRuns: 40 },
    );
  });
});
