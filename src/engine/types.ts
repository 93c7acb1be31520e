/**
 * The engine's vocabulary: what a hand is configured with, what may happen in it (actions), what
 * the engine answers (refusals, legal actions) and what a hand is at any moment (state).
 *
 * Everything here is plain data (JSON-safe, no functions, no classes), so a state can be stored,
 * compared with deep equality and rebuilt by replaying its log.
 */
import type { Card } from './cards.ts';
import type { ProfileId } from './evaluate/rules.ts';

export type { ProfileId };

/** A seat is its index in the config's seat list; "left" (clockwise) is the next index. */
export type Seat = number;

// ---------------------------------------------------------------------------------------------
// Configuration

interface SeatConfig {
  readonly name: string;
  /**
   * Chips (or, for profiles that split exactly, the profile's integer sub-units: see pots.ts and
   * units.ts). In a credit profile (S2) a balance, which may be negative.
   */
  readonly stack: number;
  /** Seated but not dealt in this hand (left the session, D14). A seat with no chips is out too, except on credit (S2). */
  readonly out?: boolean;
  /** T19: registered as late and not at the table yet: not dealt in (`out` too), and not out of the tournament. */
  readonly waiting?: boolean;
}

/**
 * Where the cards come from.
 * - `deck`: the caller records one shuffled deck order per hand (`shuffle`), and a reshuffle
 *   order when a draw runs the stock short (D7); the engine deals from it. The app's mode.
 * - `explicit`: every dealing step waits for a `deal` action carrying the cards, any of which may
 *   be unknown (`null`): hand histories (PHH) and tests.
 * - `ledger`: chip-ledger mode (G12), real cards on a real table; the engine deals unknown cards by
 *   itself and the table names the winners (`award`) or types the shown cards (`show`).
 */
export type Dealing = 'deck' | 'explicit' | 'ledger';

/** Betting structures (betting/structures.ts). Amounts are chips. */
export type BettingSpec =
  | { readonly kind: 'no-limit' }
  /** M4: a bet or raise up to the pot after the call. */
  | { readonly kind: 'pot-limit' }
  /** S6: every bet and raise is `unit`; at most `cap` raises after the bet in a round. */
  | { readonly kind: 'fixed'; readonly unit: number; readonly cap: number }
  /** F6: each bet or raise adds between `min` and `max`, no cap on the number of raises. */
  | { readonly kind: 'spread'; readonly min: number; readonly max: number }
  /** B8: after covering, a raise adds 1 to `factor` × what the raiser has in the pot this hand. */
  | {
      readonly kind: 'double';
      readonly factor: number;
      /** B8 in jacker mode: chips every player already has in from the earlier deals of the run. */
      readonly before?: number;
    };

