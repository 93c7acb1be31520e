// Headless Debian Chromium driven by playwright-core (never a downloaded browser): one for each
// test worker, a fresh context (an empty profile) per phone, phone-sized pages.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser as ChromiumBrowser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { takingShots } from '../support/shots.ts';
import { expectAccessible, type AxeRules } from './support/axe.ts';

// The same paths test/support/ensure-browsers.mjs checks (and installs) before the tests.
/**
 * Chromium's headless build (Debian's chromium-headless-shell; the binary itself, not the
 * wrapper in /usr/bin, which forks it and would take the SIGKILL of the crash test): the same
 * Blink, V8, storage, service workers and WebRTC as the desktop browser, without its windows and
 * display compositor, for half the CPU (table-fit.test.ts: 26–28 CPU-seconds where the desktop
 * browser took 48–60). Every Chromium test runs on it, the cross-engine journeys' too.
 */
export const executablePath = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium-headless-shell';

// Without the background-networking flags Chromium keeps dialling Google's hosts, which this
// sandbox refuses; QUIC off for the same reason.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The phone the screenshots are taken on: 360×740 CSS pixels at 2× density. */
export const phone: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

export interface Browser {
  readonly context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * No service worker unless a test asks for one (`serviceWorkers: 'allow'`): the tests of the
 * worker itself (the installable app, offline, upgrade, the Chromium journeys) do, and so do the network's
 * phones, on browsers of their own (support/killable-browser.ts; the crash test's has none). For
 * every other test it would only precache the whole build into each new profile, a sixth of a
 * browser test's time, and could offer an update in the middle of a screen under test.
 */
const noWorker: BrowserContextOptions = { serviceWorkers: 'block' };

/**
 * The worker's Chromium: launched by the first test file that asks, kept for the files after it
 * (the browser projects do not isolate their files: vite.config.ts), and killed with the worker by
 * playwright-core. A launch costs about three CPU-seconds, paid a dozen times over a run when
 * every file (and every test of upgrade's) had its own; a context, a tenth of that, is all a
 * test needs of an empty profile.
 */
let workerChromium: Promise<ChromiumBrowser> | undefined;
function sharedChromium(): Promise<ChromiumBrowser> {
  workerChromium ??= chromium.launch({ executablePath, args: chromiumArgs, headless: true }).then((browser) => {
    // A browser that went away (crashed, or closed by a test) is launched again by the next file.
    browser.on('disconnected', () => (workerChromium = undefined));
    return browser;
  });
  return workerChromium;
}

/**
 * A phone with an empty profile (storage, service workers and caches start clean): a context of
 * the worker's Chromium. Pass `locale` and `colorScheme` through `options` to test language
 * detection and dark mode. Closing it closes the context, never the browser.
 */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<Browser> {
  const context = await (await sharedChromium()).newContext({ ...phone, ...noWorker, locale: 'pt-BR', ...options });
  return { context, newPage: () => context.newPage(), close: () => context.close() };
}

/** Fresh phones for a test file: see `launchContexts`. */
export interface ContextSource {
  /** A context with its own empty storage (IndexedDB, service workers, caches), as a new profile has. */
  newContext(options?: BrowserContextOptions): Promise<Browser>;
  close(): Promise<void>;
}

/**
 * A test file's phones, each a context of the worker's Chromium (`launchBrowser`); closing the
 * source closes those its file left open. A test that reopens the same profile in a new browser,
 * or kills the browser, has one of its own (support/killable-browser.ts).
 */
export async function launchContexts(): Promise<ContextSource> {
  const open = new Set<Browser>();
  return {
    async newContext(options: BrowserContextOptions = {}) {
      const browser = await launchBrowser(options);
      open.add(browser);
      return {
        ...browser,
        close: () => {
          open.delete(browser);
          return browser.close();
        },
      };
    },
    async close() {
      await Promise.allSettled([...open].map((browser) => browser.close()));
      open.clear();
    },
  };
}

const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Every screen a browser test looks at is checked by axe (A3), with the colour contrast only a
 * real layout gives: a violation fails the test. Under `npm run shots` the page is also saved, as
 * `pictureOf` saves it; the path is returned either way.
 */
export async function screenshot(page: Page, name: string, rules: AxeRules = 'all'): Promise<string> {
  if (takingShots) return pictureOf(page, name);
  // The same screen turned sideways has the same names and colours: checked once, upright.
  if (!name.endsWith('-landscape')) await expectAccessible(page, name, rules);
  return join(screenshotDir, `${name}.png`);
}

/**
 * `screenshot` of a screen whose component test (test/screens) runs axe's other rules: here only
 * those a layout decides (test/support/axe-rules.ts), the fit files' screens.
 */
export const layoutShot = (page: Page, name: string): Promise<string> => screenshot(page, name, 'layout');

/**
 * Saves the page as test-results/screenshots/NAME.png (git-ignored) in every run, for a test that
 * reads its pixels (a QR code), and returns the path; checked by axe as `screenshot` checks it.
 */
export async function pictureOf(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  if (!name.endsWith('-landscape')) await expectAccessible(page, name);
  return path;
}
