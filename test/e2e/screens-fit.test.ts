// What the component tests (test/screens) cannot see of the screens they moved out of the
// browser: the layout and the stylesheet. Each case brings a screen to where its component test
// asserts the words and the stored data, and checks what only a real layout shows: nothing wider
// than the screen, every label whole (support/tournament-page.ts phoneShots), 44 px targets,
// colours and type sizes, dark mode, names drawn in their order; axe's colour contrast with each
// screenshot. And the installable app: the manifest, the service worker starting it offline. And
// what needs pixels: a Pix transfer's QR read back from a screenshot as a camera would (P7); axe
// on home, the settings and a seat's turn, every control named (A3).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { replaySession, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { decode } from '../engine/pix/decoder.ts';
import { launchBrowser, launchContexts, layoutShot, type Browser, type ContextSource } from './browser.ts';
import { openHome, openTable, storedLog, storedRecords, waitForLog, type SeededGame } from './play-table.ts';
import { expectAccessible } from './support/axe.ts';
import { readQr } from './support/qr.ts';
import { playedTo } from '../support/stacked-deals.ts';
import { allInGame, brokeAfterOneHand } from '../support/cash-games.ts';
import { backup, playedGame } from '../support/backup-games.ts';
import { phoneShots } from './support/tournament-page.ts';
import { backupWith } from '../support/names-backup.ts';

const baseURL = inject('baseURL');
// Each case walks a screen's whole way there in a browser; on two loaded cores that took up to
// half a minute here (the project's limit is 60 s): a busy machine must not fail them.
const slow = { timeout: 180_000 };
const NAMES = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fabio', 'Gil', 'Hugo', 'Ines', 'Joao'];

let contexts: ContextSource;
beforeAll(async () => {
  contexts = await launchContexts();
});
afterAll(async () => {
  await contexts?.close();
});

/** A new phone (its own empty storage) in `locale`, at the app's home screen. */
async function phoneIn(locale: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await contexts.newContext({ locale });
  const page = await browser.newPage();
  await page.goto(baseURL);
  return { browser, page };
}

