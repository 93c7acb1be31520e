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
import { amountWords } from '../words.ts';
import type { Card } from '../cards.ts';
import type { Action, HandState, LegalAction, Refusal, Round, Seat, SeatState } from '../types.ts';
import { bettingStructure, type BetContext, type BettingStructure, type Bounds } from './structures.ts';

// The structure follows from the hand's config alone; the checks ask for it once per kind of bet.
const structures = new WeakMap<HandState['config'], BettingStructure>();

export function structureOf(state: HandState, profile: Profile): BettingStructure {
  let structure = structures.get(state.config);
  if (!structure) structures.set(state.config, (structure = bettingStructure(profile.betting(state.config.options, state.config))));
  return structure;
}

const canAct = (s: SeatState) => s.inHand && !s.folded && !s.allIn;

/** The betting round of this street is one that someone must open (F7, F12, B10). */
export const mustOpen = (state: HandState, profile: Profile): boolean => (profile.openers?.(state) ?? null) !== null;

/**
 * The next seat after `after` that must act, or -1 when the round is over (D9). In a round that
 * must be opened (F5, F7, B10) every player speaks while nobody has opened, even the last one left.
 */
function nextToAct(seats: readonly SeatState[], round: Round, after: Seat, profile: Profile, mustOpen = false): Seat {
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
    pot: state.seats.reduce((sum, other) => sum + other.committed, state.config.carried?.chips ?? 0),
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

export type BettingType = 'fold' | 'check' | 'call' | 'bet' | 'raise';

const notAllowed = (type: BettingType): Refusal => ({ code: 'NOT_ALLOWED', message: `${type} is not allowed to this seat now` });

/**
 * Whether the seat to act may fold, check, call, bet or raise now, as the structure and his stack
 * allow (D3, D9, D10, G13, S6): the offer with its bounds, or why not.
 */
/** What calling costs `seat` now: the bet it faces, or its whole stack when that is less (G13); 0 with no bet to call. */
export function amountToCall(state: HandState, seat: Seat): number {
  const toCall = state.round!.currentBet - state.seats[seat].bet;
  return toCall > 0 ? Math.min(toCall, headroom(state.config, state.seats[seat].stack)) : 0;
}

function structureOffer(state: HandState, seat: Seat, type: BettingType, structure: BettingStructure): LegalAction | Refusal {
  const round = state.round!;
  const s = state.seats[seat];
  const toCall = round.currentBet - s.bet;
  const room = headroom(state.config, s.stack); // S2: unlimited on credit
  const allInTo = s.bet + room;
  switch (type) {
    case 'fold':
      return { type: 'fold' };
    case 'check':
      if (toCall > 0) return { code: 'CANNOT_CHECK', message: `there is a bet: call ${amountWords(state.config, toCall)}, raise or fold` };
      return { type: 'check' };
    case 'call':
      if (toCall <= 0) return { code: 'NOTHING_TO_CALL', message: 'there is no bet to call: check or bet' };
      return { type: 'call', amount: amountToCall(state, seat), allIn: room <= toCall };
    case 'bet': {
      if (round.currentBet > 0) return { code: 'CANNOT_BET', message: 'there is a bet already: raise it' };
      return range('bet', withinStack(structure.bet(context(state, seat)), allInTo, 0));
    }
    case 'raise': {
      if (round.currentBet === 0) return { code: 'CANNOT_RAISE', reason: 'no-bet', message: 'there is no bet to raise: bet' };
      if (room <= toCall) return { code: 'NOT_ENOUGH_CHIPS', max: s.bet + s.stack, message: 'not enough chips to raise' };
      if (!answerable(state, seat)) {
        return { code: 'CANNOT_RAISE', reason: 'all-in', rule: 'G13', message: 'everyone else still in is all-in or covered already: nobody could answer a raise (G13)' };
      }
      const ctx = context(state, seat);
      if (!reopened(round, seat, structure.fullRaise(ctx))) {
        return { code: 'CANNOT_RAISE', reason: 'not-reopened', message: 'a short all-in raise does not reopen the betting (D10)' };
      }
      const bounds = structure.raise(ctx);
      if (!bounds) return { code: 'CANNOT_RAISE', reason: 'cap', message: 'the raise cap is reached' };
      return range('raise', withinStack(bounds, allInTo, round.currentBet));
    }
  }
}

const range = (type: 'bet' | 'raise', bounds: { min: number; max: number } | null): LegalAction | Refusal =>
  bounds ? { type, ...bounds } : notAllowed(type);

/**
 * The one check of a betting action (fold, check, call, bet, raise) by the seat to act: what the
 * structure and his stack allow, then what his profile allows (F12, B10: only qualifying known
 * cards open; F8, B10, F13: `restrict`; B7: the mesa label). The offer, or why not.
 */
export function bettingOffer(state: HandState, profile: Profile, seat: Seat, type: BettingType): LegalAction | Refusal {
  const offer = structureOffer(state, seat, type, structureOf(state, profile));
  if ('code' in offer) return offer;
  // F12, B10: only known cards that qualify may open; unknown ones may, and prove it at the end.
  const openers = type === 'bet' ? profile.openers?.(state) : null;
  const cards = state.seats[seat].cards;
  if (openers && cards.every((c) => c !== null) && !openers(cards as Card[])) return notAllowed(type);
  if (!profile.restrict) return offer;
  const [kept] = profile.restrict(state, seat, [offer]);
  return kept ?? notAllowed(type);
}

/**
 * The amount of a bet or a raise against the offer's bounds (D3: all-in below the minimum is the
 * offer's max); above a limit a clause sets (M4: the pot), the refusal names it.
 */
export function betAmountRefusal(
  state: HandState,
  action: Extract<Action, { type: 'bet' | 'raise' }>,
  offer: Extract<LegalAction, { type: 'bet' | 'raise' }>,
  profile: Profile,
): Refusal | null {
  const { to } = action;
  const s = state.seats[action.seat];
  const allInTo = s.bet + headroom(state.config, s.stack);
  const what = action.type === 'bet' ? 'BET' : 'RAISE';
  const words = (amount: number) => amountWords(state.config, amount);
  if (!Number.isInteger(to)) return { code: 'BAD_AMOUNT', message: `${to} is not a whole amount` };
  if (to < offer.min) return { code: `${what}_TOO_SMALL`, min: offer.min, message: `${action.type} to at least ${words(offer.min)}` };
  if (to > allInTo) return { code: 'NOT_ENOUGH_CHIPS', max: allInTo, message: `all-in is ${words(allInTo)}` };
  if (to > offer.max) {
    const limit = structureOf(state, profile).limit;
    const why = limit ? `: ${limit.words} (${limit.rule})` : '';
    return { code: `${what}_TOO_LARGE`, max: offer.max, message: `${action.type} to at most ${words(offer.max)}${why}`, ...(limit ? { rule: limit.rule } : {}) };
  }
  return null;
}

type BettingAction = Extract<Action, { type: BettingType }>;

/**
 * A betting action the check allowed (checks.ts): the new seats and round (the round's `toAct`
 * is -1 when it is over).
 */
export function applyBetting(state: HandState, action: BettingAction, structure: BettingStructure, profile: Profile): { seats: SeatState[]; round: Round } {
  const { seat } = action;
  const round = state.round!;
  const s = state.seats[seat];
  const room = headroom(state.config, s.stack);
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
