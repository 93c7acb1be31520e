// The hand's public facts the screens used to work out themselves (issue 31), now the engine's,
// read off a hand view (engine/hand-facts.ts): each named by the clause it serves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actingSeat, apply, handFacts, legalActions, roundAt, newHand, rankOf, seededSource, shuffle, view, type Action, type HandConfig, type HandState } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';

const seats = (stack: number, count = 3) => ['Ana', 'Bia', 'Caio', 'Davi'].slice(0, count).map((name) => ({ name, stack }));

function step(state: HandState, action: Action): HandState {
  const next = apply(state, action);
  if (!next.ok) throw new Error(`${action.type}: ${next.error.code}`);
  return next.state;
}

/** Every chance action the hand waits for, drawn from `seed`. */
function chance(state: HandState, seed: number): HandState {
  for (;;) {
    const [legal] = legalActions(state).actions;
    if (legal?.type === 'shuffle') state = step(state, { type: 'shuffle', deck: shuffle(legal.cards, seededSource(seed)) });
    else if (legal?.type === 'reshuffle') state = step(state, { type: 'reshuffle', order: shuffle(legal.cards, seededSource(seed)) });
    else return state;
  }
}

const dealt = (config: HandConfig, seed: number, before: readonly Action[] = []): HandState => chance(before.reduce(step, newHand(config)), seed);

/** The exchange: every seat stands pat. */
function standPat(state: HandState): HandState {
  while (state.pending.kind === 'draw' || state.pending.kind === 'reshuffle') {
    state = state.pending.kind === 'draw' ? step(state, { type: 'draw', seat: state.pending.seat, discard: [] }) : chance(state, 1);
  }
  return state;
}

const facts = (state: HandState) => handFacts(view(state, 'table'));

describe('the round (fechado, brasileiro)', () => {
  const fechado: HandConfig = { profile: 'fechado', seats: seats(100), dealer: 0, options: { freeOpening: true } };

  it('F5, F8: the opener of the round, the raises made in it, the seats that said mesa, the current bet', () => {
    let state = dealt(fechado, 2);
    expect(facts(state)).toMatchObject({ opener: null, raises: 0, mesa: [], currentBet: 0, afterExchange: false, unraised: true });
    state = step(state, { type: 'check', seat: 1 });
    state = step(state, { type: 'bet', seat: 2, to: 2 });
    expect(facts(state)).toMatchObject({ opener: 2, raises: 0, mesa: [1], currentBet: 2, unraised: false });
    state = step(state, { type: 'raise', seat: 0, to: 4 });
    expect(facts(state)).toMatchObject({ opener: 2, raises: 1, mesa: [1], currentBet: 4 });
  });

  it('F5: after the exchange a new round starts: nobody opened, raised or said mesa in it yet', () => {
    let state = dealt(fechado, 2);
    state = step(state, { type: 'check', seat: 1 });
    state = step(state, { type: 'bet', seat: 2, to: 2 });
    state = step(state, { type: 'call', seat: 0 });
    state = step(state, { type: 'call', seat: 1 });
    state = standPat(state);
    expect(facts(state)).toMatchObject({ afterExchange: true, opener: null, raises: 0, mesa: [], unraised: true });
  });

  it('B7: each logged betting action has the round as it found it: a call is mesa while nobody raised above the escuro', () => {
    let state = dealt({ profile: 'brasileiro', seats: seats(100), dealer: 0 }, 3, [{ type: 'rebuy', seat: 1, accept: false }]);
    state = standPat(state);
    const seat = legalActions(state).seat!;
    state = step(state, { type: 'call', seat });
    const next = legalActions(state).seat!;
    state = step(state, { type: 'raise', seat: next, to: 6 });
    const after = legalActions(state).seat!;
    state = step(state, { type: 'call', seat: after });
    const v = view(state, 'table');
    const calls = v.record.flatMap((event, i) => (event.type === 'call' ? [roundAt(v, i)!] : []));
    expect(calls.map((round) => round.unraised)).toEqual([true, false]);
    expect(calls.every((round) => round.afterExchange)).toBe(true);
    v.record.forEach((event, i) => expect(roundAt(v, i) === null).toBe(!['fold', 'check', 'call', 'bet', 'raise'].includes(event.type)));
  });
});

