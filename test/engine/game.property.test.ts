import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, getProfile, legalActions, newHand, replay, seededSource, showingOrder, uniformBelow, view, type HandConfig, type HandState, type Legal } from '../../src/engine/index.ts';
import { cardsAccountedFor, chipsInPlay, isLegal, probe, total, viewIsPrivate } from './support/invariants.ts';
import { randomAction } from '../../src/cli/random-play.ts';

interface Setup {
  config: HandConfig;
  seed: number;
}

/** fechado's table options and the chips earlier deals left on the table (F1, F6, F9, F12, F13; F7). */
const fechadoTable = fc.record({
  fullDeck: fc.boolean(),
  freeOpening: fc.boolean(),
  exchangeFour: fc.constantFrom('everyone' as const, 'first' as const),
  escuroPosters: fc.constantFrom(undefined, 3 as const, 4 as const),
  betting: fc.oneof(
    fc.constant({ kind: 'no-limit' as const }),
    fc.record({ kind: fc.constant('spread' as const), min: fc.integer({ min: 1, max: 3 }), max: fc.integer({ min: 3, max: 20 }) }),
  ),
  carried: fc.option(fc.record({ chips: fc.integer({ min: 1, max: 60 }), deals: fc.integer({ min: 0, max: 6 }) }), { nil: undefined }),
});

/** hold'em's house options (H11–H14), the watched run-out (O7) and the winners shown by themselves (H7); some hands bomb pots (H12). */
const holdemHouse = fc.record({
  straddle: fc.constantFrom(undefined, 'utg' as const, 'button' as const),
  runouts: fc.constantFrom(undefined, 2 as const, 3 as const),
  bounty72: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  watchRunout: fc.boolean(),
  showWinners: fc.boolean(),
  bomb: fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined, freq: 4 }),
});

const setup = (profile: 'draw5' | 'holdem' | 'fechado' | 'plo', maxPlayers: number, dealing: 'deck' | 'ledger') =>
  fc
    .record({
      stacks: fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 2, maxLength: maxPlayers }),
      dealer: fc.nat(),
      seed: fc.integer(),
      ante: fc.integer({ min: 0, max: 3 }),
      lastBet: fc.boolean(),
      fechado: fechadoTable,
      house: holdemHouse,
    })
    .map(({ stacks, dealer, seed, ante, lastBet, fechado: { carried, ...table }, house: { bomb, ...house } }): Setup => ({
      seed,
      config: {
        profile,
        dealing,
        seats: stacks.map((stack, i) => ({ name: `P${i}`, stack })),
        dealer: dealer % stacks.length,
        options:
          profile === 'holdem'
            ? { smallBlind: 1, bigBlind: 2, ante, minRaise: lastBet ? 'lastBet' : 'increment', ...house, ...(bomb ? { bombPot: bomb } : {}) }
            : profile === 'plo'
              ? // M7: of hold'em's house options, the runs; O7 and H7 as hold'em's.
                { smallBlind: 1, bigBlind: 2, ante, runouts: house.runouts, watchRunout: house.watchRunout, showWinners: house.showWinners }
            : profile === 'fechado'
              ? { ...table, ante }
              : { ante: ante || 1, minRaise: lastBet ? 'lastBet' : 'increment' },
        ...(profile === 'fechado' && carried ? { carried } : {}),
        ...(profile === 'holdem' && bomb ? { mode: 'bomb' as const } : {}),
      },
    }));

/**
 * M4, counted apart from the engine: the pot after the call (every chip put in, bets in front
 * included), on top of the bet faced — or the least bet or raise when that is more, or the all-in.
 */
function potLimit(state: HandState, legal: Legal): number {
  const seat = state.seats[legal.seat!];
  const faced = Math.max(...state.seats.map((s) => s.bet));
  const pot = total(state.seats.map((s) => s.committed));
  const least = legal.actions.find((a) => a.type === 'bet' || a.type === 'raise')!;
  return Math.min(seat.bet + seat.stack, Math.max(faced + pot + faced - seat.bet, 'min' in least ? least.min : 0));
}

