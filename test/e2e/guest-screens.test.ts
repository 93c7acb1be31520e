// A guest phone's own screens in the built app (N1), what needs a browser: the join screens fit
// the phone either way, and a host's good code (WebRTC) is answered with this phone's QR, read
// from its pixels. (What a code that cannot be used says, and the #join= link read once:
// test/screens/guest-screens.test.tsx.) The whole game across several browsers is
// table-network's; here one phone, with no host.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signalCode } from '../../src/net/signal-code.ts';
import { onePhone, pictureOf, screenshot } from './browser.ts';
import { openHome } from './play-table.ts';
import { readQr } from './support/qr.ts';

const baseURL = inject('baseURL');

/** Both of a screen's pictures: the phone upright, then turned sideways (and back). */
async function bothWays(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-360x740`);
  await page.setViewportSize({ width: 740, height: 360 });
  await screenshot(page, `${name}-740x360`);
  await page.setViewportSize({ width: 360, height: 740 });
}

/** How far the page scrolls below the screen: 0 when everything is in view. */
const belowTheFold = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - innerHeight);

describe('a guest phone joining a table', () => {
  let page: Page;
  onePhone((phone) => (page = phone.page), { locale: 'en' });

  it("N1: the join screen with a pasted code refused, and a link's code that failed, fit the phone upright and sideways", async () => {
    await openHome(page, baseURL);
    await page.getByRole('button', { name: 'Join a table' }).click();
    await page.getByLabel('Or paste the code you were sent').fill(`${baseURL}/#answer=AQEA`);
    await page.getByRole('button', { name: 'Use this code' }).click();
    await page.getByRole('alert').filter({ hasText: "That is a guest's reply code." }).waitFor();
    expect(await belowTheFold(page)).toBe(0);
    await page.setViewportSize({ width: 740, height: 360 });
    expect(await belowTheFold(page)).toBe(0);
    expect(await page.getByRole('button', { name: 'Use this code' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 360, height: 740 });
    await bothWays(page, 'guest-join');
    await page.goto(`${baseURL}/#join=AQA`);
    await page.getByRole('alert').filter({ hasText: 'The code came through incomplete.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await bothWays(page, 'guest-join-failed');
  });

  it("N1: a host's good code shows this phone's own code for the host, readable and whole, with the way out in view on a tall phone, a short one and sideways", async () => {
    const offer = await signalCode('offer', readFileSync(resolve(import.meta.dirname, '../fixtures/sdp/chromium-to-chromium.offer.sdp'), 'utf8'), `${baseURL.replace(/\/$/, '')}/`);
    await page.goto(offer);
    await page.getByRole('heading', { level: 1, name: 'Show this to the host' }).waitFor();
    for (const [width, height] of [[360, 740], [360, 640], [740, 360]] as const) {
      await page.setViewportSize({ width, height });
      expect(await belowTheFold(page), `${width}×${height}`).toBe(0);
      // The code with its white margin, which a camera needs as much as the squares.
      expect((await page.locator('.join-qr').boundingBox())!.width, `the code at ${width}×${height}`).toBeGreaterThanOrEqual(280);
      const shot = await pictureOf(page, `guest-answer-${width}x${height}`);
      expect(readQr(readFileSync(shot))).toMatch(/#answer=[\w-]+$/);
      expect(await page.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});
