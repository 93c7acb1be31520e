// E4, E6: the blinds and straddles of hands imported from PHH, whose `blinds_or_straddles` may hold
// any number of straddles (G14): each post line and each summary mark names the role the seat had.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exportPhh,
  legalActions,
  parsePhh,
  parseStarsHands,
  replayPhh,
  seededSource,
  starsFinalStacks,
  writeStarsHand,
  type HandConfig,
  type PhhHand,
  type StarsHand,
} from '../../../src/engine/index.ts';
import { playRandomHand } from '../../../src/cli/random-play.ts';
import { reimported } from '../support/phh.ts';

/** A PHH hand's PokerStars text, from the first player's seat. */
function starsText(phh: string): string {
  const outcome = replayPhh(parsePhh(phh));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return writeStarsHand(outcome.state, { id: '1', table: 'Mesa', at: 0, hero: 0 });
}

const postLines = (text: string) => text.split('\n').filter((line) => / posts /.test(line));
const summaryLines = (text: string) => text.split('\n').slice(text.split('\n').indexOf('*** SUMMARY ***') + 1).filter((line) => line.startsWith('Seat '));

describe('blinds and straddles from PHH', () => {
  it('E4, E6: blinds [50, 100, 0, …, 200]: the small blind, the big blind and the button’s straddle, each named so in the posts and the summary', () => {
    const text = starsText(`variant = 'NT'
antes = [0, 0, 0, 0, 0, 0, 0, 0]
blinds_or_straddles = [50, 100, 0, 0, 0, 0, 0, 200]
min_bet = 100
starting_stacks = [10000, 10000, 10000, 10000, 10000, 10000, 10000, 10000]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'd dh p6 ????', 'd dh p7 ????', 'd dh p8 ????', 'p1 f', 'p2 f', 'p3 f', 'p4 f', 'p5 f', 'p6 f', 'p7 f']
players = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']
`);
    expect(postLines(text)).toEqual(['P1: posts small blind 50', 'P2: posts big blind 100', 'P8: posts straddle 200']);
    // After the button's straddle the small blind acts first (H11).
    expect(text).toContain('*** HOLE CARDS ***\nP1: folds\nP2: folds\n');
    expect(summaryLines(text)).toEqual([
      'Seat 1: P1 (small blind) folded before Flop',
      'Seat 2: P2 (big blind) folded before Flop',
      ...[3, 4, 5, 6, 7].map((n) => `Seat ${n}: P${n} folded before Flop (didn't bet)`),
      'Seat 8: P8 (button) collected (250)',
    ]);
  });

  it('E4, E6: straddles seat by seat after the big blind are posted in turn, each a straddle; a straddler who folds did bet', () => {
    const text = starsText(`variant = 'NT'
antes = [0, 0, 0, 0, 0]
blinds_or_straddles = [1, 2, 4, 8, 0]
min_bet = 2
starting_stacks = [100, 100, 100, 100, 100]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'd dh p4 ????', 'd dh p5 ????', 'p5 f', 'p1 f', 'p2 f', 'p3 f']
players = ['Ana', 'Bia', 'Caio', 'Duda', 'Edu']
`);
    expect(postLines(text)).toEqual(['Ana: posts small blind 1', 'Bia: posts big blind 2', 'Caio: posts straddle 4', 'Duda: posts straddle 8']);
    expect(summaryLines(text)).toEqual([
      'Seat 1: Ana (small blind) folded before Flop',
      'Seat 2: Bia (big blind) folded before Flop',
      'Seat 3: Caio folded before Flop',
      'Seat 4: Duda collected (11)',
      "Seat 5: Edu (button) folded before Flop (didn't bet)",
    ]);
  });

  it('E4, E6: a big blind all-in on the ante posted no blind, and the summary does not call him the big blind', () => {
    const text = starsText(`variant = 'NT'
ante_trimming_status = true
antes = [10, 10, 10]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [100, 10, 100]
actions = ['d dh p1 2c3d', 'd dh p2 AhAs', 'd dh p3 7c8d', 'p3 cc', 'p1 f', 'p2 sm AhAs', 'p3 sm 7c8d', 'd db Kd9c7s', 'd db 5c', 'd db Jd']
players = ['Ana', 'Bia', 'Caio']
`);
    expect(postLines(text)).toEqual(['Ana: posts the ante 10', 'Bia: posts the ante 10 and is all-in', 'Caio: posts the ante 10', 'Ana: posts small blind 5']);
    expect(summaryLines(text)).toEqual([
      'Seat 1: Ana (small blind) folded before Flop',
      'Seat 2: Bia showed [Ah As] and won (30) with a pair of Aces',
      'Seat 3: Caio (button) showed [7c 8d] and won (10) with a pair of Sevens',
    ]);
  });
});

