import { toStoreError } from './errors.ts';

/** The part of an idb transaction this helper relies on. */
interface Finishable {
  readonly done: Promise<void>;
  abort(): void;
}

/**
 * Runs `body` in `tx` and resolves only once the transaction has committed. If `body` throws
 * (a refusal such as a seq conflict, or a failed request) the transaction is aborted, so nothing
 * it wrote survives; the error comes back as a StoreError.
 */
export async function committed<T, Tx extends Finishable>(tx: Tx, body: (tx: Tx) => Promise<T>): Promise<T> {
  // Observed at once, so an abort before we reach `await tx.done` is not an unhandled rejection.
  tx.done.catch(() => {});
  let result: T;
  try {
    result = await body(tx);
  } catch (error) {
    abortQuietly(tx);
    throw toStoreError(error);
  }
  try {
    await tx.done;
  } catch (error) {
    throw toStoreError(error);
  }
  return result;
}

function abortQuietly(tx: Finishable): void {
  try {
    tx.abort();
  } catch {
    // Already finished or aborted by the failed request: nothing was committed either way.
  }
}

/**
 * Issues requests one after another and waits for them all. A request that throws while being
 * issued (a quota or clone error) aborts the transaction, which rejects the requests already
 * issued: those are observed here so they do not surface as unhandled rejections.
 */
export function requests(issue: readonly (() => Promise<unknown>)[]): Promise<unknown[]> {
  const pending: Promise<unknown>[] = [];
  try {
    for (const request of issue) pending.push(request());
  } catch (error) {
    for (const request of pending) request.catch(() => {});
    throw error;
  }
  return Promise.all(pending);
}