/** House options a table may set; each profile documents which ones it reads. */
export interface GameOptions {
  /** H4: 'increment' (default: the last full increment) or 'lastBet' (raise by the last bet's size). */
  readonly minRaise?: 'increment' | 'lastBet';
  /** Ante per seat (draw5 default 1; holdem default 0). */
  readonly ante?: number;
  /** T7: the least bet where the game's own is a count of chips (D3's 2, F6's 1 without limit): a tournament level's. */
  readonly minBet?: number;
  /** holdem: only the big blind antes, this much (a "big-blind ante"); replaces `ante`. */
  readonly bigBlindAnte?: number;
  readonly smallBlind?: number;
  readonly bigBlind?: number;
  /** Overrides the profile's betting structure. */
  readonly betting?: BettingSpec;
  /** B12 (brasileiro). */
  readonly cheirosinha?: boolean;
  /** B4 (brasileiro): what the dealer posts, default 1; the escuro is twice this, and jacker posts and bonuses scale with it. F13 (fechado): the first post of the chain. */
  readonly escuro?: number;
  /** B5 (brasileiro): the escuro may be bought again before the deal; default true. */
  readonly escuroRebuy?: boolean;
  /**
   * B13: what one buy-in costs (`price` in money, e.g. 12.5, of `currency`, an ISO 4217 code) and
   * the chips it gives; the session records buy-ins and rebuys, money.ts settles them.
   */
  readonly buyIn?: { readonly price: number; readonly currency: string; readonly chips: number };
  /**
   * G9, B9 (brasileiro): the last player in is asked whether to show only when showing can claim a
   * bonus (he holds a bonus hand, or the engine does not know his cards). Absent: he is always asked
   * (games recorded before this rule, whose logs hold his answer).
   */
  readonly showToClaim?: boolean;
  /** F1 decision (fechado). */
  readonly fullDeck?: boolean;
  /** S9: a session ends once this many pots were resolved; 0 = no limit; absent = the profile's default (baseball: 8). */
  readonly sessionPots?: number;
  /** F12 option (fechado): anyone may open, whatever his cards. */
  readonly freeOpening?: boolean;
  /** F9 option (fechado): who may exchange 4 cards, everyone (default) or only the first to exchange. */
  readonly exchangeFour?: 'everyone' | 'first';
  /** F13 option (fechado): play the escuro variant, with a chain of 3 or 4 posters instead of pingos. */
  readonly escuroPosters?: 3 | 4;
  /** H11 option (holdem): who may straddle before the cards, twice the big blind; absent: nobody. */
  readonly straddle?: 'utg' | 'button';
  /** H12 option (holdem): what everyone antes in a bomb pot, which the table then chooses between hands; absent: no bomb pots. */
  readonly bombPot?: number;
  /** H12 option (holdem, with `bombPot`): the first hand is a bomb pot too, as if chosen before it; absent: a normal first hand. */
  readonly bombPotFirst?: boolean;
  /** H13 option (holdem): the most times the table may agree to run the rest of the board at an all-in (2 or 3); absent: once. */
  readonly runouts?: 2 | 3;
  /** H14 option (holdem cash): the 7-2 bounty, chips every other player dealt in pays a player who wins a pot with 7-2 shown; absent: none. */
  readonly bounty72?: number;
  /**
   * O7 (holdem, recorded deck): at an all-in the board comes one street at a time, each when the
   * table asks (`reveal`), so it watches the odds move. Absent: the rest of the board is dealt at
   * once (games made before, and tests).
   */
  readonly watchRunout?: boolean;
  /**
   * H7 (holdem, cards the engine knows): at the showdown the hands that win a pot are turned up
   * by themselves and only beaten hands are asked to show or muck. Absent: every hand that may be
   * mucked is asked in the showing order (games made before, and hand histories without the field).
   */
  readonly showWinners?: boolean;
}

/**
 * How a deal is played: brasileiro's jacker mode (B10) changes posts, openers and betting;
 * hold'em's bomb pot (H12) has everyone ante, no blinds and no betting before the flop.
 */
export type HandMode = 'normal' | 'jacker' | 'bomb';

export interface HandConfig {
  readonly profile: ProfileId;
  /** In seating order: the seat after seat i (clockwise, "left") is seat i + 1. */
  readonly seats: readonly SeatConfig[];
  /** The dealer (hold'em: the button). */
  readonly dealer: Seat;
  /** Default 'deck'. */
  readonly dealing?: Dealing;
  /** Forced bets per seat, when given they replace the ones the profile derives from the options. */
  readonly antes?: readonly number[];
  /** Blinds and straddles per seat (posted as bets of the first round). */
  readonly blinds?: readonly number[];
  /** Smallest opening bet of a round (draw5: 2, D3; holdem: the big blind, H5). */
  readonly minBet?: number;
  readonly options?: GameOptions;
  /** B10 (brasileiro): a deal of a jacker run, set from the profile's `nextMode`; H12 (holdem): a bomb pot the table chose. Default 'normal'. */
  readonly mode?: HandMode;
  /** Chips left on the table by earlier deals (F7, F12, B10): dead money in this deal's main pot. */
  readonly carried?: Carried;
}

/**
 * Chips on the table that no deal has won yet (F7: nobody opened; B10: the jacker pot) and how
 * many deals in a row have ended without a pot being won (F12's ladder, B10's "how many deals").
 * A session carries it from each deal's `result.leftOnTable` into the next deal's config.
 */
export interface Carried {
  readonly chips: number;
  readonly deals: number;
}

// ---------------------------------------------------------------------------------------------
// Actions: everything that happens in a hand, chance included, is one of these.

