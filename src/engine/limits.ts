/**
 * G18: the table's limits, the one place that says how big an amount, how many buy-ins and how
 * far a date may go. The setup form, the cash-out's price, the engine's rebuys, the backup and
 * the CSV import all check against these, so nothing the app stores is beyond what it can add up
 * and show: every sum it makes stays a safe integer (below 2^53, about 9·10^15), and every date
 * formats.
 *
 * Why these numbers, from the largest sum each one feeds:
 * - a table holds at most 10 players (setup playerRange), each with at most MAX_BUY_INS buy-ins
 *   and one add-on of at most MAX_CHIPS chips: at most 10 × 101 × 10^9 ≈ 10^12 chips in play, so
 *   every stack, pot and result of a game is exact, with thousands of times to spare;
 * - the money of a game: 10 players × 101 buy-ins × MAX_PRICE_CENTS ≈ 10^12 cents, the same;
 * - one result of the book (a night imported from a spreadsheet too) is at most MAX_RESULT,
 *   10^13, ten times the most a game can move: the book's totals over 900 nights, every one at
 *   the extreme, still add exactly (a real night is millions of times smaller);
 * - baseball counts sixtieths of a unit (units.ts) and lends without limit (S2), so its posts are
 *   held to MAX_UNITS: a hand moves at most about 10^10 sixtieths.
 */
import { isCurrency, minorDigits } from './currency.ts';

export { isCurrency };

/** The most chips one amount may be: a starting stack, the chips of a buy-in, a rebuy or an add-on, a post or a bet limit. */
export const MAX_CHIPS = 1_000_000_000;

/** Baseball (S2, S3, S6): the most record units an ante or the bet may be. */
export const MAX_UNITS = 1_000_000;

/** The most buy-ins one player may make in one game, the first one included (B13, T17): a rebuy every three minutes of a five-hour night. */
export const MAX_BUY_INS = 100;

/**
 * The most moves one game's log may hold (every action, undos and the clock's included). A
 * marathon night is about 10,000; a game is replayed whole when it is opened without a snapshot,
 * imported or its history shown, in time linear in its moves, and 20,000 (twice that) keeps
 * each under a second of work (`npm run bench -- limits`). At the limit the table ends the game and starts another.
 */
export const MAX_MOVES = 20_000;

/** The most one buy-in, rebuy or add-on may cost, in the currency's minor units (R$ 10.000.000,00; ¥1.000.000.000). */
export const MAX_PRICE_CENTS = 1_000_000_000;

/**
 * T9: the longest level, four hours or 200 hands (a hand takes about two minutes: schedule.ts), and
 * the longest break, a day (a tournament stopped for the night and taken up the next evening).
 * A real night's levels are 10 to 60 minutes; a level of 9·10^15 minutes would never end, and its
 * running time would pass every date the clock can show.
 */
export const MAX_LEVEL_MINUTES = 240;
export const MAX_LEVEL_HANDS = 200;
export const MAX_BREAK_MINUTES = 24 * 60;

/** The most players one night of a spreadsheet or a backup's book may have: the money settles exactly up to twenty (money.ts fewestTransfers). */
export const MAX_NIGHT_PLAYERS = 20;

/** The most one player may win or lose at one night, in chips, sixtieths of a unit or cents (every chip of the biggest table is 1,01·10^12). */
export const MAX_RESULT = 10_000_000_000_000;

/**
 * Days from 1900 (a spreadsheet may keep decades of nights) to 9999, the last year YYYY-MM-DD
 * writes. Moments (a game's start, a move's time) keep a day inside those years in every time
 * zone, so a moment's local day is one of them too. Before 1970 is allowed: a phone whose clock
 * was reset may have stamped a real game with it, and that game must still come back from a backup.
 */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '9999-12-31';
const FIRST_MOMENT = Date.UTC(1900, 0, 2);
const LAST_MOMENT = Date.UTC(9999, 11, 30);

/** A whole number from `min` to `max`. */
export const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

/** A time in milliseconds the app can show as a date. */
export const isMoment = (value: unknown): value is number => isWholeIn(value, FIRST_MOMENT, LAST_MOMENT);

/** A YYYY-MM-DD day (already known to exist) within the limits. */
export const isDayInRange = (day: string): boolean => day >= FIRST_DAY && day <= LAST_DAY;

/** The most a buy-in may cost in the currency's main unit, as the setup and the cash-out type it (10.000.000 reais). */
export const maxPrice = (currency: string): number => MAX_PRICE_CENTS / 10 ** minorDigits(currency);

/** A price in the currency's main unit (as typed) that the app can settle: from 0 up to maxPrice. */
export const isPrice = (value: unknown, currency: string): value is number =>
  isCurrency(currency) && typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= maxPrice(currency);
