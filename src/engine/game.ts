/**
 * Mesa's game engine: one hand of any profile as a pure state machine.
 *
 *   const state0 = newHand({ profile: 'holdem', seats, dealer: 0, options: { smallBlind: 100, bigBlind: 200 } });
 *   state0.pending            // what the engine waits for: { kind: 'shuffle' } (chance), 'bet', 'draw', 'show', 'award', 'complete'
 *   legalActions(state0)      // { seat, actions }: the acting seat (null = chance or the table) and what it may do, with ranges
 *   apply(state0, action)     // { ok: true, state } or { ok: false, error: { code: 'RAISE_TOO_SMALL', min: 400, … } }
 *   replay(config, log)       // newHand + apply each action: deep-equals the state the log was recorded from
 *   view(state, seat)         // what one seat may see (hand-view.ts, G11); view(state, 'table') for everyone
 *
 * A hand = its config (profile, seats with stacks, dealer, forced bets, options) + its log of
 * actions; chance is an action too (`shuffle` with the deck order, `reshuffle` for D7, or `deal`
 * with explicit cards), so the engine never draws a random number. States are immutable values:
 * `apply` returns a new state and never changes the one it was given, so a refusal leaves
 * everything as it was. Everything automatic (posting, dealing from a recorded deck, showing
 * where the rules say every hand is shown, paying the pots) happens inside `apply`, which always
 * stops where a decision or a chance event is needed.
 *
 * Sessions (dealer rotation, leaving players, blind levels, standings) are in session.ts; the
 * rules of each game are data in profiles/.
 */
import { orderRefusal } from './award-order.ts';
import { withHand, withSeat } from './copy.ts';
import { applyBetting, closeRound, mustOpen, openRound, structureOf } from './betting/round.ts';
import type { Card } from './cards.ts';
import { check, offers } from './checks.ts';
import { canPlay, headroom, isAllIn } from './credit.ts';
import { applyDeal, dealStreet, knownCards, refillStock, tableDeck, type DealStreet } from './dealing.ts';
import { addToRun, asksRuns, boardBefore, nextRun, runTimes, watchesRunout } from './runout.ts';
import { applyClaim } from './profiles/bonus.ts';
import { applyDiscard, applyReplacementDeal, applyReshuffle, dealReplacements, resumeDeferred, startDraw } from './draw.ts';
import type { Profile, Street } from './profiles/profile.ts';
import { getProfile, profileOf } from './profiles/registry.ts';
import {
  allInShowdown,
  applyAward,
  declineShow,
  applyMuck,
  applyShow,
  claimedShow,
  continueShowing,
  countLive,
  finishDead,
  finishUncontested,
  nextAward,
  offerUncontestedShow,
  settle,
  startLedgerShowdown,
  startShowing,
} from './showdown.ts';
import type {
  Action,
  ApplyResult,
  HandConfig,
  HandState,
  Legal,
  Opened,
  Pending,
  Refusal,
  ResolvedConfig,
  Seat,
  SeatState,
} from './types.ts';

// S2: a credit profile's balances may be negative.
const validChips = (n: number, credit: boolean) => n === Infinity || (Number.isSafeInteger(n) && (credit || n >= 0));

/**
 * A config carrying forced posts its profile does not make (a hand history's antes and blinds):
 * the BAD_POSTS refusal, naming the clause (B4, B5, F13…).
 */
export class RefusedConfig extends RangeError {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RefusedConfig';
  }
}

/**
 * Fill in the profile's defaults and check the config. A bad config is a programming error
 * (RangeError), except posts the rules do not make, which a hand history may carry (RefusedConfig).
 */
export function resolveConfig(config: HandConfig): ResolvedConfig {
  const profile = getProfile(config.profile);
  const count = config.seats.length;
  const credit = profile.credit === true;
  const dealtIn = config.seats.filter((s) => !s.out && canPlay(credit, s.stack)).length;
  if (dealtIn < profile.players.min || dealtIn > profile.players.max) {
    throw new RangeError(`${profile.id} deals ${profile.players.min}–${profile.players.max} players, not ${dealtIn}`);
  }
  if (!Number.isInteger(config.dealer) || config.dealer < 0 || config.dealer >= count) {
    throw new RangeError(`dealer ${config.dealer} is not a seat`);
  }
  for (const s of config.seats) if (!validChips(s.stack, credit)) throw new RangeError(`stack ${s.stack} of ${s.name}`);
  const forced = profile.forcedBets(config);
  const antes = config.antes ?? forced.antes;
  const blinds = config.blinds ?? forced.blinds;
  const minBet = config.minBet ?? forced.minBet;
  for (const list of [antes, blinds]) {
    if (list.length !== count || !list.every((n) => Number.isSafeInteger(n) && n >= 0)) {
      throw new RangeError('antes and blinds need one whole, non-negative amount per seat');
    }
  }
  if (!Number.isSafeInteger(minBet) || minBet < 1) throw new RangeError(`minimum bet ${minBet}`);
  const base: ResolvedConfig = { ...config, dealing: config.dealing ?? 'deck', antes, blinds, minBet, options: config.options ?? {} };
  const resolved = credit ? { ...base, credit } : base;
  // Posts the profile derived are its own; posts given with the config are checked.
  const refused = config.antes || config.blinds ? profile.posts(resolved) : null;
  if (refused) throw new RefusedConfig(refused);
  return resolved;
}

