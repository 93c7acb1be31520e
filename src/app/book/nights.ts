/**
 * A night of the players' book: one game played on this phone, or one night imported from a
 * spreadsheet, with each seat's result. A game's figures are the engine's own — its standings
 * (the net result), its money settlement (B13) and its completed hands — never worked out again
 * here, so a correction of the rules flows straight into the book. A dealer's-choice night (RULES
 * V11) is one night, of the game CHOICE, with each of its games' part beside its results.
 */
import {
  completedHands,
  fewestTransfers,
  getProfile,
  handNumbers,
  isPlayable,
  NO_NUMBERS,
  nightMoney,
  standings,
  sumNumbers,
  type CompletedHand,
  type HandState,
  type NightMoney,
  type PlayerNumbers,
  type ProfileId,
  type SessionAction,
  type SessionConfig,
  type SessionState,
  type Transfer,
} from '../../engine/index.ts';
import { MAX_NIGHT_PLAYERS } from '../../engine/limits.ts';
import { notArrived } from '../../engine/tournament/play.ts';
import type { GameRecord, NightRecord } from '../../store/index.ts';

export interface NightSeat {
  /** The name the player had at this table. */
  readonly name: string;
  /** Chips won (+) or lost (−); baseball: record units in sixtieths (engine/units.ts). A tournament's chips are no result (T22). */
  readonly net: number;
  /** Cents won or lost in the night's currency (a tournament's: prize − paid, T22); null when the night had no money. */
  readonly money: number | null;
  /** The place in a tournament (H9); null in a cash game. */
  readonly place: number | null;
  /** Hands dealt in; null when a spreadsheet did not say. */
  readonly hands: number | null;
  /** The most taken in one hand, in the night's chips or units; null when a spreadsheet did not say. */
  readonly biggestPot: number | null;
  /** His numbers over the night's hands (RULES.md V); null for a spreadsheet's night, whose actions nobody knows. */
  readonly numbers: PlayerNumbers | null;
}

/** A night's game for a dealer's-choice night (RULES V11): the book's word, in its filters and its CSV, beside the profiles. */
export const CHOICE = 'choice';

/** One seat's figures in one game of a dealer's-choice night. */
interface GameSeat {
  /** Chips won or lost in the game's deals (V11: a rebuy is the night's, not a game's). */
  readonly net: number;
  /** Hands he was dealt in that game. */
  readonly hands: number;
  readonly biggestPot: number;
  readonly numbers: PlayerNumbers;
}

/** One game of a dealer's-choice night, in the order the table listed them (`choice.games`). */
export interface NightGame {
  readonly profile: ProfileId;
  /** Deals played in it (0: allowed, never named). */
  readonly hands: number;
  /** Per seat, as the night's seats. */
  readonly seats: readonly GameSeat[];
}

export interface Night {
  /** The game's id, or the imported night's. */
  readonly id: string;
  readonly source: 'game' | 'import';
  /** An imported night's name in its spreadsheet ('' if it had none); null for a game. */
  readonly label: string | null;
  /** The calendar day, YYYY-MM-DD (a game's: the day it started, on this phone's clock). */
  readonly day: string;
  /** For ordering nights of one day. */
  readonly at: number;
  /** The game played: a profile, or CHOICE for a dealer's-choice night. */
  readonly profile: string;
  readonly currency: string | null;
  /** Hands the night completed; null for a spreadsheet night. */
  readonly hands: number | null;
  readonly seats: readonly NightSeat[];
  /** Who pays whom, in cents (the engine's fewest transfers); empty without money. */
  readonly transfers: readonly Transfer[];
  /** A dealer's-choice night's games, each with its part of the results; null for a night of one game, or a spreadsheet's. */
  readonly games: readonly NightGame[] | null;
  /** V11: a dealer's-choice night read as one of its games (gamePart): the whole night; null for a whole night. */
  readonly partOf: Night | null;
}

/** T22: a tournament's result is its money, or its places alone: its chips count in no measure. Its seats have places (H9, or a spreadsheet's `place`). */
export const isTournament = (night: Night): boolean => night.seats.some((seat) => seat.place !== null);

