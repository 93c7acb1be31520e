/**
 * Pots (G7, G8, D11, H6): one place where chips in the middle become main and side pots and
 * then shares.
 *
 * Amounts are plain integers. A profile that splits exactly (baseball, S8) plays in integer
 * sub-units that every split divides (for example 60 per unit for up to 6 players) and passes
 * `exactSplit`, or its own `PotSplitter`.
 */
import { headroom } from './credit.ts';
import type { HandState, Pot, Seat } from './types.ts';

/**
 * G7: contributions split by level. Each distinct level reached by a player still in makes a pot
 * that the players still in who covered it contest; folded chips stay in the pots they reached.
 * Main pot first.
 *
 * `antes` is money that belongs to no level (antes, D4): it all goes to the main pot, which every
 * player still in contests. A big-blind ante that nobody else posts would otherwise form a level
 * of its own that only the big blind could win, handing it back to him when he loses.
 */
export function buildPots(committed: readonly number[], live: readonly boolean[], antes: readonly number[] = []): Pot[] {
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
  const anteTotal = antes.reduce((sum, a) => sum + a, 0);
  if (anteTotal === 0) return pots;
  const everyone = live.flatMap((isLive, seat) => (isLive ? [seat] : []));
  if (pots.length > 0 && pots[0].eligible.length === everyone.length) {
    pots[0] = { amount: pots[0].amount + anteTotal, eligible: pots[0].eligible };
  } else {
    pots.unshift({ amount: anteTotal, eligible: everyone });
  }
  return pots;
}

/**
 * The pots of a hand as it stands: antes as dead money, everything else by level (G7). Chips
 * carried from earlier deals (F7, B10) are dead money too: every player still in contests them.
 */
export function handPots(state: HandState, roundBets = true): Pot[] {
  const antes = state.seats.map((s, seat) => (s.inHand ? Math.min(state.config.antes[seat], headroom(state.config, state.config.seats[seat].stack)) : 0));
  const carried = state.config.carried?.chips ?? 0;
  // F12, B10: an opener who could not show openers contests nothing; all he put in stays on the table.
  const out = state.opened?.shown === false ? state.opened.seat : -1;
  const dead = out < 0 ? antes : antes.map((a, seat) => (seat === out ? 0 : a));
  return buildPots(
    state.seats.map((s, seat) => (seat === out ? 0 : s.committed - antes[seat] - (roundBets ? 0 : s.bet))),
    state.seats.map((s, seat) => seat !== out && s.inHand && !s.folded),
    carried > 0 ? [...dead, carried] : dead,
  );
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
