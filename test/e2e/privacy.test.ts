// G11 on the phone: while the cover is up nothing of anyone's cards is in the page, a revealed or
// peeking seat sees only its own, and the cover comes back by itself (page hidden, idle, reload).
// Also the second tab on the same game: it says so and offers to take over.
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, type Browser } from './browser.ts';
import { dealtGame, expectNothingHidden, phoneWith, seedGame, storedLog, storedState, type SeededGame } from './play-table.ts';

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
    await seedGame(page, looked);
    await page.evaluate((gameId) => history.replaceState({ screen: { name: 'table', gameId }, depth: 0 }, ''), looked.id);
    await page.reload();
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
