// Chromium for the cross-engine journeys: Debian's Chromium (its headless build, as the Chromium
// suite's: the same Blink and V8 as the desktop browser) through playwright-core, on the same
// phone-sized, pt-BR profile as the Chromium suite (../e2e/browser.ts).
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { Tab, type Driver, type EngineBrowser } from './tab.ts';

export function driver(page: Page): Driver {
  return {
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    // Playwright types the argument as it arrives in the page (Unboxed<A>); the journeys send JSON.
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg),
    async click(find, arg) {
      const handle = await page.evaluateHandle(find as (arg: unknown) => Element | boolean | null, arg);
      const element = handle.asElement();
      if (!element) throw new Error('chromium: the element to click is gone');
      await element.click();
      await handle.dispose();
    },
    screenshot: () => page.screenshot(),
    close: () => page.close(),
  };
}

export async function launchChromium(): Promise<EngineBrowser> {
  const browser = await launchBrowser({ locale: 'pt-BR', serviceWorkers: 'allow' });
  return {
    engine: 'chromium',
    newTab: async () => new Tab('chromium', driver(await browser.newPage())),
    close: () => browser.close(),
  };
}