describe('the New game screen (test/screens/setup-chip-plan.test.tsx)', slow, () => {
  it('T2, T3: the refusal of a case that cannot post the forced bets fits a phone either way', async () => {
    const { browser, page } = await phoneIn('en');
    const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
    await button('Settings').click();
    await button('Chip cases').click();
    await button(/500 · 25–5000/).click();
    await page.getByLabel('How many 1', { exact: true }).fill('20');
    await page.getByLabel('How many 2', { exact: true }).fill('10');
    await button('Save the case').click();
    await page.getByText('Case saved.').waitFor();
    await button('Back').click();
    await button('Back').click();
    await button('New game').click();
    await button(/Texas Hold'em/).click();
    for (let seat = 1; seat <= NAMES.length; seat++) {
      const field = page.getByLabel(`Name of the player in seat ${seat}`, { exact: true });
      if (!(await field.count())) await button('Add a player').click();
      await field.fill(NAMES[seat - 1]);
    }
    await page.getByRole('switch', { name: 'Tournament' }).click();
    await page.locator('#option-chipSet-select').selectOption('500 · 25–5000');
    const refusal = page.getByRole('alert').filter({ hasText: 'forced bets' });
    await refusal.waitFor();
    await refusal.scrollIntoViewIfNeeded();
    await phoneShots(page, 'setup-chip-plan-cannot-post');
    await browser.close();
  });
});

describe('settings (test/screens/settings.test.tsx): what the stylesheet does with them', slow, () => {
  let phone: { browser: Browser; page: Page };
  const html = (name: string) => phone.page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

  beforeAll(async () => {
    phone = await phoneIn('pt-BR');
    await phone.page.getByRole('button', { name: 'Configurações' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
  });
  afterAll(async () => {
    await phone?.browser.close();
  });

  it('the four-colour deck turns diamonds blue and clubs green on the sample cards', async () => {
    const { page } = phone;
    const colour = (suit: string) => page.locator(`.suit-sample .suit-${suit}`).evaluate((el) => getComputedStyle(el).color);
    const [diamondsBefore, heartsBefore] = [await colour('d'), await colour('h')];
    await page.getByRole('switch', { name: 'Baralho de quatro cores' }).click();
    await expect.poll(() => html('data-deck')).toBe('four-colour');
    expect(await colour('d')).not.toBe(diamondsBefore);
    expect(await colour('h')).toBe(heartsBefore);
    expect(await colour('c')).not.toBe(await colour('s'));
  });

  it('larger text makes the type bigger', async () => {
    const { page } = phone;
    const size = () => page.locator('main h1').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const before = await size();
    await page.getByRole('switch', { name: 'Texto maior' }).click();
    await expect.poll(() => html('data-text')).toBe('large');
    expect(await size()).toBeGreaterThan(before * 1.1);
    await layoutShot(page, 'settings-changed');
  });

  it('fits 320 px with 44 px targets, and reads well in dark mode', async () => {
    const { page } = phone;
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
    await layoutShot(page, 'settings-dark');
  });
});

describe('the tournament forms of other games (test/screens/setup-tournament.test.tsx), on a phone held either way', slow, () => {
  const SIZES = [
    ['360', { width: 360, height: 740 }],
    ['740', { width: 740, height: 360 }],
  ] as const;
  let phone: { browser: Browser; page: Page };
  beforeAll(async () => {
    phone = await phoneIn('pt-BR');
  });
  afterAll(async () => {
    await phone?.browser.close();
  });

  /** Both phone orientations of the levels editor and of the planner; nothing may scroll sideways. */
  async function shots(page: Page, name: string): Promise<void> {
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      for (const [part, anchor] of [
        ['levels', page.locator('#option-levels-label')],
        ['planner', page.getByRole('heading', { name: 'Estrutura para a noite' })],
      ] as const) {
        await anchor.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await layoutShot(page, `setup-${name}-${part}-${size}`);
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
  async function openTournament(page: Page, game: RegExp): Promise<void> {
    // A new address each time: the same one would reopen the screen the tab last showed.
    await page.goto(`${baseURL}/?visit=${++visit}`);
    await page.getByRole('button', { name: 'Novo jogo', exact: true }).click();
    await page.getByRole('button', { name: game }).click();
    await page.getByRole('switch', { name: 'Torneio' }).click();
    await page.locator('.level-head').waitFor();
  }

  it('T7, B4: the brasileiro tournament form fits', async () => {
    await openTournament(phone.page, /Pôquer brasileiro/);
    await shots(phone.page, 'brasileiro-tournament');
  });

  it('T7, T8, F13: the fechado tournament form with the escuro chain and a planned structure for 6 fits', async () => {
    const { page } = phone;
    await openTournament(page, /Pôquer fechado/);
    for (let seat = 1; seat <= 6; seat++) {
      const field = page.getByLabel(`Nome do jogador no lugar ${seat}`, { exact: true });
      if (!(await field.count())) await page.getByRole('button', { name: 'Adicionar jogador', exact: true }).click();
      await field.fill(NAMES[seat - 1]);
    }
    await page.getByRole('group', { name: 'Escuro em vez de pingo' }).getByRole('button', { name: '3 casam' }).click();
    await page.getByLabel('Tempo de jogo (minutos)', { exact: true }).fill('180');
    await page.getByRole('button', { name: 'Montar os níveis', exact: true }).click();
    await page.getByText(/^Deve terminar lá pelas/).waitFor();
    await shots(page, 'fechado-tournament');
  });
});

/**
 * Where each name of `selector` is drawn, and where the text right after it starts (", ", " e ",
 * an amount): with each name isolated, every name lies left of the next on its line, and what
 * follows a name starts right of it (or on the next line), whatever direction its letters run.
 */
function layout(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)!;
    return [...box.querySelectorAll('bdi')].map((bdi) => {
      // A name wrapped over two lines has a box per line: where it starts and where it ends.
      const boxes = [...bdi.getClientRects()];
      const [first, last] = [boxes[0], boxes[boxes.length - 1]];
      const next = bdi.nextSibling;
      let after: { left: number; top: number } | null = null;
      if (next?.nodeType === Node.TEXT_NODE && next.textContent!.trim() !== '') {
        const start = next.textContent!.search(/\S/);
        const range = document.createRange();
        range.setStart(next, start);
        range.setEnd(next, start + 1);
        after = range.getBoundingClientRect();
      }
      return { name: bdi.textContent, start: { left: first.left, top: first.top }, end: { right: last.right, top: last.top }, after };
    });
  }, selector);
}

describe('G17: names as drawn (test/screens/names.test.tsx)', slow, () => {
  it('G17: a backup with an override and a Hebrew name: each name drawn in its place on the past-games card, what follows it after it', async () => {
    const { browser, page } = await phoneIn('pt-BR');
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jogos anteriores' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Importar backup' }).click();
    const file = backupWith(['\u202EAna\tMaria', 'שרה', 'Caio\n'], Array(8).fill('A'));
    await (await chooser).setFiles({ name: 'mesa-backup.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.getByText('Jogos importados: 1. Pulados: 0.').waitFor();

    // The names are drawn in their order, left to right; what follows each starts right of it.
    type Drawn = Awaited<ReturnType<typeof layout>>[number];
    const inOrder = (names: readonly Drawn[]) => {
      for (let i = 1; i < names.length; i++) {
        const [before, next] = [names[i - 1].end, names[i].start];
        if (Math.abs(next.top - before.top) < 2) expect(next.left, `${names[i].name} after ${names[i - 1].name}`).toBeGreaterThanOrEqual(before.right - 0.5);
      }
      for (const { name, end, after } of names) {
        if (after && Math.abs(after.top - end.top) < 2) expect(after.left, `what follows ${name}`).toBeGreaterThanOrEqual(end.right - 0.5);
      }
    };
    const players = await layout(page, '.game-card .game-players');
    expect(new Set(players.map((p) => p.start.top)).size).toBe(1);
    inOrder(players);
    // The Hebrew name's amount stays after it ("שרה −1"), not before it as the bare text would lay it out.
    const result = await layout(page, '.game-card .game-result');
    const hebrew = result.find((r) => r.name === 'שרה')!;
    expect(hebrew.after!.top).toBeCloseTo(hebrew.end.top, 0);
    inOrder(result);
    await layoutShot(page, 'names-past-games');
    await page.setViewportSize({ width: 740, height: 360 });
    await layoutShot(page, 'names-past-games-landscape');
    await browser.close();
  });
});

describe('home screen (test/screens/home.test.tsx): its layout and colours', slow, () => {
  let phone: Browser;
  let page: Page;
  // A new tab per test: a tab reopens on the screen it last showed.
  beforeEach(async () => {
    phone = await contexts.newContext({ locale: 'pt-BR' });
    page = await phone.newPage();
  });
  afterEach(async () => {
    await phone?.close();
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
    await layoutShot(page, 'home-pt-BR-dark');
  });
});

describe('installable and offline', slow, () => {
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

describe('G19: a cash game the host ends (test/screens/cash-end.test.tsx), on a phone held either way', slow, () => {
  let phone: Browser;
  let page: Page;
  beforeAll(async () => {
    phone = await contexts.newContext({ locale: 'pt-BR' });
    page = await phone.newPage();
    await openHome(page, baseURL);
  });
  afterAll(async () => {
    await phone?.close();
  });

  it('G19: the two broke players’ buy-in offers fit, and the end question is in view on a short landscape screen too', async () => {
    const game = allInGame();
    await openTable(page, game);
    await page.locator('.award .pick', { hasText: 'Caio' }).click();
    await page.getByRole('button', { name: 'Pote para Caio', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.locator('.sitting-out').getByText('Só Caio tem fichas: para continuar, alguém compra de novo.').waitFor();
    await phoneShots(page, 'cash-two-broke');

    await page.setViewportSize({ width: 740, height: 360 });
    await page.getByRole('button', { name: 'Encerrar o jogo', exact: true }).click();
    await page.getByText('Encerrar o jogo agora? A classificação atual vira o resultado.').waitFor();
    const inView = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
    expect(await inView('Confirmar')).toBe(true);
    await layoutShot(page, 'cash-end-confirm-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await inView('Confirmar')).toBe(true);
    await layoutShot(page, 'cash-end-confirm');
  });

  it('G19: brasileiro, price 0: the broke player’s buy-in offer fits', async () => {
    const { game } = brokeAfterOneHand();
    await openTable(page, game);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Dar a próxima mão' }).waitFor();
    await phoneShots(page, 'cash-brasileiro-broke');
  });
});

describe('past games (test/screens/past-games.test.tsx): their layout and colours', slow, () => {
  it('works at 320 px with 44 px targets, and in dark mode', async () => {
    const { browser, page } = await phoneIn('pt-BR');
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Jogos anteriores' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Importar backup' }).click();
    const file = backup([playedGame('fit-1'), playedGame('fit-2', 'baseball')]);
    await (await chooser).setFiles({ name: 'mesa-backup.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.getByText('Jogos importados: 2. Pulados: 0.').waitFor();
    await page.setViewportSize({ width: 320, height: 568 });
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      small: [...document.querySelectorAll('main button')].map((b) => b.getBoundingClientRect()).filter((box) => Math.min(box.width, box.height) < 44).length,
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(320);
    expect(layout.small).toBe(0);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await layoutShot(page, 'past-games-dark');
    await browser.close();
  });
});

describe('the New game form (test/screens/setup-new-game.test.tsx) on a small phone', slow, () => {
  let phone: { browser: Browser; page: Page };
  beforeAll(async () => {
    phone = await phoneIn('pt-BR');
  });
  afterAll(async () => {
    await phone?.browser.close();
  });

  let visit = 0;
  async function openSetup(page: Page, game: string): Promise<void> {
    // A new address each time: the same one would reopen the screen the tab last showed.
    await page.goto(`${baseURL}/?visit=${++visit}`);
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('button', { name: new RegExp(game) }).click();
    await page.getByRole('heading', { level: 1, name: game }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Jogadores' }).waitFor();
  }

  /** Nothing sideways, and every control a finger's size. */
  const layout = (page: Page) =>
    page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      small: [...document.querySelectorAll('button, input, select')].map((el) => el.getBoundingClientRect()).filter((box) => box.width > 0 && Math.min(box.width, box.height) < 44).length,
    }));

  it("H11, H12, H13: the hold'em cash form with the straddle, the runs and a first-hand bomb pot set fits 320 px", async () => {
    const { page } = phone;
    await openSetup(page, "Texas Hold'em");
    await page.getByRole('group', { name: 'Straddle' }).getByRole('button', { name: 'UTG', exact: true }).click();
    await page.getByRole('group', { name: 'Rodar o board mais de uma vez' }).getByRole('button', { name: 'Até 2×', exact: true }).click();
    await page.getByLabel('Bomb pot', { exact: true }).fill('400');
    const firstBomb = page.getByRole('switch', { name: 'Primeira mão bomb pot' });
    await firstBomb.click();
    await firstBomb.scrollIntoViewIfNeeded();
    await layoutShot(page, 'setup-holdem-house-options');
    await page.setViewportSize({ width: 320, height: 568 });
    expect(await layout(page)).toEqual({ scrollWidth: 320, small: 0 });
    await page.setViewportSize({ width: 360, height: 740 });
  });

  it('fits 320 px with no sideways scroll and every control at least 44 px, in light and dark', async () => {
    const { page } = phone;
    await page.setViewportSize({ width: 320, height: 568 });
    for (const game of ["Texas Hold'em", 'Pôquer fechado', 'Pôquer brasileiro']) {
      await openSetup(page, game);
      if (game === "Texas Hold'em") await page.getByRole('switch', { name: 'Torneio' }).click();
      const { scrollWidth, small } = await layout(page);
      expect(scrollWidth, game).toBeLessThanOrEqual(320);
      expect(small, game).toBe(0);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await openSetup(page, 'Pôquer fechado');
    await layoutShot(page, 'setup-fechado-dark');
    await page.getByRole('heading', { level: 2, name: 'Opções da mesa' }).scrollIntoViewIfNeeded();
    await layoutShot(page, 'setup-fechado-options-dark');
  });
});

describe('paying up with Pix (test/screens/pix.test.tsx): the QR read back from its pixels, whole on a phone held either way', slow, () => {
  const config: SessionConfig = {
    profile: 'holdem',
    players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1000 })),
    firstDealer: 0,
    dealing: 'ledger',
    options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } },
  };
  let phone: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ browser: phone, page } = await phoneIn('pt-BR'));
    await page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
    await phone.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
  });
  afterAll(async () => {
    await phone?.close();
  });

  const tapButton = (name: string) => page.getByRole('button', { name, exact: true }).click();

  /** Ana shoves, both blinds call: the table awaits the pot's winner (Caio, below), and Ana and Bia each owe him R$ 20,00. */
  function allIn(id: string): SeededGame {
    const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }, { type: 'raise', seat: 0, to: 1000 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 }];
    if (!replaySession(config, log).ok) throw new Error('the seeded hand should replay');
    return { id, config, log };
  }

  /** The seeded all-in played to the end of the game at the table: Caio takes the pot, the host ends the game. */
  async function playToTheEnd(game: SeededGame): Promise<void> {
    await openTable(page, game);
    await page.locator('.award .pick', { hasText: 'Caio' }).click();
    const before = (await storedLog(page, game.id)).length;
    await tapButton('Pote para Caio');
    await waitForLog(page, game, before);
    await tapButton('Continuar');
    await tapButton('Encerrar o jogo');
    await tapButton('Confirmar');
    await page.getByRole('heading', { level: 1, name: 'Fim do jogo' }).waitFor();
  }

  /** The game's day as the phone's calendar has it, YYYYMMDD (P4's reference). */
  async function gameDay(gameId: string): Promise<string> {
    const stored = (await storedRecords<{ id: string; createdAt: number }>(page, 'games')).find((g) => g.id === gameId)!;
    return page.evaluate((at) => {
      const d = new Date(at);
      return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
    }, stored.createdAt);
  }

  /**
   * Both transfers (Ana's and Bia's R$ 20,00 to Caio) carry a QR code; the first one, read from a
   * screenshot, is exactly what its copy button puts on the clipboard and what its code text says:
   * Caio's key, R$ 20,00 and the reference of the night of `gameId`. Screenshots at 360×740 and 740×360 with the code in view.
   */
  async function checkCodes(transfers: Locator, gameId: string, shot: string): Promise<void> {
    await expect.poll(() => transfers.locator('.qr-code').count()).toBe(2);
    const first = transfers.first();
    const qr = first.getByRole('img', { name: /^QR Code Pix para pagar R\$\s20,00 a Caio$/ });
    await qr.scrollIntoViewIfNeeded();
    const seen = readQr(await qr.screenshot());
    await first.getByRole('button', { name: /^Copiar o código Pix/ }).click();
    await first.getByRole('status').filter({ hasText: 'Código Pix copiado: cole no app do banco.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(seen).toBe(copied);
    expect(await first.locator('.pay-code-text').textContent()).toBe(copied);
    expect(decode(copied)).toMatchObject({ key: '+5511987654321', cents: 2000, name: 'Caio Conceicao', city: 'Sao Paulo', crcOk: true });
    expect(decode(copied).reference).toBe(`MESA${await gameDay(gameId)}`);
    await shotsOf(qr, shot);
  }

  /** Screenshots NAME-360 and NAME-740 (portrait and landscape phones) with `target` scrolled to the middle, whole in view. */
  async function shotsOf(target: Locator, name: string): Promise<void> {
    for (const [size, viewport] of [['360', { width: 360, height: 740 }], ['740', { width: 740, height: 360 }]] as const) {
      await page.setViewportSize(viewport);
      await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await layoutShot(page, `${name}-${size}`);
      const box = (await target.boundingBox())!;
      expect(box.y >= 0 && box.y + box.height <= viewport.height, `${name} at ${size}: the whole of it in view`).toBe(true);
    }
    await page.setViewportSize({ width: 360, height: 740 });
  }

  it("P7: at the end of a BRL cash game each transfer to Caio shows a QR that, read from the screen's pixels, is exactly the code the copy button holds", async () => {
    const game = allIn('e2e-pix-night');
    await playToTheEnd(game);

    // Caio's page of the book (opening it links the night's seats to its players).
    await page.evaluate(() => history.replaceState({ screen: { name: 'book' }, depth: 0 }, ''));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Livro dos jogadores' }).waitFor();
    await expect.poll(async () => (await storedRecords<{ name: string }>(page, 'players')).some((p) => p.name === 'Caio')).toBe(true);
    const caioId = (await storedRecords<{ id: string; name: string }>(page, 'players')).find((p) => p.name === 'Caio')!.id;
    await page.evaluate((playerId) => history.replaceState({ screen: { name: 'book-player', playerId }, depth: 0 }, ''), caioId);
    await page.reload();
    const key = page.getByLabel('Chave Pix');
    await key.fill('(11) 98765-4321');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Nome no código Pix').fill('Caio Conceição');
    await tapButton('Salvar');
    await page.getByRole('status').filter({ hasText: 'Dados de pagamento salvos.' }).waitFor();
    await shotsOf(page.locator('label.field').filter({ has: key }), 'pix-book-key');

    const second = allIn('e2e-pix-second');
    await playToTheEnd(second);
    await checkCodes(page.locator('.cash-out .transfer'), second.id, 'pix-settlement');
  });
});