export type Action =
  /** Chance: the hand's deck order, top card first (G10). `deck` dealing only. */
  | { readonly type: 'shuffle'; readonly deck: readonly Card[] }
  /** Chance: the order of a reshuffled stock (D7). `deck` dealing only. */
  | { readonly type: 'reshuffle'; readonly order: readonly Card[] }
  /**
   * Chance: cards dealt to a seat or to the board; `null` = an unknown card. `explicit` dealing,
   * and in the chip ledger a seat's open cards (S1) or, once betting closed at an all-in, the
   * board cards the table turned (O8; `run`: which run of H13, 0 the first).
   */
  | { readonly type: 'deal'; readonly to: Seat | 'board'; readonly cards: readonly (Card | null)[]; readonly run?: number }
  | { readonly type: 'fold'; readonly seat: Seat }
  | { readonly type: 'check'; readonly seat: Seat }
  | { readonly type: 'call'; readonly seat: Seat }
  /** Open the betting; `to` = the seat's total bet in this round afterwards (all-in: his whole stack). */
  | { readonly type: 'bet'; readonly seat: Seat; readonly to: number }
  /** Raise a bet; `to` as for `bet`. */
  | { readonly type: 'raise'; readonly seat: Seat; readonly to: number }
  /** Discard these cards and receive as many (D6); a count when the seat's cards are unknown. */
  | { readonly type: 'draw'; readonly seat: Seat; readonly discard: readonly Card[] | number }
  /** Show the hand at the showdown; `cards` required when the engine does not know them. */
  | { readonly type: 'show'; readonly seat: Seat; readonly cards?: readonly Card[] }
  /** Give up a beaten hand at the showdown without showing it (H7). */
  | { readonly type: 'muck'; readonly seat: Seat }
  /** F12, B10, cards unknown to the engine: whether the opener shows his openers, before he can win. */
  | { readonly type: 'openers'; readonly seat: Seat; readonly shown: boolean }
  /** The table names the winners of a pot (chip-ledger mode, cards unknown); `run`: of which run (H13), 0 the first. */
  | { readonly type: 'award'; readonly pot: number; readonly winners: readonly Seat[]; readonly run?: number }
  /** Chip ledger, open cards not all told (S5): the table names who has the best open hand and starts this betting round. */
  | { readonly type: 'lead'; readonly seat: Seat }
  /** B5: buy the escuro again (post double the last buyer's post) before seeing one's cards, or decline. */
  | { readonly type: 'rebuy'; readonly seat: Seat; readonly accept: boolean }
  /** B9 in the chip ledger: the table saw this seat show a bonus hand ("Ana mostrou quadra"); its cards stay untyped. */
  | { readonly type: 'claimBonus'; readonly seat: Seat; readonly kind: BonusKind }
  /** G16: a seat still in the hand looks at its own closed cards while another holds the turn; public, it changes nothing else. */
  | { readonly type: 'peek'; readonly seat: Seat }
  /** H11: the seat the table's option names straddles (posts twice the big blind before the cards), or does not. */
  | { readonly type: 'straddle'; readonly seat: Seat; readonly accept: boolean }
  /** H13: at an all-in the table agrees to run the rest of the board this many times (1 to the option's most). */
  | { readonly type: 'runIt'; readonly times: number }
  /** O7: the table asks for the next street of an all-in run-out it watches (`watchRunout`). */
  | { readonly type: 'reveal' };

/** B9: the big hands that earn a bonus. */
export type BigHand = 'quads' | 'straight-flush' | 'royal';

/** What the chip-ledger table may claim it saw shown: B9's big hands, or H14's 7-2. */
export type BonusKind = BigHand | 'seven-two';

export type ActionType = Action['type'];

// ---------------------------------------------------------------------------------------------
// What the acting seat may do (the only thing the UI offers).

