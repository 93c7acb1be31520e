// Backups in and out of the store, as the past games screen asks for them: the file to save,
// a file checked completely (every game's config and action through the engine's shapes) before
// anything is written (store/backupFormat.ts), and the import with the question of what to do
// with games already on this phone. The screen holds the file and the words, never the store.
import { configProblem, isChipSet, isSessionAction, isSessionConfig, type SessionAction, type SessionConfig } from '../engine/index.ts';
import { backupBlob, backupFileName, exportBackup, importBackup, newId, validateBackup, type BackupDocument, type ImportConflict, type ImportOutcome } from '../store/index.ts';
import { CHOICE } from './book/nights.ts';
import { sessionCodec } from './codec.ts';
import { storage } from './storage.ts';

export type Backup = BackupDocument<SessionConfig, SessionAction>;

export type ConflictChoice = 'replace' | 'keepBoth' | 'skip';

/** Every game (no ids) or the named ones, as a file to share or download. */
export async function backupFile(gameIds?: readonly string[]): Promise<{ readonly blob: Blob; readonly name: string }> {
  const doc = await exportBackup(storage().conn, gameIds ? { gameIds } : {});
  return { blob: backupBlob(doc), name: backupFileName(doc) };
}

/** Reads and checks a file, every game's config and action included; throws a StoreError (backup.*) with the reason it was refused. */
export function checkBackup(file: Blob, knownProfiles: readonly string[]): Promise<Backup> {
  // A spreadsheet's dealer's-choice night (book/csv.ts) names the book's CHOICE, not a profile.
  return validateBackup<SessionConfig, SessionAction>(file, { knownProfiles, nightProfiles: [...knownProfiles, CHOICE], isConfig: isSessionConfig, configProblem, isAction: isSessionAction, isChipSet });
}

/** "Keep both": the incoming copies of games already here come in under new ids, their players' seats with them. */
function withNewIds(doc: Backup, conflicts: readonly ImportConflict[]): Backup {
  const renamed = new Map(conflicts.map((c) => [c.gameId, newId()]));
  const players = doc.players?.map((p) => ({ ...p, seats: p.seats.map((s) => ({ ...s, night: renamed.get(s.night) ?? s.night })) }));
  const games = doc.games.map((g) => (renamed.has(g.game.id) ? { ...g, game: { ...g.game, id: renamed.get(g.game.id)! } } : g));
  return { ...doc, games, ...(players ? { players } : {}) };
}

/** Writes a checked backup; with no choice yet, conflicts come back to ask about and nothing is written. */
export async function importGames(doc: Backup, choice?: ConflictChoice, conflicts: readonly ImportConflict[] = []): Promise<ImportOutcome> {
  const { conn, games, locks } = storage();
  // A game replaced must not be open in another tab (its writer lock), or that tab plays on a log that is gone.
  const options = { snapshotEvery: games.snapshotEvery, locks };
  if (choice === 'keepBoth') return importBackup(conn, sessionCodec, withNewIds(doc, conflicts), { ...options, onConflict: 'skip' });
  return importBackup(conn, sessionCodec, doc, choice ? { ...options, onConflict: choice } : options);
}
