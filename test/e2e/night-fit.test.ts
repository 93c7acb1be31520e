// What the component tests (test/screens) cannot see of the night's screens they moved out of the
// browser (the tournament, the clock, the privacy cover, the players' book, the tracker export):
// the layout. Each case brings a screen to where its component test asserts the words and the
// stored data, and checks it on a phone held either way (nothing wider than the screen, every
// button's label whole: support/tournament-page.ts phoneShots) with axe's colour contrast; and
// what needs a real browser: two tabs sharing one browser's locks, a canvas's picture. And one
// journey whole: a dealer's-choice night set up, named, played and read in the book (issue 34).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { newSession, type Level, type ProfileId, type SessionConfig } from '../../src/engine/index.ts';
import { handNumbers, sumNumbers } from '../../src/engine/player-numbers.ts';
import { playLog } from '../../src/engine/session.ts';
import { sessionConfig, type SetupOptions } from '../../src/engine/setup.ts';
import { setupDefaults } from '../../src/engine/setup-defaults.ts';
import { threeNights } from '../app/book/three-nights.ts';
import { quiet } from '../engine/support/tournament.ts';
import { launchContexts, layoutShot, type Browser, type ContextSource } from './browser.ts';
import { cardName, dealtGame, expectNothingHidden, openedGame, openTable, seedGame, storedState, type SeededGame } from './play-table.ts';
import { playHands, playTap, replayStored } from './support/table-bot.ts';
import { LANDSCAPE, phoneShots, PORTRAIT } from './support/tournament-page.ts';

const baseURL = inject('baseURL');
// Each case walks a screen's whole way there in a browser; on two loaded cores that can take half a
// minute (the project's limit is 60 s): a busy machine must not fail them.
const slow = { timeout: 180_000 };

let contexts: ContextSource;
beforeAll(async () => {
  contexts = await launchContexts();
});
afterAll(async () => {
  await contexts?.close();
});

/** A new phone (its own empty storage) in `locale`, at the app's home screen, its clock held at `clockAt` if given. */
async function phoneIn(locale: string, clockAt?: number): Promise<{ browser: Browser; page: Page }> {
  const browser = await contexts.newContext({ locale });
  if (clockAt !== undefined) await browser.context.clock.install({ time: clockAt });
  const page = await browser.newPage();
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
  return { browser, page };
}

/** A new phone in `locale` holding `games`, reopened on the first one's table (or at home when `atHome`). */
async function phoneWith(locale: string, games: readonly (SeededGame & { stored?: Parameters<typeof seedGame>[2] })[], { clockAt, atHome = false }: { clockAt?: number; atHome?: boolean } = {}): Promise<{ browser: Browser; page: Page }> {
  const phone = await phoneIn(locale, clockAt);
  for (const game of games.slice(1)) await seedGame(phone.page, game, game.stored);
  if (atHome) {
    await seedGame(phone.page, games[0], games[0].stored);
    await phone.page.reload();
  } else await openTable(phone.page, games[0]);
  return phone;
}

/** Whether the whole of `target` is in view without scrolling. */
const inView = (target: Locator) => target.evaluate((el) => {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight && box.height > 0;
});

/** No horizontal scrolling at 360 px, and every button at least 44 px both ways (the book's screens). */
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

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-07T20:00:00-03:00');

