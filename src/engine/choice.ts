/**
 * Dealer's choice (issue 34; RULES.md section C): a cash night where the table picks the games it
 * allows, each with its own stakes, and each dealer names the game for his deal or for his orbit.
 * Stacks, the dealer button and the buy-ins are the night's; what a game leaves pending (a pot on
 * the table, jacker mode) waits for that game (C clauses).
 */
import { nextSeat, type Direction } from './seats.ts';
import type { Dealing, GameOptions, HandMode, ProfileId, Seat } from './types.ts';

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

/** C1: the games a dealer's-choice night may list (Baseball counts units that may go negative, S2: not a night in chips). */
export const CHOICE_PROFILES: readonly ProfileId[] = ['draw5', 'brasileiro', 'fechado', 'holdem', 'plo', 'plo5'];
/** C1: at least two games (one is a night of that game), at most one of each. */
const MIN_CHOICE_GAMES = 2;
export const MAX_CHOICE_GAMES = CHOICE_PROFILES.length;

/** The night's naming, beside the session's state: kept apart so each game's pending mode waits for it (C8). */
export interface ChoiceProgress {
  /** Who named the game in force; null when none is, or when a rule keeps it past its naming (C6). */
  readonly namedBy: Seat | null;
  /** Hands played when it was named: a naming no deal has used yet may be changed (C3). */
  readonly since: number;
  /** C8: each game's mode for its next deal (a jacker after a bonus, a bomb pot called); the game in force's is the session's `mode`. */
  readonly modes: readonly HandMode[];
}

/** C1: what is wrong with a night's list of games and its option, and where in it, or null (newSession throws it, the stored game's check says it). */
export function choiceProblem(choice: DealersChoice): { readonly path: string; readonly what: string } | null {
  if (choice.per !== 'deal' && choice.per !== 'orbit') return { path: 'per', what: 'one of deal, orbit' };
  const games = choice.games;
  if (!Array.isArray(games) || games.length < MIN_CHOICE_GAMES || games.length > MAX_CHOICE_GAMES) {
    return { path: 'games', what: `a list of ${MIN_CHOICE_GAMES} to ${MAX_CHOICE_GAMES} games` };
  }
  for (const [i, game] of games.entries()) {
    const at = `games[${i}]`;
    if (!CHOICE_PROFILES.includes(game.profile)) return { path: `${at}.profile`, what: `one of ${CHOICE_PROFILES.join(', ')} (C1)` };
    if (games.findIndex((other) => other.profile === game.profile) !== i) return { path: `${at}.profile`, what: 'a game listed once (C1)' };
    if ((game.dealing ?? 'deck') !== (games[0].dealing ?? 'deck')) return { path: `${at}.dealing`, what: "the night's one way of dealing, the first game's (C1)" };
  }
  return null;
}

/** C2: the first pending mode of each game: a bomb pot first where that game's options ask for one (H12). */
export const firstModes = (choice: DealersChoice): HandMode[] => choice.games.map((game) => (game.options?.bombPotFirst === true ? 'bomb' : 'normal'));

/**
 * C5: whether the deal, moving on from `from` to `to` around `count` seats in `direction`, reached
 * or passed `namer`'s seat: the orbit his naming started is over, whether he is dealt in now or
 * sits out (the button passing his empty seat ends it as his deal would have).
 */
export function orbitOver(count: number, from: Seat, to: Seat, direction: Direction, namer: Seat): boolean {
  let seat = from;
  for (let i = 0; i < count; i++) {
    seat = nextSeat(count, seat, direction);
    if (seat === namer) return true;
    if (seat === to) return false;
  }
  return true;
}

/** C1: whether `game` names one of the night's games. */
export const isGameIndex = (choice: DealersChoice, game: unknown): game is number =>
  Number.isInteger(game) && (game as number) >= 0 && (game as number) < choice.games.length;
