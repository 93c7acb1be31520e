/**
 * One check per operation (checks.ts): what `legalActions` offers and what `apply` accepts are
 * the same rule. Over random states of every profile, in both modes (a recorded deck, the chip
 * ledger), reached by random legal play from `newHand`: every action inside an offer applies, and
 * any other action, sampled from the whole action space (every type, every seat and a few
 * non-seats, amounts at and around each bound), is refused with a code.
 *
 * The spec of "inside an offer" below reads the offers only, never the engine's checks. Typed
 * cards are the one thing an offer cannot foresee: cards the chip-ledger table types at its
 * showdown may contradict the pots it already named (G20), so there a G20 refusal is accepted.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apply,
  getProfile,
  legalActions,
  newHand,
  peekers,
  seededSource,
  shuffle,
  uniformBelow,
  type Action,
  type Card,
  type HandConfig,
  type HandState,
  type Legal,
  type LegalAction,
  type ProfileId,
  type RandomSource,
} from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';

// ---------------------------------------------------------------------------------------------
// Tables: every profile with the options that open its rarer kinds of action.

const stacks = (min: number, max: number, players: { min: number; max: number }) =>
  fc.array(fc.integer({ min, max }), { minLength: players.min, maxLength: players.max });

const tables: Record<ProfileId, fc.Arbitrary<Omit<HandConfig, 'dealing'>>> = {
  draw5: fc.record({ stacks: stacks(1, 300, { min: 2, max: 6 }), dealer: fc.nat(), ante: fc.integer({ min: 1, max: 3 }), lastBet: fc.boolean() }).map((t) => ({
    profile: 'draw5' as const,
    seats: t.stacks.map((stack, i) => ({ name: `P${i}`, stack })),
    dealer: t.dealer % t.stacks.length,
    options: { ante: t.ante, minRaise: t.lastBet ? ('lastBet' as const) : ('increment' as const) },
  })),
  // B5 re-buys, B8's factor, B10's jacker deals (openers, carried chips).
  brasileiro: fc
    .record({
      stacks: stacks(1, 120, { min: 2, max: 7 }),
      dealer: fc.nat(),
      factor: fc.integer({ min: 1, max: 3 }),
      escuroRebuy: fc.constantFrom(true, true, false),
      jacker: fc.option(fc.record({ chips: fc.integer({ min: 1, max: 40 }), deals: fc.integer({ min: 0, max: 3 }) }), { nil: undefined }),
    })
    .map((t) => ({
      profile: 'brasileiro' as const,
      seats: t.stacks.map((stack, i) => ({ name: `P${i}`, stack })),
      dealer: t.dealer % t.stacks.length,
      options: { betting: { kind: 'double' as const, factor: t.factor }, escuroRebuy: t.escuroRebuy },
      ...(t.jacker ? { mode: 'jacker' as const, ...(t.jacker.deals > 0 ? { carried: t.jacker } : {}) } : {}),
    })),
  // S2: balances in record units (sixtieths) that add up to zero, debts included.
  baseball: fc.record({ balances: fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 1, maxLength: 4 }), dealer: fc.nat() }).map((t) => {
    const units = [...t.balances, -t.balances.reduce((a, b) => a + b, 0)].map((b) => b * 60);
    return { profile: 'baseball' as const, seats: units.map((stack, i) => ({ name: `P${i}`, stack })), dealer: t.dealer % units.length };
  }),
  // F6 spread limit, F9, F12 openers (free or not), F13's escuro, F7's carried chips.
  fechado: fc
    .record({
      stacks: stacks(1, 300, { min: 2, max: 7 }),
      dealer: fc.nat(),
      fullDeck: fc.boolean(),
      freeOpening: fc.boolean(),
      escuroPosters: fc.constantFrom(undefined, 3 as const, 4 as const),
      carried: fc.option(fc.record({ chips: fc.integer({ min: 1, max: 40 }), deals: fc.integer({ min: 0, max: 4 }) }), { nil: undefined }),
    })
    .map((t) => ({
      profile: 'fechado' as const,
      seats: t.stacks.map((stack, i) => ({ name: `P${i}`, stack })),
      dealer: t.dealer % t.stacks.length,
      options: { fullDeck: t.fullDeck, freeOpening: t.freeOpening, ...(t.escuroPosters ? { escuroPosters: t.escuroPosters } : {}) },
      ...(t.carried ? { carried: t.carried } : {}),
    })),
  // H11 straddles, H12 bomb pots, H13 runs, O7's watched run-out; short stacks for all-ins.
  holdem: fc
    .record({
      stacks: stacks(1, 80, { min: 2, max: 8 }),
      dealer: fc.nat(),
      straddle: fc.constantFrom(undefined, 'utg' as const, 'button' as const),
      runouts: fc.constantFrom(undefined, 2 as const, 3 as const),
      watchRunout: fc.boolean(),
      bomb: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined, freq: 4 }),
    })
    .map((t) => ({
      profile: 'holdem' as const,
      seats: t.stacks.map((stack, i) => ({ name: `P${i}`, stack })),
      dealer: t.dealer % t.stacks.length,
      options: {
        smallBlind: 1,
        bigBlind: 2,
        watchRunout: t.watchRunout,
        ...(t.straddle ? { straddle: t.straddle } : {}),
        ...(t.runouts ? { runouts: t.runouts } : {}),
        ...(t.bomb ? { bombPot: t.bomb } : {}),
      },
      ...(t.bomb ? { mode: 'bomb' as const } : {}),
    })),
  // M4 pot limit with antes (the pot counts them), H13 runs, O7; short stacks for all-ins under the limit.
  plo: fc
    .record({
      stacks: stacks(1, 80, { min: 2, max: 8 }),
      dealer: fc.nat(),
      ante: fc.integer({ min: 0, max: 2 }),
      runouts: fc.constantFrom(undefined, 2 as const, 3 as const),
      watchRunout: fc.boolean(),
    })
    .map((t) => ({
      profile: 'plo' as const,
      seats: t.stacks.map((stack, i) => ({ name: `P${i}`, stack })),
      dealer: t.dealer % t.stacks.length,
      options: { smallBlind: 1, bigBlind: 2, ante: t.ante, watchRunout: t.watchRunout, ...(t.runouts ? { runouts: t.runouts } : {}) },
    })),
  // M10: five cards each, nine players at most (a full table leaves 2 cards past the board: runs once).
  plo5: fc
    .record({ stacks: stacks(1, 80, { min: 2, max: 9 }), dealer: fc.nat(), runouts: fc.constantFrom(undefined, 2 as const, 3 as const) })
    .map((t) => ({
      profile: 'plo5' as const,
      seats: t.stacks.map((stack, i) => ({ name: `P${i}`, stack })),
      dealer: t.dealer % t.stacks.length,
      options: { smallBlind: 1, bigBlind: 2, ...(t.runouts ? { runouts: t.runouts } : {}) },
    })),
};

// ---------------------------------------------------------------------------------------------
// The spec: is an action inside what `legalActions` (and, for G16, `peekers`) offers?

const sameCards = (a: readonly Card[], b: readonly Card[]) => a.length === b.length && new Set(a).size === a.length && a.every((c) => b.includes(c));

/** Cards nobody holds, that no board shows and that were not discarded or folded: what a table could still type or deal. */
function freeCards(state: HandState): Card[] {
  const out = new Set<Card | null>([...state.seats.flatMap((s) => s.cards), ...state.muck, ...state.board, ...(state.runout?.runs.flat() ?? [])]);
  return getProfile(state.config.profile)
    .deck(state.config)
    .filter((c) => !out.has(c));
}

