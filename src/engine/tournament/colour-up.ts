/**
 * Colouring up (T5, T6): once no post or limit from a level on needs the smallest colour, it
 * leaves the table at the break before that level. Each player changes his small chips for the
 * next colour; what cannot be changed (the odd chips) is raced off.
 *
 *   coloursOff([25, 100, 500], levels, 6)      // 1: the 25s are not needed from level 7 on
 *   chipRace([1575, 990, 0], [true, true, false], [25, 100, 500])
 *   // { removed: 25, chip: 100, odd: [75, 0, 0], chips: 1, … }: one 100 chip is raced for
 */
import { gcdOf, makeable } from './chips.ts';
import { levelAmounts } from './levels.ts';
import type { Level } from '../session.ts';
import { rankOf, suitOf, type Card } from '../cards.ts';
import type { Seat } from '../types.ts';

/**
 * T5: how many of the smallest values (sorted from the smallest) can be off the table from level
 * `from` (index) on: every amount of that level and the ones after it is made without them. At
 * least one value always stays.
 */
export function coloursOff(values: readonly number[], levels: readonly Level[], from: number): number {
  const amounts = levels.slice(from).flatMap(levelAmounts);
  let off = 0;
  while (off < values.length - 1 && amounts.every((amount) => makeable(amount, values.slice(off + 1)))) off++;
  return off;
}

export interface ChipRace {
  /** The value of the colour leaving the table. */
  readonly removed: number;
  /** The value of the chip raced for: the smallest colour left. */
  readonly chip: number;
  /** Per player, what his chips that cannot be changed up are worth (0: none, or not playing). */
  readonly odd: readonly number[];
  /** Per player, how many chips of the leaving colour that is (one card each in the race). */
  readonly oddChips: readonly number[];
  /** T6: how many chips of `chip` are raced for. */
  readonly prizes: number;
  /** Players who would have no chip left without winning one: they keep one chip whatever the race says. */
  readonly saved: readonly Seat[];
}

/**
 * T6: the race when the smallest of `values` (sorted, in play) leaves. A player's odd chips are
 * what his stack holds beyond a whole amount of the colours left; the race is for as many chips of
 * the next colour as all the odd chips are worth, a half rounding up, one chip per player at most.
 */
export function chipRace(stacks: readonly number[], playing: readonly boolean[], values: readonly number[]): ChipRace {
  if (values.length < 2) throw new RangeError('a colour-up needs a colour to change up to');
  const [removed, ...left] = values;
  const unit = gcdOf(left);
  const chip = left[0];
  const odd = stacks.map((stack, player) => (playing[player] ? stack % unit : 0));
  const total = odd.reduce((a, b) => a + b, 0);
  const holders = odd.filter((value) => value > 0).length;
  const prizes = Math.min(holders, Math.floor((2 * total + chip) / (2 * chip)));
  const saved = stacks.flatMap((stack, player) => (playing[player] && stack > 0 && stack === odd[player] ? [player] : []));
  return { removed, chip, odd, oddChips: odd.map((value) => value / removed), prizes, saved };
}

export type RaceProblem =
  | { readonly code: 'wrongWinnerCount'; readonly prizes: number }
  | { readonly code: 'notRacing'; readonly player: Seat }
  | { readonly code: 'twice'; readonly player: Seat };

/** The winners a race may have: `prizes` different players who each raced odd chips. */
export function raceProblem(race: ChipRace, winners: readonly Seat[]): RaceProblem | null {
  if (winners.length !== race.prizes) return { code: 'wrongWinnerCount', prizes: race.prizes };
  for (const [i, player] of winners.entries()) {
    if (!((race.odd[player] ?? 0) > 0)) return { code: 'notRacing', player };
    if (winners.indexOf(player) < i) return { code: 'twice', player };
  }
  return null;
}

/** T6: the stacks after the race: odd chips gone, one chip to each winner, and to each player the race would leave with nothing. */
export function afterRace(stacks: readonly number[], race: ChipRace, winners: readonly Seat[]): number[] {
  return stacks.map((stack, player) => {
    const kept = stack - race.odd[player];
    const won = winners.includes(player) || race.saved.includes(player);
    return kept + (won ? race.chip : 0);
  });
}

/**
 * T6: the race dealt from a shuffled deck: one card per odd chip, in seat order; each player's
 * highest card is his (by rank, then by suit: spades, hearts, diamonds, clubs — so no two tie),
 * and the highest `prizes` of those win one chip each. The deck order is the caller's (a shuffle
 * it drew).
 */
export function dealRace(race: ChipRace, deckOrder: readonly Card[]): { readonly cards: readonly (readonly Card[])[]; readonly winners: readonly Seat[] } {
  let next = 0;
  const cards = race.oddChips.map((n) => deckOrder.slice(next, (next += n)));
  if (next > deckOrder.length) throw new RangeError('more odd chips than cards: race them in rounds at the table');
  const strength = (card: Card) => rankOf(card) * 4 + (3 - suitOf(card));
  const best = (player: Seat) => Math.max(...cards[player].map(strength));
  const racing = cards.flatMap((hand, player) => (hand.length > 0 ? [player] : []));
  const winners = [...racing].sort((a, b) => best(b) - best(a)).slice(0, race.prizes);
  return { cards, winners: winners.sort((a, b) => a - b) };
}
