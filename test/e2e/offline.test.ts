// Offline after the first visit (issue 7): the service worker has precached every file of the
// build, so with the server gone and the browser offline a reload and a new tab start the app, a
// whole hand is played through the table (a lazy chunk) and saved, and a reload finds it.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from './browser.ts';
import { openedGame, storedLog } from './play-table.ts';
import { serve, type Served } from './support/serve.ts';
import { playHands, replayStored } from './support/table-bot.ts';

const distDir = inject('distDir');

let served: Served;
let browser: Browser;
// Requests to the app's own origin that failed while offline: each is a file the cache lacked.
const missing: string[] = [];

function watchFailures(page: Page): void {
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(served.url)) missing.push(`${request.url()} (${request.failure()?.errorText})`);
  });
}

beforeAll(async () => {
  // A server of its own, so the test can take it down: offline for real, not only emulated.
  served = await serve(distDir);
  browser = await launchBrowser({ locale: 'pt-BR', serviceWorkers: 'allow' });
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

describe('offline after the first visit', () => {
  let page: Page;
  let needed: string[] = [];

  it('the first visit precaches every file the app can load: scripts (lazy chunks too), styles, icons, manifest', async () => {
    page = await browser.newPage();
    watchFailures(page);
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname.slice(1));
      }
      return urls;
    });
    // The service worker itself and its runtime are fetched by the browser, not from the cache;
    // _headers is read by the static host that serves the build (public/_headers), never by the app.
    needed = builtFiles(distDir).filter((file) => file !== 'sw.js' && file !== '_headers' && !/^workbox-[\w-]+\.js$/.test(file));
    expect(needed).toContain('index.html');
    expect(needed.some((file) => /^assets\/table-.+\.js$/.test(file))).toBe(true);
    expect(needed.filter((file) => !cached.includes(file))).toEqual([]);
    // clientsClaim: this first page is controlled already, so its own later fetches go through the cache.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it('offline, a reload and a new tab start the app; a new draw5 game plays a whole hand and is saved', async () => {
    await served.close();
    await browser.context.setOffline(true);

    await page.reload();
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();

    const tab = await browser.newPage();
    watchFailures(tab);
    await tab.goto(served.url);
    await tab.getByRole('button', { name: 'Novo jogo' }).click();
    await tab.getByRole('button', { name: /Pôquer de cinco cartas/ }).click();
    await tab.getByRole('button', { name: 'Começar o jogo' }).click();
    await tab.getByRole('heading', { name: /^Passe para / }).waitFor();
    const game = await openedGame(tab);

    const state = await playHands(tab, game.id, game.config, 1);
    expect(state.history).toHaveLength(1);
    await tab.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    const saved = await storedLog(tab, game.id);

    await tab.reload();
    await tab.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    expect(await storedLog(tab, game.id)).toEqual(saved);
    expect((await replayStored(tab, game.id, game.config)).state.history).toHaveLength(1);

    // Every other file (the lazy screens not opened here: past games, settings, history) answers offline too.
    const statuses = await tab.evaluate(
      (files) => Promise.all(files.map(async (file) => `${file} ${(await fetch(`/${file}`)).status}`)),
      needed,
    );
    expect(statuses).toEqual(needed.map((file) => `${file} 200`));
    expect(missing).toEqual([]);
  });
});