const actsFor = (legal: Legal, offer: LegalAction, seat: unknown) =>
  'seats' in offer && offer.seats ? offer.seats.includes(seat as number) : seat === legal.seat;

const within = (n: unknown, min: number, max: number) => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

function fits(state: HandState, legal: Legal, free: ReadonlySet<Card>, offer: LegalAction, action: Action): boolean {
  if (offer.type !== action.type) return false;
  switch (action.type) {
    case 'shuffle':
      return offer.type === 'shuffle' && sameCards(action.deck, offer.cards);
    case 'reshuffle':
      return offer.type === 'reshuffle' && sameCards(action.order, offer.cards);
    case 'deal': {
      if (offer.type !== 'deal' || offer.to !== action.to) return false;
      const typed = action.cards.filter((c): c is Card => c !== null);
      const fresh = new Set(typed).size === typed.length && typed.every((c) => free.has(c));
      if (action.to === 'board') return (action.run ?? 0) === (offer.run ?? 0) && within(action.cards.length, 1, offer.count) && typed.length === action.cards.length && fresh;
      // S1 (the chip ledger's open cards, the only deal to a seat these modes wait for): up to the cards due, known or not.
      return within(action.cards.length, 1, offer.count) && fresh;
    }
    case 'fold':
    case 'check':
    case 'call':
    case 'muck':
    case 'lead':
      return actsFor(legal, offer, action.seat);
    case 'bet':
    case 'raise':
      return (offer.type === 'bet' || offer.type === 'raise') && actsFor(legal, offer, action.seat) && within(action.to, offer.min, offer.max);
    case 'draw': {
      if (offer.type !== 'draw' || !actsFor(legal, offer, action.seat)) return false;
      const hand = state.seats[action.seat].cards;
      const d = action.discard;
      if (hand.some((c) => c === null)) return typeof d === 'number' ? within(d, offer.min, offer.max) : d.length === 0 && offer.min === 0;
      return typeof d !== 'number' && within(d.length, offer.min, offer.max) && new Set(d).size === d.length && d.every((c) => hand.includes(c));
    }
    case 'show': {
      if (offer.type !== 'show' || !actsFor(legal, offer, action.seat)) return false;
      if (!action.cards) return !offer.cardsRequired;
      // Known cards as they are, new cards (distinct, still free) in the unknown places.
      const hand = state.seats[action.seat].cards;
      const added = action.cards.filter((c) => !hand.includes(c));
      return action.cards.length === hand.length && added.length === hand.filter((c) => c === null).length && new Set(added).size === added.length && added.every((c) => free.has(c));
    }
    case 'openers':
      return actsFor(legal, offer, action.seat) && typeof action.shown === 'boolean';
    case 'rebuy':
    case 'straddle':
      return actsFor(legal, offer, action.seat) && typeof action.accept === 'boolean';
    case 'claimBonus':
      return actsFor(legal, offer, action.seat) && ['quads', 'straight-flush', 'royal'].includes(action.kind);
    case 'award': {
      if (offer.type !== 'award' || action.pot !== offer.pot || (action.run ?? 0) !== (offer.run ?? 0)) return false;
      const winners = new Set(action.winners);
      const ties = offer.ties ?? [];
      return winners.size > 0 && [...winners].every((s) => offer.eligible.includes(s)) && ties.every((group) => group.every((s) => winners.has(s)) || group.every((s) => !winners.has(s)));
    }
    case 'runIt':
      return offer.type === 'runIt' && within(action.times, 1, offer.most);
    case 'reveal':
      return true;
  }
}

