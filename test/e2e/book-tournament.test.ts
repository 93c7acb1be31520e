// The players' book after a tournament night and a cash night (issue 20), in the production build:
// the tournament counts in money (T22: each prize minus what was paid) in the leaderboard, its
// night and its shared text, and never in chips; merging two people who sat at one night is
// refused with the night named, on screen at 360×740. Every figure is worked out again in Node.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameNight, type Night } from '../../src/app/book/nights.ts';
import type { SessionAction, SessionConfig } from '../../src/engine/index.ts';
import { finishedRecord } from '../app/book/finished-record.ts';
import { fechadoTournament, toTheWinner, SHARED_LINES } from '../app/book/tournament-night.ts';
import { playedSession } from '../engine/support/session.ts';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { seedGame, storedRecords, type SeededGame } from './play-table.ts';
import { LANDSCAPE, phoneShots, PORTRAIT } from './support/tournament-page.ts';

const baseURL = inject('baseURL');

interface SeededNight {
  readonly game: SeededGame;
  readonly night: Night;
}

function finished(id: string, config: SessionConfig, log: readonly SessionAction[], createdAt: number): SeededNight {
  return { game: { id, config, log }, night: gameNight(finishedRecord(id, config, createdAt, log.length), log) };
}

const now = Date.now();
const tournamentConfig = fechadoTournament();
const tournament = finished('night-tournament', tournamentConfig, toTheWinner(tournamentConfig), now - 2 * 3600_000);
/** The same tournament with nobody paying to play (T22: its places are its result). */
const freeConfig = fechadoTournament(0);
const freeroll = finished('night-freeroll', freeConfig, toTheWinner(freeConfig), now - 3 * 3600_000);
/** Hold'em for chips: Gabi, Hugo and Ana at one table, two hands of seeded random play. */
const cashConfig: SessionConfig = {
  profile: 'holdem',
  players: ['Gabi', 'Hugo', 'Ana'].map((name) => ({ name, stack: 200 })),
  firstDealer: 0,
  dealing: 'deck',
  options: { smallBlind: 1, bigBlind: 2 },
};
const cash = finished('night-holdem', cashConfig, playedSession(cashConfig, 3, 2).log, now - 3600_000);

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2068\u2069]/g, '');
const realsText = (cents: number) => `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${plain(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Math.abs(cents) / 100))}`;

async function leaders(page: Page): Promise<[string, string][]> {
  const rows = page.locator('.leader');
  const names = await rows.locator('.leader-name').allTextContents();
  const amounts = await rows.locator('.leader-net').allTextContents();
  return names.map((name, i) => [name, plain(amounts[i])]);
}

/** Back to home the way a player goes: the screens' back buttons. */
async function home(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: 'Novo jogo' });
  for (let steps = 0; steps < 8 && !(await start.isVisible()); steps++) {
    await page.locator('main .top-bar .back').click();
    await page.waitForTimeout(50);
  }
  await start.waitFor();
}

/** Whether the element is wholly inside the viewport, as a player sees it without scrolling. */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

