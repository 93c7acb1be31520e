// Shared by the app tests of a table on several phones: the hooks that give each test a fresh
// store and a stacked deck and close everything after it, and a guest phone's app module joined
// to the hosting over a fake channel pair whose messages flow on their own.
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { answerSeat, hostChannel, hosting, startHosting, stopHosting } from '../../src/app/network-host.ts';
import { guest } from '../../src/app/guest-view.ts';
import { guestChannel, leave, pick } from '../../src/app/network-guest.ts';
import { closeGame } from '../../src/app/runner.ts';
import { refusal } from '../../src/app/status.ts';
import { channelPair, type Pair } from '../net/support/fake-channel.ts';
import { MemoryStorage } from '../support/memory-storage.ts';
import { freshStore, stackDeck, type TestStore } from './harness.ts';

let flowing: Pair | null = null;
let pump: ReturnType<typeof setInterval> | undefined;

/** Registers the file's hooks, the deck stacked by `seed`; the store of the test running is `store()`. */
export function hostingHooks(seed: number): { store(): TestStore } {
  let store: TestStore;
  beforeEach(async () => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    // The hosting listens for answer links opened in the app's other tabs, on a channel named for its address.
    vi.stubGlobal('location', new URL('https://mesa.example/'));
    store = await freshStore();
    stackDeck(seed);
    refusal.value = null;
  });
  afterEach(async () => {
    holdMessages();
    leave();
    await stopHosting();
    await closeGame();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return { store: () => store };
}

export async function until(done: () => boolean, tries = 400): Promise<void> {
  for (let i = 0; i < tries && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(done()).toBe(true);
}

/** Delivers both ways as a data channel would, now and whenever the test waits, until held. */
export function letMessagesFlow(pair: Pair | null = flowing): void {
  holdMessages();
  flowing = pair;
  if (pair) pump = setInterval(() => pair.flush(), 1);
}

/** Holds every message where it is, on the way either way, until they flow again. */
export function holdMessages(): void {
  clearInterval(pump);
}

/** A guest phone joined to the hosting over `pair` (a fresh pipe by default); resolves once the host has welcomed it. */
export async function joinPhone(pair: Pair = channelPair()): Promise<Pair> {
  await hostChannel(pair.host);
  guestChannel(pair.guest);
  letMessagesFlow(pair);
  await until(() => guest.value?.state === 'choosing' || guest.value?.state === 'playing');
  return pair;
}

/** Hosting the open game with one guest phone holding `seat` and shown its view; the phone's pipe. A seat in the hand is the host's yes (N1), given. */
export async function phoneAt(seat: number, pair?: Pair): Promise<Pair> {
  startHosting();
  const joined = await joinPhone(pair);
  pick(seat);
  await until(() => guest.value?.role === seat || guest.value?.asked === seat);
  const asking = hosting.value?.phones.find((phone) => phone.asks === seat);
  if (asking) await answerSeat(asking.phone, true);
  await until(() => guest.value?.role === seat && guest.value.view !== null);
  return joined;
}
