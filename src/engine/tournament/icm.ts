/**
 * Deals for the players left (T14–T16): what each one's chips are worth in prize money.
 *
 * ICM (Malmuth–Harville): a player finishes first with the probability of his share of the chips;
 * given who finished above him, he finishes next with his share of the chips left. His equity is
 * the prizes weighted by those probabilities. Computed exactly over the sets of players who
 * finished above (2ⁿ sets, n ≤ 10), not by enumerating orders (n!).
 *
 *   icm([5000, 3000, 2000], [50, 30, 20])   // [38.1…, 32.6…, 29.2…]
 *   dealAmounts('icm', stacks, prizesLeft, aside)   // whole cents adding up to the prizes, less the aside
 */

/** T14: exact for up to this many players. */
const MAX_ICM_PLAYERS = 10;

/** T14: each player's ICM equity (same unit as `prizes`, which run from first place down). */
export function icm(stacks: readonly number[], prizes: readonly number[]): number[] {
  const n = stacks.length;
  if (n > MAX_ICM_PLAYERS) throw new RangeError(`ICM is exact for at most ${MAX_ICM_PLAYERS} players`);
  if (stacks.some((s) => !(s > 0))) throw new RangeError('every stack in a deal holds chips');
  const paid = Math.min(prizes.length, n);
  const equity = new Array<number>(n).fill(0);
  // reach[mask]: the probability that exactly the players in `mask` took the top |mask| places.
  const reach = new Float64Array(1 << n);
  const chipsIn = new Float64Array(1 << n);
  for (let mask = 1; mask < 1 << n; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    chipsIn[mask] = chipsIn[mask & (mask - 1)] + stacks[low];
  }
  const total = chipsIn[(1 << n) - 1];
  reach[0] = 1;
  for (let mask = 0; mask < 1 << n; mask++) {
    const p = reach[mask];
    const place = popcount(mask);
    if (p === 0 || place >= paid) continue;
    const left = total - chipsIn[mask];
    for (let j = 0; j < n; j++) {
      if (mask & (1 << j)) continue;
      const q = (p * stacks[j]) / left;
      equity[j] += q * prizes[place];
      reach[mask | (1 << j)] += q;
    }
  }
  return equity;
}

function popcount(x: number): number {
  let count = 0;
  for (; x; x &= x - 1) count++;
  return count;
}

export type DealMethod = 'icm' | 'chipChop';

export type DealProblem =
  | { readonly code: 'tooFewPlayers' }
  | { readonly code: 'tooManyForIcm'; readonly max: number }
  | { readonly code: 'badStack' }
  /** The amount kept for the winner may not be more than first prize is above second. */
  | { readonly code: 'asideTooBig'; readonly max: number };

/** The prizes still to be won by the players left: the first `players` places, none missing. */
export const prizesLeft = (prizes: readonly number[], players: number) => Array.from({ length: players }, (_, i) => prizes[i] ?? 0);

/** T16: the most that can be kept aside for the winner: what first prize pays over second. */
export const maxAside = (prizes: readonly number[], players: number): number => {
  const left = prizesLeft(prizes, players);
  return left[0] - (left[1] ?? 0);
};

export function dealProblem(method: DealMethod, stacks: readonly number[], prizes: readonly number[], aside: number): DealProblem | null {
  if (stacks.length < 2) return { code: 'tooFewPlayers' };
  if (method === 'icm' && stacks.length > MAX_ICM_PLAYERS) return { code: 'tooManyForIcm', max: MAX_ICM_PLAYERS };
  if (stacks.some((s) => !Number.isSafeInteger(s) || s <= 0)) return { code: 'badStack' };
  const max = maxAside(prizes, stacks.length);
  if (!Number.isSafeInteger(aside) || aside < 0 || aside > max) return { code: 'asideTooBig', max };
  return null;
}

/**
 * T15, T16: what each player left takes now, in whole cents, for the places `prizes` (cents, from
 * first down) still pays; `aside` is kept from first prize and played for. The cents rounding
 * leaves go to the biggest stack (the earlier seat on a tie), so the amounts add up exactly.
 *
 * ICM: the equities of T14 with first prize less the aside. Chip-chop: everyone takes the lowest
 * prize still to be paid, and the rest is split in proportion to the chips.
 */
export function dealAmounts(method: DealMethod, stacks: readonly number[], prizes: readonly number[], aside: number): number[] {
  const problem = dealProblem(method, stacks, prizes, aside);
  if (problem) throw new RangeError(`no deal: ${problem.code}`);
  const left = prizesLeft(prizes, stacks.length);
  left[0] -= aside;
  const pool = left.reduce((a, b) => a + b, 0);
  let amounts: number[];
  if (method === 'icm') {
    // A hair over the float's floor, so equal stacks never split a cent apart by rounding noise.
    amounts = icm(stacks, left).map((equity) => Math.floor(equity + 1e-6));
  } else {
    const floor = left[left.length - 1];
    const rest = BigInt(pool - floor * stacks.length);
    const chips = BigInt(stacks.reduce((a, b) => a + b, 0));
    amounts = stacks.map((stack) => floor + Number((rest * BigInt(stack)) / chips));
  }
  const leader = stacks.indexOf(Math.max(...stacks));
  amounts[leader] += pool - amounts.reduce((a, b) => a + b, 0);
  return amounts;
}
