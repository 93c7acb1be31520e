// Settings in the production build: each switch applies at once, shows on <html> for the
// stylesheet, and survives a reload; the language follows the device until one is chosen.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot, type Browser } from './browser.ts';

const baseURL = inject('baseURL');

const html = (page: Page, name: string) => page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);
const switchState = (page: Page, name: string) => page.getByRole('switch', { name }).getAttribute('aria-checked');

async function openSettings(page: Page, title = 'Configurações'): Promise<void> {
  await page.getByRole('button', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('settings', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'pt-BR' });
    page = await browser.newPage();
    await page.goto(baseURL);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens from home with every setting and its default', async () => {
    await openSettings(page);
    expect(await switchState(page, 'Baralho de quatro cores')).toBe('false');
    expect(await switchState(page, 'Som')).toBe('true');
    expect(await switchState(page, 'Vibração')).toBe('true');
    expect(await switchState(page, 'Manter a tela acesa')).toBe('true');
    expect(await switchState(page, 'Texto maior')).toBe('false');
    expect(await page.getByRole('button', { name: 'Do aparelho: Português (Brasil)' }).getAttribute('aria-pressed')).toBe('true');
    expect(await html(page, 'data-deck')).toBe('two-colour');
    await screenshot(page, 'settings');
  });

  it('the four-colour deck turns diamonds blue and clubs green on the sample cards', async () => {
    const colour = (suit: string) => page.locator(`.suit-sample .suit-${suit}`).evaluate((el) => getComputedStyle(el).color);
    const [diamondsBefore, heartsBefore] = [await colour('d'), await colour('h')];
    await page.getByRole('switch', { name: 'Baralho de quatro cores' }).click();
    await expect.poll(() => html(page, 'data-deck')).toBe('four-colour');
    expect(await colour('d')).not.toBe(diamondsBefore);
    expect(await colour('h')).toBe(heartsBefore);
    expect(await colour('c')).not.toBe(await colour('s'));
  });

  it('larger text makes the type bigger', async () => {
    const size = () => page.locator('main h1').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const before = await size();
    await page.getByRole('switch', { name: 'Texto maior' }).click();
    await expect.poll(() => html(page, 'data-text')).toBe('large');
    expect(await size()).toBeGreaterThan(before * 1.1);
    await page.getByRole('switch', { name: 'Som' }).click();
    await page.getByRole('switch', { name: 'Manter a tela acesa' }).click();
    await screenshot(page, 'settings-changed');
  });

  it('every change survives a reload (and a new tab)', async () => {
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    expect(await switchState(page, 'Baralho de quatro cores')).toBe('true');
    expect(await switchState(page, 'Texto maior')).toBe('true');
    expect(await switchState(page, 'Som')).toBe('false');
    expect(await switchState(page, 'Vibração')).toBe('true');
    expect(await switchState(page, 'Manter a tela acesa')).toBe('false');
    const tab = await browser.newPage();
    await tab.goto(baseURL);
    await tab.getByRole('button', { name: 'Novo jogo' }).waitFor();
    expect(await html(tab, 'data-deck')).toBe('four-colour');
    expect(await html(tab, 'data-text')).toBe('large');
    await tab.close();
  });

  it('a chosen language applies at once and stays; "device" goes back to the phone\'s', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await html(page, 'lang')).toBe('en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('button', { name: 'Device: Português (Brasil)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    expect(await html(page, 'lang')).toBe('pt-BR');
  });

  it('fits 320 px with 44 px targets, and reads well in dark mode', async () => {
    await page.getByRole('switch', { name: 'Texto maior' }).click();
    await page.setViewportSize({ width: 320, height: 568 });
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      small: [...document.querySelectorAll('main button')].map((b) => b.getBoundingClientRect()).filter((box) => Math.min(box.width, box.height) < 44).length,
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(320);
    expect(layout.small).toBe(0);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'settings-dark');
  });
});
