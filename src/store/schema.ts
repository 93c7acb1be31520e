import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { PayDetails } from '../engine/pix/pay-details.ts';
import type { PlayerNumbers } from '../engine/player-numbers.ts';
import { gameSeats, linkSeats, newPlayer } from './playerLinks.ts';
import { requests } from './transaction.ts';

export type GameStatus = 'active' | 'finished';

/** What the past-games list shows as a result: each player's net chips after `hands` hands. */
export interface ResultSummary {
  hands: number;
  /** Best place first; `net` in chips (units in baseball). */
  standings: { player: string; net: number; /** A tournament's place (H9). */ place?: number; /** A tournament's result in cents of `currency` (T22). */ money?: number }[];
  /** The currency of the standings' `money`. */
  currency?: string;
}

export interface GameRecord<Config = unknown> {
  id: string;
  profile: string;
  players: string[];
  config: Config;
  createdAt: number;
  updatedAt: number;
  status: GameStatus;
  result: ResultSummary | null;
  /** The seq the next action must carry: the log is exactly seq 0 .. nextSeq-1. */
  nextSeq: number;
  /** Set by a soft delete; the record is purged later unless the delete is undone. */
  deletedAt: number | null;
  /**
   * Which log this is: a new id each time an import writes the game's log anew, absent for a log
   * as first created. An append names the log it was worked out on, so a tab still showing the
   * log an import replaced cannot add its move to the new one (games.ts append).
   */
  logId?: string;
}

export interface ActionRecord<Action = unknown> {
  gameId: string;
  seq: number;
  at: number;
  action: Action;
}

/** The engine's serialized state after actions 0 .. seq-1; `format` is the engine's snapshot version. */
export interface SnapshotRecord<Snapshot = unknown> {
  gameId: string;
  seq: number;
  format: number;
  state: Snapshot;
}

/** Where a person sat: seat `seat` of a game, or row `seat` of a night imported from a spreadsheet. */
export interface PlayerSeat {
  night: string;
  seat: number;
}

/**
 * One person across games (the players' book). A merge only points one entry at another
 * (`mergedInto`), so undoing it is clearing that field: names and seats are never moved.
 */
export interface PlayerRecord {
  id: string;
  name: string;
  createdAt: number;
  /** The entry this one was merged into, or null; the book counts it as that entry's root. */
  mergedInto: string | null;
  seats: PlayerSeat[];
  /**
   * P7: how he is paid (a Pix key, a note), absent until he says. An optional field of the same
   * store: records written before it load as players with no details, so no migration step.
   */
  pay?: PayDetails;
}

/** One player's line of a night kept in a spreadsheet (app/book/CSV.md), as imported. */
export interface NightResultRecord {
  player: string;
  /** Chips won (+) or lost (−); baseball: record units in sixtieths (engine/units.ts). */
  net: number;
  /** Cents in the night's currency, or null when the night had no money. */
  money: number | null;
  place: number | null;
  hands: number | null;
  biggestPot: number | null;
}

/** A night imported from a spreadsheet: results only, no game log behind them. */
export interface NightRecord {
  id: string;
  /** The spreadsheet's name for the night ('' when it had none). */
  label: string;
  /** The calendar day it was played, YYYY-MM-DD. */
  day: string;
  profile: string;
  currency: string | null;
  importedAt: number;
  results: NightResultRecord[];
}

/**
 * What the players' book read from a finished game's hands (app/book/nights.ts), kept so that
 * each game's log is replayed once, not at every look at the book. Derived data: never backed
 * up, and ignored (then rewritten) when the log grew or `format` is not the reader's.
 */
export interface FiguresRecord {
  gameId: string;
  /** The game's nextSeq when they were read. */
  nextSeq: number;
  format: number;
  /** Per seat. */
  hands: number[];
  biggestPot: number[];
  /** Per seat, the player's numbers (RULES.md V). */
  numbers: PlayerNumbers[];
  /** A dealer's-choice game's: the same figures for each of its games' hands (RULES.md V11); absent for a game of one profile. */
  games?: { hands: number[]; biggestPot: number[]; numbers: PlayerNumbers[] }[];
}

interface MetaRecord {
  key: string;
  value: unknown;
}

interface MesaSchema extends DBSchema {
  games: { key: string; value: GameRecord };
  actions: { key: [string, number]; value: ActionRecord };
  snapshots: { key: [string, number]; value: SnapshotRecord };
  meta: { key: string; value: MetaRecord };
  players: { key: string; value: PlayerRecord };
  nights: { key: string; value: NightRecord };
  figures: { key: string; value: FiguresRecord };
}

export type MesaDatabase = IDBPDatabase<MesaSchema>;
export type UpgradeTransaction = IDBPTransaction<MesaSchema, StoreNames<MesaSchema>[], 'versionchange'>;

/**
 * One forward step of the schema. Steps run inside the `upgrade` transaction, in order, for every
 * version above the one on disk; a step that throws or rejects aborts the whole upgrade, which
 * leaves the old database exactly as it was.
 */
export interface Migration {
  version: number;
  migrate(db: MesaDatabase, tx: UpgradeTransaction): void | Promise<void>;
}

const v1: Migration = {
  version: 1,
  migrate(db) {
    db.createObjectStore('games', { keyPath: 'id' });
    db.createObjectStore('actions', { keyPath: ['gameId', 'seq'] });
    db.createObjectStore('snapshots', { keyPath: ['gameId', 'seq'] });
    db.createObjectStore('meta', { keyPath: 'key' });
  },
};

/**
 * The players' book: one record per person, linked to the seats of every game already on the phone
 * by name (as linkSeats links the games played after), the nights imported from spreadsheets, and
 * what the book read from each game's hands.
 */
const v2: Migration = {
  version: 2,
  async migrate(db, tx) {
    db.createObjectStore('players', { keyPath: 'id' });
    db.createObjectStore('nights', { keyPath: 'id' });
    db.createObjectStore('figures', { keyPath: 'gameId' });
    const games = await tx.objectStore('games').getAll();
    const now = Date.now();
    const players = linkSeats([], games.map(gameSeats), (name) => newPlayer(name, now));
    await requests(players.map((player) => () => tx.objectStore('players').add(player)));
  },
};

/** Append new steps here; never edit a shipped one (its fixture test pins what it must read). */
export const MIGRATIONS: readonly Migration[] = [v1, v2];

export const DB_NAME = 'mesa';

/** All records of one game in an [gameId, seq]-keyed store. */
export function gameRange(gameId: string, fromSeq = 0): IDBKeyRange {
  return IDBKeyRange.bound([gameId, fromSeq], [gameId, Infinity]);
}