/** Player i's place in `antes` and `blinds_or_straddles` (and the player at place i): heads-up they swap. */
const placeIn = (phh: PhhHand, i: number) => (phh.players!.length === 2 ? 1 - i : i);

/**
 * The posts a PHH hand makes, read from its fields alone: `antes` and `blinds_or_straddles` in
 * the order of a full table, so heads-up they apply reversed; a short post is all a player had.
 */
function expectedPosts(phh: PhhHand): StarsHand['posts'] {
  const players = phh.players!;
  const ante = (i: number) => Math.min(phh.antes[placeIn(phh, i)], phh.starting_stacks[i]);
  const left = (i: number) => phh.starting_stacks[i] - ante(i);
  const roles = ['small blind', 'big blind'] as const;
  return [
    ...players.flatMap((name, i) => (ante(i) > 0 ? [{ name, kind: 'ante' as const, amount: ante(i), allIn: left(i) === 0 }] : [])),
    ...phh.blinds_or_straddles!.flatMap((blind, place) => {
      const i = placeIn(phh, place);
      const amount = Math.min(blind, left(i));
      return amount > 0 ? [{ name: players[i], kind: roles[place] ?? ('straddle' as const), amount, allIn: amount === left(i) }] : [];
    }),
  ];
}

/**
 * A hold'em table as a PHH hand sets it (the button last): blinds, then straddles seat by seat
 * from under the gun, each at least the post before, or one by the button (G14); short stacks
 * that the ante or a blind takes all of.
 */
const phhTable = fc
  .record({
    stacks: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 2, maxLength: 9 }),
    ante: fc.constantFrom(0, 0, 1, 3),
    small: fc.integer({ min: 0, max: 4 }),
    bigAbove: fc.integer({ min: 0, max: 4 }),
    straddles: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
    byButton: fc.boolean(),
    seed: fc.integer(),
    hero: fc.nat(),
  })
  .map(({ stacks, ante, small, bigAbove, straddles, byButton, seed, hero }) => {
    const players = stacks.length;
    const big = Math.max(small + bigAbove, 1);
    const blinds = [small, big, ...stacks.slice(2).map(() => 0)];
    if (players > 2 && byButton) blinds[players - 1] = big + (straddles[0] ?? 0);
    else straddles.slice(0, players - 2).reduce((before, more, i) => (blinds[i + 2] = before + more), big);
    const config: HandConfig = {
      profile: 'holdem',
      seats: stacks.map((stack, i) => ({ name: `P${i + 1}`, stack })),
      dealer: players - 1,
      antes: stacks.map(() => ante),
      blinds: players === 2 ? [big, small] : blinds,
      minBet: big,
    };
    return { config, seed, hero: hero % players };
  });

it('E4, E6: random PHH hands with straddles: every post names the role its seat had, reads back to the same posts, and the summary marks the blinds that were posted', () => {
  let straddled = 0;
  let allInOnAnte = 0;
  fc.assert(
    fc.property(phhTable, ({ config, seed, hero }) => {
      const phh = exportPhh(playRandomHand(config, seededSource(seed), legalActions));
      const state = reimported(phh);
      const text = writeStarsHand(state, { id: '1', table: 'Mesa', at: 0, hero });
      const [hand] = parseStarsHands(text);
      const expected = expectedPosts(phh);
      expect(hand.posts).toEqual(expected);
      expect(starsFinalStacks(hand)).toEqual(Object.fromEntries(phh.players!.map((name, i) => [name, phh.finishing_stacks![i]])));
      // The summary's marks: the button, and each blind only where it was posted; a straddle has none.
      const marked = (kind: string) => expected.filter((post) => post.kind === kind).map((post) => post.name);
      const marks = summaryLines(text).map((line) => /^Seat \d+: (P\d+)((?: \([a-z ]+\))*) /.exec(line)!);
      expect(marks.filter((m) => m[2].includes('(small blind)')).map((m) => m[1])).toEqual(marked('small blind'));
      expect(marks.filter((m) => m[2].includes('(big blind)')).map((m) => m[1])).toEqual(marked('big blind'));
      expect(marks.filter((m) => m[2].includes('(button)')).map((m) => m[1])).toEqual([phh.players!.at(-1)]);
      expect(marks.every((m) => /^(?: \((?:button|small blind|big blind)\))*$/.test(m[2]))).toBe(true);
      if (expected.some((post) => post.kind === 'straddle')) straddled++;
      if (phh.players!.some((_, i) => phh.blinds_or_straddles![placeIn(phh, i)] > 0 && phh.antes[placeIn(phh, i)] >= phh.starting_stacks[i])) allInOnAnte++;
    }),
    { numRuns: 200 },
  );
  // The runs held what the property is about: straddles, and blinds the ante left no chip for.
  expect(straddled).toBeGreaterThan(50);
  expect(allInOnAnte).toBeGreaterThan(3);
});