/** A hand before anything happened, advanced to the first decision or chance event. */
export function newHand(config: HandConfig): HandState {
  const resolved = resolveConfig(config);
  const profile = getProfile(config.profile);
  const seats: SeatState[] = resolved.seats.map((s) => ({
    stack: s.stack,
    committed: 0,
    bet: 0,
    inHand: !s.out && canPlay(resolved.credit, s.stack),
    folded: false,
    allIn: false,
    cards: [],
    up: [],
    exchanged: [],
    shown: false,
    mucked: false,
  }));
  const state: HandState = {
    config: resolved,
    log: [],
    street: 0,
    pending: { kind: 'complete' },
    seats,
    board: [],
    stock: null,
    muck: [],
    undealt: resolved.dealing === 'deck' ? null : tableDeck(resolved, profile).size,
    round: null,
    roundOpen: false,
    draw: null,
    showdown: null,
    tabled: null,
    runout: null,
    escuro: profile.escuro?.(resolved) ?? null,
    opened: null,
    result: null,
  };
  return advance(state, profile);
}

/** Antes first (dead money, not bets of the round: D4), then blinds and straddles (bets: H2). */
function postForcedBets(state: HandState): SeatState[] {
  const { antes, blinds } = state.config;
  return state.seats.map((s, seat) => {
    if (!s.inHand) return s;
    const room = headroom(state.config, s.stack);
    const ante = Math.min(antes[seat], room);
    const blind = Math.min(blinds[seat], room - ante);
    const stack = s.stack - ante - blind;
    return withSeat(s, { stack, bet: blind, committed: ante + blind, allIn: isAllIn(state.config, stack) });
  });
}

/** Open the betting round of the current street from `first`; one with nobody to act closes at once. */
function startRound(state: HandState, profile: Profile, first: Seat): HandState {
  const round = openRound(state, profile, first);
  if (round.toAct < 0) return withHand(state, { round, seats: closeRound(state.seats), street: state.street + 1 });
  return withHand(state, { round, roundOpen: true });
}

