import { StoreError } from './errors.ts';
import type { GameRecord, ResultSummary, UiPosition } from './schema.ts';

export const BACKUP_FORMAT = 'mesa-backup';
export const BACKUP_VERSION = 1;
/** Checked before the file is read or parsed, so a huge file cannot freeze the phone. */
export const MAX_BACKUP_BYTES = 20 * 1024 * 1024;

/** A game as a backup carries it: the log's length and the soft-delete mark belong to the phone. */
export type BackupGameRecord<Config = unknown> = Omit<GameRecord<Config>, 'nextSeq' | 'deletedAt'>;

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
}

export interface BackupValidation<Config, Action> {
  /** Profile ids this build can play; a game of any other profile is refused. */
  knownProfiles: readonly string[];
  /** The engine's check of a game config; without it any JSON value is accepted. */
  isConfig?: (value: unknown) => value is Config;
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
export function validateBackupDocument<Config = unknown, Action = unknown>(
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
  if (value.chipSets === undefined) return doc;
  const chipSets = array(value.chipSets, 'chipSets').map((set, i) => (options.isChipSet ?? isObject)(set) ? set : fail(`chipSets[${i}]`, 'a chip set'));
  return { ...doc, chipSets };
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
    players: array(record.players, at('players')).map((p, i) => string(p, `${at('players')}[${i}]`)),
    config: checked(record.config, at('config'), options.isConfig, 'a game config'),
    createdAt: timestamp(record.createdAt, at('createdAt')),
    updatedAt: timestamp(record.updatedAt, at('updatedAt')),
    status: oneOf(record.status, at('status'), ['active', 'finished'] as const),
    result: record.result === null ? null : resultSummary(record.result, at('result')),
    position: uiPosition(record.position, at('position')),
  };
  const actions = array(entry.actions, `${path}.actions`).map((item, seq) => {
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
        player: string(standing.player, `${path}.standings[${i}].player`),
        net: integer(standing.net, `${path}.standings[${i}].net`, -Number.MAX_SAFE_INTEGER),
      };
    }),
  };
}

function uiPosition(value: unknown, path: string): UiPosition {
  const position = object(value, path);
  return {
    seat: position.seat === null ? null : integer(position.seat, `${path}.seat`, 0),
    screen: string(position.screen, `${path}.screen`),
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

function nonEmptyString(value: unknown, path: string): string {
  return typeof value === 'string' && value.length > 0 ? value : fail(path, 'non-empty text');
}

function integer(value: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
    ? (value as number)
    : fail(path, `a whole number from ${min} to ${max}`);
}

function timestamp(value: unknown, path: string): number {
  return integer(value, path, 0);
}

function oneOf<T extends string>(value: unknown, path: string, options: readonly T[]): T {
  return options.includes(value as T) ? (value as T) : fail(path, `one of ${options.join(', ')}`);
}

function present(value: unknown, path: string): unknown {
  return value === undefined ? fail(path, 'a value') : value;
}

function checked<T>(value: unknown, path: string, guard: ((value: unknown) => value is T) | undefined, what: string): T {
  if (value === undefined) fail(path, what);
  if (guard && !guard(value)) fail(path, what);
  return value as T;
}
