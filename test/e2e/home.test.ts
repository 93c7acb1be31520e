// The production build, served by `vite preview`, in headless Chromium on a phone-sized page.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { openHome } from './play-table.ts';

const baseURL = inject('baseURL');

describe('home screen', () => {
  let browser: Browser;
  let page: Page;

  // One browser profile for the block (the language choice is remembered across tabs), a new
  // tab per test (a tab reopens on the screen it last showed).
  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'pt-BR' });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage();
  });
  afterEach(async () => {
    await page.close();
  });

  it('shows the app name, the tagline and "Novo jogo" in the device language', async () => {
    await openHome(page, baseURL);
    expect(await page.title()).toBe('Mesa');
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    expect(await page.getByText('O pôquer da mesa de casa.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Novo jogo' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Português (Brasil)' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'home-pt-BR');
  });

  it('switching the language changes the visible text and is remembered', async () => {
    await openHome(page, baseURL);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(await page.getByRole('button', { name: 'Novo jogo' }).count()).toBe(0);
    expect(await page.getByText('Poker for the home game.').isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await screenshot(page, 'home-en');

    await page.reload();
    await page.getByRole('button', { name: 'New game' }).waitFor();

    await page.getByRole('button', { name: 'Português (Portugal)' }).click();
    await page.getByText('O póquer da mesa lá de casa.').waitFor();
    await page.getByRole('button', { name: 'Português (Brasil)' }).click();
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
  });

  it('"Novo jogo" lists the five games; one opens its table setup, and back returns home', async () => {
    await openHome(page, baseURL);
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('heading', { level: 2, name: 'Qual jogo?' }).waitFor();
    const games = page.locator('.choice-name');
    expect(await games.allTextContents()).toEqual([
      'Pôquer de cinco cartas',
      'Pôquer brasileiro',
      'Baseball',
      'Pôquer fechado',
      "Texas Hold'em",
    ]);
    await screenshot(page, 'new-game-pt-BR');

    await page.getByRole('button', { name: /Texas Hold'em/ }).click();
    await page.getByRole('heading', { level: 1, name: "Texas Hold'em" }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Jogadores' }).waitFor();
    // The heading takes focus so a screen reader announces the new screen.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Texas Hold'em");
    await screenshot(page, 'profile-holdem-pt-BR');

    await page.goBack(); // the phone's back gesture
    await page.getByRole('heading', { level: 2, name: 'Qual jogo?' }).waitFor();
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
  });

  it('fits 320 px without sideways scrolling, with every control at least 44 px', async () => {
    await page.setViewportSize({ width: 320, height: 568 });
    for (const open of [
      () => openHome(page, baseURL),
      () => page.getByRole('button', { name: 'Novo jogo' }).click(),
    ]) {
      await open();
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        smallest: Math.min(
          ...[...document.querySelectorAll('button')].map((b) => {
            const box = b.getBoundingClientRect();
            return Math.min(box.width, box.height);
          }),
        ),
      }));
      expect(layout.scrollWidth).toBeLessThanOrEqual(320);
      expect(layout.smallest).toBeGreaterThanOrEqual(44);
    }
  });

  it('follows the device into dark mode', async () => {
    await openHome(page, baseURL);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    const dark = await background();
    expect(dark).not.toBe(light);
    await screenshot(page, 'home-pt-BR-dark');
  });
});

describe('language from the device', () => {
  it.each([
    ['pt-PT', 'O póquer da mesa lá de casa.', 'Novo jogo'],
    ['en-US', 'Poker for the home game.', 'New game'],
  ])('a %s phone opens in its language', async (locale, tagline, newGame) => {
    const browser = await launchBrowser({ locale });
    try {
      const page = await browser.newPage();
      await openHome(page, baseURL);
      expect(await page.getByText(tagline).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: newGame }).isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});

describe('installable and offline', () => {
  it('serves a manifest with name, colours, standalone portrait display and real icons', async () => {
    const response = await fetch(`${baseURL}/manifest.webmanifest`);
    expect(response.ok).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      display: string;
      orientation: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Mesa', short_name: 'Mesa', display: 'standalone', orientation: 'portrait' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    expect(manifest.icons.some((icon) => icon.purpose === 'any' && icon.sizes === '192x192')).toBe(true);
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(`${baseURL}/${icon.src}`)).arrayBuffer());
      expect(png.toString('latin1', 1, 4), icon.src).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });

  it('registers the service worker, which then starts the app with no network', async () => {
    const browser = await launchBrowser({ locale: 'pt-BR', serviceWorkers: 'allow' });
    try {
      const page = await browser.newPage();
      await openHome(page, baseURL);
      // The build's paths are relative (one build for any address, issue 33): at the root they name the root's files.
      expect(await page.locator('link[rel="manifest"]').evaluate((link: HTMLLinkElement) => link.href)).toBe(`${baseURL}/manifest.webmanifest`);
      const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
      expect(script).toBe(`${baseURL}/sw.js`);

      await browser.context.setOffline(true);
      await page.reload();
      await page.getByRole('button', { name: 'Novo jogo' }).waitFor();
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    } finally {
      await browser.close();
    }
  });
});