/** A game whose balances are record units (S2: the profile's `credit`, Baseball) keeps them, with no money value (S8); every other game counts chips. */
export const countsIn = (profile: string): 'chips' | 'units' => (isPlayable(profile as ProfileId) && getProfile(profile as ProfileId).credit ? 'units' : 'chips');

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of a moment on this phone's calendar, YYYY-MM-DD. */
export function localDay(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noon of a day on this phone's calendar (a time to order by that no time zone moves to another day). */
function dayTime(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12).getTime();
}

/**
 * T22: the engine's money for the night (a tournament's prizes, B13's chips). A game whose chips
 * do not add up to what was bought (a count never made) has no money figure rather than a wrong one.
 */
function money(state: SessionState): NightMoney | null {
  try {
    return nightMoney(state);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** What `seat` took from the pots of a hand. */
function taken(hand: HandState, seat: number): number {
  return (hand.result?.pots ?? []).reduce((sum, pot) => sum + (pot.shares[pot.winners.indexOf(seat)] ?? 0), 0);
}

/** What the book reads from some of a game's completed hands, per seat. */
export interface SeatFigures {
  /** Hands dealt in. */
  readonly hands: readonly number[];
  /** The most taken from the pots in one hand. */
  readonly biggestPot: readonly number[];
  /** V1–V9: his numbers over the hands. */
  readonly numbers: readonly PlayerNumbers[];
}

/** What the book reads from a game's completed hands: the figures of them all and, in dealer's choice, of each game's (V11). */
export interface HandFigures extends SeatFigures {
  /** In the order of `choice.games`; absent outside dealer's choice. */
  readonly games?: readonly SeatFigures[];
}

/** Bump when handFigures reads something else: figures an older reader kept are then read again. */
export const HAND_FIGURES_FORMAT = 3;

function seatFigures(seats: readonly number[], hands: readonly CompletedHand[]): SeatFigures {
  const numbers = hands.map(({ hand }) => handNumbers(hand));
  return {
    hands: seats.map((seat) => hands.filter(({ hand }) => hand.seats[seat]?.inHand).length),
    biggestPot: seats.map((seat) => Math.max(0, ...hands.map(({ hand }) => taken(hand, seat)))),
    numbers: seats.map((seat) => sumNumbers(numbers.flatMap((perSeat) => perSeat[seat] ?? []))),
  };
}

/**
 * `config`: the session's as it ended, with anyone who sat down during it (T19); a hand before he
 * came has no seat for him. V2, V11: each hand counts by its own game (handNumbers reads the
 * hand's config), so a dealer's-choice night's draw5 deals count what a game without a board has.
 */
export function handFigures(config: SessionConfig, hands: readonly CompletedHand[]): HandFigures {
  const seats = config.players.map((_, seat) => seat);
  const games = config.choice?.games.map((_, game) => seatFigures(seats, hands.filter(({ record }) => record.game === game)));
  return { ...seatFigures(seats, hands), ...(games ? { games } : {}) };
}

/**
 * V11: each game's part of a dealer's-choice night. Its chips are its deals' (each stack after the
 * deal minus before it, HandRecord), so a rebuy, bought between deals, counts in no game: the
 * games' parts add up to the night's result.
 */
function nightGames(state: SessionState, figures: HandFigures): NightGame[] | null {
  const choice = state.config.choice;
  if (!choice) return null;
  return choice.games.map(({ profile }, game) => {
    const deals = state.history.filter((record) => record.game === game);
    const part = figures.games?.[game];
    return {
      profile,
      hands: deals.length,
      seats: state.config.players.map((_, seat) => ({
        net: deals.reduce((sum, record) => sum + (record.after[seat] ?? 0) - (record.before[seat] ?? 0), 0),
        hands: part?.hands[seat] ?? 0,
        biggestPot: part?.biggestPot[seat] ?? 0,
        numbers: part?.numbers[seat] ?? NO_NUMBERS,
      })),
    };
  });
}

/** V11: the games a dealer's-choice night played, in its order (a game allowed but never named has no part); none for a night of one game. */
export const gamesPlayed = (night: Night): readonly NightGame[] => night.games?.filter((game) => game.hands > 0) ?? [];

/**
 * V11: a dealer's-choice night as one of its games, for the book's view of that game: its deals,
 * each seat's chips and numbers in them. The night's money stays the night's (a buy-in is paid for
 * the night, not a game): the part counts in chips. Null when the night never played that game.
 */
export function gamePart(night: Night, profile: string): Night | null {
  const game = gamesPlayed(night).find((g) => g.profile === profile);
  if (!game) return null;
  return {
    ...night,
    profile,
    currency: null,
    hands: game.hands,
    seats: night.seats.map((seat, i) => ({ ...seat, ...game.seats[i], money: null })),
    transfers: [],
    games: null,
    partOf: night,
  };
}

/** A finished game's night: its results from the session as it ended, its hands' figures beside them. */
export function nightOf(game: GameRecord<SessionConfig>, state: SessionState, figures: HandFigures): Night {
  const places = standings(state);
  const settled = money(state);
  const tournament = game.config.schedule !== undefined;
  return {
    id: game.id,
    source: 'game',
    label: null,
    day: localDay(game.createdAt),
    at: game.createdAt,
    profile: state.config.choice ? CHOICE : game.profile,
    currency: settled?.currency ?? null,
    hands: state.history.length,
    // The session's players as it ended: a player who sat down during it (T19) has his seat too.
    seats: state.config.players.map((player, seat) => {
      const standing = places.find((s) => s.player === seat)!;
      return {
        name: player.name,
        net: standing.net,
        money: settled ? settled.results[seat].net : null,
        // T19: a late registrant who never sat down takes no place.
        place: tournament && !notArrived(state, seat) ? standing.place : null,
        hands: figures.hands[seat],
        biggestPot: figures.biggestPot[seat],
        numbers: figures.numbers[seat],
      };
    }),
    transfers: settled?.transfers ?? [],
    games: nightGames(state, figures),
    partOf: null,
  };
}

/** A game's night from its whole log. */
export function gameNight(game: GameRecord<SessionConfig>, log: readonly SessionAction[]): Night {
  const { hands, state } = completedHands(game.config, log);
  return nightOf(game, state, handFigures(state.config, hands));
}

/**
 * One night is one night: Mesa's own CSV of a game names its rows' night by the game's id, so an
 * imported night of that name is the game read back. While the game is in the book too (a backup
 * brought it after the CSV, or the CSV came after it), the game counts and the copy does not.
 */
export const copyOfGame = (record: Pick<NightRecord, 'label'>, gameIds: ReadonlySet<string>): boolean => gameIds.has(record.label);

/** Throws a RangeError for a night beyond the book's limits (G18: stored before they were checked), which the book names rather than reads. */
export function importedNight(record: NightRecord): Night {
  if (record.results.length > MAX_NIGHT_PLAYERS) throw new RangeError(`${record.results.length} players in one night`);
  // Who pays whom is an exact search over the subsets of the night's players (fewestTransfers):
  // a tenth of a second for twenty, minutes for a book of thousands of such nights at each load.
  // So it is worked out when something first reads it (the night's settlement shown), and kept.
  let transfers: readonly Transfer[] | null = null;
  return {
    id: record.id,
    source: 'import',
    label: record.label,
    day: record.day,
    at: dayTime(record.day),
    profile: record.profile,
    currency: record.currency,
    hands: null,
    seats: record.results.map((r) => ({ name: r.player, net: r.net, money: r.money, place: r.place, hands: r.hands, biggestPot: r.biggestPot, numbers: null })),
    get transfers() {
      return (transfers ??= record.currency ? fewestTransfers(record.results.map((r) => r.money ?? 0)) : []);
    },
    games: null,
    partOf: null,
  };
}

/** Oldest first; nights of one day in the order they started. */
export const byTime = (a: Night, b: Night): number => a.day.localeCompare(b.day) || a.at - b.at || a.id.localeCompare(b.id);
