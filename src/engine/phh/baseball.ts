/**
 * `_MESA_BASEBALL` (FORMAT.md): Baseball hands in PHH. A file counts in units, as the table
 * does (`antes = [1, 1]`, `p1 cbr 2`); the engine counts sixtieths of a unit (units.ts), so
 * amounts are scaled on the way in and out. Balances are credit (S2): no stack limits anyone, so
 * `starting_stacks` are `inf`, and a hand's result, which may be a fraction (S8), is the
 * user-defined field `_mesa_net`: one exact number of units per player ("4/3", "-1").
 */
import type { ProfileId } from '../types.ts';
import { UNIT } from '../units.ts';

/** The user-defined field holding each player's exact result in units. */
export const NET_FIELD = '_mesa_net';

/** Engine amounts per amount written in a file of this profile. */
export const phhScale = (profile: ProfileId): number => (profile === 'baseball' ? UNIT : 1);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Sixtieths as exact units: 80 → "4/3", -60 → "-1", 0 → "0". */
export function formatNet(amount: number): string {
  const divisor = gcd(Math.abs(amount), UNIT);
  const numerator = amount / divisor;
  const denominator = UNIT / divisor;
  return denominator === 1 ? String(numerator) : `${numerator}/${denominator}`;
}

/** "4/3" → 80 sixtieths; null when the text is no exact number of sixtieths. */
export function parseNet(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(-?[0-9]+)(?:\/([1-9][0-9]*))?$/.exec(text.trim());
  if (!m) return null;
  const amount = (Number(m[1]) * UNIT) / Number(m[2] ?? 1);
  return Number.isSafeInteger(amount) ? amount : null;
}
