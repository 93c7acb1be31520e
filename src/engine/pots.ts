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

/** What each seat posted as its ante (or jacker post, or pingo) and what it owed (G7). */
export interface AntePosts {
  readonly posted: readonly number[];
  readonly owed: readonly number[];
}

/**
 * One layer of contributions split at its cuts: each cut is a pot of what everyone put in up to
 * it, contested by the live seats that reached it or that put in all they owed (`capped` false);
 * the rest above the last cut is one more pot among the uncapped live seats (possibly none).
 */
function byLevel(put: readonly number[], live: readonly boolean[], capped: (seat: Seat) => boolean): Pot[] {
  const cuts = [...new Set(put.filter((p, seat) => live[seat] && capped(seat) && p > 0))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  let below = 0;
  const upTo = (top: number): Pot => {
    let amount = 0;
    const eligible: Seat[] = [];
    put.forEach((p, seat) => {
      amount += Math.min(p, top) - Math.min(p, below);
      if (live[seat] && (p >= top || !capped(seat))) eligible.push(seat);
    });
    return { amount, eligible };
  };
  for (const level of cuts) {
    pots.push(upTo(level));
    below = level;
  }
  const rest = upTo(Infinity);
  if (rest.amount > 0) pots.push(rest);
  return pots;
}

const sameSeats = (a: readonly Seat[], b: readonly Seat[]) => a.length === b.length && a.every((seat, i) => seat === b[i]);

/**
 * G7: contributions split by level into a main pot and side pots, main pot first. A pot is
 * contested by the players still in who covered its level; folded chips stay in the pots they
 * reached.
 *
 * Antes (and every post that is not a bet of the round: pingos, jacker posts) form a layer of
 * their own below the bets, because they are not matched the way bets are: a seat that posted
 * all it owed contests every ante, also one posted for the whole table (a big-blind ante, which
 * only one seat owes). A seat that could post only part of its ante is all-in for that part and
 * wins from each other seat's ante no more than he posted; the rest of the antes is a side pot
 * among those who paid in full. `carried`: chips earlier deals left on the table (F7, B10), in
 * the main pot, which every player still in contests (RULES.md G7).
 *
 * Chips nobody still in reached (only when every player who could have contested them folded
 * though nothing was to call) stay in the pot below them.
 */
export function buildPots(bets: readonly number[], live: readonly boolean[], antes?: AntePosts, carried = 0): Pot[] {
  const everyone = live.flatMap((isLive, seat) => (isLive ? [seat] : []));
  const layers: Pot[] = [
    ...(carried > 0 ? [{ amount: carried, eligible: everyone }] : []),
    ...(antes ? byLevel(antes.posted, live, (seat) => antes.posted[seat] < antes.owed[seat]) : []),
    ...byLevel(bets, live, () => true),
  ];
  const pots: Pot[] = [];
  for (const pot of layers) {
    const last = pots[pots.length - 1];
    if (pot.amount === 0) continue;
    if (last && (pot.eligible.length === 0 || sameSeats(pot.eligible, last.eligible))) {
      pots[pots.length - 1] = { amount: last.amount + pot.amount, eligible: last.eligible };
    } else pots.push(pot.eligible.length === 0 ? { amount: pot.amount, eligible: everyone } : pot);
  }
  return pots;
}

/**
 * The pots of a hand as it stands (G7): the antes posted and owed, then every other chip put in
 * (blinds, bets) by level; chips carried from earlier deals (F7, B10) in the main pot.
 * `roundBets: false` leaves out the bets of the round under way (they stand in front of the seats).
 */
export function handPots(state: HandState, roundBets = true): Pot[] {
  const { config } = state;
  // F12, B10: an opener who could not show openers contests nothing; all he put in stays on the table.
  const out = state.opened?.shown === false ? state.opened.seat : -1;
  const owed = state.seats.map((s, seat) => (s.inHand && seat !== out ? config.antes[seat] : 0));
  const posted = owed.map((ante, seat) => Math.min(ante, headroom(config, config.seats[seat].stack)));
  return buildPots(
    state.seats.map((s, seat) => (seat === out ? 0 : s.committed - posted[seat] - (roundBets ? 0 : s.bet))),
    state.seats.map((s, seat) => seat !== out && s.inHand && !s.folded),
    { posted, owed },
    config.carried?.chips ?? 0,
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
