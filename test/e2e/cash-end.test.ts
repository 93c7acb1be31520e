// G19 in Chromium: a cash game ends only when the host ends it. Three-handed hold'em with real
// cards, two players broke in one hand: no "Fim do jogo", each is offered a buy-in, nothing is dealt
// until one buys, and the host ends the game after confirming. Pass-and-play brasileiro with no
// price agreed: the broke player is offered a buy-in of his starting chips and is dealt in again.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applySession, legalActions, newSession, replaySession, seededSource, sittingOut, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { randomAction } from '../../src/cli/random-play.ts';
import { screenshot, type Browser } from './browser.ts';
import { phoneShots } from './support/tournament-page.ts';
import { newPhone, storedLog, storedState, waitForLog, type SeededGame, openTable } from './play-table.ts';

const baseURL = inject('baseURL');

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

const holdem: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1000 })),
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } },
};

/** Ana (the button) shoves, both blinds call, and the table awaits the pot's winner. */
function allInGame(): SeededGame {
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }, { type: 'raise', seat: 0, to: 1000 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 }];
  const replayed = replaySession(holdem, log);
  if (!replayed.ok || replayed.state.hand?.pending.kind !== 'award') throw new Error('the seeded hand should wait for its award');
  return { id: 'e2e-cash-two-broke', config: holdem, log };
}

