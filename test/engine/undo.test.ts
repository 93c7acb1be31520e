import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applySession,
  legalActions,
  newSession,
  replaySession,
  seededSource,
  type ProfileId,
  type SessionAction,
  type SessionConfig,
  type SessionState,
} from '../../src/engine/index.ts';
import { effectiveLog, reopenings, undoableMove, undoneInHand } from '../../src/engine/undo.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { run } from './support/session.ts';

const refused = (session: SessionState, action: SessionAction) => {
  const result = applySession(session, action);
  if (result.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return result.error.code;
};

/** The state a log without its undos gives: the log itself aside, an undo must land exactly there. */
function replayedWithout(session: SessionState): SessionState {
  const result = replaySession(session.config, effectiveLog(session.log));
  if (!result.ok) throw new Error(result.error.code);
  return result.state;
}

const sansLog = (session: SessionState) => ({ ...session, log: [] });

const ledger = (profile: ProfileId, stacks: number[], options = {}): SessionConfig => ({
  profile,
  players: stacks.map((stack, i) => ({ name: 'ABCDEF'[i], stack })),
  firstDealer: 0,
  dealing: 'ledger',
  options,
});

describe('undo in the chip ledger', () => {
  it('G12: undo takes back the last action, and again, back to the start of the hand and no further', () => {
    const start = run(newSession(ledger('holdem', [1000, 1000, 1000], { bigBlind: 20 })), { type: 'startHand', at: 0 });
    const acted = run(start, { type: 'raise', seat: 0, to: 60 }, { type: 'call', seat: 1 }, { type: 'fold', seat: 2 });
    const once = run(acted, { type: 'undo' });
    expect(once.hand).toEqual(run(start, { type: 'raise', seat: 0, to: 60 }, { type: 'call', seat: 1 }).hand);
    const back = run(once, { type: 'undo' }, { type: 'undo' });
    expect(back.hand).toEqual(start.hand);
    expect(sansLog(back)).toEqual(sansLog(start));
    expect(refused(back, { type: 'undo' })).toBe('NOTHING_TO_UNDO');
    expect(undoneInHand(back.log)).toEqual([{ type: 'fold', seat: 2 }, { type: 'call', seat: 1 }, { type: 'raise', seat: 0, to: 60 }]);
    // The raw log keeps everything; replaying it lands on the same state.
    expect(back.log).toHaveLength(7);
    expect(replaySession(back.config, back.log)).toEqual({ ok: true, state: back });
  });

  it('G12: a mis-entered amount is corrected by undo and entering it again', () => {
    const start = run(newSession(ledger('draw5', [100, 100, 100])), { type: 'startHand', at: 0 });
    const wrong = run(start, { type: 'bet', seat: 1, to: 50 });
    const fixed = run(wrong, { type: 'undo' }, { type: 'bet', seat: 1, to: 5 });
    expect(sansLog(fixed)).toEqual(sansLog(run(start, { type: 'bet', seat: 1, to: 5 })));
    expect(fixed.hand!.seats[1].stack).toBe(100 - 1 - 5);
  });

  it('G12: undoing the award of a finished hand reopens it and gives the chips back', () => {
    const start = run(newSession(ledger('holdem', [500, 200, 1000], { bigBlind: 20 })), { type: 'startHand', at: 0 });
    const shown = run(start, { type: 'raise', seat: 0, to: 500 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 }, { type: 'award', pot: 1, winners: [2] });
    const over = run(shown, { type: 'award', pot: 0, winners: [1] });
    expect(over.history).toHaveLength(1);
    const reopened = run(over, { type: 'undo' });
    expect(sansLog(reopened)).toEqual(sansLog(shown));
    expect(reopened.history).toHaveLength(0);
    const split = run(reopened, { type: 'award', pot: 0, winners: [1, 2] });
    expect(split.stacks).toEqual([0, 300, 1000 - 500 + 600 + 300]);
  });

  it('G12: the log tells whether a finished hand was reopened since a point (its result is due again), not a buy-in taken back', () => {
    const start = run(newSession(ledger('draw5', [100, 100, 100])), { type: 'startHand', at: 0 });
    const over = run(start, { type: 'fold', seat: 1 }, { type: 'fold', seat: 2 });
    const seen = over.log.length;
    const bought = run(over, { type: 'buyIn', player: 2 }, { type: 'undo' });
    expect(reopenings(bought.log)).toBe(reopenings(bought.log.slice(0, seen)));
    const reopened = run(bought, { type: 'undo' });
    expect(reopened.hand!.result).toBeNull();
    expect(reopenings(reopened.log)).toBeGreaterThan(reopenings(reopened.log.slice(0, seen)));
    // Ended again the same way: the same number of hands, but reopened since it was seen.
    const again = run(reopened, { type: 'fold', seat: 2 });
    expect(again.history).toHaveLength(over.history.length);
    expect(reopenings(again.log)).toBeGreaterThan(reopenings(again.log.slice(0, seen)));
  });

  it('B13: a buy-in between hands can be undone; the next hand start cannot', () => {
    const config = { ...ledger('draw5', [100, 100, 100]), dealing: 'ledger' as const };
    let s = run(newSession(config), { type: 'startHand', at: 0 });
    s = run(s, { type: 'fold', seat: 1 }, { type: 'fold', seat: 2 });
    const after = run(s, { type: 'buyIn', player: 2 });
    expect(after.stacks[2]).toBe(199);
    expect(sansLog(run(after, { type: 'undo' }))).toEqual(sansLog(s));
    const next = run(after, { type: 'startHand', at: 1 });
    expect(refused(next, { type: 'undo' })).toBe('NOTHING_TO_UNDO');
  });

  it('G12: pass-and-play keeps its decisions and shuffles (undo is for the chip ledger)', () => {
    const s = run(newSession({ ...ledger('draw5', [100, 100]), dealing: 'deck' }), { type: 'startHand', at: 0 });
    const order = legalActions(s.hand!).actions[0];
    if (order.type !== 'shuffle') throw new Error('a shuffle is awaited');
    const dealt = run(s, { type: 'shuffle', deck: order.cards });
    expect(refused(dealt, { type: 'undo' })).toBe('NOT_UNDOABLE');
    expect(refused(run(dealt, { type: 'check', seat: 1 }), { type: 'undo' })).toBe('NOT_UNDOABLE');
  });

  it('G12, B13: when the app deals, a buy-in between hands is still taken back, and the undo button is offered for it alone', () => {
    let s = run(newSession({ ...ledger('draw5', [100, 100, 100]), dealing: 'deck' }), { type: 'startHand', at: 0 });
    const order = legalActions(s.hand!).actions[0];
    if (order.type !== 'shuffle') throw new Error('a shuffle is awaited');
    s = run(s, { type: 'shuffle', deck: order.cards });
    expect(undoableMove(s)).toBeNull();
    s = run(s, { type: 'fold', seat: 1 }, { type: 'fold', seat: 2 });
    expect(undoableMove(s)).toBeNull(); // the last fold was taken behind the cover
    const bought = run(s, { type: 'buyIn', player: 2 });
    expect(undoableMove(bought)).toEqual({ type: 'buyIn', player: 2 });
    const undone = run(bought, { type: 'undo' });
    expect(sansLog(undone)).toEqual(sansLog(s));
    expect(undoableMove(undone)).toBeNull();
    expect(refused(undone, { type: 'undo' })).toBe('NOT_UNDOABLE');
  });

  it('G12: clock actions stay where they are when an undo passes them', () => {
    const config: SessionConfig = { ...ledger('holdem', [1000, 1000], { bigBlind: 20 }), schedule: { levels: [{ smallBlind: 10, bigBlind: 20 }, { smallBlind: 20, bigBlind: 40 }], every: { minutes: 10 } } };
    const s = run(newSession(config), { type: 'startHand', at: 0 }, { type: 'call', seat: 0 }, { type: 'pauseClock', at: 5 }, { type: 'undo' });
    expect(s.clock).toEqual({ held: 0, pausedAt: 5, latest: 5 });
    expect(s.hand!.log).toEqual([]);
  });

  const profiles: ProfileId[] = ['draw5', 'holdem', 'fechado', 'brasileiro', 'baseball'];
  it('G12: in every profile, random ledger play with random undos lands exactly on the replay of the log without them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...profiles), fc.integer({ min: 2, max: 5 }), fc.integer(), (profile, players, seed) => {
        const rng = seededSource(seed);
        const stacks = Array.from({ length: players }, () => (profile === 'baseball' ? 0 : 60 + (seed & 0xff)));
        let s = run(newSession(ledger(profile, stacks)), { type: 'startHand', at: 0 });
        for (let step = 0; step < 80 && !s.over; step++) {
          const hand = s.hand!;
          const roll = rng.nextUint32() % 5;
          let action: SessionAction;
          if (hand.pending.kind === 'complete') action = roll === 0 ? { type: 'undo' } : { type: 'startHand', at: step };
          else if (roll === 0 && hand.log.length > 0) action = { type: 'undo' };
          else action = randomAction(hand, legalActions(hand), rng);
          const result = applySession(s, action);
          if (!result.ok) continue;
          s = result.state;
          if (action.type === 'undo') expect(sansLog(s)).toEqual(sansLog(replayedWithout(s)));
        }
        expect(replaySession(s.config, s.log)).toEqual({ ok: true, state: s });
      }),
      { numRuns: 60 },
    );
  });
});