describe('a tournament night (test/screens/tournament-*.test.tsx)', slow, () => {
  const levels: Level[] = [{ smallBlind: 25, bigBlind: 50 }, { smallBlind: 50, bigBlind: 100 }, { smallBlind: 100, bigBlind: 200 }, { smallBlind: 200, bigBlind: 400 }];
  const night = (names: string[], patch: Partial<SessionConfig> = {}): SessionConfig => ({
    profile: 'holdem',
    players: names.map((name) => ({ name, stack: 10_000 })),
    firstDealer: 0,
    dealing: 'ledger',
    schedule: { levels, every: { minutes: 20 }, breaks: { every: 2, minutes: 10 } },
    tournament: { currency: 'USD', buyIn: 5000, addOn: { price: 5000, chips: 5000, atLevel: 2 }, payouts: [{ upTo: 10, shares: [70, 30] }], roundTo: 100 },
    chipSet: [
      { colour: 'white', value: 25, count: 200 },
      { colour: 'red', value: 100, count: 200 },
      { colour: 'green', value: 500, count: 100 },
    ],
    ...patch,
  });

  it('T5, T6, T9, T18, T15: the desk at a break, the colour-up sheet, the big clock on a break and the deal sheet fit a phone held either way', async () => {
    const config = night(['Ana', 'Bia', 'Caio']);
    let state = newSession(config);
    for (const minutes of [0, 20, 38]) state = quiet(state, T0 + minutes * MINUTE);
    const { browser, page } = await phoneWith('en', [{ id: 'fit-break', config, log: state.log }], { clockAt: T0 + 41 * MINUTE });
    const onward = page.getByRole('button', { name: 'Continue', exact: true });
    await page.getByText('At this break: the white chips (25) leave the table.').or(onward).first().waitFor();
    if (await onward.count()) await onward.click();
    await page.getByText('At this break: the white chips (25) leave the table.').waitFor();
    await phoneShots(page, 'tournament-desk-break');
    await page.getByRole('button', { name: 'Colour up', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: /Colour-up: white/ });
    await sheet.getByRole('button', { name: 'Draw the race' }).click();
    await sheet.getByText('Stacks after the colour-up').waitFor();
    await phoneShots(page, 'tournament-colour-up');
    await sheet.getByRole('button', { name: 'Done: record the colour-up' }).click();
    await page.getByRole('region', { name: 'Tournament clock' }).getByRole('button', { name: /Level 3/ }).click();
    const big = page.getByRole('dialog', { name: 'Level 3' });
    await big.getByText('Break', { exact: true }).waitFor();
    await phoneShots(page, 'tournament-clock-break');
    await big.getByRole('button', { name: 'Back to the table' }).click();
    await page.getByRole('button', { name: 'Propose a deal', exact: true }).click();
    await page.getByRole('dialog', { name: /A deal among/ }).locator('.deal-lines li').first().waitFor();
    await phoneShots(page, 'tournament-deal');
    await browser.close();
  });

  it('T19: the walk-in form scrolls clear of the sticky deal button in landscape', async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1500 })),
      firstDealer: 0,
      dealing: 'ledger',
      schedule: { levels: [{ smallBlind: 25, bigBlind: 50 }, { smallBlind: 50, bigBlind: 100 }, { smallBlind: 100, bigBlind: 200 }], every: { hands: 3 } },
      tournament: { currency: 'USD', buyIn: 5000, lateEntryUntil: 2, payouts: [{ upTo: 10, shares: [100] }], roundTo: 100 },
    };
    const { browser, page } = await phoneWith('en', [{ id: 'fit-walk-in', config, log: quiet(newSession(config)).log }]);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const field = page.getByLabel('Someone turned up unregistered? Their name:');
    await field.fill('Zé');
    await field.scrollIntoViewIfNeeded();
    await phoneShots(page, 'tournament-walk-in');
    await page.setViewportSize(LANDSCAPE);
    const seat = page.getByRole('button', { name: 'Seat Zé ($50.00, 1,500)', exact: true });
    await seat.scrollIntoViewIfNeeded();
    expect(await seat.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    })).toBe(true);
    await layoutShot(page, 'tournament-walk-in-740-field');
    await page.setViewportSize(PORTRAIT);
    await browser.close();
  });
});

