/**
 * Pots (G7, G8, D11, H6): one place where chips in the middle become main and side pots and
 * then shares.
 *
 * Amounts are plain integers. A profile that splits exactly (baseball, S8) plays in integer
 * sub-units that every split divides (for example 60 per unit for up to 6 players) and passes
 * `exactSplit`, or its own `PotSplitter`.
 */
import type { Pot, Seat } from './types.ts';

/**
 * G7: contributions split by level. Each distinct level reached by a player still in makes a pot
 * that the players still in who covered it contest; folded chips stay in the pots they reached.
 * Main pot first.
 */
export function buildPots(committed: readonly number[], live: readonly boolean[]): Pot[] {
  const levels = [...new Set(committed.filter((c, seat) => live[seat] && c > 0))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let below = 0;
  for (const level of levels) {
    let amount = 0;
    const eligible: Seat[] = [];
    committed.forEach((c, seat) => {
      amount += Math.min(c, level) - Math.min(c, below);
      if (live[seat] && c >= level) eligible.push(seat);
    });
    pots.push({ amount, eligible });
    below = level;
  }
  // Chips above every live level (only possible when nobody live matched them) stay in play.
  const dead = committed.reduce((sum, c) => sum + Math.max(0, c - below), 0);
  if (dead > 0 && pots.length > 0) {
    const last = pots[pots.length - 1];
    pots[pots.length - 1] = { amount: last.amount + dead, eligible: last.eligible };
  }
  return pots;
}

/**
 * G7, D11: an uncalled bet goes back to its owner. Given the bets of a round, how much the
 * highest bettor gets back: what nobody else matched.
 */
export function uncalled(bets: readonly number[]): { seat: Seat; amount: number } | null {
  let top = -1;
  let second = 0;
  bets.forEach((bet, seat) => {
    if (top < 0 || bet > bets[top]) {
      if (top >= 0) second = Math.max(second, bets[top]);
      top = seat;
    } else second = Math.max(second, bet);
  });
  if (top < 0 || bets[top] <= second) return null;
  return { seat: top, amount: bets[top] - second };
}

/**
 * Shares of a pot among tied winners, listed in odd-chip order (G8: the first tied winner from
 * the dealer, in the profile's direction, comes first).
 */
export type PotSplitter = (amount: number, winners: readonly Seat[]) => number[];

/** G8: equal shares, the chips left over one each to the first winners in order. */
export const splitWithOddChips: PotSplitter = (amount, winners) => {
  const base = Math.floor(amount / winners.length);
  const odd = amount - base * winners.length;
  return winners.map((_, i) => base + (i < odd ? 1 : 0));
};

/** S8: exact shares; the amount must divide (the profile's sub-unit makes it so). */
export const exactSplit: PotSplitter = (amount, winners) => {
  if (amount % winners.length !== 0) {
    throw new RangeError(`${amount} sub-units do not split exactly ${winners.length} ways: use a finer sub-unit`);
  }
  return winners.map(() => amount / winners.length);
};