describe('a cash game the host ends', () => {
  it('G19: two of three hold’em players broke in one hand — no game over; both are offered a buy-in; the host ends the game after confirming', async () => {
    const game = allInGame();
    await open(game);
    await page.locator('.award .pick', { hasText: 'Caio' }).click();
    let before = (await storedLog(page, game.id)).length;
    await tapButton('Pote para Caio');
    await waitForLog(page, game, before);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await tapButton('Continuar');
    await page.getByRole('heading', { level: 1, name: 'Depois da mão 1' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Fim do jogo' }).count()).toBe(0);
    expect((await storedRecordStatus(game.id))).toBe('active');

    // Both broke players are offered a buy-in; the table is told why nothing can be dealt.
    const out = page.locator('.sitting-out');
    await out.getByText('Só Caio tem fichas: para continuar, alguém compra de novo.').waitFor();
    expect(await page.getByText('Próximo carteador', { exact: false }).count()).toBe(0);
    expect(await out.locator('.buy-in-name').allTextContents()).toEqual(['Ana', 'Bia']);
    expect(await out.getByRole('button', { name: 'Comprar 1.000 fichas' }).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Dar a próxima mão' }).count()).toBe(0);
    // The award can still be taken back from here.
    await page.getByRole('button', { name: 'Desfazer: Pote para Caio' }).waitFor();
    await shots('cash-two-broke');

    // Bia buys in: the next hand could be dealt; her buy-in is undone, and the table waits again.
    before = (await storedLog(page, game.id)).length;
    await out.locator('.buy-in', { hasText: 'Bia' }).getByRole('button').click();
    let state = await waitForLog(page, game, before);
    expect(state.stacks).toEqual([0, 1000, 3000]);
    await page.getByRole('button', { name: 'Dar a próxima mão' }).waitFor();
    expect(await out.locator('.buy-in-name').allTextContents()).toEqual(['Ana']);
    before = (await storedLog(page, game.id)).length;
    await tapButton('Desfazer: +1 compra para Bia');
    state = await waitForLog(page, game, before);
    expect(sittingOut(state)).toEqual([0, 1]);

    // The host ends the game: asked first, the question in view on a short landscape screen too,
    // and cancelling changes nothing.
    await page.setViewportSize({ width: 740, height: 360 });
    await tapButton('Encerrar o jogo');
    await page.getByText('Encerrar o jogo agora? A classificação atual vira o resultado.').waitFor();
    const inView = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
    expect(await inView('Confirmar')).toBe(true);
    await screenshot(page, 'cash-end-confirm-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await inView('Confirmar')).toBe(true);
    await screenshot(page, 'cash-end-confirm');
    await tapButton('Cancelar');
    await page.getByRole('heading', { level: 1, name: 'Depois da mão 1' }).waitFor();
    await tapButton('Encerrar o jogo');
    await tapButton('Confirmar');
    await page.getByRole('heading', { level: 1, name: 'Fim do jogo' }).waitFor();
    expect(await storedRecordStatus(game.id)).toBe('finished');
    // R$ 20 for 1,000 chips: Caio won both stacks.
    expect(await page.locator('.transfer').allTextContents()).toEqual([expect.stringMatching(/^Ana paga R\$\s20,00 a Caio$/), expect.stringMatching(/^Bia paga R\$\s20,00 a Caio$/)]);
  });
});

/** A pass-and-play brasileiro game, three at 10 chips, no price: random play until one player is broke after hand 1 (seeded, so always the same). */
function brokeAfterOneHand(): { game: SeededGame; broke: number } {
  const config: SessionConfig = { profile: 'brasileiro', players: ['Ana', 'Bruno', 'Carla'].map((name) => ({ name, stack: 10 })), firstDealer: 0, dealing: 'deck' };
  for (let seed = 1; seed < 5000; seed++) {
    const rng = seededSource(seed);
    let state: SessionState = newSession(config);
    const log: SessionAction[] = [];
    const step = (action: SessionAction) => {
      const result = applySession(state, action);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
      log.push(action);
    };
    step({ type: 'startHand', at: Date.now() });
    while (state.hand!.pending.kind !== 'complete') step(randomAction(state.hand!, legalActions(state.hand!), rng));
    const out = sittingOut(state);
    if (out.length === 1 && state.mode === 'normal') return { game: { id: 'e2e-cash-brasileiro', config, log }, broke: out[0] };
  }
  throw new Error('no seed left a player broke');
}

describe('a broke player at a pass-and-play table with no price', () => {
  it('G19: brasileiro, price 0 — the broke player is offered a buy-in of his starting chips, and is dealt in again, not “Fora”', async () => {
    const { game, broke } = brokeAfterOneHand();
    const name = game.config.players[broke].name;
    await open(game);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await tapButton('Continuar');
    await page.getByRole('heading', { level: 1, name: 'Depois da mão 1' }).waitFor();
    const out = page.locator('.sitting-out');
    expect(await out.locator('.buy-in-name').allTextContents()).toEqual([name]);
    // One player out: the others may play on without him.
    await page.getByRole('button', { name: 'Dar a próxima mão' }).waitFor();
    expect(await out.getByRole('status').count()).toBe(0);
    await shots('cash-brasileiro-broke');
    const before = (await storedLog(page, game.id)).length;
    await out.getByRole('button', { name: 'Comprar 10 fichas' }).click();
    const bought = await waitForLog(page, game, before);
    expect(bought.stacks[broke]).toBe(10);
    expect(bought.buyIns[broke]).toBe(2);
    expect(await page.locator('.sitting-out').count()).toBe(0);
    await tapButton('Dar a próxima mão');
    const dealt = await waitForLog(page, game, before + 1);
    expect(dealt.hand!.seats[broke].inHand).toBe(true);
    // Whoever acts first sees the table: the player who bought in has his chips, no "Fora".
    const pending = dealt.hand!.pending;
    const first = game.config.players['seat' in pending ? pending.seat : 0].name;
    await page.getByRole('button', { name: `Sou ${first}: ver minhas cartas` }).click();
    const tile = page.locator('.seat', { hasText: name });
    await tile.waitFor();
    expect(await tile.textContent()).not.toContain('Fora');
    expect(await tile.locator('.seat-stack').textContent()).toMatch(/fichas$/);
    expect((await storedState(page, game)).hand!.seats[broke].inHand).toBe(true);
  });
});

async function storedRecordStatus(id: string): Promise<string> {
  return page.evaluate(async (gameId) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('mesa');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const record = await new Promise<{ status: string }>((resolve, reject) => {
      const request = db.transaction('games').objectStore('games').get(gameId);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    db.close();
    return record.status;
  }, id);
}