export type LegalAction =
  | { readonly type: 'shuffle'; readonly cards: readonly Card[] }
  | { readonly type: 'reshuffle'; readonly cards: readonly Card[] }
  /** `run`: O8 in the chip ledger, board cards the table may type for that run (H13; up to `count`). */
  | { readonly type: 'deal'; readonly to: Seat | 'board'; readonly count: number; readonly run?: number }
  | { readonly type: 'fold' }
  /** `mesa` (B7): staying in without raising while nobody has raised above the escuro. */
  | { readonly type: 'check'; readonly mesa?: boolean }
  /** `amount`: chips the call adds; `allIn` when that is the seat's whole stack. */
  | { readonly type: 'call'; readonly amount: number; readonly allIn: boolean; readonly mesa?: boolean }
  /** `min`/`max`: bounds for `to`; `max` may be the all-in even below a structure's minimum (D3). */
  | { readonly type: 'bet'; readonly min: number; readonly max: number }
  | { readonly type: 'raise'; readonly min: number; readonly max: number }
  | { readonly type: 'draw'; readonly min: number; readonly max: number }
  /** F12, B10: the table says whether the opener shows his openers (`shown: true`) or cannot. */
  | { readonly type: 'openers' }
  /** `seats`: at a chip-ledger showdown the table acts for any of these seats, in any order. */
  | { readonly type: 'show'; readonly cardsRequired: boolean; readonly seats?: readonly Seat[] }
  | { readonly type: 'muck'; readonly seats?: readonly Seat[] }
  /**
   * G20: `eligible`, the contenders who may still win it; `ties`, groups of them named together or
   * not at all; `beaten`, contenders who cannot, each with one known to beat him (absent when empty).
   */
  | {
      readonly type: 'award';
      readonly pot: number;
      readonly eligible: readonly Seat[];
      readonly run?: number;
      readonly ties?: readonly (readonly Seat[])[];
      readonly beaten?: readonly { readonly seat: Seat; readonly by: Seat }[];
    }
  | { readonly type: 'lead'; readonly seats: readonly Seat[] }
  /** B5: `amount` is what buying costs (double the last buyer's post); `accept: false` declines. */
  | { readonly type: 'rebuy'; readonly amount: number }
  /** B9, H14, chip ledger: the seats that may still claim a hand they show, and the kinds this game pays for. */
  | { readonly type: 'claimBonus'; readonly seats: readonly Seat[]; readonly kinds: readonly BonusKind[] }
  /** H11: what straddling costs (twice the big blind); `accept: false` declines. */
  | { readonly type: 'straddle'; readonly amount: number }
  /** H13: how many times the table may run the rest of the board (1 up to `most`). */
  | { readonly type: 'runIt'; readonly most: number }
  /** O7: deal the next street of the run-out (`run`: which run, 0 the first; `cards`: how many come). */
  | { readonly type: 'reveal'; readonly run: number; readonly cards: number };

export interface Legal {
  /** The seat to act; `null` when chance (a shuffle or a deal) or the table (an award) is awaited. */
  readonly seat: Seat | null;
  readonly actions: readonly LegalAction[];
}

// ---------------------------------------------------------------------------------------------
// Refusals: why an action was not applied. The UI translates `code`; `message` is for logs.

type RefusalCode =
  | 'HAND_OVER'
  | 'NOT_YOUR_TURN'
  /** The action is not of the kind awaited now (a draw during betting, a bet during the draw…). */
  | 'WRONG_PHASE'
  | 'BAD_AMOUNT'
  | 'CANNOT_CHECK'
  | 'NOTHING_TO_CALL'
  /** There is a bet already: raise instead. */
  | 'CANNOT_BET'
  /** No bet to raise, raise cap reached, short all-in did not reopen the action (D10), or the profile forbids it. */
  | 'CANNOT_RAISE'
  | 'BET_TOO_SMALL'
  | 'BET_TOO_LARGE'
  | 'RAISE_TOO_SMALL'
  | 'RAISE_TOO_LARGE'
  | 'NOT_ENOUGH_CHIPS'
  /** The profile does not allow this action to this seat now (F8, B10, F13…). */
  | 'NOT_ALLOWED'
  | 'TOO_MANY_CARDS'
  | 'NOT_YOUR_CARD'
  | 'BAD_DECK'
  /** A card this table's deck does not hold (B2, F1: a stripped deck). */
  | 'NOT_IN_DECK'
  | 'CARD_IN_USE'
  /** A discarded or folded card dealt again while undealt cards remain (D7, F10). */
  | 'NOT_IN_STOCK'
  /** Cards dealt out of the order the rules deal them (D2, S3: an open 4's extra card first); `expected` is the seat due first. */
  | 'DEAL_ORDER'
  /** Forced posts the profile does not make (B4, B5: the escuro chain only doubles; F4, F13, D1, S3, H2). */
  | 'BAD_POSTS'
  | 'WRONG_CARD_COUNT'
  | 'CARDS_REQUIRED'
  | 'CANNOT_MUCK'
  | 'NOT_ELIGIBLE';

export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
  /** For *_TOO_SMALL / *_TOO_LARGE / NOT_ENOUGH_CHIPS / TOO_MANY_CARDS: the bound. */
  readonly min?: number;
  readonly max?: number;
  /** NOT_YOUR_TURN: whose turn it is (null: chance or the table). */
  readonly expected?: Seat | null;
  /** NOT_ALLOWED / CANNOT_RAISE: a short reason ('cap', 'not-reopened', 'no-bet', or a profile's own). */
  readonly reason?: string;
  /** The rule-book clause the action breaks (RULES.md: 'B2', 'D7', 'H7'…), where one is named. */
  readonly rule?: string;
  /** NOT_IN_DECK, NOT_IN_STOCK, CARD_IN_USE: the card refused. */
  readonly card?: Card;
}

