// The small adapter the cross-engine journeys are written against: a browser tab that can go to
// an address, reload, click a button by its name as a user would, wait for a heading or a text,
// run a function in the page and take a screenshot. Each engine has a driver (chromium.ts,
// firefox.ts, webkit.ts) that provides the few primitives below; everything else is written once
// here, in plain DOM code run inside the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { takingShots } from '../support/shots.ts';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** What one engine's driver does for one tab. Functions sent to the page must be self-contained. */
export interface Driver {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(arg)` in the page and returns its (JSON) result, a returned promise awaited. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Clicks with the engine's own input (pointer, scrolling into view) the element `find(arg)` returns. */
  click<A>(find: (arg: A) => Element | boolean | null, arg: A): Promise<void>;
  /** The viewport as PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  readonly engine: EngineName;
  /** A new tab, 360×740 CSS pixels, pt-BR. */
  newTab(): Promise<Tab>;
  close(): Promise<void>;
}

/** A name as a user reads it: the exact text (spaces collapsed), or a pattern. */
export type Name = string | RegExp;

interface NameSpec {
  readonly text?: string;
  readonly source?: string;
  readonly flags?: string;
  /** A CSS selector the element must be inside. */
  readonly within?: string;
  /** Only say whether there is one (a DOM element does not travel back to every driver). */
  readonly probe?: boolean;
  /** With `probe`: true as well when an element matches this CSS selector (the screen the button leads to is there already). */
  readonly orShown?: string;
}

const spec = (name: Name, within?: string): NameSpec =>
  typeof name === 'string' ? { text: name, within } : { source: name.source, flags: name.flags, within };

/**
 * In the page: the first visible, enabled button whose name (aria-label, else its text) is
 * `spec`'s; with `probe`, whether there is one. Self-contained: drivers send its source.
 */
function findButton(spec: NameSpec): Element | boolean | null {
  if (spec.probe && spec.orShown && document.querySelector(spec.orShown)) return true;
  const scope = spec.within ? document.querySelector(spec.within) : document;
  if (!scope) return spec.probe ? false : null;
  const named = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label !== null) return label.replace(/\s+/g, ' ').trim();
    const shown = el.cloneNode(true) as Element;
    for (const hidden of Array.from(shown.querySelectorAll('[aria-hidden="true"]'))) hidden.remove();
    return (shown.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const matches = (text: string): boolean => (spec.source === undefined ? text === spec.text : new RegExp(spec.source, spec.flags).test(text));
  for (const el of Array.from(scope.querySelectorAll('button, [role="button"]'))) {
    if ((el as HTMLButtonElement).disabled || el.getClientRects().length === 0 || el.closest('[inert], [aria-hidden="true"]')) continue;
    if (matches(named(el))) return spec.probe ? true : el;
  }
  return spec.probe ? false : null;
}

/** In the page: whether a visible h1 reads `spec`'s name. */
function hasHeading(spec: NameSpec): boolean {
  const matches = (text: string): boolean => (spec.source === undefined ? text === spec.text : new RegExp(spec.source, spec.flags).test(text));
  return Array.from(document.querySelectorAll('h1')).some(
    (h) => h.getClientRects().length > 0 && matches((h.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots');

const WAIT_MS = 15_000;

/** A tab of one engine, with the operations every journey uses. */
export class Tab {
  constructor(
    readonly engine: EngineName,
    readonly driver: Driver,
  ) {}

  goto(url: string): Promise<void> {
    return this.driver.goto(url);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.driver.evaluate(fn, arg);
  }

  /** Polls `fn(arg)` in the page until it returns something truthy, and returns that. */
  async until<A, R>(what: string, fn: (arg: A) => R | Promise<R>, arg: A, timeout = WAIT_MS): Promise<NonNullable<R>> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const value = await this.driver.evaluate(fn, arg);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${this.engine}: ${what} (still not so after ${timeout} ms); the screen says: ${await this.screenWords()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** What the page shows, in short, for a wait that timed out: which screen the app was on instead. */
  private async screenWords(): Promise<string> {
    const words = await this.driver.evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').trim(), null).catch((error: Error) => `(unread: ${error.message})`);
    return JSON.stringify(words.length > 400 ? `${words.slice(0, 400)}…` : words);
  }

  /** Waits for an enabled, visible button called `name` (inside `within`, if given), and clicks it. */
  async click(name: Name, within?: string): Promise<void> {
    const wanted = spec(name, within);
    await this.until(`no button "${String(name)}" to click`, findButton, { ...wanted, probe: true });
    await this.driver.click(findButton, wanted);
  }

  /** Waits until a visible h1 reads `name`. */
  async heading(name: Name, timeout = WAIT_MS): Promise<void> {
    await this.until(`no heading "${String(name)}"`, hasHeading, spec(name), timeout);
  }

  /** Waits until the page's text holds `text`. */
  async text(text: string): Promise<void> {
    await this.until(`no text "${text}"`, (text) => (document.body.textContent ?? '').includes(text), text);
  }

  /** Whether a visible, enabled button called `name` is there now. */
  async hasButton(name: Name): Promise<boolean> {
    return (await this.driver.evaluate(findButton, { ...spec(name), probe: true })) === true;
  }

  /** Waits for a button called `name` or for what it leads to (`shown`, a CSS selector), and clicks the button unless that came first. */
  async clickUnlessShown(name: Name, shown: string): Promise<void> {
    await this.until(`neither a button "${String(name)}" nor ${shown}`, findButton, { ...spec(name), probe: true, orShown: shown });
    if (await this.hasButton(name)) await this.driver.click(findButton, spec(name));
  }

  /**
   * Under `npm run shots`, saves the viewport as test-results/screenshots/ENGINE-NAME.png
   * (git-ignored), after two animation frames so the last change is painted.
   */
  async screenshot(name: string): Promise<string> {
    const path = join(screenshotDir, `${this.engine}-${name}.png`);
    if (!takingShots) return path;
    await this.driver.evaluate(() => new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))), null);
    mkdirSync(screenshotDir, { recursive: true });
    writeFileSync(path, await this.driver.screenshot());
    return path;
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
