/**
 * The tournament in the table view (H9, T5–T24): the clock's terms, the field as the clock shows
 * it, and the desk between hands — sales, late players, places and prizes, the deal's terms, the
 * chip case, the result at the end. All of it is the same for every viewer (no card in it).
 *
 * What changes with the time (the level in play, the add-on's break, the colour that may leave)
 * is not in the view: a screen reads it at its own `now` from the view's terms, with the functions
 * the session deals by.
 *
 *   readClock(table.tournament.clock, now)        // the clock (tournament/clock.ts)
 *   deskAt(table.tournament, now)                 // the add-on on sale, the colour-up due
 */
import { standings, type SessionRefusal, type SessionState } from '../session.ts';
import type { Settlement } from '../money.ts';
import { playerRange } from '../setup.ts';
import type { Seat } from '../types.ts';
import { clockTerms, levelReadAt, type ClockTerms } from '../tournament/clock.ts';
import type { ChipRace } from '../tournament/colour-up.ts';
import {
  addOnOnSale,
  addOnBuyerRefusal,
  chipsInCase,
  colourLeaves,
  dealTerms,
  lateEntryRefusal,
  nextRace,
  notArrived,
  prizeTable,
  progressOf,
  rebuyRefusal,
  stillIn,
  valuesInPlay,
  walkInClosed,
  type AgreedDeal,
} from '../tournament/play.ts';
import { tournamentPlaces, tournamentSettlement, type TournamentPlace } from '../tournament/prizes.ts';

/** H9, T19: who is at the table as the clock shows it. */
interface TournamentField {
  readonly playing: number;
  /** Players who entered (T19: a late registrant counts once he sits down). */
  readonly total: number;
  /** H9: eliminated players with their finishing place, the most recent (best place) first. */
  readonly out: readonly { readonly name: string; readonly place: number }[];
  /** T19: registered as late, not here yet. */
  readonly waiting: readonly string[];
}

interface TournamentDesk {
  /** T11, T12: the pool, the entries it came from, the prizes it pays (first place first). */
  readonly pool: number;
  readonly entries: number;
  readonly prizes: readonly number[];
  /** T13: every player who entered, best first. */
  readonly places: readonly TournamentPlace[];
  /** Players still in (entered, not out). */
  readonly stillIn: readonly Seat[];
  /** T17: players who may rebuy now. */
  readonly rebuyers: readonly Seat[];
  /** T18: players who may buy the add-on while it is on sale (deskAt says when). */
  readonly addOnBuyers: readonly Seat[];
  /** T18: the add-on's level (1-based), or null without an add-on. */
  readonly addOnLevel: number | null;
  /** T19: registered late players who may sit down now. */
  readonly late: readonly Seat[];
  /** T19: why nobody can walk in now (walkInClosed), or null. */
  readonly walkInClosed: SessionRefusal | null;
  /** T19: the seats the table has (the setup's most players). */
  readonly seats: number;
  /** T24: chips the case still holds off the table (caseShortOf reads a sale against it); null without a chip set. */
  readonly caseLeft: number | null;
  /** T5: the chip values still on the table, smallest first. */
  readonly valuesInPlay: readonly number[];
  /** T6: the race if the smallest colour in play leaves (deskAt says whether it may); null when none can. */
  readonly race: ChipRace | null;
  /** T14–T16: what a deal among the players left is worked out from. */
  readonly dealTerms: { readonly players: readonly Seat[]; readonly stacks: readonly number[]; readonly prizes: readonly number[] };
  /** T15, T16: the deal made, or null. */
  readonly deal: AgreedDeal | null;
  /** T20: the settlement once the tournament is over; null before. */
  readonly result: Settlement | null;
}

export interface TournamentPart {
  /** H9: what the clock reads from (readClock); null without a schedule. */
  readonly clock: ClockTerms | null;
  readonly field: TournamentField;
  /** The desk; null without a night's terms (levels only). */
  readonly desk: TournamentDesk | null;
}

/** H9, T19: who is playing, who went out in which place, who is not here yet. */
function tournamentField(session: SessionState): TournamentField {
  const players = session.config.players.map((_, player) => player);
  const entered = players.filter((player) => !notArrived(session, player));
  const out = standings(session)
    .filter((s) => session.leftAfter[s.player] >= 0 && !notArrived(session, s.player))
    .map((s) => ({ name: s.name, place: s.place }));
  const waiting = players.filter((player) => notArrived(session, player)).map((player) => session.config.players[player].name);
  return { playing: entered.filter((player) => session.leftAfter[player] < 0).length, total: entered.length, out, waiting };
}

function desk(session: SessionState): TournamentDesk | null {
  const terms = session.config.tournament;
  if (!terms) return null;
  const players = session.config.players.map((_, player) => player);
  const { pool, entries, prizes } = prizeTable(session);
  const progress = progressOf(session);
  return {
    pool,
    entries,
    prizes,
    places: tournamentPlaces(session),
    stillIn: players.filter((p) => stillIn(session, p)),
    rebuyers: terms.rebuy ? players.filter((p) => rebuyRefusal(session, p) === null) : [],
    addOnBuyers: terms.addOn ? players.filter((p) => addOnBuyerRefusal(session, p) === null) : [],
    addOnLevel: terms.addOn?.atLevel ?? null,
    late: players.filter((p) => lateEntryRefusal(session, p) === null),
    walkInClosed: walkInClosed(session),
    seats: playerRange[session.config.profile].max,
    caseLeft: chipsInCase(session),
    valuesInPlay: valuesInPlay(session),
    race: nextRace(session),
    dealTerms: dealTerms(session),
    deal: progress.deal,
    result: tournamentSettlement(session),
  };
}

/** The tournament's part of the table view; null for a cash game (no levels, no night's terms). */
export function tournamentPart(session: SessionState): TournamentPart | null {
  if (!session.config.schedule && !session.config.tournament) return null;
  return { clock: clockTerms(session), field: tournamentField(session), desk: desk(session) };
}

/** What the desk offers at the table's time `at` (T5, T18). */
export interface DeskNow {
  /** T18: the add-on is on sale. */
  readonly addOn: boolean;
  /** T5: the colour that may leave the table before the next hand, with its race; null when none may. */
  readonly colourUp: ChipRace | null;
}

/** T5, T18: the desk at `at`, read from the view's terms as the session reads them. */
export function deskAt(part: TournamentPart, at: number): DeskNow {
  const { clock, desk } = part;
  if (!clock || !desk) return { addOn: false, colourUp: null };
  const level = levelReadAt(clock, at);
  const addOn = desk.addOnLevel !== null && addOnOnSale(desk.addOnLevel, clock.handLevel, level);
  const leaves = desk.race !== null && colourLeaves(desk.valuesInPlay, clock.schedule.levels, level);
  return { addOn, colourUp: leaves ? desk.race : null };
}
