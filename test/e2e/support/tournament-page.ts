// The screens on a phone in the browser tests: each screen shot in both phone orientations
// (nothing wider than the screen, no button's label cut).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../browser.ts';

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