/** What one state offers, with what the spec needs to read it. */
interface Offers {
  readonly state: HandState;
  readonly legal: Legal;
  readonly lookers: readonly number[];
  readonly free: ReadonlySet<Card>;
}

function offered({ state, legal, lookers, free }: Offers, action: Action): boolean {
  if (action.type === 'peek') return lookers.includes(action.seat);
  return legal.actions.some((offer) => fits(state, legal, free, offer, action));
}

// ---------------------------------------------------------------------------------------------
// The actions tried in each state.

const pick = <T,>(items: readonly T[], rng: RandomSource): T => items[uniformBelow(rng, items.length)];
const KINDS = ['quads', 'straight-flush', 'royal'] as const;

/** Actions inside every offer, at its bounds: each must apply. */
function inside(state: HandState, legal: Legal, rng: RandomSource): Action[] {
  const free = () => shuffle(freeCards(state), rng);
  return legal.actions.flatMap((offer): Action[] => {
    const seats = 'seats' in offer && offer.seats ? offer.seats : [legal.seat ?? -1];
    switch (offer.type) {
      case 'shuffle':
        return [{ type: 'shuffle', deck: shuffle(offer.cards, rng) }];
      case 'reshuffle':
        return [{ type: 'reshuffle', order: shuffle(offer.cards, rng) }];
      case 'deal': {
        const counts = [...new Set([1, offer.count])];
        if (offer.to === 'board') return counts.map((n) => ({ type: 'deal', to: 'board', run: offer.run, cards: free().slice(0, n) }));
        return counts.map((n) => ({ type: 'deal', to: offer.to, cards: free().slice(0, n).map((c) => (uniformBelow(rng, 3) === 0 ? null : c)) }));
      }
      case 'fold':
      case 'check':
      case 'call':
        return [{ type: offer.type, seat: seats[0] }];
      case 'bet':
      case 'raise':
        return [...new Set([offer.min, offer.max, Math.floor((offer.min + offer.max) / 2)])].map((to) => ({ type: offer.type, seat: seats[0], to }));
      case 'draw': {
        const seat = seats[0];
        const hand = state.seats[seat].cards;
        return [...new Set([offer.min, offer.max])].map((n) =>
          hand.some((c) => c === null) ? { type: 'draw', seat, discard: n } : { type: 'draw', seat, discard: shuffle(hand as Card[], rng).slice(0, n) },
        );
      }
      case 'show':
        return seats.map((seat) => {
          const hand = state.seats[seat].cards;
          if (!offer.cardsRequired) return { type: 'show', seat };
          const fill = free();
          return { type: 'show', seat, cards: hand.map((c) => c ?? fill.pop()!) };
        });
      case 'muck':
      case 'lead':
        return seats.map((seat) => ({ type: offer.type, seat }));
      case 'claimBonus':
        return seats.map((seat) => ({ type: 'claimBonus', seat, kind: pick(KINDS, rng) }));
      case 'openers':
        return [true, false].map((shown) => ({ type: 'openers', seat: seats[0], shown }));
      case 'rebuy':
      case 'straddle':
        return [true, false].map((accept) => ({ type: offer.type, seat: seats[0], accept }));
      case 'award': {
        // G20: seats that tied a pot already are named together.
        const groups = offer.eligible.flatMap((seat) => {
          const tie = offer.ties?.find((group) => group.includes(seat));
          return !tie ? [[seat]] : tie[0] === seat ? [tie] : [];
        });
        return [...groups, groups.flat()].map((winners) => ({ type: 'award', pot: offer.pot, winners, ...(offer.run === undefined ? {} : { run: offer.run }) }));
      }
      case 'runIt':
        return Array.from({ length: offer.most }, (_, i) => ({ type: 'runIt', times: i + 1 }));
      case 'reveal':
        return [{ type: 'reveal' }];
    }
  });
}

