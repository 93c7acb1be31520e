/**
 * Whether the engine's final stacks match a recorded `finishing_stacks`. Whole-chip records must
 * match exactly. Some records split odd chips exactly (halves, as in the Pluribus logs) where
 * Mesa gives the odd chip by G8: such a record matches when every stack is within half a chip
 * of it and the totals agree.
 */
export function stacksMatch(actual: readonly number[], recorded: readonly number[]): boolean {
  if (actual.length !== recorded.length) return false;
  if (recorded.every(Number.isInteger)) return actual.every((s, i) => s === recorded[i]);
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  return actual.every((s, i) => Math.abs(s - recorded[i]) <= 0.5) && sum(actual) === sum(recorded);
}

/** "p2 9300 (recorded 9275), p3 …": only the players whose stacks differ. */
export function describeStackDifference(actual: readonly number[], recorded: readonly number[]): string {
  const halfChips = !recorded.every(Number.isInteger);
  return actual
    .map((s, i) => ({ s, r: recorded[i], i }))
    .filter(({ s, r }) => (halfChips ? Math.abs(s - r) > 0.5 : s !== r))
    .map(({ s, r, i }) => `p${i + 1} ${s} (recorded ${r})`)
    .join(', ') || `totals differ: ${actual.join(' ')} vs recorded ${recorded.join(' ')}`;
}