describe('the tournament clock (test/screens/clock.test.tsx, clock-games.test.tsx)', slow, () => {
  /** A tournament of this game as the setup screen starts it, levels of 2 minutes, its first hand begun. */
  function tournament(profile: ProfileId, options: Partial<SetupOptions> = {}, players = ['Ana', 'Bia', 'Caio']): SeededGame {
    const setup = { ...setupDefaults[profile], tournament: true, levelBy: 'minutes', levelEvery: 2, ...options } as SetupOptions;
    return { id: `${profile}-fit`, config: sessionConfig({ profile, players, mode: 'pass-and-play', dealer: { kind: 'random' }, options: setup }, 0), log: [{ type: 'startHand', at: Date.now() }] };
  }

  it('H9: between hands after a turn the title keeps its size; the bar fits 320 px with 44 px targets; the big clock in the dark', async () => {
    const { config } = tournament('holdem', {}, ['Ana', 'Bia']);
    const { browser, page } = await phoneWith('pt-BR', [dealtGame('holdem-fit', config, 5)]);
    await page.getByRole('button', { name: /^Sou .*: ver minhas cartas$/ }).click();
    await page.getByRole('button', { name: 'Desistir', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Dar a próxima mão' }).waitFor();
    expect(await page.locator('.between .turn-title').evaluate((title) => getComputedStyle(title).fontSize)).toBe('28px');
    await layoutShot(page, 'between-hands-after-turn');
    await page.setViewportSize({ width: 320, height: 568 });
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      small: [...document.querySelectorAll('.clock-bar button')].map((el) => el.getBoundingClientRect()).filter((box) => Math.min(box.width, box.height) < 44).length,
    }));
    expect(layout).toEqual({ scrollWidth: 320, small: 0 });
    await page.setViewportSize(PORTRAIT);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('region', { name: 'Relógio do torneio' }).getByRole('button', { name: /Nível \d/ }).click();
    await page.getByRole('dialog', { name: /^Nível \d/ }).waitFor();
    await layoutShot(page, 'clock-big-dark');
    await browser.close();
  });

  it("T7: brasileiro's escuro and fechado's chain and limits fit whole on the big clock, upright and on its side", async () => {
    const levels = [250, 500].map((escuro) => ({ escuro, minBet: escuro, maxBet: 10 * escuro }));
    for (const [name, game] of [
      ['brasileiro', tournament('brasileiro')],
      ['fechado', tournament('fechado', { escuroChain: 4, limit: 'spread', startingChips: 40_000, levels }, ['Ana', 'Bia', 'Caio', 'Davi'])],
    ] as const) {
      const { browser, page } = await phoneWith('pt-BR', [game]);
      const levelFits = () => page.evaluate(() => [...document.querySelectorAll('.clock-big-blinds, .clock-big-ante')].every((el) => el.scrollWidth <= el.clientWidth));
      await layoutShot(page, `${name}-clock-bar`);
      await page.getByRole('region', { name: 'Relógio do torneio' }).getByRole('button', { name: /Nível \d/ }).click();
      await page.getByRole('dialog', { name: /^Nível \d/ }).waitFor();
      await layoutShot(page, `${name}-clock-big`);
      expect(await levelFits()).toBe(true);
      await page.setViewportSize(LANDSCAPE);
      await layoutShot(page, `${name}-clock-big-landscape`);
      expect(await levelFits()).toBe(true);
      await browser.close();
    }
  });
});

