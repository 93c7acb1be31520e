// G20: the chip ledger's awards agree with one order of the hands (award-order.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  getProfile,
  handValue,
  legalActions,
  newHand,
  parseCards,
  seededSource,
  shuffle,
  uniformBelow,
  type Action,
  type Card,
  type HandConfig,
  type HandState,
  type LegalAction,
  type Seat,
} from '../../src/engine/index.ts';
import { bet, call, check, play, refusal } from './support/table.ts';

const names = ['Ana', 'Bruno', 'Carla', 'Davi', 'Edu'];
const table = (...stacks: number[]) => stacks.map((stack, i) => ({ name: names[i], stack }));

const awardOf = (state: HandState) => legalActions(state).actions.find((a): a is Extract<LegalAction, { type: 'award' }> => a.type === 'award');
const nothingDrawn = (state: HandState) => {
  while (state.pending.kind === 'draw') state = play(state, { type: 'draw', seat: state.pending.seat, discard: 0 });
  return state;
};

/** Draw5 with real cards, the table: after the ante Ana shoves 98, Bruno (120) and Carla (89, all in for less) call. */
function threeWayAllIn(): HandState {
  const config: HandConfig = { profile: 'draw5', dealing: 'ledger', seats: table(99, 120, 89), dealer: 2 };
  return nothingDrawn(play(newHand(config), bet(0, 98), call(1), call(2)));
}

describe('awards that agree with one another', () => {
  it('G20: side pot 1 to Bruno, who beat Ana: Ana is not offered for the main pot, and naming her is refused', () => {
    let state = threeWayAllIn();
    expect(state.showdown!.pots.map((p) => [p.amount, p.eligible])).toEqual([
      [267, [0, 1, 2]],
      [20, [0, 1]],
    ]);
    expect(awardOf(state)).toEqual({ type: 'award', pot: 1, eligible: [0, 1] });
    state = play(state, { type: 'award', pot: 1, winners: [1] });
    expect(awardOf(state)).toEqual({ type: 'award', pot: 0, eligible: [1, 2], beaten: [{ seat: 0, by: 1 }] });
    expect(refusal(state, { type: 'award', pot: 0, winners: [0] })).toMatchObject({
      code: 'NOT_ELIGIBLE',
      rule: 'G20',
      message: "Bruno's hand beats Ana's, as the pots already awarded say: Ana cannot win the main pot",
    });
    expect(refusal(state, { type: 'award', pot: 0, winners: [0, 1] }).rule).toBe('G20');
    // Carla, who never met Bruno, may still have the best hand.
    const carla = play(state, { type: 'award', pot: 0, winners: [2] });
    expect(carla.result!.pots.map((p) => [p.winners, p.shares])).toEqual([[[2], [267]], [[1], [20]]]);
  });

  it('G20: players who split a side pot win or lose the main pot together', () => {
    let state = threeWayAllIn();
    state = play(state, { type: 'award', pot: 1, winners: [0, 1] });
    expect(awardOf(state)).toEqual({ type: 'award', pot: 0, eligible: [0, 1, 2], ties: [[0, 1]] });
    expect(refusal(state, { type: 'award', pot: 0, winners: [1] })).toMatchObject({ rule: 'G20', message: 'Ana and Bruno tied a pot already awarded: name them together, or none of them' });
    expect(refusal(state, { type: 'award', pot: 0, winners: [0, 2] }).rule).toBe('G20');
    expect(play(state, { type: 'award', pot: 0, winners: [0, 1, 2] }).result!.pots[0].shares).toEqual([89, 89, 89]);
  });

  it('G20: cards typed after an award must agree with it', () => {
    const state = play(threeWayAllIn(), { type: 'award', pot: 1, winners: [1] });
    const typedAna = play(state, { type: 'show', seat: 0, cards: parseCards('As Ah Ad Kc Qs') });
    // Bruno beat Ana: a pair of twos cannot be his hand.
    expect(refusal(typedAna, { type: 'show', seat: 1, cards: parseCards('2s 2h 5d 7c 9s') })).toMatchObject({ code: 'NOT_ELIGIBLE', rule: 'G20' });
    const typedBruno = play(typedAna, { type: 'show', seat: 1, cards: parseCards('Ks Kh Kd 2s 2h') });
    expect(awardOf(typedBruno)).toMatchObject({ pot: 0, eligible: [1, 2], beaten: [{ seat: 0, by: 1 }] });
    // Carla's hand typed too: the evaluator pays the main pot, to Bruno's full house.
    const done = play(typedBruno, { type: 'show', seat: 2, cards: parseCards('3s 3h 3d 8c Js') });
    expect(done.result!.pots.map((p) => p.winners)).toEqual([[1], [1]]);
  });

  it('G20, H7: a player who conceded is never offered as a pot’s winner; a named winner no longer concedes', () => {
    // Ana all in for 20; Bruno and Carla bet on and check it down: a side pot between them.
    const config: HandConfig = { profile: 'draw5', dealing: 'ledger', seats: table(20, 100, 100), dealer: 2 };
    let state = nothingDrawn(play(newHand(config), bet(0, 19), call(1), call(2)));
    state = play(state, bet(1, 10), call(2));
    expect(state.showdown!.pots.map((p) => p.eligible)).toEqual([[0, 1, 2], [1, 2]]);
    const muck = (s: HandState) => legalActions(s).actions.find((a) => a.type === 'muck');
    expect(muck(state)).toEqual({ type: 'muck', seats: [0, 1, 2] });
    state = play(state, { type: 'award', pot: 1, winners: [2] });
    // Carla won side pot 1 with her hand shown; Bruno may still give up the main pot.
    expect(muck(state)).toEqual({ type: 'muck', seats: [0, 1] });
    expect(refusal(state, { type: 'muck', seat: 2 })).toMatchObject({ code: 'CANNOT_MUCK', rule: 'G20' });
    state = play(state, { type: 'muck', seat: 1 });
    // Bruno conceded: the main pot is between Ana and Carla, and he is not offered.
    expect(awardOf(state)).toEqual({ type: 'award', pot: 0, eligible: [0, 2] });
    expect(refusal(state, { type: 'award', pot: 0, winners: [1] }).code).toBe('NOT_ELIGIBLE');
    expect(play(state, { type: 'award', pot: 0, winners: [0] }).result!.pots[0].winners).toEqual([0]);
  });

  it('G20: for random all-in deals, the engine accepts exactly the awards and typed hands that agree with some ranking of the hands', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 3, max: 40 }), { minLength: 3, maxLength: 5 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (stacks, seed) => {
        const rng = seededSource(seed);
        const config: HandConfig = { profile: 'draw5', dealing: 'ledger', seats: table(...stacks), dealer: 0 };
        const rules = getProfile('draw5').ranking(newHand(config).config);
        let state = newHand(config);
        // Everyone shoves or calls: side pots at every stack.
        while (state.pending.kind === 'bet' || state.pending.kind === 'draw') {
          const { seat, actions } = legalActions(state);
          const shove = actions.find((a) => a.type === 'bet' || a.type === 'raise');
          const next: Action =
            state.pending.kind === 'draw'
              ? { type: 'draw', seat: seat!, discard: 0 }
              : shove && (shove.type === 'bet' || shove.type === 'raise')
                ? { type: shove.type, seat: seat!, to: shove.max }
                : actions.some((a) => a.type === 'call')
                  ? call(seat!)
                  : check(seat!);
          state = play(state, next);
        }
        for (let steps = 0; state.pending.kind === 'award'; steps++) {
          expect(steps).toBeLessThan(60);
          const pot = state.pending.pot;
          const contenders = state.showdown!.pots[pot].eligible.filter((seat) => !state.seats[seat].mucked);
          const open = contenders.filter((seat) => state.seats[seat].cards.some((c) => c === null));
          if (open.length > 0 && uniformBelow(rng, 3) === 0) {
            // The table types a hand: accepted exactly when some ranking agrees with it too.
            const seat = open[uniformBelow(rng, open.length)];
            const used = new Set(state.seats.flatMap((s) => s.cards));
            const cards = shuffle(getProfile('draw5').deck(state.config).filter((c) => !used.has(c)), rng).slice(0, 5);
            const result = apply(state, { type: 'show', seat, cards });
            const typed = new Map(typedValues(state, rules));
            typed.set(seat, handValue(cards, rules));
            expect(result.ok).toBe(someRanking(state, typed, null));
            if (result.ok) state = result.state;
            continue;
          }
          // Every set of winners the table could name: accepted exactly when some ranking agrees.
          let accepted: Seat[][] = [];
          for (let mask = 1; mask < 1 << contenders.length; mask++) {
            const winners = contenders.filter((_, i) => mask & (1 << i));
            const result = apply(state, { type: 'award', pot, winners });
            expect(result.ok, JSON.stringify({ pot, winners, awarded: state.showdown!.awarded })).toBe(someRanking(state, new Map(typedValues(state, rules)), { pot, winners }));
            if (result.ok) accepted = [...accepted, winners];
          }
          expect(accepted.length).toBeGreaterThan(0);
          state = play(state, { type: 'award', pot, winners: accepted[uniformBelow(rng, accepted.length)] });
        }
        expect(state.pending.kind).toBe('complete');
      }),
      { numRuns: 150 },
    );
  });
});

