// E1, E4, E5, E6: random hold'em hands with every house option (straddles H11, bomb pots H12,
// runs H13), written as PokerStars text from a random player's seat and read back by the reader.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  exportPhh,
  formatCards,
  legalActions,
  parseStarsHands,
  seededSource,
  starsFinalStacks,
  writeStarsHand,
  type HandConfig,
} from '../../../src/engine/index.ts';
import { playRandomHand } from '../../../src/cli/random-play.ts';

const table = fc.record({
  stacks: fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 2, maxLength: 9 }),
  dealer: fc.nat(),
  hero: fc.nat(),
  seed: fc.integer(),
  straddle: fc.constantFrom(undefined, 'utg' as const, 'button' as const),
  runouts: fc.constantFrom(undefined, 2 as const, 3 as const),
  bomb: fc.boolean(),
  ante: fc.constantFrom(0, 1),
  watch: fc.boolean(),
});

it('E1, E3, E5, E6: random hands with straddles, bomb pots, antes and runs read back to the walk’s own actions, the engine’s stacks and the hero’s cards alone', () => {
  fc.assert(
    fc.property(table, ({ stacks, dealer, hero, seed, straddle, runouts, bomb, ante, watch }) => {
      const config: HandConfig = {
        profile: 'holdem',
        seats: stacks.map((stack, i) => ({ name: `P${i}`, stack })),
        dealer: dealer % stacks.length,
        options: { smallBlind: 1, bigBlind: 2, ante, straddle, runouts, watchRunout: watch, bombPot: 5 },
        ...(bomb ? { mode: 'bomb' as const } : {}),
      };
      const state = playRandomHand(config, seededSource(seed), legalActions);
      const seat = hero % stacks.length;
      const [hand] = parseStarsHands(writeStarsHand(state, { id: '7', table: 'Mesa', at: 0, hero: seat }));
      // The same decisions as the PHH export of the hand, in the same words of the round's totals.
      const phh = exportPhh(state);
      const expected = phh.actions.flatMap((a) =>
        a.kind === 'fold' ? [`${phh.players![a.player]} f`] : a.kind === 'check-call' ? [`${phh.players![a.player]} cc`] : a.kind === 'bet' ? [`${phh.players![a.player]} cbr ${a.amount}`] : [],
      );
      expect(hand.actions.map((a) => `${a.name} ${a.kind === 'fold' ? 'f' : a.kind === 'check' || a.kind === 'call' ? 'cc' : `cbr ${a.to}`}`)).toEqual(expected);
      const final = starsFinalStacks(hand);
      expect(state.seats.flatMap((s, i) => (s.inHand ? [final[`P${i}`]] : []))).toEqual(state.seats.filter((s) => s.inHand).map((s) => s.stack));
      expect(hand.boards.length).toBe(state.runout?.times ?? 1);
      expect(hand.boards[0].join(' ')).toBe(formatCards(state.board));
      // E3: the hero's cards, and nobody else's but those shown.
      expect(hand.hero).toEqual(state.seats[seat].inHand ? { name: `P${seat}`, cards: formatCards(state.seats[seat].cards as number[]).split(' ') } : null);
      const shown = state.seats.flatMap((s, i) => (s.shown ? [`P${i}`] : []));
      expect([...new Set(hand.shows.map((s) => s.name))].sort()).toEqual(shown.sort());
    }),
    {
      numRuns: 200,
      // Found by a run: the antes and a short small blind put both all-in, and the blind's uncalled
      // part went back with no decision to say it after (the return was never written).
      examples: [[{ stacks: [2, 1], dealer: 0, hero: 0, seed: 0, straddle: undefined, runouts: undefined, bomb: false, ante: 1, watch: false }]],
    },
  );
});
