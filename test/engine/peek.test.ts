import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, exportPhh, legalActions, newHand, peekers, replay, seededSource, uniformBelow, view, type HandConfig, type HandState, type ProfileId } from '../../src/engine/index.ts';
import { isSessionAction } from '../../src/engine/shape.ts';
import { mustApply, randomAction } from '../../src/cli/random-play.ts';
import { call, dealt, fold, play, refusal, seats } from './support/table.ts';

const holdem: HandConfig = { profile: 'holdem', seats: seats(100, 100, 100, 100), dealer: 3, options: { smallBlind: 1, bigBlind: 2 } };

describe('looking at one\'s own cards again', () => {
  it('G16: a seat still in, not to act, looks; the look is in everyone\'s record and nothing else changes', () => {
    const state = dealt(holdem);
    // Duda deals: Ana and Bia post the blinds, Caio is to act.
    expect(state.pending).toEqual({ kind: 'bet', seat: 2 });
    expect(peekers(state)).toEqual([0, 1, 3]);
    const looked = apply(state, { type: 'peek', seat: 1 });
    if (!looked.ok) throw new Error(looked.error.code);
    const { log, ...rest } = looked.state;
    const { log: before, ...was } = state;
    expect(rest).toEqual(was);
    expect(log).toEqual([...before, { type: 'peek', seat: 1 }]);
    for (const viewer of ['table', 0, 1, 2, 3] as const) expect(view(looked.state, viewer).record.at(-1)).toEqual({ type: 'peek', seat: 1 });
    // Replayed from its log, the hand is the same, and play goes on from where it was.
    expect(replay(holdem, looked.state.log)).toEqual({ ok: true, state: looked.state });
    expect(play(looked.state, call(2)).pending).toEqual({ kind: 'bet', seat: 3 });
    expect(isSessionAction({ type: 'peek', seat: 1 })).toBe(true);
  });

  it('G16: not the seat to act, not a folded seat, not an unknown seat, not once the hand is over', () => {
    const state = play(dealt(holdem), fold(2));
    expect(refusal(state, { type: 'peek', seat: 3 })).toMatchObject({ code: 'NOT_ALLOWED', reason: 'peek' }); // Duda is to act
    expect(refusal(state, { type: 'peek', seat: 2 })).toMatchObject({ code: 'NOT_ALLOWED' }); // Caio folded
    expect(refusal(state, { type: 'peek', seat: 9 })).toMatchObject({ code: 'NOT_ALLOWED' });
    expect(peekers(state)).toEqual([0, 1]);
    const over = play(state, fold(3), fold(0));
    expect(over.pending.kind).toBe('complete');
    expect(peekers(over)).toEqual([]);
    expect(refusal(over, { type: 'peek', seat: 1 })).toMatchObject({ code: 'HAND_OVER' });
  });

  it('G16, G12: with real cards there is nothing on the phone to look at', () => {
    const ledger = newHand({ ...holdem, dealing: 'ledger' });
    expect(peekers(ledger)).toEqual([]);
    expect(refusal(ledger, { type: 'peek', seat: 0 })).toMatchObject({ code: 'NOT_ALLOWED' });
  });

  it('G16: a hand history leaves the looks out, as PHH has no word for them', () => {
    const plain = play(dealt(holdem), fold(2), fold(3), fold(0));
    const looked = play(dealt(holdem), { type: 'peek', seat: 0 }, fold(2), { type: 'peek', seat: 1 }, fold(3), fold(0));
    expect(exportPhh(looked)).toEqual(exportPhh(plain));
  });

  it('G16: looks taken anywhere in any hand change nothing but the record: the hand ends as it would have', () => {
    const profiles: ProfileId[] = ['draw5', 'holdem', 'brasileiro', 'baseball', 'fechado'];
    fc.assert(
      fc.property(fc.constantFrom(...profiles), fc.integer({ min: 1, max: 2 ** 31 }), (profile, seed) => {
        const config: HandConfig = { profile, seats: seats(...(profile === 'baseball' ? [0, 0, 0, 0] : [100, 100, 100, 100])), dealer: 0 };
        const rng = seededSource(seed);
        let plain: HandState = newHand(config);
        let looked: HandState = newHand(config);
        while (plain.pending.kind !== 'complete') {
          // Now and then someone not to act looks at his cards, on the one table only.
          const lookers = peekers(looked);
          if (lookers.length > 0 && uniformBelow(rng, 3) === 0) looked = mustApply(looked, { type: 'peek', seat: lookers[uniformBelow(rng, lookers.length)] });
          const action = randomAction(plain, legalActions(plain), rng);
          plain = mustApply(plain, action);
          looked = mustApply(looked, action);
        }
        const { log, ...rest } = looked;
        const { log: plainLog, ...plainRest } = plain;
        expect(rest).toEqual(plainRest);
        expect(log.filter((a) => a.type !== 'peek')).toEqual(plainLog);
        expect(replay(config, log)).toEqual({ ok: true, state: looked });
      }),
      { numRuns: 100 },
    );
  });
});
