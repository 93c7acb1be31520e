import { MAX_NAME_LENGTH, cleanName, nameProblem } from '../engine/names.ts';
import { isCurrency, isDayInRange, isMoment, MAX_MOVES, MAX_NIGHT_PLAYERS, MAX_RESULT } from '../engine/limits.ts';
import { MAX_PAY_NOTE, payProblem, type PayDetails, type PayProblem } from '../engine/pix/pay-details.ts';
import { PIX_KEY_TYPES } from '../engine/pix/pix-key.ts';
import { MAX_PIX_CITY, MAX_PIX_KEY, MAX_PIX_NAME } from '../engine/pix/br-code.ts';
import { StoreError } from './errors.ts';
import type { GameRecord, NightRecord, NightResultRecord, PlayerRecord, ResultSummary } from './schema.ts';

export const BACKUP_FORMAT = 'mesa-backup';
export const BACKUP_VERSION = 1;
/** Checked before the file is read or parsed, so a huge file cannot freeze the phone. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

/** A game as a backup carries it: the log's length and the soft-delete mark belong to the phone. */
type BackupGameRecord<Config = unknown> = Omit<GameRecord<Config>, 'nextSeq' | 'deletedAt'> & {
  /**
   * Written for Mesa before issue 21, which refuses a backup whose games lack it (it kept the
   * seat and screen on every tap and never read them); ignored when a backup is read.
   */
  readonly position?: typeof OLD_READERS_POSITION;
};

/** The `position` every exported game carries for older readers: no seat, the table. */
export const OLD_READERS_POSITION = { seat: null, screen: 'table' } as const;

export interface BackupGame<Config = unknown, Action = unknown> {
  game: BackupGameRecord<Config>;
  /** The whole log, seq 0, 1, 2, … in order. */
  actions: { seq: number; at: number; action: Action }[];
  /** Optional and never trusted on import: snapshots are rebuilt from the log. */
  snapshots?: { seq: number; format: number; state: unknown }[];
}

export interface BackupDocument<Config = unknown, Action = unknown> {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  games: BackupGame<Config, Action>[];
  /** The table's chip sets (T1), from the `meta` store; absent in files from before them. */
  chipSets?: unknown[];
  /** The players' book: who sat where in these games and nights (absent in backups made before it). */
  players?: PlayerRecord[];
  /** Nights imported from spreadsheets (absent in backups made before the book). */
  nights?: NightRecord[];
}

export interface BackupValidation<Config, Action> {
  /** Profile ids this build can play; a game of any other profile is refused. */
  knownProfiles: readonly string[];
  /** The games an imported night may name (the profiles and the book's own, such as dealer's choice); `knownProfiles` without it. */
  nightProfiles?: readonly string[];
  /** The engine's check of a game config; without it any JSON value is accepted. */
  isConfig?: (value: unknown) => value is Config;
  /** Why the engine refuses a config (a seat's name, a stack…), kept in the refusal as `expected`. */
  configProblem?: (value: unknown) => string | null;
  /** The engine's check of one action; without it any JSON value is accepted. */
  isAction?: (value: unknown) => value is Action;
  /** The engine's check of one chip set (T1); without it any JSON object is accepted. */
  isChipSet?: (value: unknown) => boolean;
  maxBytes?: number;
}

/**
 * Reads and checks a backup file without touching the database: size first, then JSON, then
 * every field. Refusals are StoreErrors with a `backup.*` key and, for a bad field, its path.
 */
export async function validateBackup<Config = unknown, Action = unknown>(
  input: Blob | string,
  options: BackupValidation<Config, Action>,
): Promise<BackupDocument<Config, Action>> {
  const blob = typeof input === 'string' ? new Blob([input]) : input;
  const limit = options.maxBytes ?? MAX_BACKUP_BYTES;
  if (blob.size > limit) throw new StoreError('backup.tooLarge', { size: blob.size, limit });
  let parsed: unknown;
  try {
    parsed = JSON.parse(await blob.text());
  } catch (error) {
    throw new StoreError('backup.notJson', { message: error instanceof Error ? error.message : String(error) });
  }
  return validateBackupDocument(parsed, options);
}

