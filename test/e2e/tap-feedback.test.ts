// What a tap shows while its action is saved: nothing until the save has taken TAKEN_AFTER_MS
// (a quick save's screen comes first, and a frame drawn meanwhile would only delay it); after
// that the tapped button is pressed with a spinner, the others wait, "Salvando…" follows, and the
// next screen comes once the transaction has committed. The disk is made slow in the page by
// holding back IndexedDB's `complete` events, which is all the app waits for.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TAKEN_AFTER_MS } from '../../src/ui/components/tap.tsx';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { dealtGame, seedGame, storedLog } from './play-table.ts';

const baseURL = inject('baseURL');
const SLOW_COMMIT_MS = 800;

const game = dealtGame(
  'e2e-tap-feedback',
  {
    profile: 'holdem',
    players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
    firstDealer: 3,
    options: { smallBlind: 1, bigBlind: 2 },
  },
  31,
);

// While `slowCommitMs` is set, a transaction's `complete` reaches the page that much later.
const SLOW_DISK = `(() => {
  const add = IDBTransaction.prototype.addEventListener;
  IDBTransaction.prototype.addEventListener = function (type, listener, options) {
    const delay = globalThis.slowCommitMs;
    if (type !== 'complete' || !delay) return add.call(this, type, listener, options);
    return add.call(this, type, (event) => setTimeout(() => listener.call(this, event), delay), options);
  };
})();`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser({ locale: 'pt-BR' });
  await browser.context.addInitScript(SLOW_DISK);
  page = await browser.newPage();
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
  await seedGame(page, game);
  await page.reload();
});
afterAll(async () => {
  await browser?.close();
});

interface Watched {
  /** ms from the tap to the first button marked busy, or null. */
  busyAt: number | null;
  /** ms from the tap to the next heading. */
  movedAt: number;
}

/** Taps `name` on `seat`'s screen and reports when a button first showed it was taken, and when the screen moved on. */
async function tapWatched(seat: string, name: RegExp, slowCommitMs: number, whileSaving?: () => Promise<void>): Promise<Watched> {
  await page.getByRole('heading', { name: `Passe para ${seat}` }).waitFor();
  await page.getByRole('button', { name: `Sou ${seat}: ver minhas cartas` }).click();
  await page.getByRole('heading', { name: `Vez de ${seat}` }).waitFor();
  await page.evaluate((ms) => {
    const watch = { busyAt: null as number | null, movedAt: 0, start: 0 };
    (globalThis as unknown as { watch: typeof watch }).watch = watch;
    const before = document.querySelector('main h1')?.textContent;
    const observer = new MutationObserver(() => {
      const now = performance.now() - watch.start;
      if (watch.busyAt === null && document.querySelector('main button[aria-busy="true"]')) watch.busyAt = now;
      if (document.querySelector('main h1')?.textContent !== before) {
        watch.movedAt = now;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    (globalThis as unknown as { slowCommitMs: number }).slowCommitMs = ms;
    watch.start = performance.now();
  }, slowCommitMs);
  await page.getByRole('button', { name }).click();
  await whileSaving?.();
  await page.waitForFunction(() => (globalThis as unknown as { watch: Watched }).watch.movedAt > 0);
  return page.evaluate(() => {
    (globalThis as unknown as { slowCommitMs: number }).slowCommitMs = 0;
    const { busyAt, movedAt } = (globalThis as unknown as { watch: Watched }).watch;
    return { busyAt, movedAt };
  });
}

it(`a tap shows it was taken only once its save has lasted ${TAKEN_AFTER_MS} ms, and the next screen only once it committed`, async () => {
  // Dealer Duda: Ana and Bia post the blinds, Caio speaks first. A save at the disk's own pace:
  // if one ever lasts long enough to show the button taken, not before its time.
  const quick = await tapWatched('Caio', /^Pagar /, 0);
  if (quick.busyAt !== null) expect(quick.busyAt).toBeGreaterThanOrEqual(TAKEN_AFTER_MS);
  expect(await storedLog(page, game.id)).toHaveLength(game.log.length + 1);

  // A slow disk: the button turns taken, the others wait, the words come, the old screen stays.
  const slow = await tapWatched('Duda', /^Pagar /, SLOW_COMMIT_MS, async () => {
    const taken = page.locator('main button.taken[aria-busy="true"]');
    await taken.waitFor();
    expect(await taken.textContent()).toMatch(/^Pagar /);
    await page.getByText('Salvando…').waitFor();
    expect(await page.getByRole('heading', { name: 'Vez de Duda' }).isVisible()).toBe(true);
    await screenshot(page, 'table-saving');
  });
  expect(slow.busyAt).toBeGreaterThanOrEqual(TAKEN_AFTER_MS);
  expect(slow.movedAt).toBeGreaterThanOrEqual(SLOW_COMMIT_MS);
  expect(slow.busyAt!).toBeLessThan(slow.movedAt);
  await page.getByRole('heading', { name: 'Passe para Ana' }).waitFor();
  expect((await storedLog(page, game.id)).slice(game.log.length)).toEqual([
    { type: 'call', seat: 2 },
    { type: 'call', seat: 3 },
  ]);
  // Nothing left marked taken on the next screen.
  expect(await page.locator('main [aria-busy="true"]').count()).toBe(0);
});