function playChecked({ config, seed }: Setup): void {
  const rng = seededSource(seed);
  let state = newHand(config);
  const carried = config.carried?.chips ?? 0;
  const start = total(config.seats.map((s) => s.stack)) + carried;
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
    if (config.profile === 'plo' && (action.type === 'bet' || action.type === 'raise')) expect(action.to).toBeLessThanOrEqual(potLimit(state, legal));
    const result = apply(state, action);
    expect(result.ok, JSON.stringify({ action, legal, error: !result.ok && result.error })).toBe(true);
    if (!result.ok) return;
    state = result.state;
    expect(chipsInPlay(state)).toBe(start); // chips are conserved exactly, carried ones included
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
    // H13: one part per run, as equal as chips allow, the earlier runs first; each paid whole to that run's eligible winners.
    const runs = pot.runs ?? [];
    expect(runs.length).toBe((state.runout?.times ?? 1) > 1 ? state.runout!.times : 0);
    expect(total(runs.map((r) => r.amount))).toBe(runs.length ? pot.amount : 0);
    runs.forEach((r, i) => {
      expect(r.amount - runs[runs.length - 1].amount).toBeLessThanOrEqual(1);
      expect(i === 0 || r.amount <= runs[i - 1].amount).toBe(true);
      expect(total(r.shares)).toBe(r.amount);
      expect(r.winners.every((w) => pot.eligible.includes(w))).toBe(true);
    });
  }
  expect(total(result.net)).toBe(carried - (result.leftOnTable ?? 0));
  if (config.options?.showWinners && config.dealing === 'deck' && !result.uncontested) {
    // H7: every hand that wins a pot was turned up, and the engine asked only hands that win none.
    const winners = new Set(result.pots.flatMap((pot) => pot.winners));
    expect([...winners].every((seat) => state.seats[seat].shown)).toBe(true);
    expect(state.log.filter((a) => a.type === 'show' || a.type === 'muck').every((a) => !winners.has(a.seat))).toBe(true);
  }
  if (result.bonus && config.profile === 'holdem') {
    // H14: the bounty only moves chips between stacks after the pots, no more than each owes or has:
    // the same log at a table without it pays the pots alike (where that table would have played it).
    const each = config.options!.bounty72!;
    const earners = view(state, 'table').bounty!.earners.length;
    expect(earners).toBeGreaterThan(0);
    expect(total(result.bonus)).toBe(0);
    result.bonus.forEach((chips) => expect(chips).toBeLessThanOrEqual(each * (config.seats.length - 1)));
    result.bonus.forEach((chips) => expect(chips).toBeGreaterThanOrEqual(-each * earners));
    const { bounty72: _, ...options } = config.options!;
    const plain = replay({ ...config, options }, state.log);
    if (plain.ok) expect(state.seats.map((s, seat) => s.stack - result.bonus![seat])).toEqual(plain.state.seats.map((s) => s.stack));
  }
  // D13, H7: the showing order names live seats only, also when nobody is left (F7).
  expect(showingOrder(state, getProfile(config.profile)).every((seat) => state.seats[seat].inHand && !state.seats[seat].folded)).toBe(true);
  expect(state.seats.every((s) => s.stack >= 0)).toBe(true);
  const replayed = replay(config, state.log);
  expect(replayed.ok && JSON.stringify(replayed.state) === JSON.stringify(state)).toBe(true);
}

describe('random legal play', () => {
  for (const [profile, max] of [
    ['draw5', 6],
    ['holdem', 10],
    ['fechado', 8],
    ['plo', 10],
  ] as const) {
    // M2's sixty fives a hand make an Omaha showdown slower: fewer runs keep the file to seconds.
    const runs = profile === 'plo' ? 80 : 1000;
    for (const dealing of ['deck', 'ledger'] as const) {
      it(`${profile} (${dealing}): chips conserved, cards unique, G11 views private, illegal refused, replay exact, pots to eligible players${profile === 'plo' ? ', M4 no bet above the pot' : ''}`, () => {
        fc.assert(fc.property(setup(profile, max, dealing), playChecked), { numRuns: dealing === 'deck' ? runs : Math.min(runs * 0.75, 300) });
      });
    }
  }
});
