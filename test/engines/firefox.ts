// Firefox for the cross-engine journeys: Debian's firefox-esr, driven by puppeteer-core over
// WebDriver BiDi (playwright-core's Firefox needs its own patched build, and there is no
// geckodriver here). Puppeteer gives it a fresh temporary profile and removes it on close.
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Tab, type Driver, type EngineBrowser } from './tab.ts';

/** Where test/support/ensure-browsers.mjs checks for (and installs) Firefox. */
const firefoxPath = '/usr/bin/firefox-esr';

export function driver(page: Page): Driver {
  return {
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    // Puppeteer types the argument as it arrives in the page (FlattenHandle<A>); the journeys send JSON.
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => page.evaluate(fn as (arg: unknown) => R | Promise<R>, arg) as Promise<R>,
    async click(find, arg) {
      const handle = await page.evaluateHandle(find as (arg: unknown) => Element | boolean | null, arg);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) throw new Error('firefox: the element to click is gone');
      await element.click();
      await handle.dispose();
    },
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => page.close(),
  };
}

/** Headless Firefox in Portuguese (Brazil), for every test that needs one. */
export function openFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'pt-BR' },
  });
}

export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await openFirefox();
  return {
    engine: 'firefox',
    async newTab() {
      const page = await browser.newPage();
      await page.setViewport({ width: 360, height: 740, deviceScaleFactor: 2 });
      return new Tab('firefox', driver(page));
    },
    close: () => browser.close(),
  };
}
