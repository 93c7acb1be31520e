/**
 * B13: the money settlement at the end of a session. The table agreed a buy-in price and how many
 * chips one buy-in gives (source 001 item 2a); each player bought in one or more times (rebuys)
 * and ends with some chips. His result is what his chips are worth minus what he paid, and the
 * fewest transfers settle everything ("Bruno pays R$ 12,50 to Ana").
 *
 * Money is integer cents, never floats (0.1 + 0.2 is not 0.3 in floating point, and a settlement
 * must add up to the cent). A chip may be worth a fraction of a cent (R$ 10 for 300 chips); the
 * worth of each stack is then rounded by the largest remainder, so the results still add up to
 * exactly zero.
 */
import { minorDigits } from './currency.ts';
import { isCurrency, isPrice, MAX_PRICE_CENTS } from './limits.ts';
import type { SessionRefusal, SessionState } from './session.ts';

export interface BuyInTerms {
  /** What one buy-in costs, in cents. */
  readonly price: number;
  /** Chips one buy-in gives. */
  readonly chips: number;
}

export interface PlayerMoney {
  readonly name: string;
  /** Buy-ins paid, the first one and every rebuy. */
  readonly buyIns: number;
  /** Chips at the end. */
  readonly chips: number;
}

interface MoneyResult {
  readonly name: string;
  /** Cents paid for buy-ins. */
  readonly paid: number;
  /** Cents the final chips are worth. */
  readonly worth: number;
  /** worth − paid: positive wins, negative loses; the nets add up to 0. */
  readonly net: number;
}

export interface Transfer {
  /** Indices into the players. */
  readonly from: number;
  readonly to: number;
  readonly cents: number;
}

export interface Settlement {
  readonly results: readonly MoneyResult[];
  readonly transfers: readonly Transfer[];
}

const whole = (n: number, min: number) => Number.isSafeInteger(n) && n >= min;

/**
 * Each player's money result and the fewest transfers that settle them. The chips at the end must
 * be the chips bought: no chip may be left on the table (a jacker pot nobody won is played out first).
 */
export function settleMoney(terms: BuyInTerms, players: readonly PlayerMoney[]): Settlement {
  if (!whole(terms.price, 0) || !whole(terms.chips, 1)) throw new RangeError('the buy-in needs a whole price in cents and at least one chip');
  for (const p of players) {
    if (!whole(p.buyIns, 0) || !whole(p.chips, 0)) throw new RangeError(`${p.name}: buy-ins and chips are whole numbers`);
  }
  const bought = players.reduce((sum, p) => sum + p.buyIns, 0) * terms.chips;
  const held = players.reduce((sum, p) => sum + p.chips, 0);
  if (bought !== held) throw new RangeError(`${held} chips at the end, but ${bought} were bought`);
  const worth = apportion(
    players.map((p) => p.chips),
    terms.price,
    terms.chips,
  );
  const results = players.map((p, i) => {
    const paid = p.buyIns * terms.price;
    return { name: p.name, paid, worth: worth[i], net: worth[i] - paid };
  });
  return { results, transfers: fewestTransfers(results.map((r) => r.net)) };
}

/**
 * `chips[i] × price / per` cents each, rounded so that the total is exact: floors first, then one
 * cent more to the largest remainders (the earlier player first on a tie).
 */
function apportion(chips: readonly number[], price: number, per: number): number[] {
  const exact = chips.map((c) => BigInt(c) * BigInt(price));
  const floors = exact.map((x) => Number(x / BigInt(per)));
  const remainders = exact.map((x) => Number(x % BigInt(per)));
  const total = Number(exact.reduce((a, b) => a + b, 0n) / BigInt(per));
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = chips.map((_, i) => i).sort((a, b) => remainders[b] - remainders[a] || a - b);
  for (const i of order) {
    if (left <= 0) break;
    floors[i]++;
    left--;
  }
  return floors;
}

/**
 * The fewest transfers that bring every balance to zero. With k players not at zero the answer is
 * k minus the largest number of groups they split into, each summing to zero: found exactly over
 * subsets (a table has at most a dozen players), then each group settles in (size − 1) transfers,
 * largest debt against largest credit.
 */
