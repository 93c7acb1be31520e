/**
 * Views: what one seat, or the whole table, may see of a hand (G11). Before the showdown a seat
 * sees its own closed cards, every open card and the public record (bets, folds, how many cards
 * each player exchanged); at the showdown, the hands that were shown. The UI renders views only,
 * never a HandState, so a hidden card cannot reach the screen: hidden cards are `null` here and
 * nothing else in a view holds a card (no deck, no stock, no muck, no raw log).
 */
import { betSteps, forcedPosts, uncalledReturns, type BetStep, type ForcedPost, type Returned } from './bets.ts';
import type { Card } from './cards.ts';
import { knownCards } from './dealing.ts';
import { legalActions } from './game.ts';
import { getProfile, profileOf } from './profiles/registry.ts';
import { handPots } from './pots.ts';
import { boardSize, runBoards, runTimes } from './runout.ts';
import { bountyEarners, bountyOf } from './profiles/bounty.ts';
import { straddleOf } from './profiles/straddle.ts';
import type { Action, Carried, Escuro, HandMode, Opened, HandResult, HandState, Legal, Pending, Pot, ProfileId, Seat, SeatState } from './types.ts';

export type Viewer = Seat | 'table';

/** A seat as a viewer sees it: its state, whose `cards` hold `null` for a card face down and not his. */
export interface SeatView extends SeatState {
  readonly seat: Seat;
  readonly name: string;
  readonly dealer: boolean;
  /** T19: registered as late, not at the table yet (not dealt in, and not out). */
  readonly waiting: boolean;
}

/** An action as everyone may know it: no deck order, no closed card of another seat. */
export type PublicEvent =
  | { readonly type: 'shuffle' }
  | { readonly type: 'reshuffle'; readonly count: number }
  | { readonly type: 'deal'; readonly to: Seat | 'board'; readonly count: number; readonly cards: readonly (Card | null)[]; readonly run?: number }
  | Extract<Action, { type: 'fold' | 'check' | 'call' | 'bet' | 'raise' | 'muck' | 'award' | 'openers' | 'rebuy' | 'lead' | 'claimBonus' | 'peek' | 'straddle' | 'runIt' | 'reveal' }>
  | { readonly type: 'draw'; readonly seat: Seat; readonly count: number; readonly discard: readonly Card[] | null }
  | { readonly type: 'show'; readonly seat: Seat; readonly cards: readonly (Card | null)[] };

export interface HandView {
  readonly profile: ProfileId;
  readonly viewer: Viewer;
  readonly dealer: Seat;
  readonly seats: readonly SeatView[];
  readonly board: readonly Card[];
  /** Chips already in the middle (bets of the current round not included). */
  readonly pot: number;
  /**
   * Main and side pots of the chips already gathered in: the bets of a round still open stand in
   * front of their seats (`bet`), so a caller who has not acted yet does not make a "side pot".
   */
  readonly pots: readonly Pot[];
  /** What the hand waits for, without its hidden details. */
  readonly pending: { readonly kind: Pending['kind']; readonly seat: Seat | null };
  /** The viewer's options when it is his turn; the table's own decisions, and in the chip ledger whoever is to act. */
  readonly legal: Legal | null;
  readonly record: readonly PublicEvent[];
  /** Parallel to `record`: what each betting action put in and the bet it faced (a call's amount); null for the others. */
  readonly bets: readonly (BetStep | null)[];
  /** The forced posts the hand began with (antes, blinds, the escuro's posts), public from the start. */
  readonly posts: readonly ForcedPost[];
  /** F12, B10: who opened the round that had to be opened, and whether he showed openers. */
  readonly opened: Opened | null;
  /** F7, F12, B10: the chips earlier deals left on the table (in `pot` and the main pot), and for how many deals. */
  readonly carried: Carried | null;
  readonly result: HandResult | null;
  /** G7: the uncalled parts of bets given back to their owners so far, in order (the result's pots do not hold them). */
  readonly returned: readonly Returned[];
  /** brasileiro (B4, B5): who bought the escuro last and what staying in costs; null otherwise. */
  readonly escuro: Escuro | null;
  /** brasileiro (B10): 'jacker' in a jacker deal, where check is *passo* and bet *abro* until `opened`; holdem (H12): 'bomb' in a bomb pot. */
  readonly mode: HandMode;
  /** holdem (H11): who straddled before the cards, and how much; null when nobody did. */
  readonly straddle: { readonly seat: Seat; readonly amount: number } | null;
  /** holdem (H14): the 7-2 bounty each other player pays, and who collected it once the hand is over (a 7-2 shown, so public); null when the table plays none. */
  readonly bounty: { readonly each: number; readonly earners: readonly Seat[] } | null;
  /**
   * H7, TDA rule 16: betting closed because players were all-in, so every live hand was turned
   * face up before the rest of the board came; `board` is how many board cards were out at that
   * moment (the cards after them came with no betting). null when the hand had no such run-out.
   * With a recorded deck the run-out may be dealt in the same step, so this stays readable on the
   * finished hand: `runoutMoment` gives the hands and the board as they stood. In the chip ledger
   * the hands are turned up on the real table: the moment is marked the same way.
   * H13: `times`, how many times the table agreed to run the board (1 until asked or when not);
   * `boards`, every run's board begun so far, the first first (the first is `board`).
   */
  readonly runout: { readonly board: number; readonly times: number; readonly boards: readonly (readonly Card[])[] } | null;
}

