// The tournament clock in the production build, on Chromium's fake clock: a hold'em tournament
// started from the New game screen (startGame), paused across a reload, killed and reopened after
// its level ran out, and the new blinds applied at the next hand; the alarm rings only for a change
// the open page sees.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clockAt, type LevelSchedule, type SessionState } from '../../src/engine/index.ts';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { openedGame, storedState, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');
const MINUTE = 60_000;
const T0 = Date.parse('2026-03-07T20:00:00-03:00');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser({ locale: 'pt-BR' });
  await browser.context.clock.install({ time: T0 });
  // Vibrations recorded (headless Chromium has no motor to tell): taps buzz once, the alarm in a pattern.
  await browser.context.addInitScript(() => {
    const buzzes: unknown[] = [];
    Object.defineProperty(window, '__buzzes', { value: buzzes });
    Object.defineProperty(navigator, 'vibrate', { value: (pattern: unknown) => buzzes.push(pattern) > 0 });
  });
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

const clockBar = () => page.getByRole('region', { name: 'Relógio do torneio' });
/** Alarms rung: vibration patterns (a tap buzzes once, plain; the alarm buzzes in a pattern). */
const buzzes = () =>
  page.evaluate(() => (window as unknown as { __buzzes: unknown[] }).__buzzes.filter((pattern) => Array.isArray(pattern) && pattern.length > 1).length);
const digits = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};
const blinds = (schedule: LevelSchedule, level: number) => {
  const { smallBlind = 0, bigBlind = 0 } = schedule.levels[level];
  return `${smallBlind.toLocaleString('pt-BR')}/${bigBlind.toLocaleString('pt-BR')}`;
};

/** A level as the clock writes it: the blinds, and the ante when there is one. */
const levelText = (schedule: LevelSchedule, level: number) => {
  const { ante, bigBlindAnte } = schedule.levels[level];
  const extra = ante ? ` · ante ${ante.toLocaleString('pt-BR')}` : bigBlindAnte ? ` · ante do big blind ${bigBlindAnte.toLocaleString('pt-BR')}` : '';
  return blinds(schedule, level) + extra;
};

async function waitForLog(game: SeededGame, length: number): Promise<SessionState> {
  await expect.poll(async () => (await storedState(page, game)).log.length).toBe(length);
  return storedState(page, game);
}

/** The seat to act reveals and folds (heads-up, the hand ends). */
async function foldHand(game: SeededGame): Promise<void> {
  const state = await storedState(page, game);
  const name = game.config.players[state.hand!.pending.kind === 'bet' ? state.hand!.pending.seat : -1].name;
  await page.getByRole('button', { name: `Sou ${name}: ver minhas cartas` }).click();
  await page.getByRole('button', { name: 'Desistir', exact: true }).click();
  await waitForLog(game, state.log.length + 1);
}

