/**
 * The betting round: one machine for every profile and structure (D3, D4, D9, D10, H3–H6).
 *
 * Who must still act: every player still in who is not all-in and has either not acted yet in
 * this round or not matched the current bet (D9). Blinds are bets of the first round but not
 * actions, so the big blind keeps his option (H3). A raise that adds less than a full raise
 * (a short all-in) raises the bet but reopens raising only to players who have not acted, or
 * whose last action is now a full raise or more behind (D10).
 */
import { withRound, withSeat } from '../copy.ts';
import { headroom, isAllIn } from '../credit.ts';
import type { Profile } from '../profiles/profile.ts';
import { uncalled } from '../pots.ts';
import { firstAfter, nextSeat } from '../seats.ts';
import type { Action, HandState, LegalAction, Refusal, Round, Seat, SeatState } from '../types.ts';
import { bettingStructure, type BetContext, type BettingStructure, type Bounds } from './structures.ts';

export const structureOf = (state: HandState, profile: Profile): BettingStructure =>
  bettingStructure(profile.betting(state.config.options, state.config));

const canAct = (s: SeatState) => s.inHand && !s.folded && !s.allIn;

/** The betting round of this street is one that someone must open (F7, F12, B10). */
export const mustOpen = (state: HandState, profile: Profile): boolean => (profile.openers?.(state) ?? null) !== null;

/**
 * The next seat after `after` that must act, or -1 when the round is over (D9). In a round that
 * must be opened (F5, F7, B10) every player speaks while nobody has opened, even the last one left.
 */
export function nextToAct(seats: readonly SeatState[], round: Round, after: Seat, profile: Profile, mustOpen = false): Seat {
  let actors = 0;
  for (const s of seats) if (canAct(s)) actors++;
  return firstAfter(seats.length, after, profile.direction, (seat) => {
    const s = seats[seat];
    if (!canAct(s)) return false;
    if (s.bet < round.currentBet) return true;
    // Not acted yet and bet matched: act only if somebody else can still answer a bet.
    return round.faced[seat] < 0 && (actors > 1 || (mustOpen && round.currentBet === 0));
  });
}

/** Start the round of the current street; `toAct` is -1 when nobody has anything to do. */
export function openRound(state: HandState, profile: Profile, first: Seat): Round {
  const currentBet = Math.max(0, ...state.seats.map((s) => s.bet));
  const { minBet } = state.config;
  const round: Round = {
    currentBet,
    // D4: each round starts from the minimum bet; blinds or straddles above it set the increment (H3).
    increment: Math.max(minBet, currentBet),
    raises: 0,
    faced: state.seats.map(() => -1),
    aggressor: -1,
    opener: -1,
    minBet,
    toAct: -1,
  };
  const before = nextSeat(state.seats.length, first, -profile.direction as 1 | -1);
  return withRound(round, { toAct: nextToAct(state.seats, round, before, profile, mustOpen(state, profile)) });
}

function context(state: HandState, seat: Seat): BetContext {
  const round = state.round!;
  const s = state.seats[seat];
  return {
    currentBet: round.currentBet,
    increment: round.increment,
    raises: round.raises,
    minBet: round.minBet,
    seatBet: s.bet,
    seatCommitted: s.committed,
    minRaise: state.config.options.minRaise ?? 'increment',
  };
}

/** A structure's bounds met with the stack: never above all-in; all-in alone when short (D3). */
function withinStack(bounds: Bounds | null, allInTo: number, above: number): { min: number; max: number } | null {
  if (!bounds || bounds.max < bounds.min || allInTo <= above) return null;
  if (allInTo < bounds.min) return { min: allInTo, max: allInTo };
  return { min: bounds.min, max: Math.min(bounds.max, allInTo) };
}

const reopened = (round: Round, seat: Seat, fullRaise: number) =>
  round.faced[seat] < 0 || round.currentBet - round.faced[seat] >= fullRaise;

/**
 * G13: someone else still in could answer a raise — he has chips beyond the bet to match. When
 * everyone else is all-in or covered by the bet already, the seat may only call or fold.
 */
const answerable = (state: HandState, seat: Seat) =>
  state.seats.some((s, other) => other !== seat && canAct(s) && s.bet + headroom(state.config, s.stack) > state.round!.currentBet);

/** What the structure and the stack allow the seat to do, before any profile restriction. */
export function bettingActions(state: HandState, seat: Seat, structure: BettingStructure): LegalAction[] {
  const round = state.round!;
  const s = state.seats[seat];
  const toCall = round.currentBet - s.bet;
  const room = headroom(state.config, s.stack); // S2: unlimited on credit
  const actions: LegalAction[] = [{ type: 'fold' }];
  if (toCall <= 0) actions.push({ type: 'check' });
  else actions.push({ type: 'call', amount: Math.min(toCall, room), allIn: room <= toCall });
  const ctx = context(state, seat);
  const allInTo = s.bet + room;
  if (round.currentBet === 0) {
    const range = withinStack(structure.bet(ctx), allInTo, 0);
    if (range) actions.push({ type: 'bet', ...range });
  } else if (answerable(state, seat) && reopened(round, seat, structure.fullRaise(ctx))) {
    const range = withinStack(structure.raise(ctx), allInTo, round.currentBet);
    if (range) actions.push({ type: 'raise', ...range });
  }
  return actions;
}

