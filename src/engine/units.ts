/**
 * Record units (S2, S8): Baseball keeps score in units with no money value, and splits every pot
 * exactly, in fractions if need be. The engine counts only integers, so a Baseball hand counts in
 * sixtieths of a unit: every contribution is a whole unit (ante 1, bets and raises 1), so every pot
 * is a whole number of units, and sixty divides by every number of tied winners from 2 to 6 (the
 * most players S1 allows). Shares and balances therefore stay exact integers, never floats.
 *
 *   fromUnits(1)                       // 60: one unit, as the engine counts it
 *   formatUnits(140)                   // "2⅓"
 *   formatUnits(140, { style: 'decimal', separator: ',' })   // "2,33"
 *   formatUnits(-35, { sign: 'always' })                     // "−⁷⁄₁₂"
 */

/** Sub-units per unit: the least common multiple of 1..6. */
export const UNIT = 60;

/** A whole number of units (or `numerator/denominator` of one, when the denominator divides 60), in sub-units. */
export function fromUnits(units: number, numerator = 0, denominator = 1): number {
  const part = (numerator * UNIT) / denominator;
  if (!Number.isSafeInteger(units) || !Number.isInteger(part)) {
    throw new RangeError(`${units} ${numerator}/${denominator} is not a whole number of 1/${UNIT} units`);
  }
  return units * UNIT + part;
}

/** An exact amount as a mixed number in lowest terms: −2⅓ is { negative, whole: 2, numerator: 1, denominator: 3 }. */
export interface MixedNumber {
  readonly negative: boolean;
  readonly whole: number;
  readonly numerator: number;
  /** 1 when the amount is whole. */
  readonly denominator: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function toMixed(amount: number): MixedNumber {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${amount} is not a whole number of sub-units`);
  const size = Math.abs(amount);
  const rest = size % UNIT;
  const divisor = gcd(rest, UNIT);
  return { negative: amount < 0, whole: (size - rest) / UNIT, numerator: rest / divisor, denominator: UNIT / divisor };
}

/** Single characters for the fractions Unicode has; others are written with super- and subscripts. */
const VULGAR: Record<string, string> = {
  '1/2': '½', '1/3': '⅓', '2/3': '⅔', '1/4': '¼', '3/4': '¾', '1/5': '⅕', '2/5': '⅖', '3/5': '⅗',
  '4/5': '⅘', '1/6': '⅙', '5/6': '⅚', '1/10': '⅒',
};
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SUBSCRIPT = '₀₁₂₃₄₅₆₇₈₉';
const script = (n: number, digits: string) => String(n).replace(/[0-9]/g, (d) => digits[Number(d)]);

function fractionGlyph(numerator: number, denominator: number): string {
  return VULGAR[`${numerator}/${denominator}`] ?? `${script(numerator, SUPERSCRIPT)}⁄${script(denominator, SUBSCRIPT)}`;
}

export interface UnitFormat {
  /** 'fraction' (default): "2⅓", exact; 'decimal': "2.33", rounded half away from zero. */
  readonly style?: 'fraction' | 'decimal';
  /** Decimal places of the 'decimal' style (default 2); trailing zeros are dropped ("1.5", "2"). */
  readonly decimals?: number;
  /** The decimal separator (default "."; "," for Portuguese). */
  readonly separator?: string;
  /** 'auto' (default): a minus for negatives only; 'always': a plus for gains too (net results). */
  readonly sign?: 'auto' | 'always';
}

/** An amount of sub-units as a person reads it: "1⅓", "−⁷⁄₁₂", "+2", "1.33". */
export function formatUnits(amount: number, format: UnitFormat = {}): string {
  const { negative, whole, numerator, denominator } = toMixed(amount);
  const sign = negative ? '−' : format.sign === 'always' && amount > 0 ? '+' : '';
  if (format.style === 'decimal') {
    const places = format.decimals ?? 2;
    const scale = 10 ** places;
    // Exact integer rounding: (|amount| × scale) / UNIT, half away from zero.
    const scaled = Math.floor((Math.abs(amount) * scale * 2 + UNIT) / (2 * UNIT));
    const intPart = Math.floor(scaled / scale);
    const fraction = String(scaled % scale).padStart(places, '0').replace(/0+$/, '');
    const rounded = scaled === 0 ? '' : sign;
    return `${rounded}${intPart}${fraction ? (format.separator ?? '.') + fraction : ''}`;
  }
  if (numerator === 0) return `${sign}${whole}`;
  return `${sign}${whole > 0 ? whole : ''}${fractionGlyph(numerator, denominator)}`;
}
