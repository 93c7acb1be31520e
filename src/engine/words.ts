/**
 * How refusal messages name things, so that a person can read them: a seat by the name the table
 * (or the hand history) gives it — a player's name, or `p1` for the first player of a PHH file
 * without names — never by its index; an amount in chips, or in Baseball's record units (S2),
 * never in the sixtieths the engine counts them in.
 */
import type { HandConfig, Seat } from './types.ts';
import { formatUnits, UNIT } from './units.ts';

export const seatName = (config: HandConfig, seat: Seat): string => config.seats[seat]?.name ?? `seat ${seat + 1}`;

/** "12 chips", "1 chip"; in Baseball "1 unit", "2⅓ units". */
export function amountWords(config: HandConfig & { readonly credit?: boolean }, amount: number): string {
  if (config.credit) return `${formatUnits(amount)} ${Math.abs(amount) === UNIT ? 'unit' : 'units'}`;
  return `${amount} ${Math.abs(amount) === 1 ? 'chip' : 'chips'}`;
}

/** G7: "the main pot", "side pot 1". */
export const potWords = (pot: number): string => (pot === 0 ? 'the main pot' : `side pot ${pot}`);
