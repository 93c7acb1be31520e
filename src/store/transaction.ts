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
