// P7 in Chromium, what needs pixels: a player's Pix key saved on his page of the book, then a BRL
// cash game ended at the table: the transfer's QR code, read from a screenshot as a phone's camera
// would, is exactly the code the copy button puts on the clipboard, and shows whole on a phone held
// either way. (The key's problems, the codes' words, the history and the euros' note:
// test/screens/pix.test.tsx.)
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { replaySession, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { decode } from '../engine/pix/decoder.ts';
import { screenshot, type Browser } from './browser.ts';
import { readQr } from './support/qr.ts';
import { newPhone, openTable, storedRecords, waitForLog, storedLog, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');

let browser: Browser;
let page: Page;
beforeAll(async () => {
  ({ browser, page } = await newPhone(baseURL));
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
});
afterAll(async () => {
  await browser?.close();
});

const tapButton = (name: string) => page.getByRole('button', { name, exact: true }).click();

const config: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1000 })),
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } },
};

/** Ana shoves, both blinds call: the table awaits the pot's winner (Caio, below), and Ana and Bia each owe him R$ 20,00 (or € 20,00). */
function allIn(id: string, currency = 'BRL'): SeededGame {
  const log: SessionAction[] = [{ type: 'startHand', at: Date.now() }, { type: 'raise', seat: 0, to: 1000 }, { type: 'call', seat: 1 }, { type: 'call', seat: 2 }];
  const priced: SessionConfig = { ...config, options: { ...config.options, buyIn: { price: 20, currency, chips: 1000 } } };
  if (!replaySession(priced, log).ok) throw new Error('the seeded hand should replay');
  return { id, config: priced, log };
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
    await screenshot(page, `${name}-${size}`);
    const box = (await target.boundingBox())!;
    expect(box.y >= 0 && box.y + box.height <= viewport.height, `${name} at ${size}: the whole of it in view`).toBe(true);
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

describe('paying up with Pix', () => {
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
