// Chromium on a profile folder that outlives the browser, so the test can kill the whole browser
// process (SIGKILL: no unload, no shutdown flush) and start it again on the same data, as a
// phone does when the system kills the app.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { chromiumArgs, executablePath, phone } from '../browser.ts';

export class KillableBrowser {
  readonly userDataDir = mkdtempSync(join(tmpdir(), 'mesa-crash-'));
  #context: BrowserContext | null = null;

  /** `serviceWorkers: 'block'` for a test of what the pages store, which the worker never touches. */
  constructor(private readonly options: Pick<BrowserContextOptions, 'serviceWorkers'> = {}) {}

  async context(): Promise<BrowserContext> {
    this.#context ??= await chromium.launchPersistentContext(this.userDataDir, {
      executablePath,
      args: chromiumArgs,
      headless: true,
      ...phone,
      locale: 'pt-BR',
      ...this.options,
    });
    return this.#context;
  }

  /** SIGKILLs the browser process that holds this profile (only that one: found by its folder). */
  async kill(): Promise<void> {
    const context = this.#context;
    if (!context) return;
    this.#context = null;
    const closed = new Promise<void>((resolve) => context.once('close', () => resolve()));
    const pid = this.#browserPid();
    process.kill(pid, 'SIGKILL');
    await closed;
  }

  async close(): Promise<void> {
    await this.#context?.close();
    this.#context = null;
    rmSync(this.userDataDir, { recursive: true, force: true });
  }

  // The browser process is the one started with our --user-data-dir and no --type (renderers,
  // GPU and utility processes all carry a --type).
  #browserPid(): number {
    const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
    const line = lines.find((l) => l.includes(`--user-data-dir=${this.userDataDir}`) && !l.includes('--type='));
    if (!line) throw new Error(`no browser process for ${this.userDataDir}`);
    return Number.parseInt(line.trim(), 10);
  }
}
