/**
 * The end of a hand: the uncontested pot (G9), the showing order (D13, H7), mucking (H7), the
 * chip-ledger award (G12) and the payout of every pot (G7, G8, D13: side pots first).
 */
import { namedWinner } from './award-order.ts';
import { withHand, withSeat } from './copy.ts';
import type { Card } from './cards.ts';
import { handValue } from './evaluate/evaluate.ts';
import { closeRound } from './betting/round.ts';
import { checkNewCards } from './dealing.ts';
import type { Profile } from './profiles/profile.ts';
import { handPots } from './pots.ts';
import { boardSize, runBoard, runBoards, runParts, runTimes } from './runout.ts';
import { firstAfter, seatsAfter } from './seats.ts';
import type { Action, HandState, Pending, Pot, PotResult, Refusal, RunResult, Seat, SeatState } from './types.ts';
import { seatName } from './words.ts';

const isLive = (state: HandState, seat: Seat) => state.seats[seat].inHand && !state.seats[seat].folded;

export function liveSeats(state: HandState): Seat[] {
  const live: Seat[] = [];
  for (let seat = 0; seat < state.seats.length; seat++) if (isLive(state, seat)) live.push(seat);
  return live;
}

/** Players still in, and of them those with chips behind (who can still bet). */
export function countLive(state: HandState): { live: number; canBet: number } {
  let live = 0;
  let canBet = 0;
  for (const s of state.seats) {
    if (!s.inHand || s.folded) continue;
    live++;
    if (!s.allIn) canBet++;
  }
  return { live, canBet };
}

/**
 * H7, TDA rule 16: betting is closed because players are all-in — two or more hands still in, at
 * most one of them with chips behind. Every hand still in is then turned face up (no muck), before
 * the rest of the board where one is still to come.
 */
export function allInShowdown(state: HandState): boolean {
  const { live, canBet } = countLive(state);
  return live > 1 && canBet <= 1;
}

/**
 * D13, H7: the last player who bet or raised in the last betting round shows first; with no bet
 * in it, the first player still in after the dealer; then the others in order. A dead deal that
 * everyone passed (F7, B10) has nobody to show.
 */
export function showingOrder(state: HandState, profile: Profile): Seat[] {
  const count = state.seats.length;
  const aggressor = state.round?.aggressor ?? -1;
  const first =
    aggressor >= 0 && isLive(state, aggressor)
      ? aggressor
      : firstAfter(count, state.config.dealer, profile.direction, (seat) => isLive(state, seat));
  if (first < 0) return [];
  return [first, ...seatsAfter(count, first, profile.direction)].slice(0, count).filter((seat) => isLive(state, seat));
}

/** G8: winners in odd-chip order, the first from the dealer (in the profile's direction) first. */
export function oddChipOrder(state: HandState, profile: Profile, winners: readonly Seat[]): Seat[] {
  return seatsAfter(state.seats.length, state.config.dealer, profile.direction).filter((seat) => winners.includes(seat));
}

/** Who won a pot (by its index) in a run of the board (0 the first; one run without H13). */
type WinnersOf = (pot: Pot, index: number, run: number) => readonly Seat[];

/**
 * One pot paid: its winners and their shares (G8). H13: a pot run several times is split into a
 * part per run, the odd chips one each to the runs in the order they were dealt (as G8), and
 * each part goes to that run's winners.
 */
function payPot(state: HandState, profile: Profile, pot: Pot, index: number, runs: number, winnersOf: WinnersOf): PotResult {
  const paid = (amount: number, run: number): RunResult => {
    const winners = oddChipOrder(state, profile, winnersOf(pot, index, run));
    return { amount, winners, shares: profile.split(amount, winners) };
  };
  if (runs === 1) {
    const { winners, shares } = paid(pot.amount, 0);
    return { ...pot, winners, shares };
  }
  const parts = runParts(pot.amount, runs).map(paid);
  const total = new Map<Seat, number>();
  for (const part of parts) part.winners.forEach((seat, k) => total.set(seat, (total.get(seat) ?? 0) + part.shares[k]));
  const winners = oddChipOrder(state, profile, [...total.keys()]);
  return { ...pot, winners, shares: winners.map((seat) => total.get(seat)!), runs: parts };
}

