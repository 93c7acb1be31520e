/**
 * Random legal play for the property tests, the benchmark and `npm run random-hands`: an action
 * chosen uniformly-ish from what legalActions offers, with amounts drawn inside the offered ranges.
 */
import {
  apply,
  getProfile,
  newHand,
  shuffle,
  uniformBelow,
  type Action,
  type HandConfig,
  type HandState,
  type Legal,
  type LegalAction,
  type RandomSource,
} from '../engine/index.ts';

const pick = <T>(items: readonly T[], rng: RandomSource): T => items[uniformBelow(rng, items.length)];

/** Cards of the game's deck that nobody holds and that were not discarded or folded (D7): what the table could still deal. */
function stockCards(state: HandState): number[] {
  const out = new Set([...state.seats.flatMap((t) => t.cards), ...state.muck, ...state.board, ...(state.runout?.runs.flat() ?? [])]);
  return getProfile(state.config.profile)
    .deck(state.config)
    .filter((c) => !out.has(c));
}

/** An amount in [min, max], often one of the edges (minimum raise, all-in). */
function amountIn(min: number, max: number, rng: RandomSource): number {
  const roll = uniformBelow(rng, 4);
  if (roll === 0 || min === max) return min;
  if (roll === 1) return max;
  return min + uniformBelow(rng, Math.min(max - min, 2 ** 31) + 1);
}

function concrete(state: HandState, seat: number | null, option: LegalAction, rng: RandomSource): Action {
  const s = seat ?? -1;
  switch (option.type) {
    case 'shuffle':
      return { type: 'shuffle', deck: shuffle(option.cards, rng) };
    case 'reshuffle':
      return { type: 'reshuffle', order: shuffle(option.cards, rng) };
    case 'deal': {
      const free = shuffle(stockCards(state), rng);
      // O8: at a chip-ledger all-in the table types board cards the real table shows, some of those it may.
      if (option.to === 'board') return { type: 'deal', to: 'board', run: option.run, cards: free.slice(0, 1 + uniformBelow(rng, option.count)) };
      // Chip ledger where open cards matter (S1, S5): the table types a card still in the stock, or leaves it unknown.
      return { type: 'deal', to: option.to, cards: free.slice(0, option.count).map((c) => (uniformBelow(rng, 4) === 0 ? null : c)) };
    }
    case 'fold':
    case 'check':
      return { type: option.type, seat: s };
    case 'call':
      return { type: 'call', seat: s };
    case 'bet':
    case 'raise':
      return { type: option.type, seat: s, to: amountIn(option.min, option.max, rng) };
    case 'draw': {
      const count = option.min + uniformBelow(rng, option.max - option.min + 1);
      const cards = state.seats[s].cards;
      if (cards.some((c) => c === null)) return { type: 'draw', seat: s, discard: count };
      return { type: 'draw', seat: s, discard: shuffle(cards as number[], rng).slice(0, count) };
    }
    case 'show': {
      if (!option.seats && !option.cardsRequired) return { type: 'show', seat: s };
      // Chip ledger: the table types the cards a seat shows, from the game's deck.
      const who = option.seats ? pick(option.seats, rng) : s;
      const free = shuffle(stockCards(state), rng);
      // Cards the engine knows (open cards told at a stud table) are shown as they are.
      const held = state.seats[who].cards;
      const known = held.filter((c): c is number => c !== null);
      return { type: 'show', seat: who, cards: [...known, ...free.slice(0, held.length - known.length)] };
    }
    case 'muck':
      return { type: 'muck', seat: option.seats ? pick(option.seats, rng) : s };
    case 'openers':
      return { type: 'openers', seat: s, shown: uniformBelow(rng, 2) === 0 };
    case 'rebuy':
      return { type: 'rebuy', seat: s, accept: uniformBelow(rng, 2) === 0 };
    case 'straddle':
      return { type: 'straddle', seat: s, accept: uniformBelow(rng, 2) === 0 };
    case 'runIt':
      return { type: 'runIt', times: 1 + uniformBelow(rng, option.most) };
    case 'reveal':
      return { type: 'reveal' };
    case 'claimBonus':
      return { type: 'claimBonus', seat: pick(option.seats, rng), kind: pick(option.kinds, rng) };
    case 'lead':
      return { type: 'lead', seat: pick(option.seats, rng) };
    case 'award': {
      // G20: seats that tied a pot already are named together.
      const groups = option.eligible.flatMap((seat) => {
        const tie = option.ties?.find((group) => group.includes(seat));
        return !tie ? [[seat]] : tie[0] === seat ? [tie] : [];
      });
      const chosen = groups.filter(() => uniformBelow(rng, 2) === 0);
      const named = (chosen.length ? chosen : [pick(groups, rng)]).flat();
      return option.run === undefined ? { type: 'award', pot: option.pot, winners: named } : { type: 'award', pot: option.pot, winners: named, run: option.run };
    }
  }
}

/** Folding is offered always; take it rarely so that hands reach the later streets. */
export function randomAction(state: HandState, legal: Legal, rng: RandomSource): Action {
  let options = legal.actions;
  if (options.length > 1 && uniformBelow(rng, 5) !== 0) options = options.filter((o) => o.type !== 'fold');
  const option = pick(options, rng);
  // G20: real cards agree with the pots the table already named; cards typed at random may not,
  // so a few are tried, then the pot is named instead.
  if (state.showdown && (option.type === 'show' || option.type === 'deal')) {
    for (let tries = 0; tries < 20; tries++) {
      const action = concrete(state, legal.seat, option, rng);
      const result = apply(state, action);
      if (result.ok || result.error.rule !== 'G20') return action;
    }
    const award = options.find((o) => o.type === 'award');
    if (award) return concrete(state, legal.seat, award, rng);
  }
  return concrete(state, legal.seat, option, rng);
}

export function mustApply(state: HandState, action: Action): HandState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(result.error)}`);
  return result.state;
}

/** Play one hand to the end with random legal actions. */
export function playRandomHand(config: HandConfig, rng: RandomSource, legalOf: (s: HandState) => Legal): HandState {
  let state = newHand(config);
  for (let steps = 0; state.pending.kind !== 'complete'; steps++) {
    if (steps > 1000) throw new Error('hand did not end');
    state = mustApply(state, randomAction(state, legalOf(state), rng));
  }
  return state;
}
