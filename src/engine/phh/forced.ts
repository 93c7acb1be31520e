/**
 * PHH writes antes and blinds in the order of a full table (small blind first) even heads-up,
 * where they apply reversed: `blinds_or_straddles = [1, 2]` makes p1 (the big blind) post 2 and
 * p2 (the button) post 1 (the standard's rule, matching H8). Converting both ways is the same
 * swap, so this one function serves import and export.
 */
export function headsUpSwap(values: readonly number[]): number[] {
  return values.length === 2 ? [values[1], values[0]] : [...values];
}