describe('the privacy cover (test/screens/privacy.test.tsx)', slow, () => {
  const config = { profile: 'holdem' as const, players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })), firstDealer: 3, options: { smallBlind: 1, bigBlind: 2 } };

  it('G11: turned sideways, the cover still shows whose turn it is and the button to take it; the countdown lies over the table', async () => {
    const { browser, page } = await phoneWith('pt-BR', [dealtGame('fit-cover', config, 20)], { atHome: true });
    const cover = page.getByRole('heading', { name: 'Passe para Caio' });
    await cover.waitFor();
    await layoutShot(page, 'table-cover');
    await page.setViewportSize(LANDSCAPE);
    for (const part of [cover, page.getByRole('button', { name: 'Sou Caio: ver minhas cartas' })]) expect(await inView(part)).toBe(true);
    await layoutShot(page, 'table-cover-landscape');
    await page.setViewportSize(PORTRAIT);
    await page.clock.install();
    await page.getByRole('button', { name: 'Sou Caio: ver minhas cartas' }).click();
    await page.clock.fastForward('00:36');
    await page.locator('.cover-countdown').waitFor();
    expect(await page.getByRole('button', { name: 'Pagar 2', exact: true }).isVisible()).toBe(true);
    await layoutShot(page, 'table-cover-countdown');
    await browser.close();
  });

  it('G11, D6: sideways, the exchanged cards and the button to hide them are in view', async () => {
    const draw = dealtGame('fit-draw', { profile: 'draw5', players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })), firstDealer: 0 }, 7);
    const atDraw: SeededGame = { ...draw, log: [...draw.log, ...[1, 2, 0].map((seat) => ({ type: 'check' as const, seat }))] };
    const { browser, page } = await phoneWith('pt-BR', [atDraw], { atHome: true });
    await page.getByRole('button', { name: 'Sou Bia: ver minhas cartas' }).click();
    const before = await storedState(page, atDraw);
    for (const card of before.hand!.seats[1].cards.slice(0, 2) as number[]) await page.getByRole('button', { name: cardName(card), exact: true }).click();
    await page.getByRole('button', { name: 'Trocar 2 cartas', exact: true }).click();
    await page.getByRole('heading', { name: 'Bia: suas cartas depois da troca' }).waitFor();
    await layoutShot(page, 'table-drawn');
    await page.setViewportSize(LANDSCAPE);
    expect(await inView(page.getByRole('button', { name: 'Esconder e passar o celular' }))).toBe(true);
    await layoutShot(page, 'table-drawn-landscape');
    await browser.close();
  });

  it('a second tab on the same game says it is open elsewhere, shows nothing of it, and can take it over (two pages, one browser\'s locks)', async () => {
    const game = dealtGame('fit-second-tab', config, 21);
    const { browser, page } = await phoneWith('pt-BR', [game], { atHome: true });
    await page.getByRole('heading', { name: 'Passe para Caio' }).waitFor();
    const second = await browser.newPage();
    await second.goto(baseURL);
    await second.getByRole('heading', { name: 'Este jogo está aberto em outra aba' }).waitFor();
    await expectNothingHidden(second, await storedState(second, game), null);
    await layoutShot(second, 'table-second-tab');
    await second.getByRole('button', { name: 'Jogar nesta aba' }).click();
    await second.getByRole('heading', { name: 'Passe para Caio' }).waitFor();
    await page.getByRole('heading', { name: 'Outra aba assumiu este jogo' }).waitFor();
    await browser.close();
  });
});

describe("the players' book (test/screens/book*.test.tsx)", slow, () => {
  const { holdem, draw5, baseball } = threeNights(Date.now());
  const nights = [draw5, holdem, baseball].map(({ game, night }) => ({ ...game, stored: { status: 'finished' as const, createdAt: night.at } }));

  it('the book, its chart, a player, a night and the replayer fit 360 px with 44 px targets, light and dark; the night as an image card, shared and downloaded', async () => {
    const { browser, page } = await phoneWith('pt-BR', nights, { atHome: true });
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.locator('.leader').first().waitFor();
    await page.getByRole('button', { name: 'Fichas', exact: true }).click();
    await layoutShot(page, 'book');
    await fitsThePhone(page);
    await page.getByRole('img', { name: /Resultado acumulado/ }).scrollIntoViewIfNeeded();
    await layoutShot(page, 'book-chart');
    await fitsThePhone(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await layoutShot(page, 'book-chart-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('.leader', { hasText: 'Ana' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ana' }).waitFor();
    await layoutShot(page, 'book-player');
    await fitsThePhone(page);
    await page.goBack();
    await page.locator('.book-night', { hasText: 'Pôquer de cinco cartas' }).click();
    await page.getByRole('heading', { level: 2, name: 'Resultado da noite' }).waitFor();
    await layoutShot(page, 'night');
    await fitsThePhone(page);
    // A phone with a share sheet that takes files (stubbed: headless Chromium on Linux has none).
    await page.evaluate(() => {
      const sent: { name: string; type: string; size: number }[] = [];
      Object.assign(window, { sent });
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void sent.push(...(data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size }))) });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
    });
    await page.getByRole('button', { name: 'Compartilhar como imagem' }).click();
    await page.getByText('Imagem enviada.').waitFor();
    const [card] = await page.evaluate(() => (window as unknown as { sent: { name: string; type: string; size: number }[] }).sent);
    expect(card).toMatchObject({ name: `mesa-draw5-${draw5.night.day}.png`, type: 'image/png' });
    expect(card.size).toBeGreaterThan(10_000);
    // No share sheet: the image goes to the downloads, 1080 px wide.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
    });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Compartilhar como imagem' }).click();
    const image = await download;
    expect(image.suggestedFilename()).toBe(`mesa-draw5-${draw5.night.day}.png`);
    const png = readFileSync((await image.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1080);
    await page.getByText('Imagem salva nos downloads.').waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await layoutShot(page, 'night-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goBack();
    await page.locator('.book-night', { hasText: "Texas Hold'em" }).click();
    await page.getByRole('button', { name: 'Rever a mão 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mão 1' }).waitFor();
    await page.getByRole('button', { name: 'Fim' }).click();
    await layoutShot(page, 'replay-end');
    await fitsThePhone(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await layoutShot(page, 'replay-dark');
    await browser.close();
  });

  it('merging two people who sat at one night: the refusal is on screen without scrolling at 360×740 and 740×360', async () => {
    const { browser, page } = await phoneWith('pt-BR', nights, { atHome: true });
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.getByRole('button', { name: 'Fichas', exact: true }).click();
    await page.locator('.leader', { hasText: 'Bia' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bia' }).waitFor();
    for (const [size, viewport] of [['360', PORTRAIT], ['740', LANDSCAPE]] as const) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByLabel('A outra entrada').selectOption({ label: 'Caio' });
      await page.getByRole('button', { name: 'Juntar', exact: true }).click();
      await page.getByRole('alert').waitFor();
      expect(await inView(page.getByRole('alert')), size).toBe(true);
      await layoutShot(page, `book-merge-refused-${size}`);
    }
    await browser.close();
  });
});