export function fewestTransfers(balances: readonly number[]): Transfer[] {
  const open = balances.flatMap((b, i) => (b !== 0 ? [i] : []));
  const k = open.length;
  if (k === 0) return [];
  if (k > 20) throw new RangeError('too many players to settle exactly');
  const full = (1 << k) - 1;
  const sum = new Float64Array(1 << k);
  for (let mask = 1; mask <= full; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    sum[mask] = sum[mask & (mask - 1)] + balances[open[low]];
  }
  // groups[mask]: most zero-sum groups the players of `mask` can be split into, taking them one at a time.
  const groups = new Int8Array(1 << k);
  const last = new Int8Array(1 << k);
  for (let mask = 1; mask <= full; mask++) {
    let best = -1;
    for (let i = 0; i < k; i++) {
      if (!(mask & (1 << i))) continue;
      const g = groups[mask ^ (1 << i)];
      if (g > best) {
        best = g;
        last[mask] = i;
      }
    }
    groups[mask] = best + (sum[mask] === 0 ? 1 : 0);
  }
  // Walk back: the players taken since the last zero sum form one group.
  const transfers: Transfer[] = [];
  let group: number[] = [];
  for (let mask = full; mask !== 0; ) {
    const i = last[mask];
    group.push(open[i]);
    mask ^= 1 << i;
    if (sum[mask] === 0) {
      transfers.push(...settleGroup(group, balances));
      group = [];
    }
  }
  return transfers;
}

/** A zero-sum group settled largest debt against largest credit: at most size − 1 transfers. */
function settleGroup(members: readonly number[], balances: readonly number[]): Transfer[] {
  const left = new Map(members.map((i) => [i, balances[i]]));
  const transfers: Transfer[] = [];
  const biggest = (sign: 1 | -1) =>
    members.filter((i) => sign * left.get(i)! > 0).sort((a, b) => sign * (left.get(b)! - left.get(a)!) || a - b)[0];
  for (;;) {
    const from = biggest(-1);
    const to = biggest(1);
    if (from === undefined || to === undefined) break;
    const cents = Math.min(-left.get(from)!, left.get(to)!);
    transfers.push({ from, to, cents });
    left.set(from, left.get(from)! + cents);
    left.set(to, left.get(to)! - cents);
  }
  return transfers.sort((a, b) => a.from - b.from || a.to - b.to);
}

