// The host's phones panel in Chromium (N1), what needs a browser: opened from a game's table, it
// shows the table's code (a WebRTC offer) as a QR a phone's camera reads (decoded here from a
// screenshot, never from the DOM), the link beside it, the answer step under it and a wrong
// answer refused; upright and sideways, what matters is on screen and the long name whole. (The
// panel from the New game form, the seats' words, the act-for setting kept (N5) and stopping:
// test/screens/host-panel.test.tsx.) The games played through guest phones are multi-browser.test.ts's.
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { onePhone, pictureOf, screenshot } from './browser.ts';
import { dealtGame, openHome, openTable } from './play-table.ts';
import { readFileSync } from 'node:fs';
import { readQr } from './support/qr.ts';

const baseURL = inject('baseURL');

// A name of 20 graphemes: never cut, on the cover, the panel or its status line.
const LONG = 'Maria Eduarda Campos';
const game = dealtGame(
  'e2e-host-panel',
  {
    profile: 'holdem',
    players: [LONG, 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
    firstDealer: 3,
    options: { smallBlind: 1, bigBlind: 2 },
  },
  22,
);

let page: Page;
onePhone((opened) => (page = opened.page));

const inView = (part: Locator) => part.evaluate((el) => {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth;
});
/** The element shows its whole text: nothing cut by an ellipsis or a clip. */
const whole = (part: Locator) => part.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);

const panelHeading = () => page.getByRole('heading', { level: 1, name: 'Jogar em vários celulares' });
const qr = () => page.getByRole('img', { name: 'Código da mesa para o próximo celular' });

describe("the host's phones panel", () => {
  it('N1: from the table, the panel shows the table’s code as a QR holding a Mesa join link', async () => {
    await openHome(page, baseURL);
    await openTable(page, game);
    // Dealer Duda: the small blind Maria Eduarda, the big blind Bia, Caio first to act (H3).
    await page.getByRole('heading', { name: 'Passe para Caio' }).waitFor();
    await page.getByRole('button', { name: 'Jogar em vários celulares' }).click();
    await panelHeading().waitFor();
    // Every seat, each on this phone for now, the long name whole.
    const seats = page.locator('.phone-seat');
    expect(await seats.count()).toBe(4);
    expect(await seats.first().textContent()).toBe(`${LONG}este celular (passar de mão em mão)`);
    expect(await whole(page.locator('.phone-seat-name').first())).toBe(true);
    await screenshot(page, 'host-panel');
    // Upright too, the act-for setting and the way to stop are on screen with four seats listed.
    await page.getByRole('button', { name: 'Parar de jogar em vários celulares' }).waitFor();
    expect(await inView(page.getByRole('button', { name: 'Parar de jogar em vários celulares' }))).toBe(true);

    await page.getByRole('button', { name: 'Adicionar um celular' }).click();
    await qr().waitFor();
    // Big enough for a camera across the table: at least 280 px on a 360 px phone, all of it in view.
    const box = (await qr().boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(280);
    expect(await inView(qr())).toBe(true);
    const code = readQr(readFileSync(await pictureOf(page, 'host-panel-qr')));
    expect(code).toMatch(new RegExp(`^${baseURL.replace(/\/$/, '')}/?#join=[\\w-]+$`));
    // The link for a phone without a camera, and the answer step under the code.
    await page.getByRole('button', { name: 'Copiar o link' }).waitFor();
    await page.getByText('Aponte a câmera para o código no celular do convidado').waitFor();
  });

  it('N1: a code that is not the answer is said plainly, and the table’s code stays for another try', async () => {
    await page.getByLabel('Ou cole o código que você recebeu').fill('olá, isto não é um código');
    await page.getByRole('button', { name: 'Usar este código' }).click();
    await page.getByRole('alert').filter({ hasText: 'Este não é um código do Mesa.' }).waitFor();
    // The offer stays good: the code is still there for the other phone.
    expect(await qr().isVisible()).toBe(true);
    await screenshot(page, 'host-panel-wrong-answer');
  });

  it('N1: turned sideways, the code and the answer step are side by side, both in view', async () => {
    // The panel opened afresh (a reload closes the add-a-phone step).
    await page.reload();
    await panelHeading().waitFor();
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'host-panel-landscape');
    for (const part of [page.getByRole('button', { name: 'Adicionar um celular' }), page.getByRole('button', { name: 'Parar de jogar em vários celulares' })]) {
      expect(await inView(part)).toBe(true);
    }
    await page.getByRole('button', { name: 'Adicionar um celular' }).click();
    await qr().waitFor();
    expect(readQr(readFileSync(await pictureOf(page, 'host-panel-qr-landscape')))).toContain('#join=');
    expect(await inView(qr())).toBe(true);
    expect(await inView(page.getByText('Aponte a câmera para o código no celular do convidado'))).toBe(true);
    await page.setViewportSize({ width: 360, height: 740 });
  });
});
