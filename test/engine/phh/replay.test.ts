import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  describeReplayFailure,
  describeStackDifference,
  formatPhhAction,
  parsePhh,
  parsePhhAction,
  replayPhh,
  stacksMatch,
  type PhhHand,
  type ReplayOutcome,
} from '../../../src/engine/index.ts';
import { corpusDir } from '../../support/corpus.ts';

const read = (path: string) => parsePhh(readFileSync(join(corpusDir, path), 'utf8'));

function passed(outcome: ReplayOutcome): Extract<ReplayOutcome, { ok: true }> {
  if (!outcome.ok) throw new Error(describeReplayFailure(outcome));
  return outcome;
}

/** A hand with its actions replaced, to see what the replay says about a broken history. */
const withActions = (hand: PhhHand, actions: string[]): PhhHand => ({
  ...hand,
  actions: actions.map((a) => parsePhhAction(a, hand.starting_stacks.length)),
});

const DEAL = ['d dh p1 3c9s', 'd dh p2 6d5s', 'd dh p3 9dTs', 'd dh p4 2sQs', 'd dh p5 AdKd', 'd dh p6 7cTc'];

describe('replaying real hands through the engine', () => {
  it('G9: a Pluribus hand won uncontested pre-flop ends with its recorded stacks', () => {
    const outcome = passed(replayPhh(read('pluribus/30/0.phh')));
    expect(outcome.checked).toBe(true);
    expect(outcome.state.seats.map((s) => s.stack)).toEqual([9950, 9900, 10000, 10000, 10150, 10000]);
    expect(outcome.state.result?.uncontested).toBe(true);
  });

  it('G8: a Pluribus split pot recorded in half chips matches within half a chip, totals equal', () => {
    const hand = read('pluribus/32/23.phh');
    const outcome = passed(replayPhh(hand));
    const stacks = outcome.state.seats.map((s) => s.stack);
    expect(stacks.every(Number.isInteger)).toBe(true);
    // Both AK hands tie for 20775: the odd chip goes to the first winner left of the button (p3).
    expect(stacks).toEqual([9950, 9275, 10388, 10000, 10000, 10387]);
    expect(outcome.checked).toBe(true);
  });

  it.each(['wsop/1.phh', 'wsop/2.phh', 'wsop/3.phh', 'wsop/4.phh'])(
    'H7, G7: WSOP %s (big-blind ante, uneven stacks, shows and folds) ends with its recorded stacks',
    (path) => {
      const hand = read(path);
      const outcome = passed(replayPhh(hand));
      expect(outcome.checked).toBe(true);
      expect(outcome.state.seats.map((s) => s.stack)).toEqual(hand.finishing_stacks);
    },
  );

  it('G7: a big-blind ante is dead money in the main pot: the big blind does not get it back when he loses', () => {
    // WSOP hand 1 with the big blind's Js8h swapped for 4c3h: he now loses the showdown to p4's
    // two pair, and his 120,000 ante, which nobody else posted, goes to p4 with the rest of the pot.
    const hand = read('wsop/1.phh');
    const swapped = hand.actions.map((a) => formatPhhAction(a).replace('Js8h', '4c3h'));
    const outcome = passed(replayPhh({ ...withActions(hand, swapped), finishing_stacks: undefined }));
    expect(outcome.state.seats.map((s) => s.stack)).toEqual([7_340_000, 1_145_000, 5_110_000, 11_565_000, 4_545_000]);
  });

  it('H7: the Dwan–Ivey hand, with an unknown hand and the hands shown before the river, replays to its end', () => {
    const outcome = passed(replayPhh(read('historical/dwan-ivey-2009.phh')));
    expect(outcome.checked).toBe(false);
    expect(outcome.state.pending.kind).toBe('complete');
    // Dwan (553,500 in all) covers only part of Ivey's shove: the rest goes back (G7). On the 4h
    // turn Ivey's A-2 makes the wheel and Dwan's 7-6 the higher straight, which holds on the river.
    expect(outcome.state.seats.map((s) => s.stack)).toEqual([1_125_600 - 553_500, 2_000_000 - 2_500, 2 * 553_500 + 2_500]);
  });
});

