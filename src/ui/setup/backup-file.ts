// Backups in and out of the phone, the screen's part: the share sheet where the browser can share
// files (the natural way to send a file to oneself on a phone), a download otherwise; the games
// this app plays, for the check of a file (the app's backups.ts reads and writes it); and a
// refusal in the player's words.
import { backupFile, isStoreError, checkBackup, type Backup, type StoreErrorKey } from '../../app/index.ts';
import { profileIds } from '../profiles.ts';
import { isPlayable, MAX_MOVES, MAX_NAME_LENGTH } from '../../engine/index.ts';
import { t } from '../i18n/index.ts';
import type { PlainKey } from './plain-key.ts';

export type SaveOutcome = 'shared' | 'downloaded' | 'cancelled';

/** Hands the file to the share sheet if the browser can share files, else downloads it. */
export async function saveFile(blob: Blob, name: string): Promise<SaveOutcome> {
  const file = new File([blob], name, { type: blob.type });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: name });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Sharing failed for another reason (no target app): fall back to a download.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}

/** Every game (no ids) or the named ones, as a file shared or downloaded. */
export async function exportGames(gameIds?: readonly string[]): Promise<SaveOutcome> {
  const { blob, name } = await backupFile(gameIds);
  return saveFile(blob, name);
}

/** Reads and checks a file against the games this app plays; throws a StoreError (backup.*) with the reason it was refused. */
export function readBackup(file: Blob): Promise<Backup> {
  return checkBackup(file, profileIds.filter(isPlayable));
}

const refusals: Partial<Record<StoreErrorKey, PlainKey>> = {
  'backup.tooLarge': 'games.backup.tooLarge',
  'backup.notJson': 'games.backup.notJson',
  'backup.foreign': 'games.backup.foreign',
  'backup.newerVersion': 'games.backup.newerVersion',
  'backup.invalid': 'games.backup.invalid',
  'backup.unknownProfile': 'games.backup.unknownProfile',
  'backup.duplicateGame': 'games.backup.invalid',
  'backup.replayFailed': 'games.backup.replayFailed',
  'backup.gameOpenElsewhere': 'games.backup.openElsewhere',
  // The import is one transaction: a full disk aborts it whole, so nothing was written.
  'store.quotaExceeded': 'games.backup.noSpace',
};

/** Why a file was refused (or a write failed), in the player's words: which game and move, when one is unreadable. */
export function backupProblem(error: unknown): string {
  if (isStoreError(error, 'backup.invalid') && typeof error.details.path === 'string') {
    const config = /^games\[(\d+)\]\.game\.config$/.exec(error.details.path);
    // G17: the engine says which seat's name it refused (shape.ts: "players[1].name: …").
    const seat = /^players\[(\d+)\]\.name:/.exec(String(error.details.expected));
    if (config && seat) return t('games.backup.badSeatName', { game: Number(config[1]) + 1, seat: Number(seat[1]) + 1, max: MAX_NAME_LENGTH });
    if (config) return t('games.backup.badConfig', { game: Number(config[1]) + 1 });
    if (/(\.player|^players\[\d+\]\.name)$/.test(error.details.path)) return t('games.backup.badName', { max: MAX_NAME_LENGTH });
    // G18: a game longer than a game may be (not a log that is no list at all, refused at the same path).
    const moves = /^games\[(\d+)\]\.actions$/.exec(error.details.path);
    if (moves && error.details.expected === `at most ${MAX_MOVES} moves`) return t('games.backup.tooManyMoves', { game: Number(moves[1]) + 1, max: MAX_MOVES });
    const action = /^games\[(\d+)\]\.actions\[(\d+)\]\.action$/.exec(error.details.path);
    if (action) return t('games.backup.badAction', { game: Number(action[1]) + 1, move: Number(action[2]) + 1 });
    // G18: a date no calendar shows (the 9007199254740991) is said as such.
    const date = /^games\[(\d+)\]\.(?:game\.(?:createdAt|updatedAt)|actions\[\d+\]\.at)$/.exec(error.details.path);
    if (date) return t('games.backup.badDate', { game: Number(date[1]) + 1 });
    // P7: a player's Pix key, its name or city, or his note.
    const pay = /^players\[(\d+)\]\.pay\b/.exec(error.details.path);
    if (pay) return t('games.backup.badPay', { player: Number(pay[1]) + 1 });
    const chipSet = /^chipSets(?:\[(\d+)\])?$/.exec(error.details.path);
    if (chipSet) return t('games.backup.badChipSet', { set: Number(chipSet[1] ?? 0) + 1 });
  }
  const key = isStoreError(error) ? refusals[error.key] : undefined;
  return key ? t(key) : t('games.backup.failed');
}