function pay(state: HandState, profile: Profile, pots: readonly Pot[], winnersOf: WinnersOf) {
  const stacks = state.seats.map((s) => s.stack);
  const results: PotResult[] = pots.map((pot) => ({ ...pot, winners: [], shares: [] }));
  const runs = runTimes(state);
  // D13, H7: side pots are settled before the main pot.
  for (let i = pots.length - 1; i >= 0; i--) {
    results[i] = payPot(state, profile, pots[i], i, runs, winnersOf);
    results[i].winners.forEach((seat, k) => (stacks[seat] += results[i].shares[k]));
  }
  const seats = state.seats.map((s, seat) => (s.stack === stacks[seat] && s.bet === 0 ? s : withSeat(s, { stack: stacks[seat], bet: 0 })));
  return { seats, results };
}

function finish(state: HandState, profile: Profile, pots: readonly Pot[], uncontested: boolean, winnersOf: WinnersOf): HandState {
  const paid = pay(state, profile, pots, winnersOf);
  // B9, H14: bonuses for big hands and the 7-2 bounty move chips between the stacks after the pots are paid.
  const bonus = profile.bonus?.(withHand(state, { seats: paid.seats }), paid.results) ?? null;
  const seats = bonus ? paid.seats.map((s, seat) => (bonus[seat] === 0 ? s : withSeat(s, { stack: s.stack + bonus[seat] }))) : paid.seats;
  const net = seats.map((s, seat) => s.stack - state.config.seats[seat].stack);
  const result = bonus ? { pots: paid.results, uncontested, net, bonus } : { pots: paid.results, uncontested, net };
  return withHand(state, { seats, roundOpen: false, pending: { kind: 'complete' }, result });
}

/**
 * A dead deal (F7: nobody opened; B10 in jacker mode): nobody wins, and every chip in the middle,
 * with what earlier deals left there, stays on the table for the next deal.
 */
export function finishDead(state: HandState): HandState {
  const seats = state.roundOpen ? closeRound(state.seats) : state.seats;
  const leftOnTable = seats.reduce((sum, s) => sum + s.committed, state.config.carried?.chips ?? 0);
  const net = seats.map((s, seat) => s.stack - state.config.seats[seat].stack);
  const result = { pots: [], uncontested: false, net, leftOnTable };
  return withHand(state, { seats, roundOpen: false, pending: { kind: 'complete' }, result });
}

/** G9: all but one folded; the last takes every pot at once, without drawing or showing. */
export function finishUncontested(state: HandState, profile: Profile): HandState {
  const seats = state.roundOpen ? closeRound(state.seats) : state.seats;
  const closed = withHand(state, { seats, roundOpen: false });
  const [winner] = liveSeats(closed);
  return finish(closed, profile, handPots(closed), true, () => [winner]);
}

const cardsKnown = (state: HandState, seat: Seat) => state.seats[seat].cards.every((c) => c !== null);

/**
 * G9's exceptions: before taking the pots, the last player in may show his hand (B9: to claim a
 * bonus) or must (B10: a jacker opener nobody covered). Known cards that must be shown are shown
 * at once; otherwise the engine waits for his `show` (cards typed in chip-ledger mode) or `muck`.
 */