describe("the players' book after a tournament night", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'pt-BR' });
    page = await browser.newPage();
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
    // The tournament as issue 14's app stored it, its result in chips: the revision at start-up sets it right.
    const chips = { hands: 3, standings: tournament.night.seats.map((s) => ({ player: s.name, net: s.net })) };
    await seedGame(page, tournament.game, { status: 'finished', createdAt: tournament.night.at, result: chips });
    for (const { game, night } of [freeroll, cash]) await seedGame(page, game, { status: 'finished', createdAt: night.at });
    // A phone revised to the results of before issue 20 (RESULTS_FORMAT 2): the reload is its upgrade.
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((done) => {
        const open = indexedDB.open('mesa');
        open.onsuccess = () => done(open.result);
      });
      const tx = db.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ key: 'resultsRevision', value: { format: 2, done: true } });
      await new Promise((done) => (tx.oncomplete = done));
      db.close();
    });
    await page.reload();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("T22: the money leaderboard counts the tournament, each prize minus what was paid; its chips count in no leaderboard", async () => {
    expect(tournament.night.seats.map((s) => [s.name, s.money])).toEqual([
      ['Ana', 3200],
      ['Bia', -2000],
      ['Carla', 800],
      ['Ivo', -2000],
    ]);
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Livro dos jogadores' }).waitFor();
    await page.getByRole('button', { name: 'Dinheiro (BRL)', exact: true }).click();
    await expect.poll(() => leaders(page)).toEqual([
      ['Ana', realsText(3200)],
      ['Carla', realsText(800)],
      ['Bia', realsText(-2000)],
      ['Ivo', realsText(-2000)],
    ]);
    await phoneShots(page, 'book-tournament-money');

    // In chips: the cash night's players only, Ana with her hold'em chips alone.
    await page.getByRole('button', { name: 'Fichas', exact: true }).click();
    await expect.poll(() => leaders(page).then((rows) => rows.map(([name]) => name).sort())).toEqual(['Ana', 'Gabi', 'Hugo']);
    const anaChips = cash.night.seats.find((s) => s.name === 'Ana')!.net;
    const ana = (await leaders(page)).find(([name]) => name === 'Ana')!;
    expect(ana[1]).toBe(`${anaChips > 0 ? '+' : anaChips < 0 ? '−' : ''}${Math.abs(anaChips).toLocaleString('pt-BR')} ${Math.abs(anaChips) === 1 ? 'ficha' : 'fichas'}`);
  });

  it("T22: the tournament's night and its shared text say each place's money, not chips", async () => {
    await page.locator('.book-night', { hasText: 'Pôquer fechado' }).filter({ hasText: 'R$ 32,00' }).click();
    await page.getByRole('heading', { level: 2, name: 'Resultado da noite' }).waitFor();
    const bars = page.getByRole('img', { name: 'Resultado de cada jogador' });
    expect(await bars.locator('.chart-bar-name').allTextContents()).toEqual(['Ana', 'Carla', 'Ivo', 'Bia']);
    await page.locator('.night').scrollIntoViewIfNeeded();
    await phoneShots(page, 'book-tournament-night');

    await page.evaluate(() => {
      const sent: unknown[] = [];
      Object.assign(window, { sent });
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void sent.push(data.text) });
    });
    await page.getByRole('button', { name: 'Compartilhar o resultado' }).click();
    await page.getByText('Resultado enviado.').waitFor();
    const [text] = await page.evaluate(() => (window as unknown as { sent: string[] }).sent);
    const lines = plain(text).split('\n');
    expect(lines.slice(1)).toEqual(SHARED_LINES);
    expect(text).not.toMatch(/fichas/);

    // The image card, downloaded where there is no share sheet, for a look.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Compartilhar como imagem' }).click();
    const card = await download;
    const shots = resolve(import.meta.dirname, '../../test-results/screenshots');
    mkdirSync(shots, { recursive: true });
    copyFileSync((await card.path())!, join(shots, 'share-card-tournament.png'));
    await page.goBack();
  });

  it('T22: a tournament nobody paid to play shows its places only: its winner in the list, no amounts, no chart, nobody to pay', async () => {
    const item = page.locator('.book-night').filter({ hasText: 'Pôquer fechado' }).filter({ hasText: 'Ana venceu' });
    await item.waitFor();
    expect(await item.locator('.book-night-best').textContent()).toBe('Ana venceu');
    expect((await page.locator('.book-night-best').allTextContents()).map(plain)).toContain('melhor: Ana +R$ 32,00');
    await item.scrollIntoViewIfNeeded();
    await phoneShots(page, 'book-tournament-list');
    await item.click();
    await page.getByRole('heading', { level: 2, name: 'Resultado da noite' }).waitFor();
    expect(await page.getByRole('img', { name: 'Resultado de cada jogador' }).count()).toBe(0);
    expect(await page.getByText('Quem paga a quem').count()).toBe(0);
    await page.locator('.night').scrollIntoViewIfNeeded();
    await phoneShots(page, 'book-freeroll-night');
    await page.goBack();
  });

  it('T22: the past games list a tournament stored in chips by an older version in its places and money, revised at start-up', async () => {
    await home(page);
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    const line = page.locator('.game-result', { hasText: '1º Ana' });
    await line.waitFor();
    expect(plain((await line.textContent())!)).toBe('Mãos: 3 · 1º Ana +R$ 32,00 · 2º Carla +R$ 8,00 · 3º Ivo −R$ 20,00 · 4º Bia −R$ 20,00');
    await line.scrollIntoViewIfNeeded();
    await phoneShots(page, 'past-games-tournament');
    await home(page);
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Livro dos jogadores' }).waitFor();
  });

  it('merging Hugo into Gabi, who sat at the same night, is refused with the night named, on screen at 360×740 and 740×360', async () => {
    await page.setViewportSize(PORTRAIT);
    await page.getByRole('button', { name: 'Fichas', exact: true }).click();
    await page.locator('.leader', { hasText: 'Gabi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gabi' }).waitFor();
    const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(cash.night.at));
    for (const [size, viewport] of [['360', PORTRAIT], ['740', LANDSCAPE]] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByLabel('A outra entrada').selectOption({ label: 'Hugo' });
      await page.getByRole('button', { name: 'Juntar', exact: true }).click();
      const said = page.getByRole('alert');
      await said.waitFor();
      expect(await said.textContent()).toBe(`Gabi e Hugo jogaram na mesma noite (Texas Hold'em, ${day}): são duas pessoas e não dá para juntar.`);
      expect(await onScreen(page, '[role="alert"]'), size).toBe(true);
      await screenshot(page, `book-merge-refused-${size}`);
    }
    await page.setViewportSize(PORTRAIT);
    // Nothing changed: both are still their own players.
    const stored = await storedRecords<{ name: string; mergedInto: string | null }>(page, 'players');
    expect(stored.filter((p) => p.name === 'Gabi' || p.name === 'Hugo').map((p) => p.mergedInto)).toEqual([null, null]);
  });
});