/** Run everything automatic until a decision or a chance event is needed; `log` is the new log. */
function advance(start: HandState, profile: Profile, log: readonly Action[] = start.log): HandState {
  // The one copy that records what the hand now waits for (and the log) on the way out.
  const waitFor = (state: HandState, pending: Pending): HandState => (withHand(state, { pending, log }));
  let state = start;
  for (;;) {
    if (state.result) return withHand(state, { log });
    if (unopened(state, profile)) return withHand(finishDead(state), { log }); // F7, B10
    if (openersDue(state, profile)) return waitFor(state, { kind: 'openers', seat: state.opened!.seat });
    // F12: nobody can win; B10: the deal is repeated.
    if (state.opened?.shown === false && (profile.failedOpenerRedeals || countLive(state).live <= 1)) return withHand(finishDead(state), { log });
    if (countLive(state).live <= 1) {
      // G9, unless the profile lets (B9) or makes (B10) the last player show first.
      const step = offerUncontestedShow(state, profile);
      if (step.wait) return waitFor(step.state, step.wait);
      return withHand(finishUncontested(step.state, profile), { log });
    }
    const street = profile.streets[state.street];
    const nextStreet = state.street + 1;
    switch (street.kind) {
      case 'post':
        state = withHand(state, { seats: postForcedBets(state), street: nextStreet });
        break;
      case 'deal': {
        if (street.to === 'board' && profile.showBeforeRunout && allInShowdown(state)) {
          // H7, TDA rule 16: at an all-in every live hand is turned up before the rest of the board
          // comes (in the chip ledger on the real table: the engine marks the moment).
          if (state.tabled === null) {
            const tabled = boardBefore(profile, state.street);
            if (state.config.dealing === 'ledger') {
              state = withHand(state, { tabled });
              break;
            }
            const step = continueShowing(state.showdown ? state : startShowing(state, profile), profile);
            if (step.wait) return waitFor(step.state, step.wait);
            state = withHand(step.state, { showdown: null, tabled });
            break;
          }
          // H13: the table says once how many times the board is run; O7: each street comes when it asks.
          if (asksRuns(state, profile)) return waitFor(state, { kind: 'runIt' });
          if (watchesRunout(state)) return waitFor(state, { kind: 'reveal' });
        }
        const step = dealStreet(state, profile, street);
        if (step.wait) return waitFor(step.state, step.wait);
        state = withHand(step.state, { street: nextStreet });
        break;
      }
      case 'bet': {
        if (state.roundOpen) return waitFor(state, { kind: 'bet', seat: state.round!.toAct });
        if (street.skip?.(state)) {
          state = withHand(state, { street: nextStreet });
          break;
        }
        const first = street.first(state, profile.direction);
        // S5 in the chip ledger: open cards left unknown, so the table says who starts.
        if (first < 0) return waitFor(state, { kind: 'lead' });
        state = startRound(state, profile, first);
        if (state.roundOpen) return waitFor(state, { kind: 'bet', seat: state.round!.toAct });
        break;
      }
      case 'draw': {
        const draw = state.draw ?? startDraw(state, profile).draw!;
        state = withHand(state, { draw });
        if (draw.current >= 0) {
          const step = dealReplacements(state);
          if (step.wait) return waitFor(step.state, step.wait);
          state = step.state;
        } else if (draw.queue.length > 0) return waitFor(state, { kind: 'draw', seat: draw.queue[0] });
        else if (draw.deferred) state = resumeDeferred(state); // B6: the delayed fourth card
        else state = withHand(state, { draw: null, street: nextStreet });
        break;
      }
      case 'decide': {
        const seat = street.step.next(state);
        if (seat >= 0) return waitFor(state, { kind: 'decide', seat });
        state = withHand(state, { street: nextStreet });
        break;
      }
      case 'restock':
        // F10: chance orders the new stock; without a recorded deck the engine only counts it.
        if (state.config.dealing !== 'deck') state = withHand(refillStock(state), { street: nextStreet });
        else return waitFor(state, { kind: 'reshuffle', cards: [...state.stock!, ...knownCards(state.muck)] });
        break;
      case 'showdown': {
        // H13: another run of the board, from the cards out when the hands were tabled.
        const again = nextRun(state, profile);
        if (again) {
          state = again;
          break;
        }
        if (state.config.dealing === 'ledger') {
          if (!state.showdown) state = startLedgerShowdown(state);
          const due = nextAward(state, profile);
          if (!due) return withHand(settle(state, profile), { log });
          return waitFor(state, runTimes(state) > 1 ? { kind: 'award', ...due } : { kind: 'award', pot: due.pot });
        }
        const step = continueShowing(state.showdown ? state : startShowing(state, profile), profile);
        return step.wait ? waitFor(step.state, step.wait) : withHand(settle(step.state, profile), { log });
      }
    }
  }
}

/** F12, B10: the opener; known cards were checked when he opened, unknown ones must be shown later. */
const openedBy = (state: HandState, seat: Seat): Opened => ({ seat, shown: state.seats[seat].cards.every((c) => c !== null) ? true : null });

/**
 * F12, B10: an opener whose cards the engine does not know shows his openers before he can win
 * anything: when the showdown comes, or when all the others have folded.
 */
function openersDue(state: HandState, profile: Profile): boolean {
  const opened = state.opened;
  if (!opened || opened.shown !== null || state.seats[opened.seat].folded) return false;
  return countLive(state).live <= 1 || profile.streets[state.street].kind === 'showdown';
}

/** A round that had to be opened ended (or all but one passed) with nobody opening: a dead deal. */
const unopened = (state: HandState, profile: Profile) =>
  state.roundOpen && state.round!.toAct < 0 && state.round!.opener < 0 && mustOpen(state, profile);

/** G20: cards typed during the awards must agree with the pots already named. */
const agreesWithAwards = (next: HandState | Refusal, profile: Profile): HandState | Refusal =>
  'code' in next ? next : (orderRefusal(next, profile) ?? next);

/**
 * The state change of one action, once its check (checks.ts) allowed it, before the automatic
 * steps that follow it. A betting action
 * that leaves the round open returns the finished state at once (with `log`): the common case,
 * kept to one copy of the state.
 */
