/** Helpers to write Baseball hands as the rule book tells them (amounts in units, S2, S8). */
import { deck, fromUnits, newHand, parseCards, rankOf, type Action, type Card, type Dealing, type HandConfig, type HandState } from '../../../src/engine/index.ts';
import { play } from './table.ts';

/** Units as the engine counts them (sixtieths). */
export const u = (units: number, numerator = 0, denominator = 1) => fromUnits(units, numerator, denominator);

export const baseballTable = (players: number, dealer = 0, dealing: Dealing = 'deck', balances?: number[]): HandConfig => ({
  profile: 'baseball',
  dealing,
  seats: Array.from({ length: players }, (_, i) => ({ name: 'ABCDEF'[i], stack: balances?.[i] ?? 0 })),
  dealer,
});

const special = (c: Card) => [1, 2, 7].includes(rankOf(c)); // 3s, 4s and 9s

/**
 * A deck order that deals `text` first, card by card as written (the test spells out who gets
 * what), then the rest with no 3, 4 or 9 among the next cards, so that no unplanned extra or wild
 * card comes up.
 */
export function deckOrder(text: string): Card[] {
  const first = parseCards(text);
  const rest = deck().filter((c) => !first.includes(c));
  return [...first, ...rest.filter((c) => !special(c)), ...rest.filter(special)];
}

export const dealtBaseball = (config: HandConfig, text: string): HandState => play(newHand(config), { type: 'shuffle', deck: deckOrder(text) });

/** Explicit dealing: the cards of one deal to a seat. */
export const deal = (to: number, text: string): Action => ({ type: 'deal', to, cards: text === '?' ? [null] : parseCards(text) });

export const lead = (seat: number): Action => ({ type: 'lead', seat });