export function offerUncontestedShow(state: HandState, profile: Profile): { state: HandState; wait?: Pending } {
  const rule = profile.uncontestedShow?.(state) ?? null;
  if (!rule) return { state };
  let current = state;
  if (!current.showdown) {
    const closed = withHand(current, { seats: current.roundOpen ? closeRound(current.seats) : current.seats, roundOpen: false });
    const pots = handPots(closed);
    current = withHand(closed, { showdown: { queue: liveSeats(closed), pots, awarded: [pots.map(() => null)] } });
  }
  const [seat] = current.showdown!.queue;
  if (seat === undefined) return { state: current };
  if (rule === 'must' && cardsKnown(current, seat)) return { state: popShowing(current, seat, { shown: true }) };
  return { state: current, wait: { kind: 'show', seat } };
}

/**
 * The last player in keeps his cards hidden (B9) — or, where he had to show (B10, chip ledger),
 * cannot: he is marked as having mucked, which the profile reads.
 */
export function declineShow(state: HandState, seat: Seat, profile: Profile): HandState {
  return popShowing(state, seat, profile.uncontestedShow?.(state) === 'must' ? { mucked: true } : {});
}

const rivalIn = (state: HandState, pot: Pot, seat: Seat) =>
  pot.eligible.some((other) => other !== seat && !state.seats[other].mucked);

// At the showdown the pots no longer change: they are computed once when the showing starts.
const potsOfSeat = (state: HandState, seat: Seat) => state.showdown!.pots.filter((pot) => pot.eligible.includes(seat));

/** Someone still claims one of this seat's pots against him (otherwise he need not show). */
const hasRival = (state: HandState, seat: Seat) => potsOfSeat(state, seat).some((pot) => rivalIn(state, pot, seat));

/**
 * The muck rule, the one place it is decided (H7, TDA rule 16, G20): whether a live seat may give
 * up his hand at the showdown instead of showing it, or why not. Not a player the table named a
 * winner; nobody at an all-in; where the game shows every hand (B7, F11), only a hand the engine
 * does not know (the chip ledger concedes for it); and only while every pot he contests keeps
 * another claimant. The last player in, asked whether to show (G9), is another question
 * (`declineShow`).
 */
export function muckRefusal(state: HandState, seat: Seat, profile: Profile): Refusal | null {
  if (namedWinner(state, seat)) return { code: 'CANNOT_MUCK', message: `${seatName(state.config, seat)} was named a winner: his hand is shown (H7, G20)`, rule: 'G20' };
  if (allInShowdown(state)) return { code: 'CANNOT_MUCK', message: 'at an all-in every hand still in is turned up (H7, TDA rule 16)', rule: 'H7' };
  if (!profile.muck && cardsKnown(state, seat)) return { code: 'CANNOT_MUCK', message: 'every hand is shown in this game' };
  if (!potsOfSeat(state, seat).every((pot) => rivalIn(state, pot, seat))) return { code: 'CANNOT_MUCK', message: 'nobody else would claim a pot he contests' };
  return null;
}

/** Start the showing (at the showdown, or before the run-out at an all-in: H7). */
export function startShowing(state: HandState, profile: Profile): HandState {
  const queue = showingOrder(state, profile).filter((seat) => !state.seats[seat].shown && !state.seats[seat].mucked);
  const pots = handPots(state);
  return withHand(state, { showdown: { queue, pots, awarded: [pots.map(() => null)] } });
}

/**
 * H7 (`showWinners`): the seat's hand wins some pot he contests, on some run of the board, against
 * every hand not given up — as far as the engine knows those hands. He would show it to claim
 * that pot, so nobody need ask him.
 */
function winsAPot(state: HandState, seat: Seat, profile: Profile): boolean {
  const rules = profile.ranking(state.config);
  const boards = runBoards(state);
  const value = (s: Seat, board: readonly Card[]) => handValue([...(state.seats[s].cards as Card[]), ...board], rules);
  return potsOfSeat(state, seat).some((pot) => {
    const contenders = pot.eligible.filter((other) => !state.seats[other].mucked);
    if (!contenders.every((other) => cardsKnown(state, other))) return false;
    return boards.some((board) => contenders.every((other) => value(other, board) <= value(seat, board)));
  });
}

