// P5, P7 in Chromium: a player's Pix key typed on his page of the book (each problem said under
// its field), then a BRL cash game ended at the table: each transfer to him shows a QR code that,
// read from a screenshot as a phone's camera would, is exactly the code the copy button puts on
// the clipboard — his key, the transfer's amount and the night's reference — at the game's end
// and in an earlier game's history.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { replaySession, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { decode } from '../engine/pix/decoder.ts';
import { screenshot, type Browser } from './browser.ts';
import { readQr } from './support/qr.ts';
import { phoneShots } from './support/tournament-page.ts';
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
  it("P7, P5: Caio's key saved in the book (each problem said); at the end of the next BRL cash game, and in the first one's history, each transfer to him shows a QR that decodes to exactly the code the copy button holds; P6: in euros, his note", async () => {
    // The game, to its end at the table.
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
    await page.getByRole('heading', { level: 2, name: 'Como receber' }).waitFor();

    // Each problem under its field, and nothing saved.
    const key = page.getByLabel('Chave Pix');
    await key.fill('529.982.247-24');
    await page.getByLabel('Cidade').fill('São Paulo');
    await tapButton('Salvar');
    await page.getByRole('alert').filter({ hasText: 'Este CPF não existe: confira os dígitos.' }).waitFor();
    expect(await key.getAttribute('aria-invalid')).toBe('true');
    // Nothing wider than the screen, no button cut; then the field and its problem in view.
    await phoneShots(page, 'pix-book-key-problem');
    await shotsOf(page.locator('label.field').filter({ has: key }), 'pix-book-key-problem');
    await key.fill('(11) 98765-4321');
    await page.getByText('Chave: celular +5511987654321').waitFor();
    await page.getByLabel('Nome no código Pix').fill('Caio Conceição');
    await tapButton('Salvar');
    await page.getByRole('status').filter({ hasText: 'Dados de pagamento salvos.' }).waitFor();
    await shotsOf(page.locator('label.field').filter({ has: key }), 'pix-book-key');
    const caio = (await storedRecords<{ id: string; pay?: unknown }>(page, 'players')).find((p) => p.id === caioId);
    expect(caio?.pay).toEqual({ pix: { type: 'phone', key: '+5511987654321', name: 'Caio Conceição', city: 'São Paulo' } });

    // A second night, ended at the table: the settlement on the spot shows Caio's codes.
    const second = allIn('e2e-pix-second');
    await playToTheEnd(second);
    await checkCodes(page.locator('.cash-out .transfer'), second.id, 'pix-settlement');

    // The first night's settlement, in its history, shows them too.
    await page.evaluate((gameId) => history.replaceState({ screen: { name: 'game-history', gameId }, depth: 0 }, ''), game.id);
    await page.reload();
    await page.getByRole('heading', { level: 3, name: 'Quem paga a quem' }).waitFor();
    await checkCodes(page.locator('.night-transfers li'), game.id, 'pix-history');

    // P6: Caio adds a note; a night in euros lists its transfers with the note beside each, and no code.
    await page.evaluate((playerId) => history.replaceState({ screen: { name: 'book-player', playerId }, depth: 0 }, ''), caioId);
    await page.reload();
    await page.getByLabel('Outra forma de receber').fill('  MB WAY 912 345 678 ');
    await tapButton('Salvar');
    await page.getByRole('status').filter({ hasText: 'Dados de pagamento salvos.' }).waitFor();
    const euros = allIn('e2e-pix-euros', 'EUR');
    await playToTheEnd(euros);
    const lines = page.locator('.cash-out .transfer');
    await expect.poll(() => lines.locator('.pay-note').allTextContents()).toEqual(['Como pagar: MB WAY 912 345 678', 'Como pagar: MB WAY 912 345 678']);
    expect(await lines.first().textContent()).toMatch(/^Ana paga €\s20,00 a Caio/);
    expect(await lines.locator('.qr-code').count()).toBe(0);
    await shotsOf(lines.first(), 'pix-settlement-euros');
  });
});
