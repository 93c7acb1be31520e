/**
 * G20: the chip ledger's awards agree with one order of the hands. Naming the winners of a pot
 * says that they tie and that each beats the pot's other contenders; hands typed in (G12, O8) are
 * ranked by the evaluator. Side pots are awarded first (D13, H7), so by the time a pot is named
 * its contenders may already stand in that order: a player who lost to another contender cannot
 * win it, and players who split a pot win or lose another together. Each run of the board (H13)
 * has an order of its own.
 *
 *   awardChoice(state, profile, pot, run)   // who may win it: { eligible, ties, beaten }
 *   awardRefusal(state, profile, pot, run, winners)
 *   orderRefusal(state, profile)            // typed cards that disagree with the awards named
 */
import type { Card } from './cards.ts';
import { handValue } from './evaluate/evaluate.ts';
import type { Profile } from './profiles/profile.ts';
import { boardSize, runBoard } from './runout.ts';
import type { HandState, Refusal, Seat } from './types.ts';
import { potWords, seatName } from './words.ts';

/** Who may win a pot now, given what the table already said about the hands. */
export interface AwardChoice {
  /** Contenders no other contender is known to beat. */
  readonly eligible: readonly Seat[];
  /** Groups of eligible seats known to tie: named together, or not at all. */
  readonly ties: readonly (readonly Seat[])[];
  /** Contenders who cannot win it, each with one contender known to beat him. */
  readonly beaten: readonly { readonly seat: Seat; readonly by: Seat }[];
}

/**
 * The order the table's words imply in one run, as classes of equal hands and, for each class,
 * the classes known to be strictly below it (transitively). Null when the words contradict
 * themselves (a hand above itself).
 */
interface Order {
  readonly classOf: readonly number[];
  readonly below: readonly ReadonlySet<number>[];
  /** `direct[a]` has `b` when a hand of class a was named over (or typed above) one of class b. */
  readonly direct: readonly ReadonlySet<number>[];
}

/** The live seats a pot's winners are named from: those who covered it and have not conceded (H7). */
export const contenders = (state: HandState, pot: number): Seat[] =>
  state.showdown!.pots[pot].eligible.filter((seat) => !state.seats[seat].mucked);

const typed = (state: HandState, seat: Seat) =>
  state.seats[seat].inHand && !state.seats[seat].folded && !state.seats[seat].mucked && state.seats[seat].cards.every((c) => c !== null);

function impliedOrder(state: HandState, profile: Profile, run: number): Order | null {
  const count = state.seats.length;
  const parent = Array.from({ length: count }, (_, seat) => seat);
  const root = (seat: Seat): number => (parent[seat] === seat ? seat : (parent[seat] = root(parent[seat])));
  const same = (a: Seat, b: Seat) => (parent[root(a)] = root(b));
  const over: [Seat, Seat][] = [];
  // The pots the table named in this run: the winners tie, and beat the other contenders.
  state.showdown!.awarded[run]?.forEach((winners, pot) => {
    if (!winners) return;
    for (const seat of winners) same(seat, winners[0]);
    for (const loser of contenders(state, pot).filter((seat) => !winners.includes(seat))) over.push([winners[0], loser]);
  });
  // Hands typed in, on a board typed whole where the game has one (O8), rank by the evaluator.
  if (runBoard(state, run).length >= boardSize(profile)) {
    const rules = profile.ranking(state.config);
    const board = runBoard(state, run);
    const shown = state.seats.flatMap((_, seat) => (typed(state, seat) ? [{ seat, value: handValue([...(state.seats[seat].cards as Card[]), ...board], rules) }] : []));
    for (const a of shown) {
      for (const b of shown) {
        if (a.value === b.value) same(a.seat, b.seat);
        else if (a.value > b.value) over.push([a.seat, b.seat]);
      }
    }
  }
  const classOf = parent.map((_, seat) => root(seat));
  const direct = classOf.map(() => new Set<number>());
  for (const [a, b] of over) {
    if (classOf[a] === classOf[b]) return null;
    direct[classOf[a]].add(classOf[b]);
  }
  const below = classOf.map(() => new Set<number>());
  const reach = (from: number, at: number) => {
    for (const next of direct[at]) {
      if (below[from].has(next)) continue;
      below[from].add(next);
      reach(from, next);
    }
  };
  for (let c = 0; c < count; c++) reach(c, c);
  if (below.some((set, c) => set.has(c))) return null;
  return { classOf, below, direct };
}

const runsOf = (state: HandState) => state.showdown!.awarded.length;

/** Who may win `pot` in `run`: the contenders nobody in it is known to beat, ties kept together. */
export function awardChoice(state: HandState, profile: Profile, pot: number, run: number): AwardChoice {
  const seats = contenders(state, pot);
  const order = impliedOrder(state, profile, run);
  if (!order) return { eligible: seats, ties: [], beaten: [] };
  const { classOf, below, direct } = order;
  const above = (seat: Seat) => seats.filter((other) => below[classOf[other]].has(classOf[seat]));
  const eligible = seats.filter((seat) => above(seat).length === 0);
  const beaten = seats.flatMap((seat) => {
    const by = above(seat);
    if (by.length === 0) return [];
    // The one who beat him in so many words, where there is one.
    return [{ seat, by: by.find((other) => direct[classOf[other]].has(classOf[seat])) ?? by[0] }];
  });
  const groups = new Map<number, Seat[]>();
  for (const seat of eligible) groups.set(classOf[seat], [...(groups.get(classOf[seat]) ?? []), seat]);
  return { eligible, ties: [...groups.values()].filter((group) => group.length > 1), beaten };
}

const AWARD_RULE = 'G20';

/** Why naming `winners` for `pot` in `run` would contradict what the table said before, or null. */
export function awardRefusal(state: HandState, profile: Profile, pot: number, run: number, winners: readonly Seat[]): Refusal | null {
  const choice = awardChoice(state, profile, pot, run);
  const name = (seat: Seat) => seatName(state.config, seat);
  const beaten = choice.beaten.find((b) => winners.includes(b.seat));
  if (beaten) {
    return { code: 'NOT_ELIGIBLE', rule: AWARD_RULE, message: `${name(beaten.by)}'s hand beats ${name(beaten.seat)}'s, as the pots already awarded say: ${name(beaten.seat)} cannot win ${potWords(pot)}` };
  }
  const split = choice.ties.find((group) => group.some((seat) => winners.includes(seat)) && group.some((seat) => !winners.includes(seat)));
  if (split) return { code: 'NOT_ELIGIBLE', rule: AWARD_RULE, message: `${split.map(name).join(' and ')} tied a pot already awarded: name them together, or none of them` };
  return null;
}

/** Typed cards (a hand, the board) that disagree with the pots already named, in any run: why, or null. */
export function orderRefusal(state: HandState, profile: Profile): Refusal | null {
  if (!state.showdown) return null;
  for (let run = 0; run < runsOf(state); run++) {
    if (!impliedOrder(state, profile, run)) {
      return { code: 'NOT_ELIGIBLE', rule: AWARD_RULE, message: 'these cards disagree with the pots already awarded: undo the award first' };
    }
  }
  return null;
}

/** H7, G20: a seat the table named a winner has shown his hand to take the pot; he no longer concedes. */
export const namedWinner = (state: HandState, seat: Seat): boolean =>
  state.showdown?.awarded.some((pots) => pots.some((winners) => winners?.includes(seat) === true)) === true;
