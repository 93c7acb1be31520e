// G20 and the result screen in Chromium: five-card draw with real cards, a three-way all-in.
// Side pot 1 named for Bruno, over Ana: the main pot is not offered to Ana, and the table is told
// why. With every hand typed, the evaluator pays the pots and the result is shown — with an undo
// that reopens the hand; after "Continue", an undo between hands and the hand typed again, the
// result is shown once more.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replaySession, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import type { Browser } from './browser.ts';
import { phoneShots } from './support/tournament-page.ts';
import { newPhone, storedLog, storedState, waitForLog, type SeededGame, openTable } from './play-table.ts';

const baseURL = inject('baseURL');

// The table: after the ante Ana shoves 98, Bruno (120) and Carla (89, all in for less) call.
const draw5: SessionConfig = {
  profile: 'draw5',
  players: [
    { name: 'Ana', stack: 99 },
    { name: 'Bruno', stack: 120 },
    { name: 'Carla', stack: 89 },
  ],
  firstDealer: 2,
  dealing: 'ledger',
};

function allInGame(id: string): SeededGame {
  const log: SessionAction[] = [
    { type: 'startHand', at: Date.now() },
    { type: 'bet', seat: 0, to: 98 },
    { type: 'call', seat: 1 },
    { type: 'call', seat: 2 },
    { type: 'draw', seat: 0, discard: 0 },
    { type: 'draw', seat: 1, discard: 0 },
    { type: 'draw', seat: 2, discard: 0 },
  ];
  const replayed = replaySession(draw5, log);
  if (!replayed.ok || replayed.state.hand?.pending.kind !== 'award') throw new Error('the seeded hand should wait for its awards');
  return { id, config: draw5, log };
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  ({ browser, page } = await newPhone(baseURL));
});
afterAll(async () => {
  await browser?.close();
});

const open = (game: SeededGame) => openTable(page, game);

const tapButton = (name: string) => page.getByRole('button', { name, exact: true }).click();

const shots = (name: string) => phoneShots(page, name);

/** The table types a seat's five cards ("As", "10h"…) and shows them; the entry is stored. */
async function typeCards(game: SeededGame, name: string, cards: string[]): Promise<void> {
  const before = (await storedLog(page, game.id)).length;
  await tapButton(`Digitar as cartas de ${name}`);
  for (const card of cards) {
    await page.locator('.picker-keys.ranks .key', { hasText: new RegExp(`^${card.slice(0, -1)}$`) }).click();
    await page.locator(`.suit-key[data-card="${card}"]`).click();
  }
  await tapButton('Mostrar estas cartas');
  await waitForLog(page, game, before);
}

async function award(game: SeededGame, names: string[]): Promise<void> {
  const before = (await storedLog(page, game.id)).length;
  for (const name of names) await page.locator('.award .pick', { hasText: name }).click();
  await tapButton(`Pote para ${names.join(' + ')}`);
  await waitForLog(page, game, before);
}

const picks = () => page.locator('.award .pick').allTextContents();

describe('awards that agree (draw5, three-way all-in)', () => {
  it('G20: side pot 1 to Bruno, who beat Ana: the main pot is offered to Bruno and Carla only, and the table is told why', async () => {
    const game = allInGame('e2e-awards-order');
    await open(game);
    await page.getByRole('heading', { level: 1, name: 'Quem ganhou?' }).waitFor();
    await page.getByText('Pote lateral 1: 20', { exact: false }).first().waitFor();
    expect(await picks()).toEqual(['Ana', 'Bruno']);
    await award(game, ['Bruno']);
    expect(await picks()).toEqual(['Bruno', 'Carla']);
    await page.getByText('Ana não pode ganhar este pote: perdeu para Bruno.').waitFor();
    await shots('ledger-award-beaten');
    await award(game, ['Carla']);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    expect(await page.locator('.pot-winners').allTextContents()).toEqual(['Carla ganha 267', 'Bruno ganha 20']);
  });

  it('G20: Ana and Bruno split side pot 1: a tap on one names both for the main pot', async () => {
    const game = allInGame('e2e-awards-tie');
    await open(game);
    await page.getByRole('heading', { level: 1, name: 'Quem ganhou?' }).waitFor();
    await award(game, ['Ana', 'Bruno']);
    await page.getByText('Ana + Bruno empataram um pote: ganham ou perdem este juntos.').waitFor();
    await page.locator('.award .pick', { hasText: 'Ana' }).click();
    expect(await page.locator('.award .pick[aria-pressed="true"]').allTextContents()).toEqual(['Ana', 'Bruno']);
    await page.getByRole('button', { name: 'Pote para Ana + Bruno', exact: true }).waitFor();
    await shots('ledger-award-tied');
  });

  it('G12: every hand typed, the result is shown, with an undo that reopens the hand; typed again after "Continuar" and an undo, it is shown again', async () => {
    const game = allInGame('e2e-awards-typed');
    await open(game);
    await page.getByRole('heading', { level: 1, name: 'Quem ganhou?' }).waitFor();
    await typeCards(game, 'Ana', ['As', 'Ah', 'Ad', 'Kc', 'Qs']);
    await typeCards(game, 'Bruno', ['2s', '2h', '5d', '7c', '9s']);
    await typeCards(game, 'Carla', ['3s', '3h', '6d', '8c', 'Js']);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    expect(await page.locator('.pot-winners').allTextContents()).toEqual(['Ana ganha 267', 'Ana ganha 20']);
    const undo = page.getByRole('button', { name: 'Desfazer: Carla mostrou 3♠ 3♥ 6♦ 8♣ J♠' });
    await undo.waitFor();
    await shots('ledger-result-undo');

    // The undo on the result screen reopens the hand where it was: Carla's hand to type.
    let before = (await storedLog(page, game.id)).length;
    await undo.click();
    let state = await waitForLog(page, game, before);
    expect(state.hand!.pending.kind).toBe('award');
    await page.getByRole('heading', { level: 1, name: 'Quem ganhou?' }).waitFor();
    await typeCards(game, 'Carla', ['3s', '3h', '6d', '8c', 'Js']);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await tapButton('Continuar');
    await page.getByRole('heading', { level: 1, name: 'Depois da mão 1' }).waitFor();

    // Between hands the same undo reopens it; typed again, the result comes back before the next deal.
    before = (await storedLog(page, game.id)).length;
    await page.getByRole('button', { name: 'Desfazer: Carla mostrou 3♠ 3♥ 6♦ 8♣ J♠' }).click();
    state = await waitForLog(page, game, before);
    expect(state.hand!.result).toBeNull();
    await typeCards(game, 'Carla', ['3s', '3h', '6d', '8c', 'Js']);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    expect((await storedState(page, game)).stacks).toEqual([287, 21, 0]);
  });
});