/** The whole action space around this state: every type, every seat and a few that are none, amounts at and around each bound. */
function space(state: HandState, legal: Legal, rng: RandomSource): Action[] {
  const n = state.seats.length;
  const seats = [-1, ...state.seats.map((_, i) => i), n, 0.5];
  const bounds = legal.actions.flatMap((o) => ('min' in o ? [o.min, o.max] : 'most' in o ? [1, o.most] : 'count' in o ? [1, o.count] : []));
  const amounts = [...new Set([0, -1, 1, 2.5, ...bounds.flatMap((b) => [b - 1, b, b + 1])])].filter((x) => Number.isFinite(x));
  const free = shuffle(freeCards(state), rng);
  const profile = getProfile(state.config.profile);
  // S1: an open 4 dealt to a seat brings one more card in the same deal; cards past the offer's count are sampled without them.
  const plain = free.filter((c) => !profile.extraCard?.(c));
  const deckCards = profile.deck(state.config);
  const due = legal.actions.find((o) => o.type === 'award');
  const actions: Action[] = [
    { type: 'shuffle', deck: shuffle(deckCards, rng) },
    { type: 'shuffle', deck: deckCards.slice(1) },
    { type: 'reshuffle', order: free.slice(0, 3) },
    { type: 'reveal' },
    ...amounts.map((times): Action => ({ type: 'runIt', times })),
  ];
  for (const to of [...seats, 'board' as const]) {
    for (const count of [0, 1, 2, 3]) {
      actions.push({ type: 'deal', to, cards: plain.slice(0, count) });
      actions.push({ type: 'deal', to, cards: Array<null>(count).fill(null) });
    }
    actions.push({ type: 'deal', to, run: 1, cards: plain.slice(0, 1) });
  }
  for (const seat of seats) {
    const hand = state.seats[seat]?.cards ?? [];
    const known = hand.filter((c): c is Card => c !== null);
    actions.push({ type: 'fold', seat }, { type: 'check', seat }, { type: 'call', seat }, { type: 'muck', seat }, { type: 'lead', seat }, { type: 'peek', seat });
    for (const to of amounts) actions.push({ type: 'bet', seat, to }, { type: 'raise', seat, to });
    for (const count of [-1, 0, 1, 3, 4, 5, 6]) actions.push({ type: 'draw', seat, discard: count }, { type: 'draw', seat, discard: known.slice(0, count) });
    actions.push({ type: 'draw', seat, discard: [free[0]] }, { type: 'draw', seat, discard: [known[0], known[0]].filter((c) => c !== undefined) });
    actions.push({ type: 'show', seat }, { type: 'show', seat, cards: known }, { type: 'show', seat, cards: hand.map((c, i) => c ?? free[i]) }, { type: 'show', seat, cards: free.slice(0, hand.length + 1) });
    for (const flag of [true, false, 'yes' as unknown as boolean]) {
      actions.push({ type: 'openers', seat, shown: flag }, { type: 'rebuy', seat, accept: flag }, { type: 'straddle', seat, accept: flag });
    }
    for (const kind of [...KINDS, 'pair' as (typeof KINDS)[number]]) actions.push({ type: 'claimBonus', seat, kind });
  }
  const pot = due?.type === 'award' ? due.pot : 0;
  const run = due?.type === 'award' ? due.run : undefined;
  for (const p of [pot, pot + 1]) {
    for (const r of [run, (run ?? 0) + 1]) {
      for (const winners of [[], ...seats.map((s) => [s]), state.seats.map((_, i) => i)]) actions.push({ type: 'award', pot: p, winners, ...(r === undefined ? {} : { run: r }) });
    }
  }
  return actions;
}