/**
 * Run the showing queue: shows what must be shown, stops at a seat with a choice (H7: show or
 * muck) or whose cards the engine does not know. `null` wait = the queue is done. At an all-in
 * (TDA rule 16) nobody has a choice: every hand is turned up. With `showWinners` (H7) the hands
 * that win a pot are turned up first, wherever they sit in the order, and only the beaten hands
 * that may be mucked are asked, in the order; without it (games recorded before) every seat with
 * a choice is asked in turn.
 */
export function continueShowing(state: HandState, profile: Profile): { state: HandState; wait?: Pending } {
  const tabling = allInShowdown(state);
  const winnersFirst = state.config.options.showWinners === true;
  let current = state;
  const asked = (seat: Seat) => {
    if (!tabling && !hasRival(current, seat)) return false;
    if (!cardsKnown(current, seat)) return true;
    return muckRefusal(current, seat, profile) === null && !(winnersFirst && winsAPot(current, seat, profile));
  };
  for (;;) {
    const queue = current.showdown!.queue;
    if (queue.length === 0) return { state: current };
    const seat = winnersFirst ? (queue.find((s) => !asked(s)) ?? queue[0]) : queue[0];
    if (asked(seat)) return { state: current, wait: { kind: 'show', seat } };
    // The hand must be shown (D13, TDA rule 16), or wins a pot (H7); or nobody is left to beat,
    // and he turns his hand up to take the pots (H7), unless the engine does not know it.
    current = popShowing(current, seat, cardsKnown(current, seat) ? { shown: true } : {});
  }
}

/** The seat's hand shown or mucked, and off the showing queue (O8: a chip-ledger hand typed at an all-in has none yet). */
function popShowing(state: HandState, seat: Seat, patch: { shown?: boolean; mucked?: boolean; cards?: readonly Card[] }): HandState {
  const seats = state.seats.slice();
  seats[seat] = withSeat(seats[seat], patch);
  const showdown = state.showdown;
  if (!showdown) return withHand(state, { seats });
  return withHand(state, { seats, showdown: { ...showdown, queue: showdown.queue.filter((s) => s !== seat) } });
}

/** B9 in the chip ledger: the last player in showed a bonus hand the table claimed for him (bonus.ts); no card is typed. */
export const claimedShow = (state: HandState, seat: Seat): HandState => popShowing(state, seat, {});

/** The cards a `show` carries, checked against the seat's hand: none where the engine knows it, else every card, the known ones as they are and new cards for the rest. */
export function showRefusal(state: HandState, action: Extract<Action, { type: 'show' }>): Refusal | null {
  const s = state.seats[action.seat];
  if (!action.cards) return cardsKnown(state, action.seat) ? null : { code: 'CARDS_REQUIRED', message: 'type the cards shown' };
  if (action.cards.length !== s.cards.length) {
    return { code: 'WRONG_CARD_COUNT', min: s.cards.length, max: s.cards.length, message: `show ${s.cards.length} cards` };
  }
  if (unknownShown(s, action.cards).length !== s.cards.filter((c) => c === null).length) {
    return { code: 'NOT_YOUR_CARD', message: 'these are not the cards this seat holds' };
  }
  return checkNewCards(state, unknownShown(s, action.cards));
}

/** Known cards are shown as they are; the others fill the unknown places. */
const unknownShown = (s: SeatState, cards: readonly Card[]) => cards.filter((c) => !s.cards.includes(c));

/** A `show` the check allowed: the hand turned up (its unknown cards filled in) and off the showing queue. */
export function applyShow(state: HandState, action: Extract<Action, { type: 'show' }>): HandState {
  const s = state.seats[action.seat];
  if (!action.cards) return popShowing(state, action.seat, { shown: true });
  // The typed cards take the unknown places in order, so open cards keep their places (stud, S5).
  const typed = unknownShown(s, action.cards);
  let next = 0;
  return popShowing(state, action.seat, { shown: true, cards: s.cards.map((c) => c ?? typed[next++]) });
}