describe('tournament clock', () => {
  it('H9: pauses across a reload, crosses a level while the app is closed, and the new blinds apply at the next hand', async () => {
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('button', { name: /Texas Hold'em/ }).click();
    await page.getByLabel('Nome do jogador no lugar 1', { exact: true }).fill('Ana');
    await page.getByLabel('Nome do jogador no lugar 2', { exact: true }).fill('Bia');
    for (const extra of ['Jogador 3', 'Jogador 4']) {
      const remove = page.getByRole('button', { name: `Tirar ${extra} da mesa` });
      if (await remove.count()) await remove.click();
    }
    await page.getByRole('switch', { name: 'Torneio' }).click();
    await page.getByRole('button', { name: 'Começar o jogo' }).last().click();
    await clockBar().waitFor();

    const game = await openedGame(page);
    const schedule = game.config.schedule!;
    expect('minutes' in schedule.every).toBe(true);
    const level = ('minutes' in schedule.every ? schedule.every.minutes : 0) * MINUTE;
    let state = await storedState(page, game);
    expect(state.startedAt).toBeGreaterThanOrEqual(T0);
    expect(state.hand!.config.options).toMatchObject({ smallBlind: schedule.levels[0].smallBlind, bigBlind: schedule.levels[0].bigBlind });
    await clockBar().getByText('Nível 1', { exact: true }).waitFor();
    await clockBar().getByText(blinds(schedule, 0)).waitFor();

    // Paused two minutes in: a reload half an hour later shows the same time left, standing still.
    await browser.context.clock.fastForward(2 * MINUTE);
    await clockBar().getByRole('button', { name: 'Pausar o relógio' }).click();
    state = await waitForLog(game, state.log.length + 1);
    const pause = state.log.at(-1)!;
    expect(pause).toMatchObject({ type: 'pauseClock' });
    const frozen = digits(level - ((pause as { at: number }).at - state.startedAt!));
    await browser.context.clock.fastForward(30 * MINUTE);
    await page.reload();
    await clockBar().getByText(`Pausado · ${frozen}`).waitFor();
    await clockBar().getByText('Nível 1', { exact: true }).waitFor();

    await clockBar().getByRole('button', { name: 'Continuar o relógio' }).click();
    state = await waitForLog(game, state.log.length + 1);
    expect(state.log.at(-1)).toMatchObject({ type: 'resumeClock' });

    // The app is killed; the level runs out while it is closed; it reopens on the game.
    await page.close();
    await browser.context.clock.fastForward(level);
    page = await browser.newPage();
    await page.goto(baseURL);
    await clockBar().getByText('Nível 2', { exact: true }).waitFor();
    await clockBar().getByText(blinds(schedule, 1)).first().waitFor();
    const banner = clockBar().getByRole('status');
    expect(await banner.textContent()).toBe(`Nível 2: ${levelText(schedule, 1)} a partir da próxima mão`);
    expect(await buzzes()).toBe(0); // a change found on opening shows, it does not ring
    await screenshot(page, 'clock-bar-rising');

    // The hand in play keeps its blinds; the next deal has the new ones.
    state = await storedState(page, game);
    expect(state.hand!.config.options.bigBlind).toBe(schedule.levels[0].bigBlind);
    await foldHand(game);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    // Between hands, after a turn: its title keeps its own size (the turn's smaller one is the turn's only).
    await page.getByRole('button', { name: 'Dar a próxima mão' }).waitFor();
    expect(await page.locator('.between .turn-title').evaluate((title) => getComputedStyle(title).fontSize)).toBe('28px');
    await screenshot(page, 'between-hands-after-turn');
    await page.getByRole('button', { name: 'Dar a próxima mão' }).click();
    state = await waitForLog(game, state.log.length + 3); // fold, startHand, shuffle
    expect(state.level).toBe(1);
    expect(state.hand!.config.options).toMatchObject({ smallBlind: schedule.levels[1].smallBlind, bigBlind: schedule.levels[1].bigBlind });
    await expect.poll(() => banner.count()).toBe(0);
    await clockBar().getByText('Nível 2', { exact: true }).waitFor();

    // With the page open, the next change rings (vibration here) and raises the banner: the
    // clock runs up to it, ticking, from two seconds before.
    const left = clockAt(state, await page.evaluate(() => Date.now()))!.left;
    if (left.kind !== 'time') throw new Error('levels by time have time left');
    await browser.context.clock.fastForward(left.ms - 2000);
    expect(await buzzes()).toBe(0);
    await browser.context.clock.runFor(4000);
    await clockBar().getByText('Nível 3', { exact: true }).waitFor();
    await expect.poll(buzzes).toBe(1);
    await clockBar().getByRole('status').waitFor();

    await clockBar().getByRole('button', { name: /Nível 3/ }).click();
    const big = page.getByRole('dialog', { name: 'Nível 3' });
    await big.getByText('Jogadores: 2 de 2').waitFor();
    await big.getByText(blinds(schedule, 2), { exact: true }).waitFor();
    await screenshot(page, 'clock-big');
    await big.getByRole('button', { name: 'Voltar à mesa' }).click();
    await expect.poll(() => big.count()).toBe(0);

    // A small phone: the bar fits 320 px with its targets at least 44 px; the big clock in the dark.
    await page.setViewportSize({ width: 320, height: 568 });
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      small: [...document.querySelectorAll('.clock-bar button')].map((el) => el.getBoundingClientRect()).filter((box) => Math.min(box.width, box.height) < 44).length,
    }));
    expect(layout).toEqual({ scrollWidth: 320, small: 0 });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await clockBar().getByRole('button', { name: /Nível 3/ }).click();
    await big.waitFor();
    await screenshot(page, 'clock-big-dark');
  });
});
