// The tournament clock of the games without blinds, in the production build on Chromium's fake
// clock: a brasileiro tournament with 2-minute levels, seeded as the setup screen would start it,
// shows its escuro on the bar and the big clock, and when the level runs out the banner and the
// voice (T21) announce the new escuro; a fechado tournament with F13's chain and F6's limits shows
// its longest words whole, upright and on its side.
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sessionConfig, type SetupOptions } from '../../src/engine/setup.ts';
import type { ProfileId } from '../../src/engine/index.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { openSeeded, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');
const MINUTE = 60_000;
const T0 = Date.parse('2026-03-07T20:00:00-03:00');

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A tournament of this game as the setup screen starts it (its defaults, levels of 2 minutes), its first hand begun at T0. */
function tournament(profile: ProfileId, options: Partial<SetupOptions> = {}, players = ['Ana', 'Bia', 'Caio']): SeededGame {
  const setup = { ...setupDefaults[profile], tournament: true, levelBy: 'minutes', levelEvery: 2, ...options } as SetupOptions;
  const config = sessionConfig({ profile, players, mode: 'pass-and-play', dealer: { kind: 'random' }, options: setup }, 0);
  return { id: `${profile}-night`, config, log: [{ type: 'startHand', at: T0 }] };
}

/** A phone at T0 on Chromium's clock, speech recorded (headless Chromium has no voice), the game open. */
async function phoneAt(game: SeededGame): Promise<Page> {
  browser = await launchBrowser({ locale: 'pt-BR' });
  await browser.context.clock.install({ time: T0 });
  await browser.context.addInitScript(() => {
    const said: string[] = [];
    Object.defineProperty(window, '__said', { value: said });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: class { lang = ''; voice = null; constructor(readonly text: string) {} } });
    Object.defineProperty(window, 'speechSynthesis', { value: { getVoices: () => [], cancel: () => {}, speak: (u: { text: string }) => said.push(u.text) } });
  });
  const page = await browser.newPage();
  await openSeeded(page, baseURL, game);
  return page;
}

const clockBar = (page: Page) => page.getByRole('region', { name: 'Relógio do torneio' });

/** Whether the big clock's level lines show whole, nothing cut or spilling sideways. */
const levelFits = (page: Page) => page.evaluate(() => [...document.querySelectorAll('.clock-big-blinds, .clock-big-ante')].every((el) => el.scrollWidth <= el.clientWidth));

/** The bar and the big clock, upright and on its side. */
async function shots(page: Page, name: string, level: string): Promise<void> {
  await screenshot(page, `${name}-clock-bar`);
  await clockBar(page).getByRole('button', { name: new RegExp(level) }).click();
  const big = page.getByRole('dialog', { name: level });
  await big.waitFor();
  await screenshot(page, `${name}-clock-big`);
  expect(await levelFits(page)).toBe(true);
  await page.setViewportSize({ width: 740, height: 360 });
  await screenshot(page, `${name}-clock-big-landscape`);
  expect(await levelFits(page)).toBe(true);
  await big.getByRole('button', { name: 'Voltar à mesa' }).click();
  await screenshot(page, `${name}-clock-bar-landscape`);
  await page.setViewportSize({ width: 360, height: 740 });
}

describe('the tournament clock of every game', () => {
  it('T7, T21: a brasileiro tournament shows its escuro, the next one, and announces the new escuro when the level runs out', async () => {
    const page = await phoneAt(tournament('brasileiro'));
    const bar = clockBar(page);
    await bar.getByText('Nível 1', { exact: true }).waitFor();
    await bar.getByText('Escuro 1/2', { exact: true }).waitFor();

    await bar.getByRole('button', { name: /Nível 1/ }).click();
    const big = page.getByRole('dialog', { name: 'Nível 1' });
    await big.locator('.clock-big-blinds').getByText('Escuro 1/2', { exact: true }).waitFor();
    await big.getByText('Próximo: Escuro 2/4', { exact: true }).waitFor();
    await big.getByRole('switch', { name: 'Anunciar em voz alta' }).click();
    await big.getByRole('button', { name: 'Voltar à mesa' }).click();
    await screenshot(page, 'brasileiro-clock-bar');

    // The level's two minutes run out with the page open, ticking from two seconds before.
    const now = await page.evaluate(() => Date.now());
    await browser!.context.clock.fastForward(T0 + 2 * MINUTE - 2000 - now);
    await expect.poll(() => bar.getByRole('status').count()).toBe(0);
    await browser!.context.clock.runFor(4000);
    await bar.getByText('Nível 2', { exact: true }).waitFor();
    expect(await bar.getByRole('status').textContent()).toBe('Nível 2: Escuro 2/4 a partir da próxima mão');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __said: string[] }).__said)).toEqual(['Nível 2: escuro 2 e 4']);
    await shots(page, 'brasileiro', 'Nível 2');
  });

  it("T7: fechado's escuro chain and bet limits, at high stakes, fit whole on the bar and the big clock", async () => {
    const levels = [250, 500].map((escuro) => ({ escuro, minBet: escuro, maxBet: 10 * escuro }));
    // Four players: the whole chain of four posts (F13).
    const page = await phoneAt(tournament('fechado', { escuroChain: 4, limit: 'spread', startingChips: 40_000, levels }, ['Ana', 'Bia', 'Caio', 'Davi']));
    const bar = clockBar(page);
    await bar.getByText('Escuro 250/500/1.000/2.000 · apostas de 250 a 2.500', { exact: true }).waitFor();
    await shots(page, 'fechado', 'Nível 1');
  });
});
