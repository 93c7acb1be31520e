import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  baseballTable,
  legalActions,
  newHand,
  replay,
  seededSource,
  uniformBelow,
  view,
  type HandConfig,
  type HandState,
} from '../../../src/engine/index.ts';
import { randomAction } from '../../../src/cli/random-play.ts';

const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** S2: units are only moved, never made: balances plus what is in the middle always add up to the start. */
const unitsInPlay = (state: HandState) => total(state.seats.map((s) => s.stack + (state.result ? 0 : s.committed)));

/** Every card once across the stock, the muck and the hands still in; none missing (the stock never ran out). */
function cardsAccountedFor(state: HandState): boolean {
  const all = [...state.stock!, ...state.muck];
  for (const s of state.seats) if (!s.folded) all.push(...(s.cards as number[]));
  return all.length === 52 && new Set(all).size === 52 && all.every((c) => c !== null && Number.isInteger(c) && c >= 0 && c < 52);
}

/** Known cards in live hands are distinct (chip ledger: the table tells open cards, shows the rest). */
function knownCardsDistinct(state: HandState): boolean {
  const known = state.seats.filter((s) => !s.folded).flatMap((s) => s.cards.filter((c) => c !== null));
  return new Set(known).size === known.length;
}

/** G11 at a stud table: a view shows every open card, the viewer's own closed ones, and no other closed card before the showdown. */
function viewIsPrivate(state: HandState, viewer: number | 'table'): boolean {
  const v = view(state, viewer);
  return v.seats.every((s, seat) =>
    s.cards.every((c, i) => {
      const real = state.seats[seat].cards[i];
      const visible = seat === viewer || state.seats[seat].up[i] || state.seats[seat].shown;
      return visible ? c === real : c === null;
    }),
  );
}

interface Setup {
  config: HandConfig;
  seed: number;
}

const setup = (dealing: 'deck' | 'ledger') =>
  fc
    .record({
      // Balances start anywhere (S2: debts included) but add up to zero, as at a real table.
      balances: fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 5 }),
      dealer: fc.nat(),
      seed: fc.integer(),
    })
    .map(({ balances, dealer, seed }): Setup => {
      const units = [...balances, -total(balances)].map((b) => b * 60);
      return {
        seed,
        config: {
          profile: 'baseball',
          dealing,
          seats: units.map((stack, i) => ({ name: `P${i}`, stack })),
          dealer: dealer % units.length,
        },
      };
    });

function playChecked({ config, seed }: Setup): void {
  const rng = seededSource(seed);
  let state = newHand(config);
  for (let steps = 0; state.pending.kind !== 'complete'; steps++) {
    expect(steps).toBeLessThan(400); // every hand ends
    const legal = legalActions(state);
    const action = randomAction(state, legal, rng);
    const result = apply(state, action);
    expect(result.ok, JSON.stringify({ action, legal, error: !result.ok && result.error })).toBe(true);
    if (!result.ok) return;
    const newRound = result.state.street !== state.street && result.state.pending.kind === 'bet';
    state = result.state;
    expect(unitsInPlay(state)).toBe(0);
    expect(state.seats.every((s) => !s.allIn)).toBe(true); // S2: nobody is ever all-in
    if (state.stock) expect(cardsAccountedFor(state)).toBe(true);
    expect(knownCardsDistinct(state)).toBe(true);
    const viewer = uniformBelow(rng, state.seats.length + 1);
    const who = viewer === state.seats.length ? 'table' : viewer;
    expect(viewIsPrivate(state, who)).toBe(true);
    // The table view names who is high whenever the engine knows every open card.
    if (newRound && state.pending.kind === 'bet' && config.dealing === 'deck') {
      expect(baseballTable(view(state, who), 'en').high?.seat).toBe(state.pending.seat);
    }
  }
  const result = state.result!;
  expect(result.pots).toHaveLength(1); // S2: no side pots
  for (const pot of result.pots) {
    expect(pot.winners.length).toBeGreaterThan(0);
    expect(total(pot.shares)).toBe(pot.amount); // S8: exact shares, nothing left over
  }
  expect(total(result.net)).toBe(0);
  expect(total(state.seats.map((s) => s.stack))).toBe(0);
  // S1: at most 7 cards and one extra per 4 (there are four) per player.
  expect(total(state.seats.map((s) => s.cards.length))).toBeLessThanOrEqual(46);
  const replayed = replay(config, state.log);
  expect(replayed.ok && JSON.stringify(replayed.state) === JSON.stringify(state)).toBe(true);
}

describe('random legal baseball', () => {
  for (const dealing of ['deck', 'ledger'] as const) {
    it(`S1, S2, S8 (${dealing}, 2–6 players): cards never run out nor sit in two places, units conserved, every hand ends, replay exact`, () => {
      fc.assert(fc.property(setup(dealing), playChecked), { numRuns: dealing === 'deck' ? 500 : 300 });
    });
  }
});