/** Checks an already parsed document; returns a copy holding only the fields Mesa knows. */
function validateBackupDocument<Config = unknown, Action = unknown>(
  value: unknown,
  options: BackupValidation<Config, Action>,
): BackupDocument<Config, Action> {
  if (!isObject(value) || value.format !== BACKUP_FORMAT) throw new StoreError('backup.foreign');
  const version = integer(value.version, 'version', 1);
  if (version > BACKUP_VERSION) throw new StoreError('backup.newerVersion', { version, supported: BACKUP_VERSION });
  const exportedAt = string(value.exportedAt, 'exportedAt');
  const games = array(value.games, 'games').map((game, index) => backupGame(game, `games[${index}]`, options));
  const seen = new Set<string>();
  for (const { game } of games) {
    if (seen.has(game.id)) throw new StoreError('backup.duplicateGame', { gameId: game.id });
    seen.add(game.id);
  }
  const doc: BackupDocument<Config, Action> = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt, games };
  const withBook = { ...doc, ...backupBook(value, doc, options.nightProfiles ?? options.knownProfiles) };
  if (value.chipSets === undefined) return withBook;
  const chipSets = array(value.chipSets, 'chipSets').map((set, i) => (options.isChipSet ?? isObject)(set) ? set : fail(`chipSets[${i}]`, 'a chip set'));
  return { ...withBook, chipSets };
}

function backupGame<Config, Action>(
  value: unknown,
  path: string,
  options: BackupValidation<Config, Action>,
): BackupGame<Config, Action> {
  const entry = object(value, path);
  const record = object(entry.game, `${path}.game`);
  const at = (field: string) => `${path}.game.${field}`;
  const id = nonEmptyString(record.id, at('id'));
  const profile = string(record.profile, at('profile'));
  if (!options.knownProfiles.includes(profile)) throw new StoreError('backup.unknownProfile', { path: at('profile'), profile });
  const game: BackupGameRecord<Config> = {
    id,
    profile,
    // G17: read, but not trusted: the import takes the names from the game's own seats (backup.ts).
    players: array(record.players, at('players')).map((p, i) => string(p, `${at('players')}[${i}]`)),
    config: checked(record.config, at('config'), options.isConfig, 'a game config', options.configProblem),
    createdAt: timestamp(record.createdAt, at('createdAt')),
    updatedAt: timestamp(record.updatedAt, at('updatedAt')),
    status: oneOf(record.status, at('status'), ['active', 'finished'] as const),
    result: record.result === null ? null : resultSummary(record.result, at('result')),
  };
  const listed = array(entry.actions, `${path}.actions`);
  // G18: refused before a move is read; a game is replayed whole, and longer ones froze the page.
  if (listed.length > MAX_MOVES) fail(`${path}.actions`, `at most ${MAX_MOVES} moves`);
  const actions = listed.map((item, seq) => {
    const where = `${path}.actions[${seq}]`;
    const action = object(item, where);
    if (action.seq !== seq) fail(`${where}.seq`, `${seq}`);
    return {
      seq,
      at: timestamp(action.at, `${where}.at`),
      action: checked(action.action, `${where}.action`, options.isAction, 'an action'),
    };
  });
  if (entry.snapshots === undefined) return { game, actions };
  const snapshots = array(entry.snapshots, `${path}.snapshots`).map((item, i) => {
    const where = `${path}.snapshots[${i}]`;
    const snapshot = object(item, where);
    return {
      seq: integer(snapshot.seq, `${where}.seq`, 1, actions.length),
      format: integer(snapshot.format, `${where}.format`, 0),
      state: present(snapshot.state, `${where}.state`),
    };
  });
  return { game, actions, snapshots };
}

function resultSummary(value: unknown, path: string): ResultSummary {
  const result = object(value, path);
  return {
    hands: integer(result.hands, `${path}.hands`, 0),
    standings: array(result.standings, `${path}.standings`).map((item, i) => {
      const standing = object(item, `${path}.standings[${i}]`);
      return {
        player: playerName(standing.player, `${path}.standings[${i}].player`),
        net: integer(standing.net, `${path}.standings[${i}].net`, -MAX_RESULT, MAX_RESULT),
      };
    }),
  };
}

