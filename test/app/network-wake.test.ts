// A guest phone's screen kept on during a hand (N1, network-wake.ts), against a stubbed page:
// what the browser is asked for and let go of, as the hand and the page's visibility change.
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { keepAwakeWhile, type WakePage } from '../../src/app/network-wake.ts';

class Sentinel {
  released = false;
  async release() {
    this.released = true;
  }
}

/** A page whose visibility the test sets, and a wake lock that records every lock it gave. */
function stubbedPage(refuse = false) {
  const listeners = new Set<() => void>();
  const locks: Sentinel[] = [];
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const page = {
    document: doc as unknown as WakePage['document'],
    wakeLock: {
      request: async () => {
        if (refuse) throw new DOMException('battery saver', 'NotAllowedError');
        const lock = new Sentinel();
        locks.push(lock);
        return lock as unknown as WakeLockSentinel;
      },
    },
  };
  const show = async (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    for (const listener of listeners) listener();
    await settle();
  };
  /** The locks the page holds now. */
  const held = () => locks.filter((lock) => !lock.released).length;
  return { page, locks, held, show, listeners };
}

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('a guest phone keeps its screen on during a hand', () => {
  it('N1: the lock is taken when a hand starts and let go between hands', async () => {
    const stub = stubbedPage();
    const inHand = signal(false);
    const stop = keepAwakeWhile(inHand, stub.page);
    await settle();
    expect(stub.locks).toHaveLength(0);
    inHand.value = true;
    await settle();
    expect(stub.held()).toBe(1);
    inHand.value = false;
    await settle();
    expect(stub.held()).toBe(0);
    inHand.value = true;
    await settle();
    expect(stub.locks).toHaveLength(2);
    expect(stub.held()).toBe(1);
    stop();
    await settle();
    expect(stub.held()).toBe(0);
    expect(stub.listeners.size).toBe(0);
  });

  it('N1: hidden, the lock goes; shown again mid-hand, it is taken again, and not between hands', async () => {
    const stub = stubbedPage();
    const inHand = signal(true);
    const stop = keepAwakeWhile(inHand, stub.page);
    await settle();
    expect(stub.held()).toBe(1);
    await stub.show('hidden');
    expect(stub.held()).toBe(0);
    await stub.show('visible');
    expect(stub.locks).toHaveLength(2);
    expect(stub.held()).toBe(1);
    inHand.value = false;
    await settle();
    await stub.show('hidden');
    await stub.show('visible');
    expect(stub.locks).toHaveLength(2);
    expect(stub.held()).toBe(0);
    stop();
  });

  it('N1: a hand that starts while the page is hidden takes the lock only once the page shows', async () => {
    const stub = stubbedPage();
    await stub.show('hidden');
    const inHand = signal(false);
    const stop = keepAwakeWhile(inHand, stub.page);
    inHand.value = true;
    await settle();
    expect(stub.locks).toHaveLength(0);
    await stub.show('visible');
    expect(stub.held()).toBe(1);
    stop();
  });

  it('N1: with no Screen Wake Lock, or a refusal, nothing fails and nothing is held', async () => {
    const missing = stubbedPage();
    const inHand = signal(true);
    const stopMissing = keepAwakeWhile(inHand, { document: missing.page.document });
    await settle();
    expect(missing.listeners.size).toBe(0);
    stopMissing();
    const refusing = stubbedPage(true);
    const stopRefused = keepAwakeWhile(inHand, refusing.page);
    await settle();
    await refusing.show('hidden');
    await refusing.show('visible');
    expect(refusing.locks).toHaveLength(0);
    stopRefused();
    // No page at all (node, a worker): nothing to do, nothing thrown.
    keepAwakeWhile(inHand, null)();
  });
});
