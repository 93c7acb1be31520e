// Crash test (issue 7) for one profile, registered by each test/e2e/crash-PROFILE.test.ts (one file
// a profile, so the five run beside the other browser tests rather than one after another): hands
// played through the table, cut at random points by closing the tab without unload or SIGKILLing
// the whole browser, sometimes with a tap in flight. On reopening, every action the screen had
// acknowledged must be in the log (and nothing else changed before it), the table must be back at
// the seat the hand waits for, cover up, and play goes on. The rng is seeded (MESA_CRASH_SEED to
// vary it), so a failure can be replayed.
// Then kills that land between a tap's log commit and the snapshot the app writes after it, in a
// transaction of its own: the tap is kept, the snapshot is missing, and the next load writes it.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replaySession, seededSource, uniformBelow, type SessionAction, type SessionConfig, type SessionState } from '../../../src/engine/index.ts';
import { SNAPSHOT_EVERY } from '../../../src/store/index.ts';
import { seedGame } from '../play-table.ts';
import { KillableBrowser } from './killable-browser.ts';
import { PROFILES, defaultConfig, nextTap, playTap, playedLog, replayStored, screenMovedOn, screenSignature, seedNewGame } from './table-bot.ts';

type Profile = (typeof PROFILES)[number];

const baseURL = inject('baseURL');
const CRASHES = 10; // a profile: 50 across the five, issue 7's floor
const KILL_BROWSER_EVERY = 5; // every 5th crash kills the browser process instead of the tab
const seed = Number(process.env.MESA_CRASH_SEED ?? 7);

/** What must hold when the game is reopened after a crash. */
interface Expectation {
  /** The log as it stood when the screen last moved on: it must be there, unchanged. */
  readonly acknowledged: readonly SessionAction[];
  /** A tap was in flight when the page died. */
  readonly inFlight: boolean;
  /** ... and the screen had already moved on for it: the log must be longer. */
  readonly tapAcknowledged: boolean;
}

interface Tally {
  crashes: number;
  browserKills: number;
  inFlight: number;
  inFlightAcknowledged: number;
  inFlightSaved: number;
  actionsChecked: number;
}

const startsWith = (log: readonly SessionAction[], prefix: readonly SessionAction[]) =>
  prefix.every((action, i) => JSON.stringify(action) === JSON.stringify(log[i]));

const waitingSeat = (state: SessionState): number | null => {
  const pending = state.hand?.pending;
  return pending && 'seat' in pending ? pending.seat : null;
};

/** A fresh tab on the app; it reopens the most recently played game by itself. */
async function openApp(browser: KillableBrowser): Promise<Page> {
  const page = await (await browser.context()).newPage();
  await page.goto(baseURL);
  return page;
}

/**
 * The reopened app is on this game's table, has drawn any chance the crash left undrawn, and
 * shows the game. The app paints home first and moves to the table once the store has answered
 * (ui/open-table.ts resumeOnStart): home's heading is no sign that the game is back.
 */
async function settled(page: Page, id: string, config: SessionConfig): Promise<{ log: SessionAction[]; state: SessionState }> {
  await page.waitForFunction((id) => {
    const screen = (history.state as { screen?: { name?: string; gameId?: string } } | null)?.screen;
    return screen?.name === 'table' && screen.gameId === id && document.querySelector('main:not([aria-busy="true"]) h1') !== null;
  }, id);
  await expect
    .poll(async () => {
      const { state } = await replayStored(page, id, config);
      const kind = state.hand?.pending.kind;
      return kind !== 'shuffle' && kind !== 'reshuffle';
    })
    .toBe(true);
  await expect.poll(() => page.evaluate(() => document.querySelector('main[aria-busy="true"]') === null)).toBe(true);
  return replayStored(page, id, config);
}

/**
 * In the page, on a connection of its own: holds a readwrite transaction on the snapshots store
 * (by keeping a request always pending) until `mesaReleaseSnapshots` is set, so a snapshot the app
 * writes now waits behind it while the app's log commits, on the other stores, go through.
 */