describe('saying why a hand does not replay', () => {
  const base = read('pluribus/30/0.phh');

  it('H4: names the first refused action, its index and the engine’s refusal', () => {
    const hand = withActions(base, [...DEAL, 'p3 cbr 150', 'p4 f']);
    const outcome = replayPhh(hand);
    expect(outcome).toMatchObject({ ok: false, reason: 'refused', index: 6, action: 'p3 cbr 150', refusal: { code: 'RAISE_TOO_SMALL', min: 200 } });
    expect(describeReplayFailure(outcome as Exclude<ReplayOutcome, { ok: true }>)).toBe(
      'actions[6] "p3 cbr 150" refused: RAISE_TOO_SMALL (raise to at least 200 chips)',
    );
  });

  it('G15: refuses an action out of turn, naming whose turn it is as the file names him — by name, or p3 in a file without names', () => {
    const hand = withActions(base, [...DEAL, 'p4 f']);
    expect(replayPhh(hand)).toMatchObject({ ok: false, index: 6, refusal: { code: 'NOT_YOUR_TURN', expected: 2, message: 'Budd is to act' } });
    expect(replayPhh({ ...hand, players: undefined })).toMatchObject({ refusal: { message: 'p3 is to act' } });
  });

  it('lists the stacks that differ from the record', () => {
    const outcome = replayPhh({ ...base, finishing_stacks: [9950, 9900, 10000, 10000, 10100, 10050] });
    expect(outcome).toMatchObject({ ok: false, reason: 'stacks' });
    expect(describeReplayFailure(outcome as Exclude<ReplayOutcome, { ok: true }>)).toBe(
      'finishing stacks differ: p5 10150 (recorded 10100), p6 10000 (recorded 10050)',
    );
  });

  it('G15: refuses amounts that are not whole chips, naming the player as the file does (p3)', () => {
    expect(replayPhh({ ...base, starting_stacks: [10000, 10000, 10000.5, 10000, 10000, 10000] })).toEqual({
      ok: false,
      reason: 'unplayable',
      message: 'starting_stacks of p3: 10000.5 is not a whole number of chips',
    });
    expect(replayPhh({ ...base, starting_stacks: [Infinity, 10000, 10000, 10000, 10000, 10000] })).toMatchObject({
      message: 'starting_stacks of p1: an unknown (inf) stack cannot be played',
    });
    const half = withActions(base, [...DEAL, 'p3 cbr 250.5']);
    expect(replayPhh(half)).toMatchObject({ reason: 'unplayable', message: 'actions[6] "p3 cbr 250.5": 250.5 is not a whole number of chips' });
  });
});

describe('comparing finishing stacks', () => {
  it('whole-chip records match exactly', () => {
    expect(stacksMatch([10, 20], [10, 20])).toBe(true);
    expect(stacksMatch([11, 19], [10, 20])).toBe(false);
    expect(stacksMatch([10, 20], [10, 20, 0])).toBe(false);
  });

  it('G8: half-chip records match within half a chip when the totals agree', () => {
    expect(stacksMatch([10388, 10387], [10387.5, 10387.5])).toBe(true);
    expect(stacksMatch([10387, 10388], [10387.5, 10387.5])).toBe(true);
    expect(stacksMatch([10389, 10386], [10387.5, 10387.5])).toBe(false);
    expect(stacksMatch([10388, 10388], [10387.5, 10387.5])).toBe(false);
    expect(describeStackDifference([10389, 10386], [10387.5, 10387.5])).toBe('p1 10389 (recorded 10387.5), p2 10386 (recorded 10387.5)');
    expect(describeStackDifference([10388, 10388], [10387.5, 10387.5])).toBe('totals differ: 10388 10388 vs recorded 10387.5 10387.5');
  });
});
