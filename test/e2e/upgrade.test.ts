// Upgrades (issue 7). A database written by schema v1 (test/e2e/support/mesa-db-v1.json, frozen:
// a finished draw5 game and a hold'em game 70 actions in, with the snapshot at 64, dumped from the
// app as it wrote them) opens through the real app: the game in progress resumes at its seat and
// plays on, the finished one is listed with its result. A database from a newer Mesa is refused
// with a clear message instead of a hang. And a new service worker published mid-hand waits
// for the hand to end, then for the tap, and the game survives the reload into it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SessionConfig } from '../../src/engine/index.ts';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { storedLog, storedRecords } from './play-table.ts';
import { databaseVersion, writeRawDatabase, type RawDatabase } from './support/raw-db.ts';
import { nextVersion, publishedVersion, serve, type Served } from './support/serve.ts';
import { chooseTap, defaultConfig, playTap, replayStored, seedNewGame } from './support/table-bot.ts';

const baseURL = inject('baseURL');
const v1 = JSON.parse(readFileSync(join(import.meta.dirname, 'support/mesa-db-v1.json'), 'utf8')) as RawDatabase;
const liveConfig = (v1.stores.games.records as { id: string; config: SessionConfig }[]).find((g) => g.id === 'v1-holdem-live')!.config;

let browser: Browser;
afterEach(async () => {
  await browser?.close();
});

/** A page on the app's origin that does not run the app: a static file of the build. */
async function beforeTheApp(url: string): Promise<Page> {
  browser = await launchBrowser({ locale: 'pt-BR', serviceWorkers: 'allow' });
  const page = await browser.newPage();
  await page.goto(`${url}/manifest.webmanifest`);
  return page;
}

describe('a database left by an older or a newer Mesa', () => {
  it('schema v1: the game in progress resumes at its seat (from its log: the fixture’s snapshot is of an older format) and plays on; the finished game keeps its result', async () => {
    const page = await beforeTheApp(baseURL);
    await writeRawDatabase(page, v1);
    const before = await storedLog(page, 'v1-holdem-live');
    expect(before).toHaveLength(70);

    await page.goto(baseURL);
    // The fixture stopped with Ana (seat 0) to act: the app is back there, cover up.
    await page.getByRole('heading', { name: 'Passe para Ana' }).waitFor();
    // Schema v2 (issue 15): the players' book, made from the players of both games.
    expect(await databaseVersion(page)).toBe(2);
    const book = await storedRecords<{ name: string; seats: { night: string; seat: number }[] }>(page, 'players');
    expect(Object.fromEntries(book.map((p) => [p.name, p.seats.map((s) => `${s.night}#${s.seat}`).sort()]))).toEqual({
      Ana: ['v1-draw5-finished#0', 'v1-holdem-live#0'],
      Bia: ['v1-draw5-finished#1', 'v1-holdem-live#1'],
      Caio: ['v1-draw5-finished#2', 'v1-holdem-live#2'],
      Duda: ['v1-holdem-live#3'],
    });
    await page.getByRole('button', { name: 'Sou Ana: ver minhas cartas' }).click();
    await page.getByRole('heading', { name: 'Vez de Ana' }).waitFor();

    // Play on: what the app appends after the snapshot's state is legal for the whole log replayed from scratch.
    for (let taps = 0; taps < 6; taps++) await playTap(page);
    const { log } = await replayStored(page, 'v1-holdem-live', liveConfig);
    expect(log.length).toBeGreaterThan(70);
    expect(log.slice(0, 70)).toEqual(before);

    await page.goBack();
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    const finished = page.locator('.game-card', { hasText: 'Pôquer de cinco cartas' });
    await finished.waitFor();
    expect(await finished.textContent()).toContain('Mãos: 1');
    expect(await page.locator('.game-card').count()).toBe(2);
  });

  it('a newer schema: the app says to update instead of hanging, and leaves the data alone', async () => {
    const page = await beforeTheApp(baseURL);
    const newer: RawDatabase = { ...v1, version: 3, stores: { ...v1.stores, tables: { keyPath: 'id', records: [] } } };
    await writeRawDatabase(page, newer);

    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Os jogos deste aparelho foram salvos por uma versão mais nova do Mesa.' }).waitFor();
    await screenshot(page, 'newer-schema');
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    await page.getByRole('alert').filter({ hasText: 'versão mais nova do Mesa' }).waitFor();
    expect(await databaseVersion(page)).toBe(3);
    expect(await storedLog(page, 'v1-holdem-live')).toHaveLength(70);
  });
});

