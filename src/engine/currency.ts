/**
 * A currency as the app keeps it: an ISO 4217 code, and the digits of its minor unit (cents), in
 * which the engine and the store count every sum of money.
 */

/** The ISO 4217 shape, exactly what Intl.NumberFormat formats (any other code throws a RangeError). */
export const isCurrency = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{3}$/.test(value);

const digitsOf = new Map<string, number>();

/** Digits after the decimal point of a currency's money (BRL, EUR: 2; JPY: 0); kept per code, since a formatter is slow to build and a spreadsheet asks once a row. */
export function minorDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) digitsOf.set(currency, (digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2));
  return digits;
}