function step(state: HandState, action: Action, profile: Profile, log: readonly Action[]): HandState | Refusal {
  const refusal = check(state, action, profile);
  if (refusal) return refusal;
  const pending = state.pending;
  const street = profile.streets[state.street];
  switch (action.type) {
    case 'shuffle':
      return withHand(state, { stock: action.deck.slice() });
    case 'reshuffle': {
      const shuffled = applyReshuffle(state, action.order, (pending as Extract<Pending, { kind: 'reshuffle' }>).cards);
      // F10: a restock street is done once its shuffle is recorded.
      if ('code' in shuffled || street.kind !== 'restock') return shuffled;
      return withHand(shuffled, { street: state.street + 1 });
    }
    case 'deal': {
      // O8: in the chip ledger the table types the board cards it turned at an all-in.
      if (state.config.dealing === 'ledger' && action.to === 'board') return agreesWithAwards(addToRun(state, action.run ?? 0, action.cards as Card[]), profile);
      if (state.draw && state.draw.current >= 0) return applyReplacementDeal(state, action);
      const faces = street.kind === 'deal' && street.to === 'seats' ? street.faces : [];
      const { needs } = pending as Extract<Pending, { kind: 'deal' }>;
      return applyDeal(state, action, needs, (i) => faces[faces.length - action.cards.length + i] === 'open', profile);
    }
    case 'fold':
    case 'check':
    case 'call':
    case 'bet':
    case 'raise': {
      const { seats, round } = applyBetting(state, action, structureOf(state, profile), profile);
      // D7, F10: a folded hand joins the muck, its unseen cards counted too.
      const folded = action.type === 'fold' ? state.seats[action.seat].cards : [];
      const muck = folded.length ? [...state.muck, ...folded] : state.muck;
      const opened = action.type === 'bet' && !state.opened && mustOpen(state, profile) ? openedBy(state, action.seat) : state.opened;
      if (round.toAct >= 0) return withHand(state, { seats, round, muck, opened, pending: { kind: 'bet', seat: round.toAct }, log });
      const next: HandState = withHand(state, { seats, round, muck, opened });
      if (countLive(next).live <= 1 || unopened(next, profile)) return next;
      return withHand(next, { seats: closeRound(seats), roundOpen: false, street: state.street + 1 });
    }
    case 'draw':
      return applyDiscard(state, action, street as Extract<Street, { kind: 'draw' }>);
    case 'show':
      // O8: cards the chip-ledger table types at its showdown must agree with the pots it named (G20).
      return pending.kind === 'show' ? applyShow(state, action) : agreesWithAwards(applyShow(state, action), profile);
    case 'muck':
      // G9, B9, B10: the last player in keeps his cards hidden.
      return pending.kind === 'show' && countLive(state).live <= 1 ? declineShow(state, action.seat, profile) : applyMuck(state, action.seat);
    case 'award':
      return applyAward(state, action);
    case 'lead':
      return startRound(state, profile, action.seat);
    case 'rebuy':
    case 'straddle':
      return (street as Extract<Street, { kind: 'decide' }>).step.apply(state, action);
    case 'openers':
      return withHand(state, { opened: { seat: action.seat, shown: action.shown } });
    case 'claimBonus': {
      const claimed = applyClaim(state, action, profile.claims?.(state.config) ?? {});
      // B9: the last player in shows to claim the bonus, which ends his choice to show.
      return 'code' in claimed || pending.kind === 'award' ? claimed : claimedShow(claimed, action.seat);
    }
    case 'runIt':
      return withHand(state, { runout: { times: action.times, runs: [] } });
    case 'reveal':
      // O7: the next street of the run-out the table watches, from the recorded deck.
      return withHand(dealStreet(state, profile, street as DealStreet).state, { street: state.street + 1 });
    case 'peek':
      // G16: recorded for the table to see, and nothing else changes.
      return withHand(state, { log });
  }
}

/** Apply one action: the next state (advanced to the next decision), or why not. */
export function apply(state: HandState, action: Action): ApplyResult {
  const profile = profileOf(state);
  const log = [...state.log, action];
  const next = step(state, action, profile, log);
  if ('code' in next) return { ok: false, error: next };
  return { ok: true, state: next.log === log ? next : advance(next, profile, log) };
}

/** What may happen now: the seat to act (null: chance or the table) and its options, as the checks allow them (checks.ts). */
export const legalActions = (state: HandState): Legal => offers(state, profileOf(state));

export type ReplayResult =
  | { readonly ok: true; readonly state: HandState }
  | { readonly ok: false; readonly error: Refusal; readonly index: number; readonly state: HandState };

/** newHand + every action of the log; stops at the first refusal, saying which. */
export function replay(config: HandConfig, log: readonly Action[]): ReplayResult {
  let state = newHand(config);
  for (let index = 0; index < log.length; index++) {
    const result = apply(state, log[index]);
    if (!result.ok) return { ok: false, error: result.error, index, state };
    state = result.state;
  }
  return { ok: true, state };
}
