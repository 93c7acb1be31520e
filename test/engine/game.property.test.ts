import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  newHand,
  replay,
  seededSource,
  uniformBelow,
  view,
  type Action,
  type HandConfig,
  type HandState,
  type Legal,
  type RandomSource,
} from '../../src/engine/index.ts';
import { randomAction } from './support/play.ts';

const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function chipsInPlay(state: HandState): number {
  const stacks = total(state.seats.map((s) => s.stack));
  return state.result ? stacks : stacks + total(state.seats.map((s) => s.committed));
}

/** Every card exactly once across stock, muck, board, live hands and the drawer's discards. */
function cardsAccountedFor(state: HandState): boolean {
  if (!state.stock) return true;
  const all = [...state.stock, ...state.muck, ...state.board, ...(state.draw?.discards ?? [])];
  for (const s of state.seats) if (!s.folded) all.push(...(s.cards as number[]));
  return all.length === 52 && new Set(all).size === 52;
}

/** G11: every card a view holds is the viewer's own, face up, shown, or on the board. */
function viewIsPrivate(state: HandState, viewer: number | 'table'): boolean {
  const allowed = new Set<number>(state.board);
  state.seats.forEach((s, seat) =>
    s.cards.forEach((c, i) => {
      if (c !== null && (seat === viewer || s.shown || s.up[i])) allowed.add(c);
    }),
  );
  if (typeof viewer === 'number') for (const a of state.log) if (a.type === 'draw' && a.seat === viewer && typeof a.discard !== 'number') a.discard.forEach((c) => allowed.add(c));
  const v = view(state, viewer);
  const seen: (number | null)[] = [...v.board, ...v.seats.flatMap((s) => s.cards)];
  for (const e of v.record) {
    if ('cards' in e && e.cards) seen.push(...e.cards);
    if (e.type === 'draw' && e.discard) seen.push(...e.discard);
  }
  if ('deck' in v || 'stock' in v || 'log' in v || 'muck' in v) return false;
  return seen.every((c) => c === null || allowed.has(c));
}

/** The spec of legality, independent of the engine's own checks. */
function isLegal(state: HandState, legal: Legal, action: Action): boolean {
  if (!('seat' in action)) return false;
  const option = legal.actions.find((o) => o.type === action.type);
  if (!option) return false;
  // At a chip-ledger showdown the table acts for any listed seat.
  const seats = 'seats' in option ? option.seats : undefined;
  if (seats ? !seats.includes(action.seat) : action.seat !== legal.seat) return false;
  switch (action.type) {
    case 'bet':
    case 'raise':
      return option.type === action.type && Number.isInteger(action.to) && action.to >= option.min && action.to <= option.max;
    case 'draw': {
      if (option.type !== 'draw' || typeof action.discard === 'number') return false;
      const hand = state.seats[action.seat].cards;
      const d = action.discard;
      return d.length >= option.min && d.length <= option.max && new Set(d).size === d.length && d.every((c) => hand.includes(c));
    }
    case 'show':
      return option.type === 'show' && (!option.cardsRequired || action.cards?.length === state.seats[action.seat].cards.length);
    default:
      return true;
  }
}

/** Actions a careless or malicious caller might send. */
function probe(state: HandState, legal: Legal, rng: RandomSource): Action {
  const n = state.seats.length;
  const seat = uniformBelow(rng, 3) === 0 ? uniformBelow(rng, n + 2) - 1 : (legal.seat ?? 0);
  const ranged = legal.actions.find((o) => o.type === 'bet' || o.type === 'raise');
  const edges = ranged && 'min' in ranged ? [ranged.min - 1, ranged.max + 1, ranged.min, ranged.max, 0, 2.5] : [0, 1, 7, -3];
  const to = edges[uniformBelow(rng, edges.length)];
  const hand = legal.seat !== null ? state.seats[legal.seat].cards.filter((c): c is number => c !== null) : [];
  switch (uniformBelow(rng, 8)) {
    case 0:
      return { type: 'fold', seat };
    case 1:
      return { type: 'check', seat };
    case 2:
      return { type: 'call', seat };
    case 3:
      return { type: 'bet', seat, to };
    case 4:
      return { type: 'raise', seat, to };
    case 5:
      return { type: 'draw', seat, discard: uniformBelow(rng, 2) ? hand.slice(0, uniformBelow(rng, 7)) : [uniformBelow(rng, 52)] };
    case 6:
      return { type: 'show', seat };
    default:
      return { type: 'muck', seat };
  }
}