export type ApplyResult = { readonly ok: true; readonly state: HandState } | { readonly ok: false; readonly error: Refusal };

// ---------------------------------------------------------------------------------------------
// State

export interface SeatState {
  readonly stack: number;
  /** Chips put in during this hand (antes, blinds, bets), net of uncalled bets returned. */
  readonly committed: number;
  /** Chips put in during the current betting round (blinds count; antes do not, D4). */
  readonly bet: number;
  /** Dealt in this hand. */
  readonly inHand: boolean;
  readonly folded: boolean;
  readonly allIn: boolean;
  /** Cards held, in the order received; `null` = unknown to the engine. */
  readonly cards: readonly (Card | null)[];
  /** Parallel to `cards`: dealt face up (stud). */
  readonly up: readonly boolean[];
  /** How many cards this seat exchanged at each draw so far (public, G11). */
  readonly exchanged: readonly number[];
  readonly shown: boolean;
  readonly mucked: boolean;
}

export interface Round {
  /** Highest bet of the round. */
  readonly currentBet: number;
  /** Last full bet or raise increment (D4); a raise must add at least this (H4 default). */
  readonly increment: number;
  /** Full raises after the opening bet (for the fixed-limit cap, S6). */
  readonly raises: number;
  /** Per seat: the bet level he faced when he last acted in this round; -1 if he has not acted. */
  readonly faced: readonly number[];
  /** Last seat that bet or raised in this round (D13, H7). */
  readonly aggressor: Seat | -1;
  /** First seat that put in a voluntary bet in this round (F8). */
  readonly opener: Seat | -1;
  readonly minBet: number;
  readonly toAct: Seat;
}

export type Pending =
  | { readonly kind: 'shuffle' }
  | { readonly kind: 'deal'; readonly needs: readonly { readonly to: Seat | 'board'; readonly count: number }[] }
  | { readonly kind: 'reshuffle'; readonly cards: readonly Card[] }
  | { readonly kind: 'bet'; readonly seat: Seat }
  | { readonly kind: 'draw'; readonly seat: Seat }
  /** F12, B10: the opener, whose cards the engine does not know, must show openers before he can win. */
  | { readonly kind: 'openers'; readonly seat: Seat }
  /** A profile's own decision street (B5: a seat decides on re-buying the escuro). */
  | { readonly kind: 'decide'; readonly seat: Seat }
  | { readonly kind: 'show'; readonly seat: Seat }
  /** `run`: of which run of the board (H13), 0 the first; absent when the board is run once. */
  | { readonly kind: 'award'; readonly pot: number; readonly run?: number }
  /** H13: the table says how many times the rest of the board is run. */
  | { readonly kind: 'runIt' }
  /** O7: the table asks for the next street of the run-out it watches. */
  | { readonly kind: 'reveal' }
  /** S5 in the chip ledger: the open cards are not all known, so the table says who starts the round. */
  | { readonly kind: 'lead' }
  | { readonly kind: 'complete' };

export interface Pot {
  readonly amount: number;
  /** Seats that contest it: not folded and covered its level (G7). */
  readonly eligible: readonly Seat[];
}

export interface PotResult extends Pot {
  readonly winners: readonly Seat[];
  /** Parallel to `winners`. */
  readonly shares: readonly number[];
  /** H13: a pot run several times, each run's part of it and who won that (`winners` and `shares` add them up). */
  readonly runs?: readonly RunResult[];
}

/** H13: one run's part of a pot and who won it. */
export interface RunResult {
  readonly amount: number;
  readonly winners: readonly Seat[];
  readonly shares: readonly number[];
}

export interface HandResult {
  /** Main pot first, then the side pots; settled side pots first (D13). */
  readonly pots: readonly PotResult[];
  /** Won without a showdown (G9). */
  readonly uncontested: boolean;
  /** Per seat: final stack minus starting stack. */
  readonly net: readonly number[];
  /**
   * Chips nobody won, staying on the table for the next deal (F7, F12, B10); absent when every
   * chip was paid out. Chips are conserved: stacks after + leftOnTable = stacks before + carried.
   */
  readonly leftOnTable?: number;
  /** B9, H14: per seat, the chips received (+) or paid (−) after the pots for big hands or a winning 7-2 shown; absent where none is paid. */
  readonly bonus?: readonly number[];
}

