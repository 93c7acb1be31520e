/**
 * Dealer's choice (issue 34; RULES.md section C): a cash night where the table picks the games it
 * allows, each with its own stakes, and each dealer names the game for his deal or for his orbit.
 * Stacks, the dealer button and the buy-ins are the night's; what a game leaves pending (a pot on
 * the table, jacker mode) waits for that game (C clauses).
 */
import type { Dealing, GameOptions, ProfileId, Seat } from './types.ts';

/** One game the table allows, with the stakes it plays at (antes, blinds, escuro, openers, wilds). */
export interface ChoiceGame {
  readonly profile: ProfileId;
  readonly options?: GameOptions;
  readonly dealing?: Dealing;
}

export interface DealersChoice {
  /** The games allowed, in the order the table listed them; a game is named by its index. */
  readonly games: readonly ChoiceGame[];
  /** Whether a dealer names the game for his own deal, or for the orbit his deal starts. */
  readonly per: 'deal' | 'orbit';
}

/** Between hands, the dealer to come names the game (`game`: an index into `choice.games`). */
export interface NameGameAction {
  readonly type: 'nameGame';
  readonly seat: Seat;
  readonly game: number;
}

/** The table view's dealer's-choice part: what is being dealt and who names what comes next. */
export interface ChoicePart {
  readonly games: readonly ChoiceGame[];
  readonly per: 'deal' | 'orbit';
  /** The game of the hand in play, or named for the next deal; null while the dealer has yet to name one. */
  readonly current: number | null;
  /** Who named the current game (null: none named, or kept by a rule of section C rather than named). */
  readonly namedBy: Seat | null;
  /** The seat that may name the next game now, and the games he may name; null when nobody may name one now. */
  readonly naming: { readonly seat: Seat; readonly games: readonly number[] } | null;
}