/** A live hand turned face up at an all-in, as the table saw it before the run-out. */
export interface TabledHand {
  readonly seat: Seat;
  readonly cards: readonly Card[];
}

/**
 * The moment of an all-in run-out (H7, TDA rule 16): betting closed, every live hand face up,
 * board cards still to come. The hands, the board as it was then, and how many board cards were
 * still to come; null when the hand had none. What a display of each hand's odds needs.
 */
export function runoutMoment(view: HandView): { hands: readonly TabledHand[]; board: readonly Card[]; toCome: number } | null {
  if (!view.runout) return null;
  const hands = view.seats
    .filter((s) => s.inHand && !s.folded && s.shown)
    .map((s) => ({ seat: s.seat, cards: knownCards(s.cards) }));
  return { hands, board: view.board.slice(0, view.runout.board), toCome: boardSize(getProfile(view.profile)) - view.runout.board };
}

function visibleCards(state: HandState, seat: Seat, viewer: Viewer): (Card | null)[] {
  const s = state.seats[seat];
  const mine = viewer === seat;
  return s.cards.map((c, i) => (mine || s.shown || s.up[i] ? c : null));
}

function publicEvent(state: HandState, action: Action, viewer: Viewer): PublicEvent {
  switch (action.type) {
    case 'shuffle':
      return { type: 'shuffle' };
    case 'reshuffle':
      return { type: 'reshuffle', count: action.order.length };
    case 'deal': {
      const open = action.to === 'board' || action.to === viewer;
      const event = { type: 'deal', to: action.to, count: action.cards.length, cards: action.cards.map((c) => (open ? c : null)) } as const;
      return action.run === undefined ? event : { ...event, run: action.run };
    }
    case 'draw': {
      const count = typeof action.discard === 'number' ? action.discard : action.discard.length;
      const discard = viewer === action.seat && typeof action.discard !== 'number' ? action.discard : null;
      return { type: 'draw', seat: action.seat, count, discard };
    }
    case 'show':
      return { type: 'show', seat: action.seat, cards: state.seats[action.seat].cards };
    default:
      return action;
  }
}

/** What `viewer` (a seat, or 'table' for the public) may see of the hand. */
export function view(state: HandState, viewer: Viewer): HandView {
  const legal = legalActions(state);
  // A seat's options can tell of his closed cards (F5: only a hand with openers may open), so the
  // table sees them only where the cards are real and the app holds none; its own decisions it sees
  // always. Chance is nobody's to take: the app draws it, and its options list the unseen cards.
  const chance = state.pending.kind === 'shuffle' || state.pending.kind === 'reshuffle';
  const mayAct = chance ? false : legal.seat === null ? viewer === 'table' : viewer === legal.seat || (viewer === 'table' && state.config.dealing === 'ledger');
  const pending = state.pending;
  return {
    profile: profileOf(state).id,
    viewer,
    dealer: state.config.dealer,
    seats: state.seats.map((s, seat) => ({
      seat,
      name: state.config.seats[seat].name,
      stack: s.stack,
      bet: s.bet,
      committed: s.committed,
      inHand: s.inHand,
      folded: s.folded,
      allIn: s.allIn,
      dealer: seat === state.config.dealer,
      waiting: state.config.seats[seat].waiting === true,
      cards: visibleCards(state, seat, viewer),
      up: s.up,
      exchanged: s.exchanged,
      shown: s.shown,
      mucked: s.mucked,
    })),
    board: state.board,
    pot: state.seats.reduce((sum, s) => sum + s.committed - s.bet, state.config.carried?.chips ?? 0),
    pots: handPots(state, false),
    pending: { kind: pending.kind, seat: 'seat' in pending ? pending.seat : null },
    legal: mayAct ? legal : null,
    record: state.log.map((action) => publicEvent(state, action, viewer)),
    bets: betSteps(state),
    posts: forcedPosts(state),
    opened: state.opened,
    carried: state.config.carried ?? null,
    result: state.result,
    returned: uncalledReturns(state),
    escuro: state.escuro,
    mode: state.config.mode ?? 'normal',
    straddle: straddleOf(state),
    bounty: bountyOf(state.config) > 0 ? { each: bountyOf(state.config), earners: state.result ? bountyEarners(state, state.result.pots) : [] } : null,
    runout: state.tabled === null ? null : { board: state.tabled, times: runTimes(state), boards: runBoards(state) },
  };
}