/** Progress of a draw street: who still has to exchange, and the discards awaiting replacement. */
interface DrawProgress {
  readonly queue: readonly Seat[];
  /** The seat whose replacements are being dealt, and his discards of this draw (kept out of D7). */
  readonly current: Seat | -1;
  readonly owed: number;
  /** `null`: a card discarded unseen (its count is what matters to the stock). */
  readonly discards: readonly (Card | null)[];
  /**
   * B6: a seat that exchanged more cards than it receives at once (the fourth card of the
   * dealer's right): what it is still owed after everyone else, and its discards, which stay
   * out of a D7 reshuffle until then.
   */
  readonly deferred: { readonly seat: Seat; readonly owed: number; readonly discards: readonly (Card | null)[] } | null;
}

/**
 * H13: the board run `times` times from the moment the hands were tabled. `runs` holds the board
 * cards of each run after the first that has begun, past the `tabled` cards all runs share (the
 * first run's are in `board`); in the chip ledger, the ones the table typed (O8).
 */
interface Runout {
  readonly times: number;
  readonly runs: readonly (readonly Card[])[];
}

/** B4, B5: the last seat that bought the escuro, his post (what staying in costs), and whether a re-buy may still follow. */
export interface Escuro {
  readonly buyer: Seat;
  readonly amount: number;
  readonly open: boolean;
}

/** F12, B10: the opener of a round that had to be opened. */
export interface Opened {
  readonly seat: Seat;
  /**
   * true: his known cards qualified when he opened, or the table saw his openers; null: his cards
   * are unknown (chip ledger) and he must show openers before he can win; false: he could not —
   * he wins nothing and everything he put in stays on the table for the next deal.
   */
  readonly shown: boolean | null;
}

interface ShowdownProgress {
  /** Seats in showing order (D13, H7) that still have to show or muck. */
  readonly queue: readonly Seat[];
  /** The pots as they stand at the showdown (main pot first). */
  readonly pots: readonly Pot[];
  /** Chip ledger: the winners the table named, per run of the board (H13; one run without it) and per pot (null: not named). */
  readonly awarded: readonly (readonly (readonly Seat[] | null)[])[];
  /** B9, chip ledger: bonus hands the table saw shown without typing the cards; absent while none. */
  readonly claims?: readonly { readonly seat: Seat; readonly kind: BonusKind }[];
}

export interface HandState {
  /** The config with every default filled in (antes, blinds, minBet, dealing). */
  readonly config: ResolvedConfig;
  /** Every action applied, in order: `replay(config, log)` rebuilds this state exactly. */
  readonly log: readonly Action[];
  /** Index into the profile's street list. */
  readonly street: number;
  readonly pending: Pending;
  readonly seats: readonly SeatState[];
  readonly board: readonly Card[];
  /** `deck` dealing: undealt cards, next card first. */
  readonly stock: readonly Card[] | null;
  /**
   * Discards and folded hands since the stock was last refilled (D7, F10: what a short stock is
   * refilled from; until then none of them can be dealt again). `null`: a card nobody saw.
   */
  readonly muck: readonly (Card | null)[];
  /**
   * `explicit` and `ledger` dealing: how many cards the stock holds, whichever they are (D7, F10:
   * it decides when the muck is shuffled back in). null with a recorded deck: `stock` holds them.
   */
  readonly undealt: number | null;
  /** The betting round under way, if any; the last one played after it closes (for D13). */
  readonly round: Round | null;
  readonly roundOpen: boolean;
  readonly draw: DrawProgress | null;
  readonly showdown: ShowdownProgress | null;
  /** F12, B10: who opened the round that had to be opened, and whether he showed openers. */
  readonly opened: Opened | null;
  /**
   * H7, TDA rule 16: betting closed because players were all-in, and every live hand was turned
   * face up before the rest of the board: how many board cards were out then. null otherwise.
   */
  readonly tabled: number | null;
  /** H13: how many times the table agreed to run the rest of the board, and the runs after the first; null: not asked. */
  readonly runout: Runout | null;
  /** brasileiro (B4, B5): the escuro and its re-buys; null in other profiles and in jacker mode. */
  readonly escuro: Escuro | null;
  readonly result: HandResult | null;
}

export interface ResolvedConfig extends HandConfig {
  readonly dealing: Dealing;
  readonly antes: readonly number[];
  readonly blinds: readonly number[];
  readonly minBet: number;
  readonly options: GameOptions;
  /**
   * S2: balances are record units that may go negative, so a seat may always call, bet and raise
   * whatever its stack: nobody is ever all-in and there are no side pots. Set from the profile.
   */
  readonly credit?: boolean;
}
