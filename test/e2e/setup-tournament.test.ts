// A tournament of a game that is not hold'em set up on the New game screen (T7, T8) in the
// production build: fechado with the spread limit — the levels editor in its words (Pingo, Mín.,
// Máx.), the escuro chain turning the pingos into the dealer's escuros with the same values, a
// 3-hour structure for 6 built by the planner, and the game started at the table. Screenshots of
// the fechado and brasileiro tournament forms at 360×740 and 740×360.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { onePhone, screenshot } from './browser.ts';
import { openedGame } from './play-table.ts';

const baseURL = inject('baseURL');
const NAMES = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fabio'];
const SIZES = [
  ['360', { width: 360, height: 740 }],
  ['740', { width: 740, height: 360 }],
] as const;

let page: Page;

onePhone((opened) => (page = opened.page));

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const screenName = () => page.evaluate(() => (history.state as { screen?: { name?: string } } | null)?.screen?.name);
const heads = () => page.locator('.level-head > span').allTextContents();
const column = (label: string) => page.getByLabel(new RegExp(`^${label} do nível \\d+$`)).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Both phone orientations of the levels editor and of the planner; nothing may scroll sideways. */
async function shots(name: string): Promise<void> {
  for (const [size, viewport] of SIZES) {
    await page.setViewportSize(viewport);
    for (const [part, anchor] of [
      ['levels', page.locator('#option-levels-label')],
      ['planner', page.getByRole('heading', { name: 'Estrutura para a noite' })],
    ] as const) {
      await anchor.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await screenshot(page, `setup-${name}-${part}-${size}`);
    }
    const wide = await page.evaluate(
      (width) => [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > width + 1).map((el) => `${el.tagName}.${el.className}`).slice(0, 5),
      viewport.width,
    );
    expect(wide, `${name} at ${size}: nothing wider than the screen`).toEqual([]);
    // Every column's heading and every level's amount whole, not cut to "Máx" or "10…".
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.level-head > span, .level-row input')].filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent || (el as HTMLInputElement).value),
    );
    expect(cut, `${name} at ${size}: no level column cut`).toEqual([]);
  }
  await page.setViewportSize(SIZES[0][1]);
}

let visit = 0;

async function openTournament(game: RegExp): Promise<void> {
  // A new address each time: the same one would reopen the screen the tab last showed.
  await page.goto(`${baseURL}/?visit=${++visit}`);
  await button('Novo jogo').click();
  await button(game).click();
  await page.getByRole('switch', { name: 'Torneio' }).click();
  await page.locator('.level-head').waitFor();
}

describe('a tournament of another game on the New game screen', () => {
  it('T7, B4: brasileiro levels its escuro, and its planner offers no antes', async () => {
    await openTournament(/Pôquer brasileiro/);
    expect(await heads()).toEqual(['#', 'Escuro', '']);
    expect((await column('Escuro')).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(await page.getByText('Ante de todos').count()).toBe(0);
    await shots('brasileiro-tournament');
  });

  it('T7, T8, F6, F13: fechado with the spread limit — pingo and limits, the escuro chain, a 3-hour structure for 6, and the table', async () => {
    await openTournament(/Pôquer fechado/);
    for (let seat = 1; seat <= NAMES.length; seat++) {
      const field = page.getByLabel(`Nome do jogador no lugar ${seat}`, { exact: true });
      if (!(await field.count())) await button('Adicionar jogador').click();
      await field.fill(NAMES[seat - 1]);
    }
    expect(await heads()).toEqual(['#', 'Pingo', 'Mín.', 'Máx.', '']);
    const pingos = await column('Pingo');
    const limits = [await column('Aposta mínima'), await column('Aposta máxima')];
    expect(pingos.slice(0, 3)).toEqual(['1', '2', '3']);

    // F13: the chain's first post takes the pingo's place, level by level, with the same values.
    await page.getByRole('group', { name: 'Escuro em vez de pingo' }).getByRole('button', { name: '3 casam' }).click();
    await expect.poll(heads).toEqual(['#', 'Escuro', 'Mín.', 'Máx.', '']);
    expect(await column('Escuro')).toEqual(pingos);
    expect([await column('Aposta mínima'), await column('Aposta máxima')]).toEqual(limits);

    // T7, T8: three hours for six, levels of 20 minutes; hold'em's antes are not offered.
    await page.getByLabel('Tempo de jogo (minutos)', { exact: true }).fill('180');
    expect(await page.getByText('Ante de todos').count()).toBe(0);
    await button('Montar os níveis').click();
    const built = Number((await page.getByText(/^\d+ níveis montados\.$/).textContent())!.split(' ')[0]);
    expect(await page.locator('.level-list > li').count()).toBe(built);
    await page.getByText(/^Deve terminar lá pelas/).waitFor();
    const escuros = await column('Escuro');
    await shots('fechado-tournament');

    await button('Começar o jogo').last().click();
    const draw = page.getByRole('dialog', { name: 'Tirada para carteador' });
    await draw.waitFor();
    await draw.getByRole('button', { name: 'Começar o jogo' }).click();
    await expect.poll(screenName, { timeout: 15_000 }).toBe('table');
    await screenshot(page, 'setup-fechado-tournament-table');
    const { config } = await openedGame(page);
    expect(config.profile).toBe('fechado');
    expect(config.options).toMatchObject({ escuroPosters: 3, escuro: Number(escuros[0]) });
    expect(config.schedule!.every).toEqual({ minutes: 20 });
    expect(config.schedule!.levels.map((level) => String(level.escuro))).toEqual(escuros);
    for (const level of config.schedule!.levels) {
      expect(level.ante, 'no pingo with the chain').toBeUndefined();
      expect(level.minBet! <= level.maxBet!, 'spread limits').toBe(true);
    }
  });
});