function typedValues(state: HandState, rules: ReturnType<ReturnType<typeof getProfile>['ranking']>): [Seat, number][] {
  return state.seats.flatMap((s, seat) => (s.inHand && !s.folded && s.cards.every((c) => c !== null) ? [[seat, handValue(s.cards as Card[], rules)] as [Seat, number]] : []));
}

/**
 * Brute force: is there a ranking of the live hands (ties allowed) under which every pot named so
 * far, and `extra`, went to the best hands among its contenders, and typed hands rank by value?
 */
function someRanking(state: HandState, typed: ReadonlyMap<Seat, number>, extra: { pot: number; winners: readonly Seat[] } | null): boolean {
  const live = state.seats.flatMap((s, seat) => (s.inHand && !s.folded ? [seat] : []));
  const named = state.showdown!.awarded[0].flatMap((winners, pot) => (winners ? [{ pot, winners }] : []));
  const awards = extra ? [...named, extra] : named;
  const rank = new Map<Seat, number>();
  const fits = () => {
    for (const [a, va] of typed) for (const [b, vb] of typed) if (Math.sign(va - vb) !== Math.sign(rank.get(a)! - rank.get(b)!)) return false;
    return awards.every(({ pot, winners }) => {
      const contenders = state.showdown!.pots[pot].eligible.filter((seat) => !state.seats[seat].mucked);
      const best = Math.max(...contenders.map((seat) => rank.get(seat)!));
      return contenders.every((seat) => (rank.get(seat) === best) === winners.includes(seat));
    });
  };
  const assign = (i: number): boolean => {
    if (i === live.length) return fits();
    for (let r = 0; r < live.length; r++) {
      rank.set(live[i], r);
      if (assign(i + 1)) return true;
    }
    return false;
  };
  return assign(0);
}
