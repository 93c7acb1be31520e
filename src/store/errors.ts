/**
 * Every failure the store reports is a StoreError whose `key` is an i18n message key and whose
 * `details` fill that message, so the UI can always say what went wrong in the player's language.
 */
export type StoreErrorKey =
  // Game log
  | 'store.seqConflict'
  /** The move was worked out on a log an import has since replaced (GameRecord.logId). */
  | 'store.logReplaced'
  | 'store.gameNotFound'
  | 'store.gameExists'
  | 'store.gameDeleted'
  | 'store.brokenLog'
  | 'store.replayFailed'
  // The device's storage
  | 'store.quotaExceeded'
  | 'store.writeFailed'
  | 'store.rejectedRecord'
  | 'store.connectionClosed'
  | 'store.versionChanged'
  | 'store.unavailable'
  | 'store.newerSchema'
  | 'store.migrationFailed'
  // Backup files
  | 'backup.tooLarge'
  | 'backup.notJson'
  | 'backup.foreign'
  | 'backup.newerVersion'
  | 'backup.invalid'
  | 'backup.unknownProfile'
  | 'backup.duplicateGame'
  | 'backup.replayFailed'
  /** The import would replace a game another tab has open (its writer lock): nothing was written. */
  | 'backup.gameOpenElsewhere'
  // The players' book (playerLinks.ts)
  | 'players.notFound'
  /** P7: pay details that do not check (pay-details.ts payProblem); the form reads them first, so only a bug or a stale screen meets it. */
  | 'players.badPay'
  | 'players.sameEntry'
  | 'players.sameNight'
  | 'players.nameTaken'
  | 'players.emptyName'
  | 'players.nameTooLong'
  | 'players.notMerged';

/** Failures that may go away by themselves (space freed, connection reopened): worth retrying. */
const RETRYABLE: ReadonlySet<StoreErrorKey> = new Set([
  'store.quotaExceeded',
  'store.writeFailed',
  'store.connectionClosed',
]);

export class StoreError extends Error {
  override readonly name = 'StoreError';
  readonly key: StoreErrorKey;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(key: StoreErrorKey, details: Record<string, unknown> = {}) {
    super(`${key} ${JSON.stringify(details)}`);
    this.key = key;
    this.details = details;
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.key);
  }
}

export function isStoreError(error: unknown, key?: StoreErrorKey): error is StoreError {
  return error instanceof StoreError && (key === undefined || error.key === key);
}

/**
 * Translates what IndexedDB throws into a StoreError. Browsers report a full disk as
 * QuotaExceededError, a connection closed under us (another tab's upgrade, iOS dropping the
 * IndexedDB server in the background) as InvalidStateError or TransactionInactiveError, and
 * private modes or a broken profile as UnknownError / NotAllowedError / AbortError.
 */
export function toStoreError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const { name, message } = describe(error);
  switch (name) {
    case 'QuotaExceededError':
      return new StoreError('store.quotaExceeded', { message });
    case 'InvalidStateError':
    case 'TransactionInactiveError':
      return new StoreError('store.connectionClosed', { name, message });
    // The data itself cannot be stored (a non-cloneable value, a bad key): retrying cannot help.
    case 'DataCloneError':
    case 'DataError':
    case 'ConstraintError':
      return new StoreError('store.rejectedRecord', { name, message });
    case 'VersionError':
      return new StoreError('store.newerSchema', { message });
    default:
      return new StoreError('store.writeFailed', { name, message });
  }
}

/** DOMException is not an Error subclass in every engine, so read its fields structurally. */
function describe(error: unknown): { name: string; message: string } {
  if (typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string') {
    const { name, message } = error as { name: string; message?: unknown };
    return { name, message: typeof message === 'string' ? message : '' };
  }
  return { name: 'Error', message: String(error) };
}
