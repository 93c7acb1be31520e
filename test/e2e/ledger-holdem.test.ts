// A hold'em hand in chip-ledger mode (G12) in Chromium: real cards, so no cover; the app says what
// to deal, runs the betting, and the table names the winners of two side pots (one of them split)
// and the main pot, side pots first (G7, G8). An award tapped by mistake is undone and entered again.
// Then the cash-out of a game set up without a price: the price typed there is saved with the game (B13).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { legalActions, replaySession, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { onePhone, screenshot } from './browser.ts';
import { openSeeded, phoneWith, storedLog, storedState, waitForLog, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');

const config: SessionConfig = {
  profile: 'holdem',
  players: [
    { name: 'Ana', stack: 50 },
    { name: 'Bia', stack: 100 },
    { name: 'Caio', stack: 200 },
    { name: 'Davi', stack: 200 },
  ],
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 1, bigBlind: 2 },
};
const game: SeededGame = { id: 'e2e-ledger-holdem', config, log: [{ type: 'startHand', at: Date.now() } satisfies SessionAction] };

let page: Page;

onePhone((opened) => (page = opened.page));

const tapButton = (name: string) => page.getByRole('button', { name, exact: true }).click();

/** Waits for `name`'s turn, makes the move, and waits until it is stored. */
async function turn(name: string, move: () => Promise<void>): Promise<SessionState> {
  await page.getByRole('heading', { level: 1, name: `Vez de ${name}` }).waitFor();
  const before = await storedLog(page, game.id);
  await move();
  return waitForLog(page, game, before.length);
}

async function allIn(name: string, button: string): Promise<SessionState> {
  return turn(name, async () => {
    await tapButton(button);
    await tapButton('Confirmar');
  });
}

async function award(names: string[]): Promise<SessionState> {
  const before = await storedLog(page, game.id);
  for (const name of names) await page.locator('.award .pick', { hasText: name }).click();
  await tapButton(`Pote para ${names.join(' + ')}`);
  return waitForLog(page, game, before.length);
}

describe("hold'em with real cards", () => {
  it('G12, G7, G8: the table deals, bets through the app, and names the winners of two side pots (one split) and the main pot, with an undo', async () => {
    await openSeeded(page, baseURL, game);

    // H1, H3: the app says what to deal; Davi (after the big blind) speaks first, with no cover.
    await page.getByText('Dê 2 cartas a cada um, uma a uma, para a esquerda.').waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Passe para Davi' }).count()).toBe(0);
    await screenshot(page, 'ledger-holdem-deal');
    // The app never knows the real board: no empty card places, and nothing said before the flop.
    expect(await page.locator('.card-slot').count()).toBe(0);
    expect(await page.locator('.ledger-board').count()).toBe(0);
    await turn('Davi', async () => {
      await page.getByRole('spinbutton').fill('200');
      await tapButton('Aumentar para 200');
      await tapButton('Confirmar');
    });
    await allIn('Ana', 'Pagar 50');
    await allIn('Bia', 'Pagar 99');
    let state = await allIn('Caio', 'Pagar 198');
    expect(state.hand?.pending).toEqual({ kind: 'award', pot: 2 });

    // Everyone is all-in: the app asks for the whole board, then the winners, side pots first.
    await page.getByRole('heading', { level: 1, name: 'Quem ganhou?' }).waitFor();
    for (const text of ['Vire o flop (3 cartas)', 'Vire o turn', 'Vire o river']) await page.getByText(text, { exact: true }).waitFor();
    await page.getByText('Board: 5 cartas', { exact: true }).waitFor();
    expect(await page.locator('.card-slot').count()).toBe(0);
    // No winner picked yet: the award button is idle and says why.
    expect(await page.getByRole('button', { name: 'Pote para …', exact: true }).isDisabled()).toBe(true);
    await page.getByText('Toque primeiro quem ganhou.', { exact: true }).waitFor();
    await screenshot(page, 'ledger-holdem-award');
    state = await award(['Caio']);
    expect(state.hand?.showdown?.awarded[0][2]).toEqual([2]);

    // A slip: Caio did not win that pot. Undo names what it takes back; the record keeps it.
    const before = await storedLog(page, game.id);
    await tapButton('Desfazer: Pote para Caio');
    state = await waitForLog(page, game, before.length);
    expect(state.hand?.pending).toEqual({ kind: 'award', pot: 2 });
    expect(state.hand?.showdown?.awarded[0][2]).toBeNull();
    await page.locator('.undone summary').click();
    await page.locator('.undone s', { hasText: 'Pote para Caio' }).waitFor();
    await screenshot(page, 'ledger-holdem-undone');

    // G20: the awards fit one ranking of the hands — Caio and Davi tie, Bia beats both, Ana beats her.
    state = await award(['Caio', 'Davi']);
    state = await award(['Bia']);
    state = await award(['Ana']);
    const pots = state.history.length === 1 ? state.hand!.result!.pots : [];
    expect(pots.map((p) => [p.amount, p.winners, p.shares])).toEqual([
      [200, [0], [200]],
      [150, [1], [150]],
      [200, [2, 3], [100, 100]],
    ]);
    expect(state.stacks).toEqual([200, 150, 100, 100]);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    expect(await page.locator('.card-slot').count()).toBe(0);
    await page.getByText('Board: 5 cartas', { exact: true }).waitFor();
    await screenshot(page, 'ledger-holdem-result');
    // The raw log holds the undone award and the undo itself; its replay is the state shown.
    const log = await storedLog(page, game.id);
    expect(log.filter((a) => a.type === 'undo')).toHaveLength(1);
    expect((await storedState(page, game)).stacks).toEqual([200, 150, 100, 100]);
  });
});

