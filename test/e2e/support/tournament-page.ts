// A tournament night in the browser tests: each screen shot in both phone orientations (nothing
// wider than the screen, no button's label cut), the page's fake clock moved on, and a log the
// test played (seeded hands) written to the store and reopened.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { SessionState } from '../../../src/engine/index.ts';
import { screenshot, type Browser } from '../browser.ts';
import { seedGame, type SeededGame } from '../play-table.ts';

export const PORTRAIT = { width: 360, height: 740 };
export const LANDSCAPE = { width: 740, height: 360 };

/** Both phone orientations of what is on screen now, saved as `name`-360 and `name`-740. */
export async function phoneShots(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of [['360', PORTRAIT], ['740', LANDSCAPE]] as const) {
    await page.setViewportSize(viewport);
    await screenshot(page, `${name}-${size}`);
    const wide = await page.evaluate(
      (width) => [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > width + 1).map((el) => `${el.tagName}.${el.className}`).slice(0, 5),
      viewport.width,
    );
    expect(wide, `${name} at ${size}: nothing wider than the screen`).toEqual([]);
    const cut = await page.locator('main button').evaluateAll((buttons) =>
      (buttons as HTMLElement[]).filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
    );
    expect(cut, `${name} at ${size}: every button's label whole`).toEqual([]);
  }
  await page.setViewportSize(PORTRAIT);
}

/** The page's clock moved on to `at` (never back). */
export async function clockTo(browser: Browser, page: Page, at: number): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  if (at > now) await browser.context.clock.fastForward(at - now);
}

/** Writes the state's whole log to the page's store and reopens the game on it (an English page). */
export async function reopenWith(page: Page, game: SeededGame, state: SessionState): Promise<void> {
  await seedGame(page, { ...game, log: state.log });
  await page.reload();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}
