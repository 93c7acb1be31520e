// Crash test (issue 7): hands of every profile played through the table, cut at random points by
// closing the tab without unload or SIGKILLing the whole browser, sometimes with a tap in flight.
// On reopening, every action the screen had acknowledged must be in the log (and nothing else
// changed before it), the table must be back at the seat the hand waits for, cover up, and play
// goes on. The rng is seeded (MESA_CRASH_SEED to vary it), so a failure can be replayed.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seededSource, uniformBelow, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { KillableBrowser } from './support/killable-browser.ts';
import { PROFILES, chooseTap, defaultConfig, playTap, replayStored, screenMovedOn, screenSignature, seedNewGame } from './support/table-bot.ts';

const baseURL = inject('baseURL');
const CRASHES_PER_PROFILE = 12; // × 5 profiles = 60 crashes
const KILL_BROWSER_EVERY = 6; // every 6th crash kills the browser process instead of the tab
const seed = Number(process.env.MESA_CRASH_SEED ?? 7);
const random = seededSource(seed);
const pick = (n: number) => uniformBelow(random, n);

let browser: KillableBrowser;
beforeAll(() => {
  browser = new KillableBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
async function reopen(): Promise<Page> {
  const page = await (await browser.context()).newPage();
  await page.goto(baseURL);
  return page;
}

/**
 * The reopened app is on this game's table, has drawn any chance the crash left undrawn, and
 * shows the game. The app paints home first and moves to the table once the store has answered
 * (games.ts resumeOnStart): home's heading is no sign that the game is back.
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

it(`keeps every acknowledged action through ${CRASHES_PER_PROFILE * PROFILES.length} crashes across ${PROFILES.join(', ')}`, { timeout: 300_000 }, async () => {
  const losses: string[] = [];
  const tally: Tally = { crashes: 0, browserKills: 0, inFlight: 0, inFlightAcknowledged: 0, inFlightSaved: 0, actionsChecked: 0 };

  for (const profile of PROFILES) {
    const config = defaultConfig(profile);
    const id = `crash-${profile}-${seed}`;
    let page = await reopen();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The newest game is the one the app reopens: this profile's, from here on.
    await seedNewGame(page, id, config);
    await page.close();
    let expected: Expectation = { acknowledged: [], inFlight: false, tapAcknowledged: false };

    for (let crash = 0; crash < CRASHES_PER_PROFILE; crash++) {
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
        let tap = await chooseTap(page);
        while (tap && !tap.commits) {
          await playTap(page); // the seat takes the phone first
          tap = await chooseTap(page);
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
    const before = await screenSignature(page);
    const tap = await chooseTap(page);
    expect(tap, `${profile}: nothing to tap after the crashes`).not.toBeNull();
    await tap!.button.click();
    expect(await screenMovedOn(page, before)).toBe(true);
    await page.close();
  }

  console.log(
    `crash test (seed ${seed}): ${tally.crashes} crashes (${tally.browserKills} browser kills), ` +
      `${tally.inFlight} with a tap in flight (${tally.inFlightAcknowledged} already on screen, ${tally.inFlightSaved} found saved), ` +
      `${tally.actionsChecked} acknowledged actions checked, ${losses.length} losses`,
  );
  expect(losses).toEqual([]);
  expect(tally.crashes).toBeGreaterThanOrEqual(50);
});