describe('every control named (test/screens/table-for-everyone.test.tsx): axe with colour contrast', slow, () => {
  const baseball: SessionConfig = {
    profile: 'baseball',
    players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
    firstDealer: 0,
  };

  it('A3: home, the settings and a seat\'s turn name every control, and axe finds no violation on them', async () => {
    const { browser, page } = await phoneIn('pt-BR');
    try {
      await page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
      await expectAccessible(page, 'home');
      await page.getByRole('button', { name: 'Configurações' }).click();
      await page.getByRole('heading', { name: 'Configurações' }).waitFor();
      await expectAccessible(page, 'settings');
      const game = playedTo('a3-turn', baseball, (state) => state.hand?.pending.kind === 'bet');
      await openTable(page, game);
      await page.getByRole('button', { name: /^Sou .*: ver minhas cartas$/ }).click();
      await page.getByRole('heading', { name: /^Vez de / }).waitFor();
      await expectAccessible(page, 'seat-turn');
      const unnamed = await page.evaluate(() => Array.from(document.querySelectorAll('button, input, select, [role="button"]')).filter((control) => !(control.getAttribute('aria-label') ?? control.textContent ?? '').trim() && !control.getAttribute('aria-labelledby') && !(control as HTMLInputElement).labels?.length).length);
      expect(unnamed).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