describe('an older tab that holds the database open', () => {
  const blocked = 'Feche as outras abas do Mesa para terminar a atualização.';

  /** Back to home by the screens' own back buttons. */
  async function home(page: Page): Promise<void> {
    const start = page.getByRole('button', { name: 'Novo jogo' });
    while (!(await start.isVisible())) {
      await page.locator('main .top-bar .back').click();
      await page.waitForTimeout(50);
    }
  }

  it('every screen that waits for the database says another tab holds Mesa, Start the game says why it waits, and all goes on once that tab closes', async () => {
    // The old tab: schema v1 on disk, held open by code that never lets go (no versionchange handler).
    const old = await beforeTheApp(baseURL);
    await writeRawDatabase(old, v1);
    await old.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('mesa');
          request.onsuccess = () => {
            (window as unknown as { held: IDBDatabase }).held = request.result;
            resolve();
          };
          request.onerror = () => reject(request.error);
        }),
    );

    const page = await browser.newPage();
    await page.goto(baseURL);
    const notice = page.getByRole('alert').filter({ hasText: blocked });
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
    await notice.waitFor();
    await screenshot(page, 'blocked-home');

    // Past games and the book wait for the database: each says why instead of loading for ever.
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    await page.locator('.past-games .setup-hint', { hasText: 'Carregando…' }).waitFor();
    await notice.waitFor();
    await screenshot(page, 'blocked-past-games');
    await page.setViewportSize({ width: 740, height: 360 });
    expect(await notice.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await screenshot(page, 'blocked-past-games-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    await home(page);
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.getByRole('status').filter({ hasText: 'Abrindo o livro…' }).waitFor();
    await notice.waitFor();
    await screenshot(page, 'blocked-book');
    await home(page);
    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('button', { name: 'Maletas de fichas' }).click();
    await notice.waitFor();
    await screenshot(page, 'blocked-chip-sets');
    // The table, reopened on the game in progress, waits as well.
    const reopen = (at: object) => page.evaluate((at) => history.replaceState({ screen: at, depth: 0 }, ''), at).then(() => page.reload());
    // (A reload: Chromium queues its request behind the one the page left, and fires no 'blocked'.)
    await reopen({ name: 'table', gameId: 'v1-holdem-live' });
    await page.getByRole('heading', { name: 'Abrindo o jogo…' }).waitFor();
    await notice.waitFor();
    await screenshot(page, 'blocked-table');
    await reopen({ name: 'home' });

    // Start the game waits too, and says what for, beside the button.
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('button', { name: /Texas Hold'em/ }).click();
    await page.getByLabel('Nome do jogador no lugar 1', { exact: true }).fill('Ana');
    await page.getByLabel('Nome do jogador no lugar 2', { exact: true }).fill('Bia');
    await page.getByRole('button', { name: 'Começar o jogo' }).click();
    const why = page.getByRole('status').filter({ hasText: 'O jogo começa assim que as outras abas do Mesa forem fechadas' });
    await why.waitFor();
    expect(await notice.isVisible()).toBe(true);
    // Still waiting a moment later: nothing was written behind the old tab's back.
    await page.waitForTimeout(300);
    expect(await databaseVersion(page)).toBe(1);
    await screenshot(page, 'blocked-start');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'blocked-start-landscape');
    expect(await why.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await page.setViewportSize({ width: 360, height: 740 });

    // The old tab closes: the upgrade finishes, the game starts, the notice goes.
    await old.close();
    await page.getByRole('heading', { name: /^Passe para / }).waitFor();
    // The new game's table, not the one in progress that start-up would have resumed.
    expect(await page.evaluate(() => (history.state as { screen: { gameId: string } }).screen.gameId)).not.toBe('v1-holdem-live');
    expect(await databaseVersion(page)).toBe(2);
    await notice.waitFor({ state: 'detached' });
    await screenshot(page, 'blocked-then-started');
    await page.goBack();
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    await expect.poll(() => page.locator('.game-card').count()).toBe(3);
    expect(await notice.count()).toBe(0);
  });
});

describe('a new version published in the middle of a hand', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'mesa-upgrade-'));
  let served: Served;
  let first: string;

  beforeAll(async () => {
    first = publishedVersion(inject('distDir'), outDir);
    served = await serve(outDir);
  });
  afterAll(async () => {
    await served?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  const entryScript = (page: Page) => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"]')?.getAttribute('src'));

  it('waits for the hand to end, then for the tap on "Atualizar"; every action survives the reload into it', async () => {
    browser = await launchBrowser({ locale: 'pt-BR', serviceWorkers: 'allow' });
    const page = await browser.newPage();
    await page.goto(served.url);
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
    // Installing precaches every chunk of the app: about a second on this machine, more on a busy one.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
    const config = defaultConfig('holdem');
    await seedNewGame(page, 'update-mid-hand', config);
    await page.reload();
    for (let taps = 0; taps < 3; taps++) await playTap(page);
    expect((await replayStored(page, 'update-mid-hand', config)).state.hand?.result).toBeNull();

    const second = await nextVersion(outDir);
    expect(second).not.toBe(first);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null), { timeout: 10_000 }).toBe(true);

    // The new version waits; while the hand goes on, nothing offers it.
    const prompt = page.getByRole('status').filter({ hasText: 'Nova versão pronta.' });
    let inHand = 0;
    for (;;) {
      const { state } = await replayStored(page, 'update-mid-hand', config);
      if (state.hand?.result) break;
      expect(await prompt.count(), 'the update prompt showed in the middle of a hand').toBe(0);
      inHand += 1;
      await playTap(page);
    }
    expect(inHand).toBeGreaterThan(2);

    // The hand is over: now it asks, and still only applies on the tap.
    await prompt.waitFor();
    await screenshot(page, 'update-prompt-after-hand');
    const saved = await storedLog(page, 'update-mid-hand');
    expect(await entryScript(page)).toBe(first);
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Atualizar' }).click()]);

    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    expect(await entryScript(page)).toBe(second);
    expect(await page.getByRole('status').count()).toBe(0);
    expect(await storedLog(page, 'update-mid-hand')).toEqual(saved);
    // And the game goes on in the new version: past the result, the next hand is dealt.
    const tap = await chooseTap(page);
    expect(tap?.label).toBe('Continuar');
    await playTap(page);
    await page.getByRole('button', { name: 'Dar a próxima mão' }).click();
    await page.getByRole('heading', { name: /^Passe para / }).waitFor();
    expect((await storedLog(page, 'update-mid-hand')).length).toBeGreaterThan(saved.length);
  });
});
