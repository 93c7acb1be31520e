import { describe, expect, it } from 'vitest';
import { isStoreError, StoreError, toStoreError } from '../../src/store/errors.ts';
import { connect, counterRepository, freshFactory, newGame } from './harness.ts';

describe('toStoreError', () => {
  it.each([
    ['QuotaExceededError', 'store.quotaExceeded', true],
    ['InvalidStateError', 'store.connectionClosed', true],
    ['TransactionInactiveError', 'store.connectionClosed', true],
    ['UnknownError', 'store.writeFailed', true],
    ['AbortError', 'store.writeFailed', true],
    ['DataCloneError', 'store.rejectedRecord', false],
    ['ConstraintError', 'store.rejectedRecord', false],
    ['VersionError', 'store.newerSchema', false],
  ] as const)('maps %s to %s (retryable: %s)', (name, key, retryable) => {
    const error = toStoreError(new DOMException('what the browser said', name));
    expect(error.key).toBe(key);
    expect(error.retryable).toBe(retryable);
    expect(error.details.message).toBe('what the browser said');
  });

  it('keeps a StoreError as it is and wraps anything else', () => {
    const original = new StoreError('store.seqConflict', { expected: 1, actual: 2 });
    expect(toStoreError(original)).toBe(original);
    expect(toStoreError('weird')).toMatchObject({ key: 'store.writeFailed', details: { name: 'Error', message: 'weird' } });
    expect(isStoreError(original, 'store.seqConflict')).toBe(true);
    expect(isStoreError(original, 'store.gameNotFound')).toBe(false);
    expect(isStoreError(new Error('x'))).toBe(false);
  });

  it('an action that cannot be stored is refused for good, not retried', async () => {
    const repo = counterRepository(connect(freshFactory()));
    await repo.create(newGame('g'));
    const unstorable = { add: 1, callback: () => {} };
    const error = await repo.append('g', { seq: 0, action: unstorable}).catch((e: unknown) => e);
    expect(isStoreError(error, 'store.rejectedRecord')).toBe(true);
    expect((error as StoreError).retryable).toBe(false);
    expect(await repo.history('g')).toEqual([]);
  });
});
