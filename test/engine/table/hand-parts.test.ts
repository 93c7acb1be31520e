// The hand's own answers the table screens read: a re-buy's cost (B5), whose turn and who may look
// again (G16), the showdown's order (D13, H7), and the replayer's steps (G11).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newHand, newSession, rebuyCost, seededSource, showingOrder, getProfile, tableView, view, type HandConfig, type HandState } from '../../../src/engine/index.ts';
import { peekers } from '../../../src/engine/peek.ts';
import { handSteps } from '../../../src/engine/table/hand-steps.ts';
import { mustApply, randomAction } from '../../../src/cli/random-play.ts';
import { run } from '../support/session.ts';
import { seats } from '../support/table.ts';

/** A hand of random legal play, with the state before each of its actions. */
function played(config: HandConfig, seed: number): { hand: HandState; before: HandState[] } {
  const rng = seededSource(seed);
  let hand = newHand(config);
  const before: HandState[] = [];
  while (hand.pending.kind !== 'complete') {
    before.push(hand);
    hand = mustApply(hand, randomAction(hand, legalActions(hand), rng));
  }
  return { hand, before };
}

describe('the hand parts', () => {
  it('B5: each re-buy of the escuro costs what it put in, twice the one before; the next costs what the engine offers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 6 }), fc.integer(), (count, seed) => {
        const config: HandConfig = { profile: 'brasileiro', seats: seats(...Array.from({ length: count }, () => 200)), dealer: 0, options: { escuro: 1 } };
        const { hand, before } = played(config, seed);
        const seen = view(hand, 'table');
        hand.log.forEach((action, i) => {
          if (action.type !== 'rebuy') return;
          const offered = legalActions(before[i]).actions.find((a) => a.type === 'rebuy');
          expect(offered && 'amount' in offered ? offered.amount : null).toBe(rebuyCost(view(before[i], 'table')));
          if (!action.accept) return;
          const after = before[i + 1] ?? hand;
          expect(rebuyCost(seen, i)).toBe(after.seats[action.seat].committed - before[i].seats[action.seat].committed);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('G16, G11: the turn part names whose turn and whose phone it is, and who else may look — the engine\'s peekers', () => {
    const configs: HandConfig[] = [
      { profile: 'draw5', seats: seats(40, 40, 40), dealer: 1, options: { ante: 1 } },
      { profile: 'holdem', seats: seats(50, 80, 30), dealer: 0, options: { smallBlind: 1, bigBlind: 2 } },
      { profile: 'holdem', seats: seats(50, 80, 30), dealer: 0, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2 } },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...configs), fc.integer(), (config, seed) => {
        const { hand, before } = played(config, seed);
        const steps = handSteps(hand);
        for (const [i, state] of [...before, hand].entries()) {
          const { turn } = steps[i];
          const seat = 'seat' in state.pending ? state.pending.seat : null;
          expect(turn).toEqual({ acting: seat, phone: config.dealing === 'ledger' ? null : seat, peekers: peekers(state), toCall: state.pending.kind === 'bet' ? (legalActions(state).actions.find((a) => a.type === 'call')?.amount ?? 0) : null });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('D13, H7: the showdown part gives the showing order and the ranking of the finished hand, and nothing while it is played', () => {
    let s = newSession({ profile: 'holdem', players: seats(100, 100, 100), firstDealer: 0, options: { smallBlind: 1, bigBlind: 2 } });
    s = run(s, { type: 'startHand' });
    expect(tableView(s, 'table').showdown).toBeNull();
    const rng = seededSource(3);
    while (s.hand!.pending.kind !== 'complete') s = run(s, randomAction(s.hand!, legalActions(s.hand!), rng));
    const part = tableView(s, 'table').showdown!;
    expect(part.order).toEqual(showingOrder(s.hand!, getProfile('holdem')));
    expect(part.rules).toEqual(getProfile('holdem').ranking(s.hand!.config));
  });

  it('G11: the replayer gets a step per action, each the table view with its turn and its pot, the last the hand as it ended', () => {
    const { hand } = played({ profile: 'holdem', seats: seats(60, 60, 60), dealer: 0, options: { smallBlind: 1, bigBlind: 2 } }, 11);
    const steps = handSteps(hand);
    expect(steps).toHaveLength(hand.log.length + 1);
    let state = newHand(hand.config);
    steps.forEach((step, i) => {
      if (i > 0) {
        const next = apply(state, hand.log[i - 1]);
        if (!next.ok) throw new Error(next.error.code);
        state = next.state;
      }
      expect(step.view).toEqual(view(state, 'table'));
      expect(step.pot.total).toBe(state.seats.reduce((sum, x) => sum + x.committed, 0));
      expect(step.pot.sizing).toBeNull();
    });
    expect(steps.at(-1)!.turn.acting).toBeNull();
  });
});