/** Why a betting action absent from the legal list is refused. */
function whyNot(state: HandState, action: Action, structure: BettingStructure): Refusal {
  const round = state.round!;
  const seat = (action as { seat: Seat }).seat;
  const s = state.seats[seat];
  const toCall = round.currentBet - s.bet;
  switch (action.type) {
    case 'check':
      if (toCall > 0) return { code: 'CANNOT_CHECK', message: `there is a bet: call ${toCall}, raise or fold` };
      break;
    case 'call':
      if (toCall <= 0) return { code: 'NOTHING_TO_CALL', message: 'there is no bet to call: check or bet' };
      break;
    case 'bet':
      if (round.currentBet > 0) return { code: 'CANNOT_BET', message: 'there is a bet already: raise it' };
      break;
    case 'raise': {
      if (round.currentBet === 0) return { code: 'CANNOT_RAISE', reason: 'no-bet', message: 'there is no bet to raise: bet' };
      if (headroom(state.config, s.stack) <= toCall) return { code: 'NOT_ENOUGH_CHIPS', max: s.bet + s.stack, message: 'not enough chips to raise' };
      if (!answerable(state, seat)) {
        return { code: 'CANNOT_RAISE', reason: 'all-in', rule: 'G13', message: 'everyone else still in is all-in or covered already: nobody could answer a raise (G13)' };
      }
      const ctx = context(state, seat);
      if (!reopened(round, seat, structure.fullRaise(ctx))) {
        return { code: 'CANNOT_RAISE', reason: 'not-reopened', message: 'a short all-in raise does not reopen the betting (D10)' };
      }
      if (!structure.raise(ctx)) return { code: 'CANNOT_RAISE', reason: 'cap', message: 'the raise cap is reached' };
      break;
    }
    default:
      return { code: 'WRONG_PHASE', message: `a ${action.type} is not a betting action` };
  }
  return { code: 'NOT_ALLOWED', message: `${action.type} is not allowed to this seat now` };
}

type BettingAction = Extract<Action, { type: 'fold' | 'check' | 'call' | 'bet' | 'raise' }>;

/** Check the amount of a bet or a raise against what is allowed. */
function amountRefusal(action: BettingAction, entry: LegalAction, allInTo: number): Refusal | null {
  if (action.type !== 'bet' && action.type !== 'raise') return null;
  if (entry.type !== 'bet' && entry.type !== 'raise') return null;
  const { to } = action;
  const what = action.type === 'bet' ? 'BET' : 'RAISE';
  if (!Number.isInteger(to)) return { code: 'BAD_AMOUNT', message: `${to} is not a whole number of chips` };
  if (to < entry.min) return { code: `${what}_TOO_SMALL`, min: entry.min, message: `${action.type} to at least ${entry.min}` };
  if (to > allInTo) return { code: 'NOT_ENOUGH_CHIPS', max: allInTo, message: `all-in is ${allInTo}` };
  if (to > entry.max) return { code: `${what}_TOO_LARGE`, max: entry.max, message: `${action.type} to at most ${entry.max}` };
  return null;
}

/**
 * Apply a betting action by the seat to act. Returns the new seats and round (the round's `toAct`
 * is -1 when it is over), or why not.
 */
export function applyBetting(
  state: HandState,
  action: BettingAction,
  legal: readonly LegalAction[],
  structure: BettingStructure,
  profile: Profile,
): { seats: SeatState[]; round: Round } | Refusal {
  const entry = legal.find((a) => a.type === action.type);
  if (!entry) return whyNot(state, action, structure);
  const { seat } = action;
  const round = state.round!;
  const s = state.seats[seat];
  const room = headroom(state.config, s.stack);
  const allInTo = s.bet + room;
  const refusal = amountRefusal(action, entry, allInTo);
  if (refusal) return refusal;

  const seats = state.seats.slice();
  let next: Round = round;
  const faced = round.faced.slice();
  switch (action.type) {
    case 'fold':
      seats[seat] = withSeat(s, { folded: true });
      break;
    case 'check':
      faced[seat] = round.currentBet;
      break;
    case 'call': {
      const pay = Math.min(round.currentBet - s.bet, room);
      seats[seat] = pay_(state, s, pay);
      faced[seat] = round.currentBet;
      break;
    }
    case 'bet':
    case 'raise': {
      const { to } = action;
      const ctx = context(state, seat);
      const added = to - round.currentBet;
      const full = round.currentBet === 0 ? to >= structure.bet(ctx).min : added >= structure.fullRaise(ctx);
      seats[seat] = pay_(state, s, to - s.bet);
      faced[seat] = to;
      next = {
        ...round,
        currentBet: to,
        increment: full ? Math.max(round.increment, added) : round.increment,
        raises: full && round.currentBet > 0 ? round.raises + 1 : round.raises,
        aggressor: seat,
        opener: round.opener < 0 ? seat : round.opener,
      };
      break;
    }
  }
  const closed = withRound(next, { faced, toAct: -1 });
  return { seats, round: withRound(closed, { toAct: nextToAct(seats, closed, seat, profile, mustOpen(state, profile)) }) };
}

function pay_(state: HandState, s: SeatState, amount: number): SeatState {
  const stack = s.stack - amount;
  return withSeat(s, { stack, bet: s.bet + amount, committed: s.committed + amount, allIn: isAllIn(state.config, stack) });
}

/** End of a round: the uncalled part of the top bet goes back (G7), bets join the pot. */
export function closeRound(seats: readonly SeatState[]): SeatState[] {
  const back = uncalled(seats.map((s) => s.bet));
  return seats.map((s, seat) => {
    const returned = back && back.seat === seat ? back.amount : 0;
    if (s.bet === 0 && returned === 0) return s;
    const stack = s.stack + returned;
    return withSeat(s, { bet: 0, stack, committed: s.committed - returned, allIn: s.allIn && stack === 0 });
  });
}
