// G11 on the phone: while the cover is up nothing of anyone's cards is in the page, a revealed or
// peeking seat sees only its own, and the cover comes back by itself (page hidden, idle, reload).
// Also the second tab on the same game: it says so and offers to take over.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, type Browser } from './browser.ts';
import { cardName, dealtGame, expectNothingHidden, phoneWith, storedLog, storedState, type SeededGame, openTable } from './play-table.ts';

const baseURL = inject('baseURL');

const config = {
  profile: 'holdem' as const,
  players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
  firstDealer: 3,
  options: { smallBlind: 1, bigBlind: 2 },
};

let browser: Browser;
let page: Page;
let game: SeededGame;
let seed = 20;

// A fresh browser profile per test, holding one game dealt from its own deck.
beforeEach(async () => {
  game = dealtGame(`e2e-privacy-${seed}`, config, seed++);
  ({ browser, page } = await phoneWith(baseURL, game)); // the app reopens the game in progress
  // Dealer Duda: Ana small blind, Bia big blind, Caio first to act (H3).
  await page.getByRole('heading', { name: 'Passe para Caio' }).waitFor();
});
afterEach(async () => {
  await browser?.close();
});

const cover = () => page.getByRole('heading', { name: 'Passe para Caio' });
const reveal = async () => {
  await page.getByRole('button', { name: 'Sou Caio: ver minhas cartas' }).click();
  await page.getByRole('heading', { name: 'Vez de Caio' }).waitFor();
};