/** A muck the check allowed (`muckRefusal`): the hand given up, off the showing queue. */
export const applyMuck = (state: HandState, seat: Seat): HandState => popShowing(state, seat, { mucked: true });

/** Pay every pot from the shown hands (G3: equal values split), on each run's board (H13). */
export function settle(state: HandState, profile: Profile): HandState {
  const rules = profile.ranking(state.config);
  const boards = runBoards(state);
  const values = new Map<number, number>();
  const valueOf = (seat: Seat, run: number) => {
    const key = run * state.seats.length + seat;
    let v = values.get(key);
    if (v === undefined) {
      v = handValue([...(state.seats[seat].cards as Card[]), ...boards[run]], rules);
      values.set(key, v);
    }
    return v;
  };
  const pots = state.showdown?.pots ?? handPots(state);
  const awarded = state.showdown?.awarded ?? [];
  const settled = finish(state, profile, pots, false, (pot, i, run) => {
    const named = awarded[run]?.[i];
    if (named) return named;
    const contenders = pot.eligible.filter((seat) => !state.seats[seat].mucked);
    if (contenders.length === 1) return contenders;
    const best = Math.max(...contenders.map((seat) => valueOf(seat, run)));
    return contenders.filter((seat) => valueOf(seat, run) === best);
  });
  return keepUnpaid(state, settled);
}

/** F12, B10: chips no pot paid out (a forfeited opener's) stay on the table for the next deal. */
function keepUnpaid(before: HandState, after: HandState): HandState {
  const result = after.result!;
  const paid = result.pots.reduce((sum, pot) => pot.shares.reduce((a, b) => a + b, sum), 0);
  const put = before.seats.reduce((sum, s) => sum + s.committed, before.config.carried?.chips ?? 0);
  return put > paid ? withHand(after, { result: { ...result, leftOnTable: put - paid } }) : after;
}

// ---------------------------------------------------------------------------------------------
// Chip ledger (G12): the cards are on the real table; the table names the winners of each pot,
// side pots first, or types the shown cards and lets the evaluator decide.

/**
 * The pot the table must award next, side pots first, run after run (H13): `{ pot, run }`, or
 * null. Pots with one contender award themselves; so do pots whose contenders' cards the table
 * typed, on a board it typed whole where the game has one (O8).
 */
export function nextAward(state: HandState, profile: Profile): { pot: number; run: number } | null {
  const { pots, awarded } = state.showdown!;
  const size = boardSize(profile);
  for (let run = 0; run < awarded.length; run++) {
    const boardKnown = runBoard(state, run).length >= size;
    for (let i = pots.length - 1; i >= 0; i--) {
      if (awarded[run][i]) continue;
      const contenders = pots[i].eligible.filter((seat) => !state.seats[seat].mucked);
      if (contenders.length > 1 && (!boardKnown || contenders.some((seat) => !cardsKnown(state, seat)))) return { pot: i, run };
    }
  }
  return null;
}

/** The chip ledger's showdown: the pots as they stand, none awarded yet, in every run of the board (H13). */
export function startLedgerShowdown(state: HandState): HandState {
  const pots = handPots(state);
  const awarded = Array.from({ length: runTimes(state) }, () => pots.map(() => null));
  return withHand(state, { showdown: { queue: [], pots, awarded } });
}

/** An award the check allowed: the pot's winners named in its run (H13). */
export function applyAward(state: HandState, action: Extract<Action, { type: 'award' }>): HandState {
  const run = action.run ?? 0;
  const winners = [...new Set(action.winners)];
  const awarded = state.showdown!.awarded.map((pots, r) => (r === run ? pots.map((named, i) => (i === action.pot ? winners : named)) : pots));
  return withHand(state, { showdown: { ...state.showdown!, awarded } });
}