/** "R$ 12,50" (pt-BR), "€12.50" (en): a sum of cents in a currency, for the transfer list. */
export function formatCents(cents: number, currency = 'BRL', locale = 'pt-BR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

export { minorDigits } from './currency.ts';

/** The buy-in terms as set up, or as stated later at the table (a `buyInPrice` action); null: none yet. */
export function buyInTerms(session: SessionState): SessionState['priced'] | null {
  return session.priced ?? session.config.options?.buyIn ?? null;
}

/**
 * B13 at the cash-out of a game set up without a price: the table states what one buy-in cost
 * (`price` in the currency's main unit, as `options.buyIn`), and says it again to correct it. It is
 * logged like any action, so the game reopened later settles the same way; the setup's own terms
 * (config) stay as they were. One buy-in gives the starting chips, so they must be the same for all.
 */
export function applyPrice(session: SessionState, action: PriceAction): SessionState {
  return { ...session, priced: { price: action.price, currency: action.currency, chips: session.config.options?.buyIn?.chips ?? session.config.players[0].stack } };
}

/** B13, G18: why the price stated at the cash-out cannot be taken, or null (its check, checks.ts). */
export function priceRefusal(session: SessionState, action: PriceAction): SessionRefusal | null {
  const { price, currency } = action;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return { code: 'BAD_PRICE', message: 'a price is an amount of money, 0 or more' };
  if (!isCurrency(currency)) return { code: 'BAD_PRICE', message: 'a currency is a three-letter code (BRL, EUR…)' };
  // G18: a price the settlement can add up exactly, however many buy-ins.
  if (!isPrice(price, currency)) return { code: 'PRICE_TOO_HIGH', message: `a buy-in costs at most ${MAX_PRICE_CENTS} cents`, max: MAX_PRICE_CENTS, currency };
  const stacks = session.config.players.map((p) => p.stack);
  if (!session.config.options?.buyIn && stacks.some((stack) => stack !== stacks[0])) return { code: 'BAD_PRICE', message: 'players started with different chips: set the buy-in at setup' };
  return null;
}

/** See applyPrice. */
export type PriceAction = { readonly type: 'buyInPrice'; readonly price: number; readonly currency: string };

/** What the cash-out settles (B13): each player's buy-ins and chips, the chips no deal has won yet, who is still seated. */
type ChipsAtEnd = Pick<SessionState, 'stacks' | 'buyIns' | 'leftAfter' | 'carried'>;

/** Buy-in terms as the table states them: `price` in the currency's main unit, and the chips one buy-in gives. */
export type StatedTerms = NonNullable<SessionState['priced']>;

/**
 * B13 at the end of a session: every player's buy-ins (rebuys included) and chips, settled. A
 * jacker pot nobody has won yet (chips still on the table, B10) goes back to the players still
 * seated in equal parts, as they posted it, the odd chips to the first seats. Null when the
 * table set no buy-in price (at setup or at the cash-out).
 */
export function sessionSettlement(session: SessionState): Settlement | null {
  const terms = buyInTerms(session);
  if (!terms || terms.price <= 0) return null;
  return settleAtEnd(session, session.config.players.map((p) => p.name), terms);
}

function settleAtEnd(end: ChipsAtEnd, names: readonly string[], terms: StatedTerms): Settlement {
  const seated = end.leftAfter.flatMap((left, player) => (left < 0 ? [player] : []));
  const back = seated.length > 0 ? end.carried.chips : 0;
  const chips = end.stacks.map((stack, player) => {
    const k = seated.indexOf(player);
    return k < 0 ? stack : stack + Math.floor(back / seated.length) + (k < back % seated.length ? 1 : 0);
  });
  const price = Math.round(terms.price * 10 ** minorDigits(terms.currency));
  const players = names.map((name, i) => ({ name, buyIns: end.buyIns[i], chips: chips[i] }));
  return settleMoney({ price, chips: terms.chips }, players);
}

/** The cash-out's sums at some terms: the chips held against the chips bought, and the settlement once they agree. */
interface CashOutCount {
  /** Chips counted (or in the stacks), with those still on the table when nobody counted. */
  readonly held: number;
  /** Chips bought: every buy-in at the terms' chips. */
  readonly bought: number;
  /** Chips no deal has won yet, counted in `held` (0 once the table counted the chips itself). */
  readonly onTable: number;
  /** G18: the price is one the sums add up exactly; a price above the limit is said, never settled. */
  readonly priceOk: boolean;
  /** Who pays whom: null until the chips held are the chips bought at a price above 0 the limit allows. */
  readonly settlement: Settlement | null;
}

/**
 * B13, G18 at the cash-out: the chips at the end — the stacks, or the chips the table counted
 * (`counted`, which then hold the chips left on the table too) — checked against the chips
 * bought at `terms`, and settled once they agree.
 */
export function cashOutCount(end: ChipsAtEnd, names: readonly string[], terms: StatedTerms, counted: readonly number[] | null): CashOutCount {
  const onTable = counted ? 0 : end.carried.chips;
  const held = (counted ?? end.stacks).reduce((a, b) => a + b, 0) + onTable;
  const bought = end.buyIns.reduce((a, b) => a + b, 0) * terms.chips;
  const priceOk = isPrice(terms.price, terms.currency);
  const counts = counted ? { ...end, stacks: counted, carried: { chips: 0, deals: 0 } } : end;
  const settlement = terms.price > 0 && priceOk && held === bought ? settleAtEnd(counts, names, terms) : null;
  return { held, bought, onTable, priceOk, settlement };
}