// ---------------------------------------------------------------------------------------------
// The figures the run reports.

const figures = { hands: 0, states: 0, sampled: 0, applied: 0, acceptedG20: 0, refusals: new Map<string, number>(), offeredTypes: new Set<string>() };

function tryAction(at: Offers, action: Action): void {
  const result = apply(at.state, action);
  const inOffer = offered(at, action);
  figures.sampled++;
  if (result.ok) figures.applied++;
  else figures.refusals.set(result.error.code, (figures.refusals.get(result.error.code) ?? 0) + 1);
  const context = () => JSON.stringify({ action, legal: at.legal, pending: at.state.pending, error: !result.ok && result.error });
  if (inOffer && !result.ok) {
    // G20: typed cards may contradict the pots already named, which no offer can foresee.
    const typedCards = (action.type === 'show' && action.cards !== undefined) || (action.type === 'deal' && action.to === 'board');
    if (typedCards && result.error.rule === 'G20') figures.acceptedG20++;
    else expect.fail(`offered but refused: ${context()}`);
  }
  if (!inOffer && result.ok) expect.fail(`not offered but applied: ${context()}`);
  if (!result.ok && !(typeof result.error.code === 'string' && result.error.code.length > 0 && typeof result.error.message === 'string')) expect.fail(`refused without a code: ${context()}`);
}