interface Setup {
  config: HandConfig;
  seed: number;
}

const setup = (profile: 'draw5' | 'holdem', maxPlayers: number, dealing: 'deck' | 'ledger') =>
  fc
    .record({
      stacks: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 2, maxLength: maxPlayers }),
      dealer: fc.nat(),
      seed: fc.integer(),
      ante: fc.integer({ min: 0, max: 3 }),
      lastBet: fc.boolean(),
    })
    .map(({ stacks, dealer, seed, ante, lastBet }): Setup => ({
      seed,
      config: {
        profile,
        dealing,
        seats: stacks.map((stack, i) => ({ name: `P${i}`, stack })),
        dealer: dealer % stacks.length,
        options:
          profile === 'holdem'
            ? { smallBlind: 1, bigBlind: 2, ante, minRaise: lastBet ? 'lastBet' : 'increment' }
            : { ante: ante || 1, minRaise: lastBet ? 'lastBet' : 'increment' },
      },
    }));

function playChecked({ config, seed }: Setup): void {
  const rng = seededSource(seed);
  let state = newHand(config);
  const start = total(config.seats.map((s) => s.stack));
  for (let steps = 0; state.pending.kind !== 'complete'; steps++) {
    expect(steps).toBeLessThan(500); // every hand ends
    const legal = legalActions(state);
    // Illegal actions are refused and change nothing; legal ones apply.
    const before = JSON.stringify(state);
    for (let i = 0; i < 2; i++) {
      const action = probe(state, legal, rng);
      const result = apply(state, action);
      expect(result.ok, JSON.stringify({ action, legal })).toBe(isLegal(state, legal, action));
    }
    expect(JSON.stringify(state)).toBe(before);
    const action = randomAction(state, legal, rng);
    const result = apply(state, action);
    expect(result.ok, JSON.stringify({ action, legal, error: !result.ok && result.error })).toBe(true);
    if (!result.ok) return;
    state = result.state;
    expect(chipsInPlay(state)).toBe(start); // chips are conserved exactly
    expect(cardsAccountedFor(state)).toBe(true); // no card in two places
    const viewer = uniformBelow(rng, state.seats.length + 1);
    expect(viewIsPrivate(state, viewer === state.seats.length ? 'table' : viewer)).toBe(true);
  }
  const result = state.result!;
  for (const pot of result.pots) {
    expect(pot.winners.length).toBeGreaterThan(0);
    expect(pot.winners.every((w) => pot.eligible.includes(w))).toBe(true); // eligible players only
    expect(pot.eligible.every((w) => state.seats[w].inHand && !state.seats[w].folded)).toBe(true);
    expect(total(pot.shares)).toBe(pot.amount);
  }
  expect(total(result.net)).toBe(0);
  expect(state.seats.every((s) => s.stack >= 0)).toBe(true);
  const replayed = replay(config, state.log);
  expect(replayed.ok && JSON.stringify(replayed.state) === JSON.stringify(state)).toBe(true);
}

describe('random legal play', () => {
  for (const [profile, max] of [
    ['draw5', 6],
    ['holdem', 10],
  ] as const) {
    for (const dealing of ['deck', 'ledger'] as const) {
      it(`${profile} (${dealing}): chips conserved, cards unique, G11 views private, illegal refused, replay exact, pots to eligible players`, () => {
        fc.assert(fc.property(setup(profile, max, dealing), playChecked), { numRuns: dealing === 'deck' ? 1000 : 300 });
      }, 60_000);
    }
  }
});
