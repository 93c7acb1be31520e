// Web Locks as the browser runs them for Mesa's writer lock (store/writerLock.ts): exclusive
// locks by name, `ifAvailable` (granted now or answered with null) and `steal` (the holder's
// request rejects with an AbortError). happy-dom has none that does this. One `LockSpace` is the
// browser; each opened app is a page of it, and closing a page lets go of its locks, as a tab that
// dies does.
type Callback = (lock: { name: string } | null) => unknown;

interface Held {
  readonly page: number;
  readonly abort: (reason: unknown) => void;
  readonly release: () => void;
}

export class LockSpace {
  private readonly held = new Map<string, Held>();
  private nextPage = 0;

  /** The `navigator.locks` of a new page. */
  page(): { readonly locks: Pick<LockManager, 'request'>; close(): void } {
    const page = this.nextPage++;
    const request = (name: string, options: LockOptions, callback: Callback): Promise<unknown> => this.request(page, name, options, callback);
    return {
      locks: { request: request as LockManager['request'] },
      close: () => {
        for (const [name, lock] of this.held) if (lock.page === page) this.let(name, lock);
      },
    };
  }

  private let(name: string, lock: Held): void {
    if (this.held.get(name) === lock) this.held.delete(name);
    lock.release();
  }

  private request(page: number, name: string, options: LockOptions, callback: Callback): Promise<unknown> {
    const holder = this.held.get(name);
    if (holder && !options.steal) {
      // Mesa asks only with ifAvailable or steal; waiting in a queue is not needed here.
      if (!options.ifAvailable) return Promise.reject(new Error('this fake grants a held lock only with ifAvailable or steal'));
      return Promise.resolve().then(() => callback(null));
    }
    if (holder) {
      this.held.delete(name);
      holder.abort(new DOMException('The lock was stolen', 'AbortError'));
    }
    return new Promise((resolve, reject) => {
      let done = false;
      const lock: Held = {
        page,
        abort: (reason) => {
          done = true;
          reject(reason);
        },
        release: () => {
          if (!done) resolve(undefined);
          done = true;
        },
      };
      this.held.set(name, lock);
      Promise.resolve(callback({ name })).then(
        (value) => {
          if (this.held.get(name) === lock) this.held.delete(name);
          if (!done) resolve(value);
          done = true;
        },
        (error: unknown) => {
          if (this.held.get(name) === lock) this.held.delete(name);
          if (!done) reject(error);
          done = true;
        },
      );
    });
  }
}