function playAndProbe(config: HandConfig, seed: number): void {
  const rng = seededSource(seed);
  let state = newHand(config);
  figures.hands++;
  for (let steps = 0; ; steps++) {
    expect(steps).toBeLessThan(500);
    const legal = legalActions(state);
    const at: Offers = { state, legal, lookers: peekers(state), free: new Set(freeCards(state)) };
    figures.states++;
    for (const o of legal.actions) figures.offeredTypes.add(o.type);
    if (at.lookers.length > 0) figures.offeredTypes.add('peek');
    for (const action of inside(state, legal, rng)) tryAction(at, action);
    // Half of the sample among the kinds offered now (their wrong seats and amounts), half from the whole space.
    const all = space(state, legal, rng);
    const near = all.filter((a) => legal.actions.some((o) => o.type === a.type) || (a.type === 'peek' && at.lookers.length > 0));
    for (let i = 0; i < SAMPLED_PER_STATE; i++) tryAction(at, pick(i % 2 === 0 && near.length > 0 ? near : all, rng));
    if (state.pending.kind === 'complete') return;
    const result = apply(state, randomAction(state, legal, rng));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    state = result.state;
  }
}

const PROFILES: readonly ProfileId[] = ['draw5', 'brasileiro', 'baseball', 'fechado', 'holdem', 'plo', 'plo5'];
const RUNS = 8;
const SAMPLED_PER_STATE = 30;

afterAll(() => {
  const codes = [...figures.refusals.entries()].sort((a, b) => b[1] - a[1]).map(([code, count]) => `${code} ${count}`);
  console.log(
    `one check per operation: ${figures.hands} hands, ${figures.states} states, ${figures.sampled} actions tried (${figures.applied} applied, ${figures.acceptedG20} typed-card G20 refusals), refusals by code: ${codes.join(', ')}; kinds offered: ${[...figures.offeredTypes].sort().join(', ')}`,
  );
});

describe('one check per operation: legalActions offers exactly what apply accepts', () => {
  for (const profile of PROFILES) {
    for (const dealing of ['deck', 'ledger'] as const) {
      it(`G15, G12, G16, H7: ${profile} (${dealing}): every offered action applies; every other action is refused with a code`, () => {
        fc.assert(
          fc.property(tables[profile], fc.integer(), (table, seed) => playAndProbe({ ...table, dealing } as HandConfig, seed)),
          { numRuns: RUNS },
        );
      });
    }
  }
});

describe('one check per operation: what the checks settled where offers and refusals disagreed', () => {
  const refused = (state: HandState, action: Action) => {
    const result = apply(state, action);
    return result.ok ? null : result.error;
  };
  const ledgerShowdown = () => {
    const seats = ['A', 'B', 'C'].map((name) => ({ name, stack: 100 }));
    let state = newHand({ profile: 'draw5', dealing: 'ledger', seats, dealer: 2 });
    const actions: Action[] = [
      { type: 'bet', seat: 0, to: 10 },
      { type: 'call', seat: 1 },
      { type: 'call', seat: 2 },
      ...[0, 1, 2].map((seat): Action => ({ type: 'draw', seat, discard: 1 })),
      ...[0, 1, 2].map((seat): Action => ({ type: 'check', seat })),
    ];
    for (const action of actions) {
      const result = apply(state, action);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      state = result.state;
    }
    return state;
  };

  it('G12, H7: a hand the chip-ledger table conceded is not shown afterwards (it was offered to nobody, yet applied)', () => {
    const conceded = apply(ledgerShowdown(), { type: 'muck', seat: 2 });
    expect(conceded.ok).toBe(true);
    if (!conceded.ok) return;
    expect(legalActions(conceded.state).actions.find((o) => o.type === 'show')).toEqual({ type: 'show', cardsRequired: true, seats: [0, 1] });
    expect(refused(conceded.state, { type: 'show', seat: 2, cards: [0, 4, 8, 12, 16] })).toMatchObject({ code: 'NOT_YOUR_TURN', message: 'this seat has nothing to show' });
  });

  it('B10: before a jacker deal is opened nobody folds, and the fold is refused as not allowed (it was WRONG_PHASE, "not a betting action")', () => {
    const seats = ['A', 'B', 'C'].map((name) => ({ name, stack: 50 }));
    const state = newHand({ profile: 'brasileiro', mode: 'jacker', dealing: 'ledger', seats, dealer: 0 });
    const legal = legalActions(state);
    expect(legal.actions.map((o) => o.type)).toEqual(['check', 'bet']);
    expect(refused(state, { type: 'fold', seat: legal.seat! })).toMatchObject({ code: 'NOT_ALLOWED', message: 'fold is not allowed to this seat now' });
  });
});
