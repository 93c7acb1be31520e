/**
 * The prize pool and what each place takes (T10–T12). Money is integer cents, never floats; each
 * prize is rounded down to the currency's unit (a whole real, a whole euro) and what rounding
 * leaves goes to first place, so the prizes add up to the pool exactly.
 *
 *   prizePool({ buyIn: 5000, rebuy: 5000, addOn: 5000 }, { entries: 8, rebuys: 3, addOns: 6 })  // 85,000 cents
 *   payouts(85_000, sharesFor(DEFAULT_PAYOUTS, 8), 100)   // [42_500, 25_500, 17_000]
 */

/** Payouts for fields of up to `upTo` entries: percentages of the pool, first place first. */
export interface PayoutRow {
  readonly upTo: number;
  readonly shares: readonly number[];
}

/** T11: the house table, editable at setup. Small fields pay few places: 50/30/20 up to 8 entries. */
export const DEFAULT_PAYOUTS: readonly PayoutRow[] = [
  { upTo: 3, shares: [100] },
  { upTo: 5, shares: [65, 35] },
  { upTo: 8, shares: [50, 30, 20] },
  { upTo: 12, shares: [45, 27, 18, 10] },
  { upTo: 20, shares: [40, 25, 16, 11, 8] },
  { upTo: 1000, shares: [35, 22, 15, 11, 9, 8] },
];

export type PayoutProblem =
  | { readonly code: 'noRows' }
  /** The rows' field sizes must rise (each row covers the fields above the row before). */
  | { readonly code: 'rowsNotRising'; readonly row: number }
  | { readonly code: 'notPercent'; readonly row: number; readonly place: number }
  /** A lower place may not take more than a higher one. */
  | { readonly code: 'sharesRising'; readonly row: number; readonly place: number }
  | { readonly code: 'not100'; readonly row: number; readonly total: number }
  | { readonly code: 'morePlacesThanField'; readonly row: number };

/** T11: a payout table that can pay: each row whole percentages adding to 100, falling from first place. */
export function payoutProblems(table: readonly PayoutRow[]): PayoutProblem[] {
  if (table.length === 0) return [{ code: 'noRows' }];
  const problems: PayoutProblem[] = [];
  table.forEach((row, index) => {
    if (!Number.isSafeInteger(row.upTo) || row.upTo < 1 || (index > 0 && row.upTo <= table[index - 1].upTo)) problems.push({ code: 'rowsNotRising', row: index });
    const bad = row.shares.findIndex((share) => !Number.isSafeInteger(share) || share < 1 || share > 100);
    if (row.shares.length === 0 || bad >= 0) {
      problems.push({ code: 'notPercent', row: index, place: Math.max(0, bad) });
      return;
    }
    const rising = row.shares.findIndex((share, place) => place > 0 && share > row.shares[place - 1]);
    if (rising >= 0) problems.push({ code: 'sharesRising', row: index, place: rising });
    const total = row.shares.reduce((a, b) => a + b, 0);
    if (total !== 100) problems.push({ code: 'not100', row: index, total });
    if (row.shares.length > row.upTo) problems.push({ code: 'morePlacesThanField', row: index });
  });
  return problems;
}

/** T11: the row for a field of `entries` (the last row past its end); never more places than entries. */
export function sharesFor(table: readonly PayoutRow[], entries: number): readonly number[] {
  const row = table.find((r) => entries <= r.upTo) ?? table[table.length - 1];
  if (!row) return [];
  const places = Math.max(1, Math.min(row.shares.length, entries));
  if (places === row.shares.length) return row.shares;
  // Fewer entries than the row pays: the places beyond the field go to the places paid, top first.
  const kept = row.shares.slice(0, places);
  const spare = row.shares.slice(places).reduce((a, b) => a + b, 0);
  return kept.map((share, place) => (place === 0 ? share + spare : share));
}

export interface TournamentPrices {
  /** Cents: the entry, one rebuy, one add-on. */
  readonly buyIn: number;
  readonly rebuy?: number;
  readonly addOn?: number;
}

export interface EntryCounts {
  readonly entries: number;
  readonly rebuys: number;
  readonly addOns: number;
}

/** T10: everything paid in goes to the prizes (a home game takes no rake). */
export function prizePool(prices: TournamentPrices, counts: EntryCounts): number {
  return prices.buyIn * counts.entries + (prices.rebuy ?? 0) * counts.rebuys + (prices.addOn ?? 0) * counts.addOns;
}

/**
 * T12: each place's prize in cents: its share of the pool rounded down to `unit` cents (100: whole
 * reais), the rest to first place. Exact integer arithmetic: the prizes add up to the pool.
 */
export function payouts(pool: number, shares: readonly number[], unit: number): number[] {
  if (!Number.isSafeInteger(pool) || pool < 0 || !Number.isSafeInteger(unit) || unit < 1) throw new RangeError('a pool and a unit are whole cents');
  const total = shares.reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  const prizes = shares.map((share) => Number((BigInt(pool) * BigInt(share)) / BigInt(total) / BigInt(unit)) * unit);
  prizes[0] += pool - prizes.reduce((a, b) => a + b, 0);
  return prizes;
}

/**
 * T13: players who share a place (out in the same hand with the same stack) share the prizes of
 * the places they cover equally, the odd cents to the first of them in `order`.
 */
export function sharedPrizes(prizes: readonly number[], place: number, players: number): number[] {
  const covered = prizes.slice(place - 1, place - 1 + players).reduce((a, b) => a + b, 0);
  const each = Math.floor(covered / players);
  return Array.from({ length: players }, (_, i) => each + (i < covered - each * players ? 1 : 0));
}