// Heads-up, equal stacks, no price at setup: Ana goes all in, Bia calls and wins; the host ends the game (G19).
function finishedGame(): SeededGame {
  const headsUp: SessionConfig = { ...config, players: [{ name: 'Ana', stack: 100 }, { name: 'Bia', stack: 100 }] };
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }];
  const hand = () => {
    const replayed = replaySession(headsUp, log);
    if (!replayed.ok) throw new Error(replayed.error.code);
    return replayed.state.hand!;
  };
  const first = legalActions(hand()).seat!;
  log.push({ type: 'raise', seat: first, to: 100 }, { type: 'call', seat: 1 - first });
  log.push({ type: 'award', pot: 0, winners: [1] });
  const end = replaySession(headsUp, log);
  if (!end.ok || end.state.stacks[1] !== 200) throw new Error('the seeded game should leave Bia holding every chip');
  return { id: 'e2e-ledger-cash-out', config: headsUp, log };
}

describe('the cash-out of a game set up without a price', () => {
  it('B13: the price typed at the end is saved with the game: reopened, it shows the same settlement', async () => {
    const over = finishedGame();
    // A phone of its own: the first test's game is still in progress on the other one.
    const { browser: own, page } = await phoneWith(baseURL, over);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Encerrar o jogo', exact: true }).click();
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Fim do jogo' }).waitFor();
    await page.getByText('Diga o preço da compra para ver quem paga quem.').waitFor();
    const before = await storedLog(page, over.id);
    const price = page.getByLabel('Preço da compra');
    await price.fill('25');
    await price.press('Enter');
    await price.blur();
    await waitForLog(page, over, before.length);
    const saved = (await storedLog(page, over.id)).slice(before.length);
    expect(saved).toEqual([{ type: 'buyInPrice', price: 25, currency: 'BRL' }]);
    const transfer = page.locator('.transfer');
    await transfer.first().waitFor();
    const said = await transfer.allTextContents();
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Ana paga R\$\s25,00 a Bia$/);

    await page.reload();
    // Reopened, the game shows its last hand first, as it did when it was seeded.
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Fim do jogo' }).waitFor();
    await page.locator('.transfer').first().waitFor();
    expect(await page.locator('.transfer').allTextContents()).toEqual(said);
    expect(await page.getByLabel('Preço da compra').inputValue()).toBe('25');
    await screenshot(page, 'ledger-cash-out-reopened');
    await own.close();
  });

  it('G18: a price of 100000000000000 typed at the end says the limit, is not saved, and the game over screen stays open', async () => {
    const over = { ...finishedGame(), id: 'e2e-ledger-cash-out-limit' };
    const { browser: own, page } = await phoneWith(baseURL, over);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    // G19: the host ends the cash game; it does not end because a player is broke.
    await page.getByRole('button', { name: 'Encerrar o jogo', exact: true }).click();
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Fim do jogo' }).waitFor();
    const before = await storedLog(page, over.id);
    const price = page.getByLabel('Preço da compra');
    await price.fill('100000000000000');
    await price.blur();
    await page.locator('.cash-out .problem', { hasText: /^O cacife custa no máximo R\$\s10\.000\.000,00\.$/ }).waitFor();
    await screenshot(page, 'ledger-cash-out-limit');
    expect(await page.getByRole('heading', { name: 'Esta tela não abriu' }).count()).toBe(0);
    expect(await storedLog(page, over.id)).toEqual(before);
    await price.fill('25');
    await price.blur();
    await page.locator('.transfer').first().waitFor();
    await own.close();
  });
});