describe('the cards (brasileiro, baseball)', () => {
  it('B6: the seat that took four waits for its fourth card until everyone else has exchanged', () => {
    let state = dealt({ profile: 'brasileiro', seats: seats(100), dealer: 0 }, 5, [{ type: 'rebuy', seat: 1, accept: false }]);
    const first = legalActions(state).seat!;
    state = step(state, { type: 'draw', seat: first, discard: state.seats[first].cards.slice(0, 4) as number[] });
    expect(facts(state).waitingFourth).toEqual([first]);
    state = standPat(state);
    expect(facts(state).waitingFourth).toEqual([]);
  });

  it('S1: the extras are exactly the open cards after the open 4s, at every point of a hand, in every viewer\'s view alike (property)', () => {
    const config: HandConfig = { profile: 'baseball', seats: seats(0), dealer: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (seed) => {
        const rng = seededSource(seed);
        let state = dealt(config, seed);
        while (!state.result) {
          const table = view(state, 'table');
          table.seats.forEach((seat) => {
            const extras = handFacts(table).extraCards[seat.seat];
            const openFours = seat.cards.filter((c, i) => seat.up[i] && c !== null && rankOf(c) === 2 && i < seat.cards.length - 1).length;
            expect(extras.filter(Boolean)).toHaveLength(openFours);
            extras.forEach((extra, i) => extra && expect([seat.up[i], seat.up[i - 1], rankOf(seat.cards[i - 1]!)]).toEqual([true, true, 2]));
            for (const viewer of [0, 1, 2]) expect(handFacts(view(state, viewer)).extraCards[seat.seat]).toEqual(extras);
          });
          state = chance(step(state, randomAction(state, legalActions(state), rng)), seed);
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe('the pots and the turn', () => {
  it('G7: the pots as the table names them: a pot only one seat contests joins the pot below it, and no chip is lost', () => {
    const config: HandConfig = { profile: 'holdem', seats: [{ name: 'Ana', stack: 50 }, { name: 'Bia', stack: 200 }, { name: 'Caio', stack: 200 }], dealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 30 }), (seed, steps) => {
        const rng = seededSource(seed);
        let state = dealt(config, seed);
        for (let i = 0; i < steps && !state.result; i++) state = chance(step(state, randomAction(state, legalActions(state), rng)), seed);
        const v = view(state, 'table');
        const named = handFacts(v).tablePots;
        const sum = (pots: readonly { amount: number }[]) => pots.reduce((a, p) => a + p.amount, 0);
        expect(sum(named)).toBe(sum(v.pots));
        named.slice(1).forEach((pot) => expect(pot.eligible.length).toBeGreaterThanOrEqual(2));
        named.forEach((pot) => expect(pot.amount).toBeGreaterThan(0));
      }),
      { numRuns: 60 },
    );
  });

  it('G7: an all-in\'s unmatched part is no side pot of its own', () => {
    const config: HandConfig = { profile: 'holdem', seats: [{ name: 'Ana', stack: 50 }, { name: 'Bia', stack: 200 }, { name: 'Caio', stack: 200 }], dealer: 0, options: { smallBlind: 1, bigBlind: 2 } };
    let state = dealt(config, 9);
    state = step(state, { type: 'raise', seat: 0, to: 50 });
    state = step(state, { type: 'raise', seat: 1, to: 200 });
    state = step(state, { type: 'fold', seat: 2 });
    expect(handFacts(view(state, 'table')).tablePots.map((pot) => pot.eligible.length)).not.toContain(1);
  });

  it('B5, G11: the seat whose bet controls show: the seat to bet or to take a decision street\'s choice, nobody at any other moment', () => {
    const state = dealt({ profile: 'brasileiro', seats: seats(100), dealer: 0 }, 3);
    expect(state.pending.kind).toBe('decide');
    expect(facts(state).betting).toBe(legalActions(state).seat);
    const exchanging = chance(step(state, { type: 'rebuy', seat: legalActions(state).seat!, accept: false }), 3);
    expect(exchanging.pending.kind).toBe('draw');
    expect(facts(exchanging).betting).toBeNull();
    const betting = standPat(exchanging);
    expect(betting.pending.kind).toBe('bet');
    expect(facts(betting).betting).toBe(legalActions(betting).seat);
    expect(facts(betting).betting).not.toBeNull();
  });

  it('G12, O8: a seat\'s own action names its seat; the table\'s (an award, a deal, cards typed as they lie, an undo) names none', () => {
    expect(actingSeat({ type: 'call', seat: 2 })).toBe(2);
    expect(actingSeat({ type: 'show', seat: 1 })).toBe(1);
    expect(actingSeat({ type: 'show', seat: 1, cards: [0, 1] })).toBeNull();
    expect(actingSeat({ type: 'award', pot: 0, winners: [1] })).toBeNull();
    expect(actingSeat({ type: 'undo' })).toBeNull();
    expect(actingSeat({ type: 'buyIn', player: 1 })).toBeNull();
  });
});