function holdSnapshots(): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('mesa');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const store = request.result.transaction('snapshots', 'readwrite').objectStore('snapshots');
      const spin = () => {
        if (!(window as { mesaReleaseSnapshots?: boolean }).mesaReleaseSnapshots) store.count().onsuccess = spin;
      };
      spin();
      resolve(true);
    };
  });
}

/** In the page: the game's snapshots, seq and state. */
function readSnapshotsIn(gameId: string): Promise<{ seq: number; state: unknown }[]> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('mesa');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const read = request.result.transaction('snapshots').objectStore('snapshots').getAll(IDBKeyRange.bound([gameId, 0], [gameId, Infinity]));
      read.onsuccess = () => {
        request.result.close();
        resolve((read.result as { seq: number; state: unknown }[]).map(({ seq, state }) => ({ seq, state })));
      };
    };
  });
}

const readSnapshots = (page: Page, gameId: string) => page.evaluate(readSnapshotsIn, gameId);

/** The kill between the commit and the snapshot: the tab in draw5, brasileiro and baseball, the whole browser in holdem and fechado. */
const KILLS_BETWEEN = ['tab', 'browser'] as const;

/** Registers one profile's crash tests, on a browser of their own. */
export function crashTests(profile: Profile): void {
  const random = seededSource(seed * PROFILES.length + PROFILES.indexOf(profile));
  const pick = (n: number) => uniformBelow(random, n);
  const config = defaultConfig(profile);
  let browser: KillableBrowser;
  beforeAll(() => {
    // No service worker: what a crash may lose is in IndexedDB, which the worker never touches, and
    // starting it again after every kill to serve the same files cost a fifth of this test's CPU
    // (the five files here: 234 CPU-seconds with it, 190 without).
    browser = new KillableBrowser({ serviceWorkers: 'block' });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const reopen = () => openApp(browser);

  it(`${profile}: keeps every acknowledged action through ${CRASHES} crashes`, { timeout: 240_000 }, async () => {
    const losses: string[] = [];
    const tally: Tally = { crashes: 0, browserKills: 0, inFlight: 0, inFlightAcknowledged: 0, inFlightSaved: 0, actionsChecked: 0 };
    const id = `crash-${profile}-${seed}`;
    let page = await reopen();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The newest game is the one the app reopens: this profile's, from here on.
    await seedNewGame(page, id, config);
    await page.close();
    let expected: Expectation = { acknowledged: [], inFlight: false, tapAcknowledged: false };

    for (let crash = 0; crash < CRASHES; crash++) {
      page = await reopen();
      const where = `${profile} crash ${crash + 1}`;
      const { log, state } = await settled(page, id, config);

      // Nothing acknowledged is lost, nothing before it changed.
      if (!startsWith(log, expected.acknowledged)) {
        losses.push(`${where}: log of ${log.length} does not start with the ${expected.acknowledged.length} acknowledged actions`);
      } else if (expected.tapAcknowledged && log.length <= expected.acknowledged.length) {
        losses.push(`${where}: the screen had moved on for a tap that is not in the log`);
      }
      tally.actionsChecked += expected.acknowledged.length;
      if (expected.tapAcknowledged) tally.inFlightAcknowledged += 1;
      if (expected.inFlight && log.length > expected.acknowledged.length) tally.inFlightSaved += 1;

      // Back at the seat the hand waits for, behind the cover.
      const seat = waitingSeat(state);
      if (seat !== null && !state.hand?.result) {
        await page.getByRole('heading', { name: `Passe para ${config.players[seat].name}` }).waitFor({ timeout: 5000 });
      }

      // Play on: a few taps, each waited for until the screen moves on.
      for (let taps = pick(6); taps > 0; taps--) {
        if (!(await playTap(page))) break;
      }
      let acknowledged = (await replayStored(page, id, config)).log;
      let tapAcknowledged = false;
      let inFlight = false;

      // Then maybe one more tap, cut 0–30 ms after it was dispatched.
      if (pick(3) > 0) {
        let tap = await nextTap(page);
        while (tap && !tap.commits) {
          await playTap(page); // the seat takes the phone first
          tap = await nextTap(page);
        }
        acknowledged = (await replayStored(page, id, config)).log;
        if (tap) {
          const before = await screenSignature(page);
          await tap.button.click({ noWaitAfter: true });
          const delay = [0, 0, 1, 3, 6, 10, 15, 30][pick(8)];
          if (delay > 0) await page.waitForTimeout(delay);
          tapAcknowledged = (await screenSignature(page)) !== before;
          inFlight = true;
          tally.inFlight += 1;
        }
      }

      tally.crashes += 1;
      if (tally.crashes % KILL_BROWSER_EVERY === 0) {
        await browser.kill();
        tally.browserKills += 1;
      } else {
        await page.close({ runBeforeUnload: false });
      }
      expected = { acknowledged, inFlight, tapAcknowledged };
    }

    // The last crash is checked too, and the game still plays after it.
    page = await reopen();
    const { log } = await settled(page, id, config);
    if (!startsWith(log, expected.acknowledged) || (expected.tapAcknowledged && log.length <= expected.acknowledged.length)) {
      losses.push(`${profile} after the last crash: acknowledged actions missing`);
    }
    const tap = await nextTap(page);
    expect(tap, `${profile}: nothing to tap after the crashes`).not.toBeNull();
    const before = await screenSignature(page);
    await tap!.button.click();
    expect(await screenMovedOn(page, before)).toBe(true);
    await page.close();

    console.log(
      `crash test, ${profile} (seed ${seed}): ${tally.crashes} crashes (${tally.browserKills} browser kills), ` +
        `${tally.inFlight} with a tap in flight (${tally.inFlightAcknowledged} already on screen, ${tally.inFlightSaved} found saved), ` +
        `${tally.actionsChecked} acknowledged actions checked, ${losses.length} losses`,
    );
    expect(losses).toEqual([]);
    expect(tally.crashes).toBe(CRASHES);
  });

  const k = PROFILES.indexOf(profile) % KILLS_BETWEEN.length;
  const kind = KILLS_BETWEEN[k];
  it(`${profile}: keeps every acknowledged action when the ${kind} is killed between the log commit and the snapshot`, { timeout: 120_000 }, async () => {
    // A game a few actions short of a snapshot, the newest one: the app reopens it.
    const id = `between-${profile}-${kind}-${seed}`;
    const seeded = playedLog(config, SNAPSHOT_EVERY - 6, seed * 10 + k);
    expect(seeded.length).toBeLessThan(SNAPSHOT_EVERY);
    let page = await reopen();
    await seedGame(page, { id, config, log: seeded });
    await page.close();
    page = await reopen();
    await settled(page, id, config);
    await page.evaluate(holdSnapshots);

    // Play until a tap's commit takes the log to the snapshot; its screen is acknowledged.
    let { log } = await replayStored(page, id, config);
    while (log.length < SNAPSHOT_EVERY) {
      expect(await playTap(page), `${profile}: nothing to tap on the way to the snapshot`).not.toBeNull();
      ({ log } = await replayStored(page, id, config));
    }
    const acknowledged = log;
    await page.waitForTimeout(150); // the app is past the frame and waits to write the snapshot
    if (kind === 'browser') await browser.kill();
    else await page.close({ runBeforeUnload: false });

    // Before the app runs again (a file of the build, not the app): the log is whole, the snapshot missing.
    page = await (await browser.context()).newPage();
    await page.goto(`${baseURL}/manifest.webmanifest`);
    expect((await readSnapshots(page, id)).map((snapshot) => snapshot.seq)).toEqual([]);
    await page.close();

    // The app reopens the game where it was, writes the snapshot it missed, and plays on.
    page = await reopen();
    const reopened = await settled(page, id, config);
    expect(reopened.log.slice(0, acknowledged.length)).toEqual(acknowledged);
    await expect.poll(async () => (await readSnapshots(page, id)).length, { timeout: 5000 }).toBe(1);
    const [snapshot] = await readSnapshots(page, id);
    expect(snapshot.seq).toBeGreaterThanOrEqual(acknowledged.length);
    const replayed = replaySession(config, reopened.log.slice(0, snapshot.seq));
    if (!replayed.ok) throw new Error(`${profile}: the stored log refused: ${replayed.error.code}`);
    expect(snapshot.state).toEqual(replayed.state);
    expect(await playTap(page), `${profile}: nothing to tap after the kill`).not.toBeNull();
    await page.close();
  });
}
