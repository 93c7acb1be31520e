/**
 * A guest phone keeps its screen on during a hand (N1): its player looks at it only now and then,
 * and a phone that sleeps mid-hand drops its pipe and turns its seat away (N5). Between hands it may
 * sleep as any phone does. The browser lets go of a wake lock whenever the page is hidden, so it is
 * asked for again each time the page shows while a hand is played. Where the Screen Wake Lock API
 * is missing, or the browser refuses (battery saver), the phone simply sleeps as before.
 */
import { effect, type ReadonlySignal } from '@preact/signals';

/** What of the page the lock needs; the real `document` and `navigator.wakeLock` unless a test gives its own. */
export interface WakePage {
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  readonly wakeLock?: Pick<WakeLock, 'request'>;
}

const realPage = (): WakePage | null =>
  typeof document === 'undefined' || typeof navigator === 'undefined' ? null : { document, wakeLock: (navigator as Partial<Navigator>).wakeLock };

/** Holds the screen on while `wanted` is true and the page shows; returns the function that lets go for good. */
export function keepAwakeWhile(wanted: ReadonlySignal<boolean>, page: WakePage | null = realPage()): () => void {
  const wakeLock = page?.wakeLock;
  if (!page || !wakeLock) return () => {};
  const { document: doc } = page;
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  let active = true;
  const release = () => {
    const held = lock;
    lock = null;
    if (held && !held.released) void held.release().catch(() => {});
  };
  const acquire = async () => {
    if (!active || asking || !wanted.peek() || doc.visibilityState !== 'visible' || (lock && !lock.released)) return;
    asking = true;
    try {
      lock = await wakeLock.request('screen');
      // The hand ended, or the page hid, while the browser answered.
      if (!active || !wanted.peek() || doc.visibilityState !== 'visible') release();
    } catch {
      lock = null;
    } finally {
      asking = false;
    }
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void acquire();
    else release();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  const stop = effect(() => {
    if (wanted.value) void acquire();
    else release();
  });
  return () => {
    active = false;
    doc.removeEventListener('visibilitychange', onVisibility);
    stop();
    release();
  };
}
