// The New game screen in the production build: every game the engine can play starts from its
// form and reaches the table; wrong tables say why and cannot start; the form fits a small phone.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { isPlayable } from '../../src/engine/profiles/registry.ts';
import type { ProfileId } from '../../src/engine/types.ts';
import { launchContexts, screenshot, type Browser, type ContextSource } from './browser.ts';
import { openedGame } from './play-table.ts';

const baseURL = inject('baseURL');

const gameNames: Record<ProfileId, string> = {
  draw5: 'Pôquer de cinco cartas',
  brasileiro: 'Pôquer brasileiro',
  baseball: 'Baseball',
  fechado: 'Pôquer fechado',
  holdem: "Texas Hold'em",
};
const playable = (Object.keys(gameNames) as ProfileId[]).filter(isPlayable);

let visit = 0;

async function openSetup(page: Page, profile: ProfileId): Promise<void> {
  // A new address each time: the same one would reopen the screen the tab last showed.
  await page.goto(`${baseURL}/?visit=${++visit}`);
  await page.getByRole('button', { name: 'Novo jogo' }).click();
  await page.getByRole('button', { name: new RegExp(gameNames[profile]) }).click();
  await page.getByRole('heading', { level: 1, name: gameNames[profile] }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Jogadores' }).waitFor();
}

const start = (page: Page) => page.getByRole('button', { name: 'Começar o jogo' }).last();
const screenName = (page: Page) => page.evaluate(() => (history.state as { screen?: { name?: string } } | null)?.screen?.name);

async function nameSeat(page: Page, seat: number, name: string): Promise<void> {
  await page.getByLabel(`Nome do jogador no lugar ${seat}`, { exact: true }).fill(name);
}

describe('new game setup', () => {
  let chromium: ContextSource;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    chromium = await launchContexts();
  });
  afterAll(async () => {
    await chromium?.close();
  });
  // A fresh context (empty storage) per test: once a game exists the app reopens on it, not on home.
  beforeEach(async () => {
    browser = await chromium.newContext({ locale: 'pt-BR' });
    page = await browser.newPage();
  });
  afterEach(async () => {
    await browser?.close();
  });

  it.each(playable)('%s: the rule book defaults start a game that reaches the table', async (profile) => {
    await openSetup(page, profile);
    await nameSeat(page, 1, 'Ana');
    await nameSeat(page, 2, 'Bia');
    expect(await start(page).isEnabled()).toBe(true);
    await screenshot(page, `setup-${profile}`);
    await start(page).click();
    if (profile === 'fechado') {
      // F3: the draw for the deal is shown, with everyone's card, before the game starts.
      const sheet = page.getByRole('dialog', { name: 'Tirada para carteador' });
      await sheet.waitFor();
      expect(await sheet.getByRole('img').count()).toBeGreaterThanOrEqual(4);
      expect(await sheet.getByText(/tirou a carta mais alta e dá as cartas primeiro/).isVisible()).toBe(true);
      await screenshot(page, 'setup-fechado-draw');
      await sheet.getByRole('button', { name: 'Começar o jogo' }).click();
    }
    await expect.poll(() => screenName(page), { timeout: 15_000 }).toBe('table');
    await page.getByText('Abrindo o jogo…').waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {});
    await screenshot(page, `setup-${profile}-table`);
  });

  it('shows each option with its explanation, and the rule\'s default once it is changed', async () => {
    await openSetup(page, 'draw5');
    const ante = page.getByLabel('Ante', { exact: true });
    expect(await ante.inputValue()).toBe('1');
    expect(await page.getByText('Cada um paga antes de receber as cartas (regra: 1).').isVisible()).toBe(true);
    await ante.fill('2');
    expect(await page.getByText('(padrão: 1)').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Voltar às opções padrão' }).click();
    // The reset re-renders after the click resolves: wait for it rather than read once.
    await expect.poll(() => ante.inputValue()).toBe('1');
  });

  it('H2: a big blind bigger than the stacks is explained at the field and blocks Start', async () => {
    await openSetup(page, 'holdem');
    await page.getByLabel('Big blind', { exact: true }).fill('20000');
    const message = 'Um blind de 20.000 é maior que as 10.000 fichas iniciais.';
    await page.locator('.field-problem', { hasText: message }).waitFor();
    expect(await page.locator('.start-reason', { hasText: message }).isVisible()).toBe(true);
    expect(await start(page).isDisabled()).toBe(true);
    expect(await page.getByLabel('Big blind', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Big blind', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'setup-holdem-problem');
    await page.getByLabel('Big blind', { exact: true }).fill('200');
    await expect.poll(() => start(page).isEnabled()).toBe(true);
  });

  it('G18: starting chips of 9007199254740991 and a buy-in of 100000000000000 are refused at their fields with the limit, and block Start', async () => {
    await openSetup(page, 'holdem');
    const stack = page.getByLabel('Fichas iniciais', { exact: true });
    await stack.fill('9007199254740991');
    const chips = 'Use no máximo 1.000.000.000 fichas.';
    await page.locator('.field-problem', { hasText: chips }).waitFor();
    expect(await start(page).isDisabled()).toBe(true);
    expect(await stack.getAttribute('aria-invalid')).toBe('true');
    await stack.fill('1000000000');
    await page.locator('.field-problem', { hasText: chips }).waitFor({ state: 'detached' });
    const price = page.getByLabel('Preço do cacife', { exact: true });
    await price.fill('100000000000000');
    const money = page.locator('.field-problem', { hasText: /^O cacife custa no máximo R\$\s10\.000\.000,00\.$/ });
    await money.waitFor();
    expect(await start(page).isDisabled()).toBe(true);
    await price.scrollIntoViewIfNeeded();
    await screenshot(page, 'setup-limit-problem');
    await page.setViewportSize({ width: 740, height: 360 });
    await price.scrollIntoViewIfNeeded();
    await screenshot(page, 'setup-limit-problem-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    await price.fill('50');
    await expect.poll(() => start(page).isEnabled()).toBe(true);
  });

  it('S1: a seventh player at a baseball table blocks Start with the reason; removing one fixes it', async () => {
    await openSetup(page, 'baseball');
    const add = page.getByRole('button', { name: 'Adicionar jogador' });
    for (let i = 0; i < 3; i++) await add.click();
    await page.locator('.start-reason', { hasText: 'Este jogo aceita no máximo 6 jogadores.' }).waitFor();
    expect(await start(page).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Tirar Jogador 7 da mesa' }).click();
    await expect.poll(() => start(page).isEnabled()).toBe(true);
  });

  it('duplicate and empty names are marked at their seat; fixing them enables Start', async () => {
    await openSetup(page, 'draw5');
    await nameSeat(page, 1, 'Ana');
    await nameSeat(page, 2, 'ana');
    await nameSeat(page, 3, '');
    await page.locator('.field-problem', { hasText: 'Já há um jogador chamado ana.' }).waitFor();
    expect(await page.locator('.field-problem', { hasText: 'Escreva um nome.' }).isVisible()).toBe(true);
    expect(await page.locator('.start-reason').textContent()).toBe('Já há um jogador chamado ana. (e mais 1)');
    expect(await start(page).isDisabled()).toBe(true);
    await page.getByRole('heading', { level: 2, name: 'Jogadores' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'setup-names-problem');
    await nameSeat(page, 2, 'Bia');
    await nameSeat(page, 3, 'Caio');
    await expect.poll(() => start(page).isEnabled()).toBe(true);
  });

  it('a name takes as many letters as the setup accepts, and no more: typed long, it stops at 20 and is never refused', async () => {
    await openSetup(page, 'draw5');
    const field = page.getByLabel('Nome do jogador no lugar 1', { exact: true });
    await field.fill('');
    await field.pressSequentially('Maria Eduarda Albuquerque Sá');
    expect(await field.inputValue()).toBe('Maria Eduarda Albuqu');
    expect(await page.locator('.field-problem').count()).toBe(0);
    await expect.poll(() => start(page).isEnabled()).toBe(true);
  });

  it('F6: fechado\'s limits — min above max is refused; no limit hides them', async () => {
    await openSetup(page, 'fechado');
    await page.getByLabel('Aposta mínima', { exact: true }).fill('50');
    await page.locator('.start-reason', { hasText: 'A aposta mínima (50) passa da máxima (10).' }).waitFor();
    await page.getByRole('button', { name: 'Sem limite' }).click();
    await expect.poll(() => page.getByLabel('Aposta mínima', { exact: true }).count()).toBe(0);
    await expect.poll(() => start(page).isEnabled()).toBe(true);
  });

  it('seats move with labelled arrows, and a chosen first dealer follows his player', async () => {
    await openSetup(page, 'draw5');
    await nameSeat(page, 1, 'Ana');
    await nameSeat(page, 2, 'Bia');
    await page.getByRole('button', { name: 'Escolher' }).click();
    await page.getByLabel('Primeiro carteador').selectOption({ label: 'Ana' });
    await page.getByRole('button', { name: 'Descer Ana um lugar' }).click();
    await expect.poll(() => page.getByLabel('Nome do jogador no lugar 2', { exact: true }).inputValue()).toBe('Ana');
    expect(await page.getByLabel('Nome do jogador no lugar 1', { exact: true }).inputValue()).toBe('Bia');
    expect(await page.getByLabel('Primeiro carteador').inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Subir Bia um lugar' }).isDisabled()).toBe(true);
  });

  it('H9: a tournament swaps the blinds for a level editor with a default schedule', async () => {
    await openSetup(page, 'holdem');
    await page.getByRole('switch', { name: 'Torneio' }).click();
    await expect.poll(() => page.getByLabel('Big blind', { exact: true }).count()).toBe(0);
    // The engine's default schedule for 10,000-chip stacks (engine/tournament/schedule.ts): 100/200, then 200/400.
    expect(await page.getByLabel('Big blind do nível 1', { exact: true }).inputValue()).toBe('200');
    const levels = await page.locator('.level-list > li').count();
    await page.getByRole('button', { name: 'Adicionar nível' }).click();
    await expect.poll(() => page.locator('.level-list > li').count()).toBe(levels + 1);
    await page.getByLabel('Small blind do nível 2', { exact: true }).fill('500');
    await page.locator('.field-problem', { hasText: 'Nível 2: O big blind (400) precisa ser maior que o small blind (500).' }).waitFor();
    expect(await start(page).isDisabled()).toBe(true);
    await page.getByLabel('Small blind do nível 2', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'setup-holdem-levels');
  });

  it("H11, H12, H13, O7: a hold'em cash game offers the straddle, the runs and the bomb pot (the first hand one too), off by default; set, the game plays them and watches its run-outs", async () => {
    await openSetup(page, 'holdem');
    for (const label of ['Straddle', 'Rodar o board mais de uma vez']) {
      expect(await page.getByRole('group', { name: label }).getByRole('button', { name: 'Não', exact: true }).getAttribute('aria-pressed')).toBe('true');
    }
    expect(await page.getByLabel('Bomb pot', { exact: true }).inputValue()).toBe('0');
    await page.getByRole('group', { name: 'Straddle' }).getByRole('button', { name: 'UTG', exact: true }).click();
    await page.getByRole('group', { name: 'Rodar o board mais de uma vez' }).getByRole('button', { name: 'Até 2×', exact: true }).click();
    const firstBomb = page.getByRole('switch', { name: 'Primeira mão bomb pot' });
    expect(await firstBomb.count()).toBe(0); // offered only with a bomb pot ante
    await page.getByLabel('Bomb pot', { exact: true }).fill('400');
    await firstBomb.click();
    await expect.poll(() => firstBomb.getAttribute('aria-checked')).toBe('true');
    await firstBomb.scrollIntoViewIfNeeded();
    await screenshot(page, 'setup-holdem-house-options');
    // A small phone: nothing sideways, every control of the cash form a finger's size.
    await page.setViewportSize({ width: 320, height: 568 });
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      small: [...document.querySelectorAll('button, input, select')].map((el) => el.getBoundingClientRect()).filter((box) => box.width > 0 && Math.min(box.width, box.height) < 44).length,
    }));
    expect(layout).toEqual({ scrollWidth: 320, small: 0 });
    await page.setViewportSize({ width: 360, height: 740 });
    await start(page).click();
    await expect.poll(() => screenName(page), { timeout: 15_000 }).toBe('table');
    const { config } = await openedGame(page);
    expect(config.options).toMatchObject({ straddle: 'utg', runouts: 2, bombPot: 400, bombPotFirst: true, watchRunout: true });
    // H12: the evening opens with a bomb pot, so nobody is asked to straddle: the flop is out.
    const seat = (await page.getByRole('heading', { level: 1, name: /^Passe para / }).textContent())!.replace('Passe para ', '');
    await page.getByRole('button', { name: `Sou ${seat}: ver minhas cartas` }).click();
    await page.getByText('Bomb pot: todos puseram 400 fichas; sem apostas antes do flop.', { exact: true }).waitFor();
    expect(await page.locator('.board .card:not(.card-slot)').count()).toBe(3);
  });

  it('fits 320 px with no sideways scroll and every control at least 44 px, in light and dark', async () => {
    await page.setViewportSize({ width: 320, height: 568 });
    for (const profile of ['holdem', 'fechado', 'brasileiro'] as const) {
      await openSetup(page, profile);
      if (profile === 'holdem') await page.getByRole('switch', { name: 'Torneio' }).click();
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        small: [...document.querySelectorAll('button, input, select')]
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.width > 0 && Math.min(box.width, box.height) < 44).length,
      }));
      expect(layout.scrollWidth, profile).toBeLessThanOrEqual(320);
      expect(layout.small, profile).toBe(0);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openSetup(page, 'fechado');
    await screenshot(page, 'setup-fechado-dark');
    await page.getByRole('heading', { level: 2, name: 'Opções da mesa' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'setup-fechado-options-dark');
  });
});