describe('the privacy cover', () => {
  it('G11: with the cover up no closed card is in the page; revealed, only the seat’s own', async () => {
    const state = await storedState(page, game);
    await expectNothingHidden(page, state, null);
    // The cover says what is in the pot: the blinds, 1 and 2.
    expect(await page.locator('.cover-meta').textContent()).toBe('Pote 3');
    await screenshot(page, 'table-cover');
    await page.setViewportSize({ width: 740, height: 360 });
    // Turned sideways, the cover still shows whose turn it is and the button to take it.
    for (const part of [cover(), page.getByRole('button', { name: 'Sou Caio: ver minhas cartas' })]) {
      expect(await part.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    }
    await screenshot(page, 'table-cover-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    await reveal();
    await expectNothingHidden(page, state, 2);
    // The seat's own cards are there, named for a screen reader.
    const own = state.hand!.seats[2].cards as number[];
    expect(await page.getByRole('group', { name: 'Suas cartas' }).getByRole('img').count()).toBe(own.length);
  });

  it('G11, G16: another seat looks at its own cards: the cover asks who holds the phone, then that seat once more; only its cards show, and the table sees who looked', async () => {
    const state = await storedState(page, game);
    await page.getByText('Quem olhar as próprias cartas fica no histórico da mão: a mesa verá.').waitFor();
    await page.getByRole('button', { name: 'Outro jogador quer ver as próprias cartas' }).click();
    await page.getByRole('heading', { name: 'Quem está com o celular?' }).waitFor();
    await expectNothingHidden(page, state, null);
    // Caio, whose turn it is, looks with his turn; the others still in are offered.
    expect(await page.locator('.choice-name').allTextContents()).toEqual(['Ana', 'Bia', 'Duda']);
    await screenshot(page, 'table-peek-who');
    await page.getByRole('button', { name: 'Duda' }).click();
    // A deliberate second step, still nothing of anyone's cards on the page.
    await page.getByRole('heading', { name: 'Só Duda deve ver a tela agora.' }).waitFor();
    await page.getByText('A mesa verá no histórico da mão que Duda olhou as próprias cartas.').waitFor();
    await expectNothingHidden(page, state, null);
    expect(await storedLog(page, game.id)).toHaveLength(game.log.length);
    await screenshot(page, 'table-peek-sure');
    await page.getByRole('button', { name: 'Sou Duda: ver minhas cartas' }).click();
    await page.getByRole('heading', { name: 'Cartas de Duda' }).waitFor();
    // The look is logged before the cards show.
    expect((await storedLog(page, game.id)).slice(game.log.length)).toEqual([{ type: 'peek', seat: 3 }]);
    await expectNothingHidden(page, state, 3);
    expect(await page.getByRole('button', { name: /Pagar|Desistir|Aumentar/ }).count()).toBe(0); // no options while peeking
    await screenshot(page, 'table-peek');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'table-peek-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Esconder as cartas' }).click();
    await cover().waitFor();
    await expectNothingHidden(page, state, null);
    // Caio's own screen: his hand's log names the look.
    await reveal();
    await page.locator('.hand-log summary').click();
    await page.locator('.hand-log li', { hasText: 'Duda olhou as próprias cartas' }).waitFor();
  });

  it('G16: at the end of the hand everyone sees who looked at their cards', async () => {
    // Duda looked twice and Ana once; then everyone folds to Bia, the big blind.
    const looked: SeededGame = {
      ...game,
      id: `${game.id}-looked`,
      log: [...game.log, { type: 'peek', seat: 3 }, { type: 'peek', seat: 0 }, { type: 'peek', seat: 3 }, { type: 'fold', seat: 2 }, { type: 'fold', seat: 3 }, { type: 'fold', seat: 0 }],
    };
    await openTable(page, looked);
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    await page.getByText('Olharam as próprias cartas durante a mão: Duda (2×), Ana').waitFor();
    await screenshot(page, 'table-result-peeks');
  });

  it('comes back when the page is hidden (visibilitychange)', async () => {
    const state = await storedState(page, game);
    await reveal();
    const other = await browser.newPage(); // the phone switches to another app
    await other.bringToFront();
    const hidden = await page.evaluate(() => document.visibilityState);
    if (hidden !== 'hidden') {
      // Headless Chromium may keep a background tab "visible": hide it the way a lock screen does.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    }
    await cover().waitFor();
    await expectNothingHidden(page, state, null);
  });

  it('comes back after a while with no touch', async () => {
    await page.clock.install();
    const state = await storedState(page, game);
    await reveal();
    await page.clock.fastForward('00:30');
    expect(await page.getByRole('heading', { name: 'Vez de Caio' }).isVisible()).toBe(true);
    await page.clock.fastForward('00:20');
    await cover().waitFor();
    await expectNothingHidden(page, state, null);
  });

  it('G11: the last 10 s are counted down on screen, a touch starts the wait over, and the cover comes at the time the table chose', async () => {
    await page.clock.install();
    await page.evaluate(() => localStorage.setItem('mesa.settings.coverAfter', '30'));
    await page.reload();
    const state = await storedState(page, game);
    await reveal();
    const countdown = page.locator('.cover-countdown');
    await page.clock.fastForward('00:19');
    expect(await countdown.count()).toBe(0);
    await page.clock.fastForward('00:02');
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/^As cartas se escondem em (9|10) s\. Toque na tela para continuar vendo\.$/);
    // The warning lies over the table, and the player's buttons stay where they were, in view.
    expect(await page.getByRole('button', { name: 'Pagar 2', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'table-cover-countdown');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'table-cover-countdown-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    // A touch: the wait starts over, the warning goes.
    await page.getByRole('heading', { name: 'Vez de Caio' }).dispatchEvent('pointerdown');
    await expect.poll(() => countdown.count()).toBe(0);
    await page.clock.fastForward('00:19');
    expect(await page.getByRole('heading', { name: 'Vez de Caio' }).isVisible()).toBe(true);
    await page.clock.fastForward('00:12');
    await cover().waitFor();
    expect(await countdown.count()).toBe(0);
    await expectNothingHidden(page, state, null);
  });

  it('G11: with "never" chosen the cards stay until the phone moves on or the page is hidden', async () => {
    await page.clock.install();
    await page.evaluate(() => localStorage.setItem('mesa.settings.coverAfter', '0'));
    await page.reload();
    await reveal();
    await page.clock.fastForward('05:00');
    expect(await page.getByRole('heading', { name: 'Vez de Caio' }).isVisible()).toBe(true);
    expect(await page.locator('.cover-countdown').count()).toBe(0);
  });

  it('G11: the Settings screen offers the cover times a table wants and remembers the choice', async () => {
    await page.evaluate(() => history.replaceState({ screen: { name: 'settings' }, depth: 0 }, ''));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Configurações' }).waitFor();
    const group = page.getByRole('group', { name: 'Esconder as cartas sem um toque em' });
    expect(await group.getByRole('button').allTextContents()).toEqual(['30 s', '45 s', '1 min', '2 min', 'Nunca']);
    expect(await group.getByRole('button', { name: '45 s' }).getAttribute('aria-pressed')).toBe('true');
    await group.getByRole('button', { name: '2 min' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mesa.settings.coverAfter'))).toBe('120');
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-cover-after');
    await page.setViewportSize({ width: 740, height: 360 });
    await group.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-cover-after-landscape');
  });

  it('a reload mid-hand reopens at the same seat and state, cover up', async () => {
    await reveal();
    await page.getByRole('button', { name: 'Pagar 2', exact: true }).click();
    await page.getByRole('heading', { name: 'Passe para Duda' }).waitFor();
    await page.getByRole('button', { name: 'Sou Duda: ver minhas cartas' }).click();
    await page.getByRole('heading', { name: 'Vez de Duda' }).waitFor();
    const before = await storedState(page, game);
    await page.reload();
    await page.getByRole('heading', { name: 'Passe para Duda' }).waitFor();
    expect(await storedState(page, game)).toEqual(before);
    await expectNothingHidden(page, before, null);
    await page.getByRole('button', { name: 'Sou Duda: ver minhas cartas' }).click();
    await page.getByRole('button', { name: 'Pagar 2', exact: true }).waitFor();
  });
});

describe('a second tab on the same game', () => {
  it('says the game is open elsewhere, shows nothing of it, and can take it over', async () => {
    const state = await storedState(page, game);
    const second = await browser.newPage();
    await second.goto(baseURL);
    await second.getByRole('heading', { name: 'Este jogo está aberto em outra aba' }).waitFor();
    await expectNothingHidden(second, state, null);
    await screenshot(second, 'table-second-tab');
    await second.getByRole('button', { name: 'Jogar nesta aba' }).click();
    await second.getByRole('heading', { name: 'Passe para Caio' }).waitFor();
    await page.getByRole('heading', { name: 'Outra aba assumiu este jogo' }).waitFor();
  });
});

describe('after an exchange', () => {
  it('G11, D6: the player sees his new cards before the cover, then hides them to pass the phone', async () => {
    const draw = dealtGame('e2e-privacy-draw', { profile: 'draw5', players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })), firstDealer: 0 }, 7);
    // Everyone checks the first round (D5: from the dealer's left): Bia exchanges first.
    const atDraw: SeededGame = { ...draw, log: [...draw.log, ...[1, 2, 0].map((seat) => ({ type: 'check' as const, seat }))] };
    const phone = await phoneWith(baseURL, atDraw, browser);
    browser = phone.browser;
    page = phone.page;
    await page.getByRole('heading', { name: 'Passe para Bia' }).waitFor();
    await page.getByRole('button', { name: 'Sou Bia: ver minhas cartas' }).click();
    const before = await storedState(page, atDraw);
    const kept = before.hand!.seats[1].cards.slice(2) as number[];
    for (const card of before.hand!.seats[1].cards.slice(0, 2) as number[]) await page.getByRole('button', { name: cardName(card), exact: true }).click();
    await page.getByRole('button', { name: 'Trocar 2 cartas', exact: true }).click();
    await page.getByRole('heading', { name: 'Bia: suas cartas depois da troca' }).waitFor();
    const after = await storedState(page, atDraw);
    const now = after.hand!.seats[1].cards as number[];
    expect(now.filter((card) => !kept.includes(card))).toHaveLength(2);
    const shown = await page.getByRole('group', { name: 'Cartas de Bia' }).getByRole('img').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(shown).toEqual(now.map(cardName));
    await expectNothingHidden(page, after, 1);
    await screenshot(page, 'table-drawn');
    await page.setViewportSize({ width: 740, height: 360 });
    expect(await page.getByRole('button', { name: 'Esconder e passar o celular' }).evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await screenshot(page, 'table-drawn-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Esconder e passar o celular' }).click();
    await page.getByRole('heading', { name: 'Passe para Caio' }).waitFor();
    await expectNothingHidden(page, after, null);
  });
});