function fail(path: string, expected: string): never {
  throw new StoreError('backup.invalid', { path, expected });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function object(value: unknown, path: string): Record<string, unknown> {
  return isObject(value) ? value : fail(path, 'an object');
}

function array(value: unknown, path: string): unknown[] {
  return Array.isArray(value) ? value : fail(path, 'a list');
}

function string(value: unknown, path: string): string {
  return typeof value === 'string' ? value : fail(path, 'text');
}

/** G17: a name as the setup would take it, cleaned; empty or over the limit is refused. Two of one night or game are `taken`. */
function playerName(value: unknown, path: string, taken: readonly string[] = []): string {
  const problem = typeof value === 'string' ? nameProblem(value, taken) : 'emptyName';
  if (problem === 'duplicateName') fail(path, 'a name no other player of the night has');
  if (problem) fail(path, `a player name of 1 to ${MAX_NAME_LENGTH} characters`);
  return cleanName(value as string);
}

function nonEmptyString(value: unknown, path: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fail(path, 'non-empty text');
}

function integer(value: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fail(path, `a whole number from ${min} to ${max}`);
}

/** G18: a moment the app can show as a date (limits.ts). */
function timestamp(value: unknown, path: string): number {
  return isMoment(value) ? value : fail(path, 'a time between the years 1900 and 9999');
}

/** G18: a result of one night, in chips, sixtieths of a unit or cents (limits.ts). */
function result(value: unknown, path: string, min = -MAX_RESULT): number {
  return integer(value, path, min, MAX_RESULT);
}

function oneOf<T extends string>(value: unknown, path: string, options: readonly T[]): T {
  return options.includes(value as T) ? (value as T) : fail(path, `one of ${options.join(', ')}`);
}

function present(value: unknown, path: string): unknown {
  return value === undefined ? fail(path, 'a value') : value;
}

function checked<T>(value: unknown, path: string, guard: ((value: unknown) => value is T) | undefined, what: string, why?: (value: unknown) => string | null): T {
  if (value === undefined) fail(path, what);
  if (guard && !guard(value)) fail(path, why?.(value) ?? what);
  return value as T;
}

/**
 * The players' book of a backup, checked as strictly as its games: every seat a player holds is a
 * seat of a game or night in the same file and is held once, and every merge points at a player
 * of the file without going round in a circle.
 */
function backupBook(value: Record<string, unknown>, doc: BackupDocument<unknown, unknown>, knownProfiles: readonly string[]): Pick<BackupDocument, 'players' | 'nights'> {
  const book: Pick<BackupDocument, 'players' | 'nights'> = {};
  const sizes = new Map(doc.games.map(({ game }) => [game.id, game.players.length]));
  if (value.nights !== undefined) {
    book.nights = array(value.nights, 'nights').map((night, i) => backupNight(night, `nights[${i}]`, knownProfiles));
    for (const [i, night] of book.nights.entries()) {
      if (sizes.has(night.id)) fail(`nights[${i}].id`, 'an id no game or other night has');
      sizes.set(night.id, night.results.length);
    }
  }
  if (value.players !== undefined) book.players = backupPlayers(value.players, 'players', sizes);
  return book;
}

function backupNight(value: unknown, path: string, knownProfiles: readonly string[]): NightRecord {
  const night = object(value, path);
  const profile = string(night.profile, `${path}.profile`);
  if (!knownProfiles.includes(profile)) throw new StoreError('backup.unknownProfile', { path: `${path}.profile`, profile });
  const currency = night.currency === null ? null : currencyCode(night.currency, `${path}.currency`);
  const names: string[] = [];
  const rows = array(night.results, `${path}.results`);
  // G18: held to the spreadsheet's limits (book/csv.ts), so the book can settle every night it reads.
  if (rows.length < 2 || rows.length > MAX_NIGHT_PLAYERS) fail(`${path}.results`, `2 to ${MAX_NIGHT_PLAYERS} players`);
  const results = rows.map((item, i): NightResultRecord => {
    const where = `${path}.results[${i}]`;
    const row = object(item, where);
    names.push(playerName(row.player, `${where}.player`, names));
    return {
      player: names[i],
      net: result(row.net, `${where}.net`),
      money: currency === null ? nothing(row.money, `${where}.money`) : result(row.money, `${where}.money`),
      place: row.place === null ? null : integer(row.place, `${where}.place`, 1),
      hands: row.hands === null ? null : integer(row.hands, `${where}.hands`, 0),
      biggestPot: row.biggestPot === null ? null : result(row.biggestPot, `${where}.biggestPot`, 0),
    };
  });
  if (currency !== null && results.reduce((sum, row) => sum + row.money!, 0) !== 0) fail(`${path}.results`, 'money that adds up to zero');
  return {
    id: nonEmptyString(night.id, `${path}.id`),
    label: string(night.label, `${path}.label`),
    day: day(night.day, `${path}.day`),
    profile,
    currency,
    importedAt: timestamp(night.importedAt, `${path}.importedAt`),
    results,
  };
}

function backupPlayers(value: unknown, path: string, sizes: ReadonlyMap<string, number>): PlayerRecord[] {
  const held = new Set<string>();
  const players = array(value, path).map((item, i): PlayerRecord => {
    const where = `${path}[${i}]`;
    const player = object(item, where);
    const seats = array(player.seats, `${where}.seats`).map((s, j) => {
      const at = `${where}.seats[${j}]`;
      const seat = object(s, at);
      const night = string(seat.night, `${at}.night`);
      const size = sizes.get(night) ?? fail(`${at}.night`, 'a game or night of this backup');
      const index = integer(seat.seat, `${at}.seat`, 0, size - 1);
      if (held.has(`${index}@${night}`)) fail(at, 'a seat no other player holds');
      held.add(`${index}@${night}`);
      return { night, seat: index };
    });
    const record: PlayerRecord = {
      id: nonEmptyString(player.id, `${where}.id`),
      name: playerName(player.name, `${where}.name`),
      createdAt: timestamp(player.createdAt, `${where}.createdAt`),
      mergedInto: player.mergedInto === null ? null : nonEmptyString(player.mergedInto, `${where}.mergedInto`),
      seats,
    };
    // P7: absent in backups made before it (and read by older versions as if it were not there).
    return player.pay === undefined ? record : { ...record, pay: payDetails(player.pay, `${where}.pay`) };
  });
  const byId = new Map<string, PlayerRecord>();
  for (const [i, player] of players.entries()) {
    if (byId.has(player.id)) fail(`${path}[${i}].id`, 'an id no other player has');
    byId.set(player.id, player);
  }
  for (const [i, player] of players.entries()) {
    const seen = new Set([player.id]);
    for (let next = player.mergedInto; next !== null; next = byId.get(next)!.mergedInto) {
      if (!byId.has(next)) fail(`${path}[${i}].mergedInto`, 'a player of this backup');
      if (seen.has(next)) fail(`${path}[${i}].mergedInto`, 'a merge that does not go round in a circle');
      seen.add(next);
    }
  }
  return players;
}

/** What each refusal of a player's pay details expects, said as a limit (P1, P3, P7). */
const PAY_EXPECTED: Readonly<Record<PayProblem, string>> = {
  empty: 'a Pix key',
  tooLong: `a Pix key of at most ${MAX_PIX_KEY} characters`,
  phoneCountry: 'a Brazilian mobile number (+55)',
  phone: 'a mobile number written +55, its area code and nine digits',
  email: 'an e-mail address in lower case',
  cpf: 'a CPF of eleven digits whose check digits are right',
  cnpj: 'a CNPJ of fourteen characters whose check digits are right',
  random: 'a random key (a UUID, 8-4-4-4-12 hex digits in lower case)',
  ambiguous: 'a Pix key of one kind',
  unknown: 'a Pix key',
  pixName: `a name of 1 to ${MAX_PIX_NAME} characters with a letter or digit`,
  pixCity: `a city of 1 to ${MAX_PIX_CITY} characters with a letter or digit`,
  noteTooLong: `a note of at most ${MAX_PAY_NOTE} characters`,
};

/** Only the fields Mesa knows, each of its type and cleaned as the book's form cleans it (G17), then P7's check (pay-details.ts payProblem) over the whole. */
function payDetails(value: unknown, path: string): PayDetails {
  const pay = object(value, path);
  const out: { pix?: PayDetails['pix']; note?: string } = {};
  if (pay.pix !== undefined) {
    const pix = object(pay.pix, `${path}.pix`);
    out.pix = {
      type: oneOf(pix.type, `${path}.pix.type`, PIX_KEY_TYPES),
      key: string(pix.key, `${path}.pix.key`),
      name: cleanName(string(pix.name, `${path}.pix.name`)),
      city: cleanName(string(pix.city, `${path}.pix.city`)),
    };
  }
  if (pay.note !== undefined) out.note = cleanName(string(pay.note, `${path}.note`));
  const problem = payProblem(out);
  if (problem === null) return out;
  const field = problem === 'pixName' ? 'pix.name' : problem === 'pixCity' ? 'pix.city' : problem === 'noteTooLong' ? 'note' : 'pix.key';
  return fail(`${path}.${field}`, PAY_EXPECTED[problem]);
}

/** A calendar day written YYYY-MM-DD that exists (no 31 April), within the table's limits (G18: limits.ts). */
export function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || !isDayInRange(value)) return false;
  const [year, month, date] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
}

function day(value: unknown, path: string): string {
  return typeof value === 'string' && isDay(value) ? value : fail(path, 'a day written YYYY-MM-DD');
}

function currencyCode(value: unknown, path: string): string {
  return isCurrency(value) ? value : fail(path, 'a currency code (BRL, EUR…)');
}

function nothing(value: unknown, path: string): null {
  return value === null ? null : fail(path, 'nothing (the night has no currency)');
}
