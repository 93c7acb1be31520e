// WebKit for the cross-engine journeys: Debian's WebKitGTK (webkit2gtk-driver: WebKitWebDriver and
// its MiniBrowser) in a virtual X display (xvfb-run), driven over classic WebDriver by
// selenium-webdriver. This file starts the WebDriver server itself and stops it, with the X
// server and the browser it started, by its process group.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { Tab, type Driver, type EngineBrowser } from './tab.ts';

/** What test/support/ensure-browsers.mjs checks for (and installs). */
const webDriverPath = '/usr/bin/WebKitWebDriver';
const xvfbRunPath = '/usr/bin/xvfb-run';
/** WebKitGTK takes its language from the process locale (ensure-browsers.mjs generates it). */
const webkitLocale = 'pt_BR.UTF-8';

const phone = { width: 360, height: 740 };

/** A free localhost port for the WebDriver server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the WebDriver server answers, or says why not. */
async function ready(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`WebKitWebDriver exited (${server.exitCode}): ${log()}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}: ${log()}`);
}

/**
 * One WebDriver session holds every tab; a command goes to the current window, so each tab
 * switches to its own first. The session's first window stays open and idle: closing the last
 * window would end the session.
 */
class Windows {
  #current: string | null;

  constructor(
    readonly session: WebDriver,
    /** The session's first window, never closed. */
    readonly home: string,
    /** The window size that gives a phone-sized viewport. */
    readonly outer: { width: number; height: number },
  ) {
    this.#current = home;
  }

  /**
   * A new window, current and phone-sized. A window rather than a tab: MiniBrowser's background
   * tabs are hidden pages, which draw no frames and would put the privacy cover up.
   */
  async open(): Promise<string> {
    // New Window needs a current window that is still open.
    if (this.#current === null) await this.session.switchTo().window(this.home);
    await this.session.switchTo().newWindow('window');
    this.#current = await this.session.getWindowHandle();
    await this.session.manage().window().setRect(this.outer);
    return this.#current;
  }

  async on<T>(handle: string, command: () => Promise<T>): Promise<T> {
    if (this.#current !== handle) {
      await this.session.switchTo().window(handle);
      this.#current = handle;
    }
    return command();
  }

  forget(handle: string): void {
    if (this.#current === handle) this.#current = null;
  }
}

function driver(windows: Windows, handle: string): Driver {
  const { session } = windows;
  const on = <T>(command: () => Promise<T>) => windows.on(handle, command);
  return {
    goto: (url) => on(() => session.get(url)),
    reload: () => on(() => session.navigate().refresh()),
    // WebDriver's Execute Script runs the function's source and awaits a returned promise.
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => on(() => session.executeScript<R>(fn, arg)),
    async click(find, arg) {
      const element = await on(() => session.executeScript<WebElement | null>(find, arg));
      if (!element) throw new Error('webkit: the element to click is gone');
      await on(() => element.click());
    },
    screenshot: async () => Buffer.from(await on(() => session.takeScreenshot()), 'base64'),
    async close() {
      await on(() => session.close());
      windows.forget(handle);
    },
  };
}

export async function launchWebKit(): Promise<EngineBrowser> {
  // MiniBrowser's toolbar keeps its window wider than a phone unless GTK lets its buttons shrink.
  const config = mkdtempSync(join(tmpdir(), 'mesa-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; padding: 0; }\n');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // Its own process group (detached), so closing stops xvfb-run, Xvfb, the driver and MiniBrowser.
  // Without accelerated compositing, which a virtual display does in software: what the journeys
  // check is the same, at a fifth less CPU (44 CPU-seconds for this file where it took 54).
  const server = spawn(xvfbRunPath, ['--auto-servernum', '--server-args=-screen 0 1280x2000x24', webDriverPath, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1', XDG_CONFIG_HOME: config, LANG: webkitLocale, LC_ALL: webkitLocale, LANGUAGE: 'pt_BR', GDK_SCALE: '2' },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async (): Promise<void> => {
    if (server.exitCode === null && server.pid !== undefined) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(config, { recursive: true, force: true });
  };
  try {
    await ready(url, server, () => output);
    const session = await new Builder().usingServer(url).withCapabilities({ browserName: 'MiniBrowser' }).build();
    // The viewport, not the window, must be the phone's: add what the toolbar takes.
    await session.manage().window().setRect(phone);
    const [innerWidth, innerHeight] = await session.executeScript<[number, number]>(() => [window.innerWidth, window.innerHeight]);
    const windows = new Windows(session, await session.getWindowHandle(), { width: 2 * phone.width - innerWidth, height: 2 * phone.height - innerHeight });
    return {
      engine: 'webkit',
      newTab: async () => new Tab('webkit', driver(windows, await windows.open())),
      async close() {
        await session.quit().catch(() => {});
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
