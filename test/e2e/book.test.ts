// The players' book in the production build (issue 15): three nights of three games seeded into
// the phone's storage (one of them last year), the book and its charts after them, a merge and
// its undo, the book as CSV out and in, a night shared as text and as an image (share sheet
// stubbed; the clipboard and download paths for real), and the replayer on a hand with a side
// pot and a mucked hand. Every figure checked here is worked out again in Node by the engine.
import { readFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gameNight, type Night } from '../../src/app/book/nights.ts';
import { newSession, parseCards, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { finishedRecord } from '../app/book/finished-record.ts';
import { playedSession, run } from '../engine/support/session.ts';
import { stackedDeck } from '../engine/support/table.ts';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { cardFace, cardName, seedGame, storedRecords, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');
const DAY = 86_400_000;

interface SeededNight {
  readonly game: SeededGame;
  readonly night: Night;
}

/** A finished game as the app stores it, and its night as the engine reads it here in Node. */
function finished(id: string, config: SessionConfig, log: readonly SessionAction[], createdAt: number): SeededNight {
  return { game: { id, config, log }, night: gameNight(finishedRecord(id, config, createdAt, log.length), log) };
}

/**
 * Hold'em, one hand: Ana (button, 200) raises, Bia (60) goes all in, Caio and Ana call: a main
 * pot of 180 for three and, after Ana's flop bet is called, a side pot of 80 for Ana and Caio. At
 * the showdown Bia's aces and Caio's kings are shown; Ana's queens, beaten, are mucked.
 */
function holdemNight(at: number): SeededNight {
  const config: SessionConfig = {
    profile: 'holdem',
    players: [{ name: 'Ana', stack: 200 }, { name: 'Bia', stack: 60 }, { name: 'Caio', stack: 200 }],
    firstDealer: 0,
    dealing: 'deck',
    options: { smallBlind: 1, bigBlind: 2 },
  };
  const state = run(
    newSession(config),
    { type: 'startHand', at },
    { type: 'shuffle', deck: stackedDeck(['AsAh', 'KsKh', 'QcQd'], '2c7d9h 4s 3h') },
    { type: 'raise', seat: 0, to: 10 },
    { type: 'raise', seat: 1, to: 60 },
    { type: 'call', seat: 2 },
    { type: 'call', seat: 0 },
    { type: 'check', seat: 2 },
    { type: 'bet', seat: 0, to: 40 },
    { type: 'call', seat: 2 },
    ...[2, 0, 2, 0].map((seat): SessionAction => ({ type: 'check', seat })),
    { type: 'show', seat: 1 },
    { type: 'show', seat: 2 },
    { type: 'muck', seat: 0 },
  );
  return finished('night-holdem', config, state.log, at);
}

/** Draw5 for money (R$ 20 for 100 chips): three hands of seeded random play, every result different. */
function draw5Night(at: number): SeededNight {
  const config: SessionConfig = {
    profile: 'draw5',
    players: ['Ana', 'Bia', 'Duda'].map((name) => ({ name, stack: 100 })),
    firstDealer: 1,
    dealing: 'deck',
    options: { ante: 1, buyIn: { price: 20, currency: 'BRL', chips: 100 } },
    hands: 3,
  };
  for (let seed = 1; ; seed++) {
    const night = finished('night-draw5', config, playedSession(config, seed, 3).log, at);
    const nets = night.night.seats.map((s) => s.net);
    if (new Set(nets).size === 3 && !nets.includes(0) && night.night.transfers.length === 2) return night;
  }
}

/** Baseball, last year: Aninha, Bia and Caio, two hands of seeded random play. */
function baseballNight(at: number): SeededNight {
  const config: SessionConfig = { profile: 'baseball', players: ['Aninha', 'Bia', 'Caio'].map((name) => ({ name, stack: 0 })), firstDealer: 0, dealing: 'deck', hands: 2 };
  for (let seed = 1; ; seed++) {
    const night = finished('night-baseball', config, playedSession(config, seed, 2).log, at);
    if (night.night.seats.every((s) => s.net !== 0)) return night;
  }
}

const now = Date.now();
const holdem = holdemNight(now - 2 * 3600_000);
const draw5 = draw5Night(now - 3600_000);
const baseball = baseballNight(now - 400 * DAY);
const nights = [holdem, draw5, baseball];

/** A name's total over these nights, in chips / units (net) or cents (money). */
function total(name: string, of: readonly SeededNight[], field: 'net' | 'money'): number {
  return of.flatMap(({ night }) => night.seats.filter((s) => s.name === name).map((s) => s[field] ?? 0)).reduce((a, b) => a + b, 0);
}

/** The leaderboard as the screen shows it: [name, amount] per row. */
async function leaders(page: Page): Promise<[string, string][]> {
  const rows = page.locator('.leader');
  const names = await rows.locator('.leader-name').allTextContents();
  const amounts = await rows.locator('.leader-net').allTextContents();
  return names.map((name, i) => [name, amounts[i].replace(/[\u00a0\u202f]/g, ' ')]);
}

/** How the screen writes a result in chips: "+120 fichas", "−20 fichas". */
const chipsText = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('pt-BR')} ${Math.abs(n) === 1 ? 'ficha' : 'fichas'}`;
const realsText = (cents: number) =>
  `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(Math.abs(cents) / 100)}`.replace(/[\u00a0\u202f]/g, ' ');

/** The players' records as stored. */
function storedPlayers(page: Page): Promise<{ id: string; name: string; mergedInto: string | null }[]> {
  return storedRecords(page, 'players');
}

async function chooseFile(page: Page, button: string, name: string, contents: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(contents) });
}

async function downloaded(page: Page, button: string): Promise<{ name: string; path: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

/** Back to home the way a player goes: the screens' back buttons. */
async function home(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: /^(Novo jogo|New game)$/ });
  for (let steps = 0; steps < 8 && !(await start.isVisible()); steps++) {
    await page.locator('main .top-bar .back').click();
    await page.waitForTimeout(50);
  }
  await start.waitFor();
}

/** No horizontal scrolling at 360 px, and every button at least 44 px both ways. */
async function fitsThePhone(page: Page): Promise<void> {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    small: [...document.querySelectorAll('main button')]
      .map((b) => ({ text: b.textContent, box: b.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && Math.min(box.width, box.height) < 44)
      .map(({ text }) => text),
  }));
  expect(layout.scrollWidth).toBeLessThanOrEqual(360);
  expect(layout.small).toEqual([]);
}

describe("the players' book after three nights", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'pt-BR' });
    page = await browser.newPage();
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
    for (const { game, night } of nights) await seedGame(page, game, { status: 'finished', createdAt: night.at });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('this year: two nights, the leaderboard in money and in chips, the running totals as a chart with its numbers', async () => {
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Livro dos jogadores' }).waitFor();
    await page.locator('.leader').first().waitFor();
    expect(await page.getByRole('button', { name: 'Este ano' }).getAttribute('aria-pressed')).toBe('true');
    // Money first: only the draw5 night had a price. The amounts are the engine's settlement.
    const money = ['Ana', 'Bia', 'Duda'].map((name) => [name, total(name, [draw5], 'money')] as const).sort((a, b) => b[1] - a[1]);
    expect(await leaders(page)).toEqual(money.map(([name, cents]) => [name, realsText(cents)]));
    expect(await page.locator('.book-filters + .segmented button').allTextContents()).toEqual(['Dinheiro (BRL)', 'Fichas']);
    await screenshot(page, 'book');
    await fitsThePhone(page);
    // One night with money: no running total to draw, its results as bars.
    const bars = page.getByRole('img', { name: 'Resultado de cada jogador · Dinheiro (BRL)' });
    await bars.scrollIntoViewIfNeeded();
    expect(await bars.locator('.chart-bar-name').allTextContents()).toEqual(money.map(([name]) => name));
    await screenshot(page, 'book-money-chart');

    await page.getByRole('button', { name: 'Fichas', exact: true }).click();
    const thisYear = [holdem, draw5];
    const chips = ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => [name, total(name, thisYear, 'net')] as const).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    await expect.poll(() => leaders(page)).toEqual(chips.map(([name, n]) => [name, chipsText(n)]));

    // The chart: one line per player, a legend with each total, a description for screen readers, the numbers as a table.
    const chart = page.getByRole('img', { name: /Resultado acumulado, noite a noite/ });
    await chart.scrollIntoViewIfNeeded();
    expect(await chart.locator('.chart-line').count()).toBe(4);
    // The axis: −200, 0 and 200, never "−0"; its labels drawn after the players' lines, so no line covers one.
    expect(await chart.locator('.chart-grid text, .chart-zero text').allTextContents()).toEqual(['−200', '0', '200']);
    expect(await chart.evaluate((svg) => {
      const parts = [...svg.children];
      const lastLine = Math.max(...parts.flatMap((el, i) => (el.classList.contains('chart-series') ? [i] : [])));
      return parts.filter((el) => el.querySelector(':scope > text') && !el.classList.contains('chart-series')).every((el) => parts.indexOf(el) > lastLine || el.classList.contains('chart-axis'));
    })).toBe(true);
    const description = (await chart.locator('desc').textContent())!;
    expect(description).toContain('4 jogadores ao longo de 2 noites');
    for (const [name, n] of chips) expect(description.replace(/[\u00a0\u202f]/g, ' ')).toContain(`${name} termina em ${chipsText(n)}.`);
    await page.getByText('Ver os números').click();
    const table = page.locator('.chart-table table');
    expect(await table.locator('tbody tr').count()).toBe(4);
    // Duda played only the second night: nothing before it.
    expect((await table.locator('tr', { hasText: 'Duda' }).locator('td').allTextContents())[0]).toBe('—');
    await screenshot(page, 'book-chart');
    await fitsThePhone(page);
  });

  it('all time: the baseball night of last year counts in units, apart from the chips', async () => {
    await page.getByRole('button', { name: 'Sempre' }).click();
    await page.getByRole('button', { name: 'Unidades', exact: true }).click();
    await expect.poll(() => leaders(page).then((rows) => rows.map(([name]) => name).sort())).toEqual(['Aninha', 'Bia', 'Caio']);
    for (const [, amount] of await leaders(page)) expect(amount).toMatch(/unidades?$/);
    expect(await page.locator('.book-night').count()).toBe(3);
    expect(await page.getByRole('option', { name: 'Baseball' }).count()).toBe(1);
    await page.locator('.book-game select').selectOption('baseball');
    expect(await page.locator('.book-night').count()).toBe(1);
    await page.locator('.book-game select').selectOption('');
  });

  it("merging Aninha into Ana: her baseball night counts for Ana; undo gives the book back; merged again she shows under Ana's entries", async () => {
    await page.getByRole('button', { name: 'Fichas', exact: true }).click();
    await page.locator('.leader', { hasText: 'Ana' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ana' }).waitFor();
    const figure = (label: string) => page.locator('.figure', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await figure('Noites').waitFor();
    expect(await figure('Noites').textContent()).toBe('2');
    expect((await figure('Resultado em fichas').textContent())!.replace(/\u00a0/g, ' ')).toBe(chipsText(total('Ana', [holdem, draw5], 'net')));
    expect((await figure('Resultado em dinheiro').textContent())!.replace(/[\u00a0\u202f]/g, ' ')).toBe(realsText(total('Ana', [draw5], 'money')));
    expect(await figure('Mãos jogadas').textContent()).toBe(String(holdem.night.seats[0].hands! + draw5.night.seats[0].hands!));
    expect(await figure('Resultado em unidades (Baseball)').count()).toBe(0);
    await screenshot(page, 'book-player');
    await fitsThePhone(page);

    await page.getByLabel('A outra entrada').selectOption({ label: 'Aninha' });
    await page.getByRole('button', { name: 'Juntar', exact: true }).click();
    const snackbar = page.locator('.snackbar');
    await snackbar.getByText('Aninha agora conta como Ana.').waitFor();
    await expect.poll(() => figure('Noites').textContent()).toBe('3');
    expect(await figure('Resultado em unidades (Baseball)').count()).toBe(1);
    const ana = (await storedPlayers(page)).find((p) => p.name === 'Ana')!;
    expect((await storedPlayers(page)).find((p) => p.name === 'Aninha')!.mergedInto).toBe(ana.id);
    await screenshot(page, 'book-player-merged');

    await snackbar.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(() => figure('Noites').textContent()).toBe('2');
    expect((await storedPlayers(page)).find((p) => p.name === 'Aninha')!.mergedInto).toBeNull();

    await page.getByLabel('A outra entrada').selectOption({ label: 'Aninha' });
    await page.getByRole('button', { name: 'Juntar', exact: true }).click();
    await snackbar.getByRole('button', { name: 'Fechar o aviso' }).click();
    await page.getByRole('button', { name: 'Separar Aninha' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Unidades', exact: true }).click();
    await expect.poll(() => leaders(page).then((rows) => rows.map(([name]) => name).sort())).toEqual(['Ana', 'Bia', 'Caio']);
  });

  it('CSV out: one row per player per night, in the book\'s names; CSV in: a bad file is refused by line, a good one imported and undone', async () => {
    await page.getByRole('button', { name: 'Fichas', exact: true }).click();
    const out = await downloaded(page, 'Exportar CSV');
    expect(out.name).toMatch(/^mesa-livro-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(out.path, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('night,date,game,player,net,money,currency,place,hands,biggest_pot');
    expect(lines).toHaveLength(1 + 9);
    // Aninha's row is written as Ana now that she counts as Ana.
    expect(lines.filter((l) => l.startsWith('night-baseball,')).map((l) => l.split(',')[3]).sort()).toEqual(['Ana', 'Bia', 'Caio']);
    const anaDraw5 = lines.find((l) => l.startsWith('night-draw5,') && l.split(',')[3] === 'Ana')!.split(',');
    expect(anaDraw5.slice(4, 7)).toEqual([String(draw5.night.seats[0].net), (draw5.night.seats[0].money! / 100).toFixed(2), 'BRL']);
    await page.getByText('CSV salvo nos downloads.').waitFor();

    const before = await page.locator('.book-night').count();
    const broken = ['date;game;player;net;money;currency', '01/02/2024;holdem;Ana;10;5,00;BRL', '01/02/2024;holdem;Zé;dez;-5,00;BRL', '31/02/2024;draw5;Ana;1;;'].join('\n');
    await chooseFile(page, 'Importar CSV', 'noites.csv', broken);
    const alert = page.getByRole('alert');
    await alert.getByText('O arquivo não foi importado e nada mudou.', { exact: false }).waitFor();
    expect(await alert.locator('li').allTextContents()).toEqual([
      'Linha 3: o resultado “dez” não é um número (fichas inteiras; unidades no baseball).',
      'Linha 4: a data “31/02/2024” não existe, não está como 2025-03-14 ou 14/03/2025, ou não fica entre 1900 e 9999.',
    ]);
    await screenshot(page, 'book-csv-refused');
    expect(await page.locator('.book-night').count()).toBe(before);

    const good = ['night,date,game,player,net,money,currency', 'casa da Bia,01/02/2024,holdem,Ana,10,5.00,EUR', 'casa da Bia,01/02/2024,holdem,Zé,-10,-5.00,EUR', ',2024-02-08,draw5,Bia,7,,', ',2024-02-08,draw5,ana,-7,,'].join('\n');
    await chooseFile(page, 'Importar CSV', 'noites.csv', good);
    await page.getByText('Noites importadas: 2. Já estavam no livro: 0.').waitFor();
    await expect.poll(() => page.locator('.book-night').count()).toBe(before + 2);
    expect(await page.locator('.book-night .game-badge').count()).toBe(2);
    expect(await page.locator('.book-filters + .segmented button').allTextContents()).toEqual(['Dinheiro (BRL)', 'Dinheiro (EUR)', 'Fichas', 'Unidades']);
    // "ana" of the spreadsheet is Ana of the book.
    expect((await storedPlayers(page)).filter((p) => p.name.toLowerCase() === 'ana')).toHaveLength(1);
    await screenshot(page, 'book-csv-imported');
    await page.getByRole('button', { name: 'Desfazer a importação' }).click();
    await page.getByText('Importação desfeita: o livro voltou a ser o que era.').waitFor();
    await expect.poll(() => page.locator('.book-night').count()).toBe(before);
    expect((await storedPlayers(page)).map((p) => p.name)).not.toContain('Zé');

    // The book's own file read back: every night is already there.
    await chooseFile(page, 'Importar CSV', out.name, text);
    await page.getByText('Noites importadas: 0. Já estavam no livro: 3.').waitFor();
    expect(await page.locator('.book-night').count()).toBe(before);
  });

  it('a night imported earlier is deleted later from the book, with undo; deleted for good, its player who sat nowhere else goes too', async () => {
    const good = ['night,date,game,player,net,money,currency', 'casa da Bia,01/02/2024,holdem,Ana,10,5.00,EUR', 'casa da Bia,01/02/2024,holdem,Zé,-10,-5.00,EUR'].join('\n');
    const before = await page.locator('.book-night').count();
    await chooseFile(page, 'Importar CSV', 'noites.csv', good);
    await page.getByText('Noites importadas: 1. Já estavam no livro: 0.').waitFor();
    // Later: the book opened again, the import's own undo long gone.
    await home(page);
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Livro dos jogadores' }).waitFor();
    await page.getByRole('button', { name: 'Sempre' }).click();
    await expect.poll(() => page.locator('.book-night').count()).toBe(before + 1);
    expect(await page.getByRole('button', { name: 'Desfazer a importação' }).count()).toBe(0);
    // Only the spreadsheet's night has a Delete: the games are deleted from the past games.
    const remove = page.getByRole('button', { name: 'Apagar a noite da planilha de 1 de fevereiro de 2024 (Texas Hold\'em)' });
    expect(await page.locator('.book-night-delete').count()).toBe(1);
    await remove.scrollIntoViewIfNeeded();
    await screenshot(page, 'book-night-delete');
    await fitsThePhone(page);

    await remove.click();
    const snackbar = page.locator('.snackbar');
    await snackbar.getByText('Noite apagada').waitFor();
    await expect.poll(() => page.locator('.book-night').count()).toBe(before);
    expect((await storedPlayers(page)).map((p) => p.name)).not.toContain('Zé');
    await screenshot(page, 'book-night-deleted');
    await snackbar.getByRole('button', { name: 'Desfazer' }).click();
    await expect.poll(() => page.locator('.book-night').count()).toBe(before + 1);
    expect((await storedPlayers(page)).map((p) => p.name)).toContain('Zé');
    expect(await page.locator('.book-filters + .segmented button').allTextContents()).toContain('Dinheiro (EUR)');

    await remove.click();
    await snackbar.getByRole('button', { name: 'Fechar o aviso' }).click();
    await expect.poll(() => snackbar.count()).toBe(0);
    await expect.poll(() => page.locator('.book-night').count()).toBe(before);
    expect((await storedPlayers(page)).map((p) => p.name)).not.toContain('Zé');
    expect(await page.locator('.book-filters + .segmented button').allTextContents()).not.toContain('Dinheiro (EUR)');
  });

  it('shares the night: the share sheet with the text, then the clipboard; the image as a file, then downloaded', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.locator('.book-night', { hasText: 'Pôquer de cinco cartas' }).click();
    await page.getByRole('heading', { level: 2, name: 'Resultado da noite' }).waitFor();
    const bars = page.getByRole('img', { name: 'Resultado de cada jogador' });
    expect(await bars.locator('.chart-bar-name').allTextContents()).toEqual(
      [...draw5.night.seats].sort((a, b) => b.money! - a.money!).map((s) => s.name),
    );
    expect(await page.locator('.night-transfers li').count()).toBe(2);
    await page.locator('.night').scrollIntoViewIfNeeded();
    await screenshot(page, 'night');
    await fitsThePhone(page);

    // A phone with a share sheet that takes files (stubbed: headless Chromium on Linux has none).
    await page.evaluate(() => {
      const sent: unknown[] = [];
      Object.assign(window, { sent });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => void sent.push({ title: data.title, text: data.text, files: data.files?.map((f) => ({ name: f.name, type: f.type, size: f.size })) }),
      });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    });
    const sent = () => page.evaluate(() => (window as unknown as { sent: { title?: string; text?: string; files?: { name: string; type: string; size: number }[] }[] }).sent);
    await page.getByRole('button', { name: 'Compartilhar o resultado' }).click();
    await page.getByText('Resultado enviado.').waitFor();
    const [shared] = await sent();
    expect(shared.title).toMatch(/^Pôquer de cinco cartas · \d+ de \w+ de \d{4}$/);
    const said = shared.text!.replace(/[\u00a0\u202f]/g, ' ').split('\n');
    expect(said[0]).toBe(shared.title);
    expect(said[1]).toBe('Mãos: 3');
    // G17: each name isolated (U+2068 … U+2069), so a right-to-left one keeps its line in order.
    const isolated = (name: string) => `\u2068${name}\u2069`;
    for (const seat of draw5.night.seats) expect(said).toContain(said.find((l) => l.includes(` ${isolated(seat.name)}: ${chipsText(seat.net)} (${realsText(seat.money!)})`)));
    expect(said).toContain('Quem paga a quem:');
    for (const t of draw5.night.transfers) {
      const amount = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(t.cents / 100).replace(/[\u00a0\u202f]/g, ' ');
      expect(said).toContain(`${isolated(draw5.night.seats[t.from].name)} paga ${amount} a ${isolated(draw5.night.seats[t.to].name)}`);
    }

    await page.getByRole('button', { name: 'Compartilhar como imagem' }).click();
    await page.getByText('Imagem enviada.').waitFor();
    const card = (await sent())[1].files![0];
    expect(card).toMatchObject({ name: `mesa-draw5-${draw5.night.day}.png`, type: 'image/png' });
    expect(card.size).toBeGreaterThan(10_000);

    // No share sheet: the text goes to the clipboard, the image to the downloads.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
    });
    await page.getByRole('button', { name: 'Compartilhar o resultado' }).click();
    await page.getByText('Resultado copiado: é só colar no grupo.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared.text);

    const image = await downloaded(page, 'Compartilhar como imagem');
    expect(image.name).toBe(`mesa-draw5-${draw5.night.day}.png`);
    const png = readFileSync(image.path);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1080);
    const shots = resolve(import.meta.dirname, '../../test-results/screenshots');
    mkdirSync(shots, { recursive: true });
    copyFileSync(image.path, join(shots, 'share-card.png'));
    await page.getByText('Imagem salva nos downloads.').waitFor();

    // A browser that will not copy either: the text is there to copy by hand.
    await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } }));
    await page.getByRole('button', { name: 'Compartilhar o resultado' }).click();
    await page.getByText('Este navegador não deixou copiar.', { exact: false }).waitFor();
    expect(await page.locator('.night-manual textarea').inputValue()).toBe(shared.text);

    const csv = await downloaded(page, 'Exportar CSV da noite');
    expect(readFileSync(csv.path, 'utf8').trim().split('\r\n')).toHaveLength(4);
  });

  it('replays the hold\'em hand step by step: the side pot as it forms, the mucked queens never on the page', async () => {
    await page.goBack();
    await page.locator('.book-night', { hasText: "Texas Hold'em" }).click();
    await page.getByRole('button', { name: 'Rever a mão 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mão 1' }).waitFor();
    const caption = page.locator('.replay-caption');
    const count = page.locator('.replay-count');
    expect(await caption.textContent()).toBe('Antes das cartas: as apostas obrigatórias na mesa.');
    const steps = holdem.game.log.length; // the start, then each action of the hand (all but the session's startHand)
    expect(await count.textContent()).toBe(`Passo 1 de ${steps}`);

    const queens = parseCards('QcQd');
    const noQueens = async () => {
      const [html, text] = await Promise.all([page.content(), page.evaluate(() => document.body.textContent ?? '')]);
      for (const card of queens) {
        expect(html).not.toContain(cardName(card));
        expect(text).not.toContain(cardFace(card));
      }
    };
    const next = page.getByRole('button', { name: 'Próxima' });
    let sawSidePot = false;
    for (let step = 2; step <= steps; step++) {
      await next.click();
      await expect.poll(() => count.textContent()).toBe(`Passo ${step} de ${steps}`);
      await noQueens();
      const pots = await page.locator('.pot-name').allTextContents();
      if (!sawSidePot && pots.includes('Pote lateral 1')) {
        sawSidePot = true;
        // The table's total first (everything in the middle), then the pots it splits into.
        expect(pots).toEqual(['Pote', 'Pote principal', 'Pote lateral 1']);
        expect(await page.locator('.pot-amount').allTextContents()).toEqual(['260', '180', '80']);
        expect(await caption.textContent()).toBe('Caio pagou 40');
        await screenshot(page, 'replay-side-pot');
        await fitsThePhone(page);
      }
    }
    expect(sawSidePot).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    expect(await caption.textContent()).toBe('Ana descartou sem mostrar');
    expect(await page.locator('.replay-result li').allTextContents()).toEqual(['Pote principal (180): Bia', 'Pote lateral 1 (80): Caio']);
    for (const card of parseCards('AsAhKsKh')) expect(await page.getByRole('img', { name: cardName(card) }).count()).toBe(1);
    await screenshot(page, 'replay-end');

    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => count.textContent()).toBe(`Passo ${steps - 1} de ${steps}`);
    await page.getByRole('button', { name: 'Início' }).click();
    await expect.poll(() => count.textContent()).toBe(`Passo 1 de ${steps}`);
    await page.getByRole('button', { name: 'Fim' }).click();
    await expect.poll(() => count.textContent()).toBe(`Passo ${steps} de ${steps}`);
    await noQueens();
  });

  it("the new-game form offers the book's players by name (a merged entry under its player's)", async () => {
    await home(page);
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('button', { name: /Texas Hold'em/ }).click();
    const offered = page.locator('#known-players option');
    await expect.poll(() => offered.count()).toBe(4);
    expect(await offered.evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(['Ana', 'Bia', 'Caio', 'Duda']);
    expect(await page.getByLabel('Nome do jogador no lugar 1').getAttribute('list')).toBe('known-players');
    await home(page);
  });

  it('a rename: a name another player has is refused; a new one is saved and shown everywhere', async () => {
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.locator('.leader', { hasText: 'Caio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Caio' }).waitFor();
    const name = page.getByRole('textbox', { name: 'Nome', exact: true });
    await name.fill('ana ');
    await page.getByRole('button', { name: 'Salvar o nome' }).click();
    await page.getByRole('alert').getByText('Já existe um jogador chamado Ana. Se for a mesma pessoa, use “Juntar com outro jogador”.').waitFor();
    await name.fill('Caio  Lima');
    await page.getByRole('button', { name: 'Salvar o nome' }).click();
    await page.getByRole('heading', { level: 1, name: 'Caio Lima' }).waitFor();
    await page.getByText('Nome salvo.').waitFor();
    expect((await storedPlayers(page)).map((p) => p.name).sort()).toEqual(['Ana', 'Aninha', 'Bia', 'Caio Lima', 'Duda']);
    await page.goBack();
    await expect.poll(() => leaders(page).then((rows) => rows.map(([n]) => n))).toContain('Caio Lima');
    await home(page);
  });

  it('in English the book fits the phone too', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: "Players' book" }).click();
    await page.getByRole('heading', { level: 1, name: "Players' book" }).waitFor();
    await page.locator('.leader').first().waitFor();
    await page.getByRole('button', { name: 'All time' }).click();
    await screenshot(page, 'book-en');
    await fitsThePhone(page);
    await page.locator('.leader', { hasText: 'Ana' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ana' }).waitFor();
    await page.getByText('Merge with another player').scrollIntoViewIfNeeded();
    await screenshot(page, 'book-player-en');
    await fitsThePhone(page);
    await home(page);
    await page.getByRole('button', { name: 'Português (Brasil)' }).click();
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.locator('.book-night', { hasText: "Texas Hold'em" }).click();
    await page.getByRole('button', { name: 'Rever a mão 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mão 1' }).waitFor();
    await page.getByRole('button', { name: 'Fim' }).click();
  });

  it('every screen in dark mode', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Anterior' }).click();
    await screenshot(page, 'replay-dark');
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: 'Resultado da noite' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'night-dark');
    await page.goBack();
    await page.locator('.leader').first().waitFor();
    await screenshot(page, 'book-dark');
    await page.getByRole('img', { name: /Resultado acumulado/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'book-chart-dark');
    await page.locator('.leader', { hasText: 'Ana' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ana' }).waitFor();
    await screenshot(page, 'book-player-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
