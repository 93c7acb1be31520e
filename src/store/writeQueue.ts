import { type StoreError, toStoreError } from './errors.ts';

export type QueueStatus =
  | { state: 'idle' }
  | { state: 'saving'; pending: number }
  /** A write failed in a way that may pass (full disk, dropped connection): it is kept and retried. */
  | { state: 'retrying'; pending: number; error: StoreError; attempt: number; nextRetryMs: number }
  /** A write was refused for good (another tab took the game): it and those queued after it were rejected. */
  | { state: 'failed'; error: StoreError };

export interface WriteQueueOptions {
  onStatus?: (status: QueueStatus) => void;
  /** Waits between attempts; the last one repeats until the write goes through. */
  retryDelays?: readonly number[];
  /** Timer, injectable for tests; returns a cancel function. */
  schedule?: (run: () => void, ms: number) => () => void;
}

interface Pending {
  write: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: StoreError) => void;
}

const DEFAULT_DELAYS = [250, 1000, 3000, 10_000];

function defaultSchedule(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
}

/**
 * Keeps writes that have not committed yet in memory, in order, and retries them until they do.
 * Each `push` resolves only when its write has committed, so the UI acknowledges a tap exactly
 * when the action is safe; while a write is failing, `onStatus` says why and the UI keeps the
 * state on screen. Writes run one at a time because each action's seq depends on the previous one.
 */
export class WriteQueue {
  readonly #items: Pending[] = [];
  readonly #delays: readonly number[];
  readonly #schedule: (run: () => void, ms: number) => () => void;
  readonly #onStatus: (status: QueueStatus) => void;
  #status: QueueStatus = { state: 'idle' };
  #running = false;
  #wake: (() => void) | null = null;

  constructor(options: WriteQueueOptions = {}) {
    this.#delays = options.retryDelays?.length ? options.retryDelays : DEFAULT_DELAYS;
    this.#schedule = options.schedule ?? defaultSchedule;
    this.#onStatus = options.onStatus ?? (() => {});
  }

  get status(): QueueStatus {
    return this.#status;
  }

  get pending(): number {
    return this.#items.length;
  }

  push<T>(write: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#items.push({ write, resolve: resolve as (value: unknown) => void, reject });
      void this.#drain();
    });
  }

  /** Skips the current wait (the player freed space and tapped "try again"). */
  retryNow(): void {
    this.#wake?.();
  }

  async #drain(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    let attempt = 0;
    while (this.#items.length > 0) {
      const head = this.#items[0];
      this.#emit({ state: 'saving', pending: this.#items.length });
      try {
        const value = await head.write();
        this.#items.shift();
        attempt = 0;
        head.resolve(value);
      } catch (caught) {
        const error = toStoreError(caught);
        if (!error.retryable) {
          for (const item of this.#items.splice(0)) item.reject(error);
          this.#running = false;
          this.#emit({ state: 'failed', error });
          return;
        }
        const nextRetryMs = this.#delays[Math.min(attempt, this.#delays.length - 1)];
        attempt += 1;
        this.#emit({ state: 'retrying', pending: this.#items.length, error, attempt, nextRetryMs });
        await this.#sleep(nextRetryMs);
      }
    }
    this.#running = false;
    this.#emit({ state: 'idle' });
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        this.#wake = null;
        resolve();
      };
      const cancel = this.#schedule(done, ms);
      this.#wake = () => {
        cancel();
        done();
      };
    });
  }

  #emit(status: QueueStatus): void {
    this.#status = status;
    this.#onStatus(status);
  }
}
