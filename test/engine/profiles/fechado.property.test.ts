import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  legalActions,
  newSession,
  openersAfter,
  openersRequired,
  replaySession,
  seededSource,
  waitsForBuyIn,
  type SessionConfig,
  type SessionState,
} from '../../../src/engine/index.ts';
import { cardsAccountedFor, chipsInPlay, total } from '../support/invariants.ts';
import { randomAction } from '../../../src/cli/random-play.ts';

const sessions = fc.record({
  stacks: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 2, maxLength: 8 }),
  firstDealer: fc.nat(),
  seed: fc.integer(),
  dealing: fc.constantFrom('deck' as const, 'ledger' as const),
  ante: fc.integer({ min: 1, max: 3 }),
  freeOpening: fc.boolean(),
  escuroPosters: fc.constantFrom(undefined, undefined, 3 as const, 4 as const),
  fullDeck: fc.boolean(),
  exchangeFour: fc.constantFrom('everyone' as const, 'first' as const),
});

type Setup = typeof sessions extends fc.Arbitrary<infer T> ? T : never;

/** Play deals of a random session with random legal actions, checking the carry between deals. */
function playSession({ stacks, firstDealer, seed, ...options }: Setup): void {
  const { dealing, ...table } = options;
  const config: SessionConfig = {
    profile: 'fechado',
    players: stacks.map((stack, i) => ({ name: `P${i}`, stack })),
    firstDealer: firstDealer % stacks.length,
    dealing,
    options: table,
    hands: 8,
  };
  const rng = seededSource(seed);
  const start = total(stacks);
  let session: SessionState = newSession(config);
  const step = (action: Parameters<typeof applySession>[1]) => {
    const result = applySession(session, action);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${JSON.stringify(result.error)}`);
    session = result.state;
  };
  // G19: a cash game waits for a buy-in once only one player can be dealt in.
  while (!session.over && !waitsForBuyIn(session)) {
    const before = session.carried;
    step({ type: 'startHand' });
    if (session.over) break;
    const hand = () => session.hand!;
    // F7, F12: the deal starts with what earlier deals left, and needs the openers of the ladder.
    expect(hand().config.carried?.chips ?? 0).toBe(before.chips);
    const expected = table.freeOpening || table.escuroPosters ? null : openersAfter(before.deals);
    expect(openersRequired(hand().config)).toBe(expected);
    for (let steps = 0; hand().pending.kind !== 'complete'; steps++) {
      expect(steps).toBeLessThan(500); // every deal ends
      step(randomAction(hand(), legalActions(hand()), rng));
      expect(chipsInPlay(hand()) + total(session.stacks.filter((_, p) => !hand().seats[p].inHand))).toBe(start);
      expect(cardsAccountedFor(hand())).toBe(true);
    }
    const result = hand().result!;
    const won = result.pots.some((pot) => pot.winners.length > 0);
    // The carry: what the deal left on the table, and the run of deals nobody won (reset by a pot won).
    expect(session.carried).toEqual({ chips: result.leftOnTable ?? 0, deals: won ? 0 : before.deals + 1 });
    expect(total(session.stacks) + session.carried.chips).toBe(start);
  }
  expect(total(session.stacks) + session.carried.chips).toBe(start);
  const again = replaySession(config, session.log);
  expect(again.ok && JSON.stringify(again.state) === JSON.stringify(session)).toBe(true);
}

describe('fechado sessions under random legal play', () => {
  it('F7, F12: 2–8 players, deck and chip ledger — chips conserved across carried pots, the ladder follows the deals nobody won, every deal ends, replay exact', () => {
    fc.assert(fc.property(sessions, playSession), { numRuns: 150 });
  });
});