describe('hands for a tracker (test/screens/tracker-export.test.tsx)', slow, () => {
  it('E1, E3: the history and the replayer, the export closed, fit a phone held either way', async () => {
    const { holdem } = threeNights(Date.now());
    const { browser, page } = await phoneIn('pt-BR');
    await seedGame(page, holdem.game, { status: 'finished', createdAt: holdem.night.at });
    await page.evaluate((gameId) => history.replaceState({ screen: { name: 'game-history', gameId }, depth: 1 }, ''), holdem.game.id);
    await page.reload();
    await page.locator('summary', { hasText: 'Exportar para um tracker' }).waitFor();
    await phoneShots(page, 'tracker-history');
    await page.getByRole('button', { name: 'Rever a mão 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mão 1' }).waitFor();
    // Closed, the export is one line above the hand: the table and its controls stay in view.
    await phoneShots(page, 'tracker-replay');
    await browser.close();
  });
});

describe("a dealer's-choice night (test/screens/dealers-choice-*.test.tsx, book-choice.test.tsx)", slow, () => {
  /** The three games of the night, as the setup and the naming buttons call them. */
  const GAMES = [
    { profile: 'draw5', name: 'Pôquer de cinco cartas' },
    { profile: 'holdem', name: "Texas Hold'em" },
    { profile: 'plo', name: 'Omaha Pot-Limit' },
  ] as const;
  /** "+120", "−20", "0": a result as the book's table of games writes it. */
  const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('pt-BR')}`;
  const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

  it("C1–C4, V11: three games set up on the phone, each dealer naming his, played to the end of the night and read in the book per game, fit 360×740 and 740×360", async () => {
    const { browser, page } = await phoneIn('pt-BR');
    await page.getByRole('button', { name: 'Novo jogo' }).click();
    await page.getByRole('button', { name: /^Escolha do carteador/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Escolha do carteador' }).waitFor();
    for (const [seat, name] of ['Ana', 'Bia', 'Caio'].entries()) await page.getByLabel(`Nome do jogador no lugar ${seat + 1}`).fill(name);
    await page.getByRole('button', { name: 'Tirar Jogador 4 da mesa' }).click();
    for (const game of GAMES) await page.getByRole('button', { name: game.name, exact: true }).click();
    await phoneShots(page, 'choice-setup');
    await page.getByRole('button', { name: 'Começar o jogo' }).last().click();

    // Each hand: its dealer names the next game on the list, the table bar says it in big letters, and the bot plays it out.
    await page.getByRole('heading', { level: 1, name: /, escolha o jogo$/ }).waitFor();
    const night = await openedGame(page);
    expect(night.config.choice?.games.map((game) => game.profile)).toEqual(GAMES.map((game) => game.profile));
    for (const [index, game] of GAMES.entries()) {
      const naming = page.getByRole('heading', { level: 1, name: /, escolha o jogo$/ });
      while (!(await naming.isVisible())) await playTap(page);
      if (index === 0) await phoneShots(page, 'choice-naming');
      await page.locator('.game-picks button', { hasText: game.name }).click();
      const { state } = await replayStored(page, night.id, night.config);
      expect(state.log.at(-1)).toMatchObject({ type: 'nameGame', game: index });
      await page.getByRole('button', { name: /^Dar (as cartas|a próxima mão)$/ }).click();
      await page.locator('.game-now-name', { hasText: game.name }).waitFor();
      if (index === 1) await phoneShots(page, 'choice-hand');
      const played = await playHands(page, night.id, night.config, 1);
      expect(played.history.at(-1)?.game).toBe(index);
    }

    // The night ends; the book holds it once, with each game's hand and each player's chips in it.
    const { state } = await replayStored(page, night.id, night.config);
    while (!(await page.getByRole('button', { name: 'Encerrar o jogo' }).isVisible())) await playTap(page);
    await page.getByRole('button', { name: 'Encerrar o jogo' }).click();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fim do jogo' }).waitFor();
    const inGame = (seat: number, game: number) => state.history.filter((hand) => hand.game === game).reduce((sum, hand) => sum + hand.after[seat] - hand.before[seat], 0);
    await page.getByRole('table', { name: 'Resultado por jogo' }).scrollIntoViewIfNeeded();
    await phoneShots(page, 'choice-end');
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await page.getByRole('button', { name: 'Livro dos jogadores' }).click();
    await page.getByRole('button', { name: 'Sempre' }).click();
    await page.locator('.book-night', { hasText: 'Escolha do carteador' }).click();
    const table = page.getByRole('table', { name: 'Resultado por jogo' });
    await table.waitFor();
    const groups = await table.locator('tbody').evaluateAll((bodies) =>
      bodies.map((body) => ({
        head: body.querySelector('th[scope="rowgroup"]')?.textContent ?? '',
        rows: [...body.querySelectorAll('tr:not(.night-game-head)')].map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
      })),
    );
    expect(groups.map((group) => plain(group.head))).toEqual(GAMES.map((game) => `${game.name} 1 mão`));
    for (const [index, group] of groups.entries()) {
      const shown = Object.fromEntries(group.rows.map(([name, chips]) => [plain(name), plain(chips)]));
      expect(shown).toEqual(Object.fromEntries(night.config.players.map((player, seat) => [player.name, signed(inGame(seat, index))])));
    }
    await table.scrollIntoViewIfNeeded();
    await phoneShots(page, 'choice-book-night');
    await page.goBack();
    await page.locator('.leader', { hasText: 'Ana' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ana' }).waitFor();
    const lines = page.locator('.player-game-counts');
    await lines.first().scrollIntoViewIfNeeded();
    expect(await lines.allTextContents()).toEqual(GAMES.map(() => 'noites: 1 · mãos: 1'));
    // Her numbers are the engine's count of her three hands, each by its own game's clauses (V, V11).
    const hands: Parameters<typeof handNumbers>[0][] = [];
    playLog(newSession(night.config), state.log, (before, after) => {
      if (after.hand?.result && !before.hand?.result) hands.push(after.hand);
    });
    const ana = sumNumbers(hands.map((hand) => handNumbers(hand)[0]));
    expect(await page.locator('.player-number', { hasText: 'VPIP' }).locator('.player-number-counts').textContent()).toBe(`${ana.vpip} de ${ana.of.preflop} mãos em que falou antes do flop`);
    await phoneShots(page, 'choice-book-player');
    await browser.close();
  });
});
