// What a chip-ledger table tripped over (issue 11), in Chromium. Hold'em with real cards, four
// players, 1,000 chips for R$ 20: Ana drops to 200 and buys again, and every net result (between
// hands, at the end, in past games) counts her rebuy as the settlement does; the undo between
// hands is not hidden by the deal button; the chip counts at the end are full-size fields. And a
// quick double tap on "Pagar" acts for one player only, the controls staying where they are.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { replaySession, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { screenshot, type Browser } from './browser.ts';
import { newPhone, storedLog, waitForLog, type SeededGame, openTable } from './play-table.ts';

const baseURL = inject('baseURL');

const config: SessionConfig = {
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name) => ({ name, stack: 1000 })),
  firstDealer: 0,
  dealing: 'ledger',
  options: { smallBlind: 10, bigBlind: 20, buyIn: { price: 20, currency: 'BRL', chips: 1000 } },
};

/** Hand 1: Davi raises to 800, Ana calls, the blinds fold, it is checked down and Davi wins; Ana buys again. */
function rebuyGame(): SeededGame {
  const log: SessionAction[] = [
    { type: 'startHand', at: Date.now() },
    { type: 'raise', seat: 3, to: 800 },
    { type: 'call', seat: 0 },
    { type: 'fold', seat: 1 },
    { type: 'fold', seat: 2 },
  ];
  for (let street = 0; street < 3; street++) log.push({ type: 'check', seat: 3 }, { type: 'check', seat: 0 });
  log.push({ type: 'award', pot: 0, winners: [3] }, { type: 'buyIn', player: 0 });
  const replayed = replaySession(config, log);
  if (!replayed.ok || replayed.state.stacks.join() !== '1200,990,980,1830') throw new Error('the seeded game should leave Ana 1,200 chips after her rebuy');
  return { id: 'e2e-ledger-rebuy', config, log };
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

const netOf = (name: string) => page.locator('.standing').filter({ hasText: name }).locator('.standing-net');

describe('a rebuy in the results', () => {
  it('B13: Ana, 1,200 chips after buying again, is −800 between hands, at the end and in past games (a result stored by an older version revised at start-up), as the settlement has her paying', async () => {
    const game = rebuyGame();
    await open(game);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Depois da mão 1' }).waitFor();
    await page.locator('.standing').first().waitFor();
    expect(await netOf('Ana').textContent()).toBe('−800');
    expect(await page.locator('.standing').filter({ hasText: 'Ana' }).locator('.standing-stack').textContent()).toBe('1.200 fichas');
    // Places compare results: Ana, with the second biggest stack, comes last.
    expect(await page.locator('.standing-name').allTextContents()).toEqual(['Davi', 'Bia', 'Caio', 'Ana']);

    // The undo of her rebuy is in view and nothing lies over it (the deal button sticks to the bottom).
    const undo = page.getByRole('button', { name: 'Desfazer: +1 compra para Ana' });
    expect(await undo.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.bottom <= innerHeight && button.contains(hit);
    })).toBe(true);
    await screenshot(page, 'ledger-between-rebuy');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'ledger-between-rebuy-landscape');
    await page.setViewportSize({ width: 360, height: 740 });

    await page.getByRole('button', { name: 'Encerrar o jogo', exact: true }).click();
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Fim do jogo' }).waitFor();
    expect(await netOf('Ana').textContent()).toBe('−800');
    // R$ 20 for 1,000 chips: Ana's −800 is R$ 16,00, which she pays.
    expect(await page.locator('.transfer').allTextContents()).toContainEqual(expect.stringMatching(/^Ana paga R\$\s16,00 a Davi$/));
    // The chips counted at the end are typed in fields as tall as every other (48 px).
    const heights = await page.locator('.counts input').evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().height));
    expect(heights).toHaveLength(4);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(48);
    await screenshot(page, 'ledger-end-rebuy');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'ledger-end-rebuy-landscape');
    await page.setViewportSize({ width: 360, height: 740 });

    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await page.getByRole('button', { name: 'Jogos anteriores' }).click();
    await page.locator('.game-result').first().waitFor();
    expect(await page.locator('.game-result').first().textContent()).toBe('Mãos: 1 · Davi +830 · Bia −10 · Caio −20 · Ana −800');

    // The same game as a version before the fix stored it (Ana +200), on a phone that has not
    // revised its results yet: the next start sets it right, once.
    await page.evaluate(async (gameId) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('mesa');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const tx = db.transaction(['games', 'meta'], 'readwrite');
      const games = tx.objectStore('games');
      const read = games.get(gameId);
      read.onsuccess = () => {
        const standings = [['Davi', 830], ['Ana', 200], ['Bia', -10], ['Caio', -20]].map(([player, net]) => ({ player, net }));
        games.put({ ...read.result, result: { hands: 1, standings } });
      };
      tx.objectStore('meta').delete('resultsRevision');
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    }, game.id);
    await page.reload();
    await page.locator('.game-result').first().waitFor();
    await expect.poll(() => page.locator('.game-result').first().textContent()).toBe('Mãos: 1 · Davi +830 · Bia −10 · Caio −20 · Ana −800');
  });
});

describe('a quick double tap', () => {
  it('G12: two taps on "Pagar" 250 ms apart call for one player, who is named with the next; the buttons do not move', async () => {
    const game: SeededGame = { id: 'e2e-ledger-double-tap', config, log: [{ type: 'startHand', at: Date.now() }] };
    await open(game);
    // Davi (after the big blind) speaks first, under the banner that says what to deal.
    await page.getByRole('heading', { level: 1, name: 'Vez de Davi' }).waitFor();
    await page.getByText('Dê 2 cartas a cada um, uma a uma, para a esquerda.').waitFor();
    const call = page.getByRole('button', { name: 'Pagar 20', exact: true });
    const before = await call.boundingBox();
    let log = (await storedLog(page, game.id)).length;
    await call.click();
    await waitForLog(page, game, log);
    await page.getByRole('heading', { level: 1, name: 'Vez de Ana' }).waitFor();
    // The banner is gone, the call button for Ana stands where Davi's was.
    expect(await page.getByText('Dê 2 cartas a cada um, uma a uma, para a esquerda.').count()).toBe(0);
    expect(await call.boundingBox()).toEqual(before);
    await page.getByText('Agora: Ana', { exact: true }).waitFor();
    await page.getByText('✓ Davi pagou 20', { exact: true }).waitFor();

    // Ana taps "Pagar" twice, a quarter of a second apart, as a hurried finger does.
    await call.waitFor();
    await expect.poll(() => call.isEnabled()).toBe(true);
    log = (await storedLog(page, game.id)).length;
    const { x, y, width, height } = (await call.boundingBox())!;
    await page.touchscreen.tap(x + width / 2, y + height / 2);
    await page.waitForTimeout(250);
    await page.touchscreen.tap(x + width / 2, y + height / 2);
    await page.getByRole('heading', { level: 1, name: 'Vez de Bia' }).waitFor();
    await page.waitForTimeout(1000);
    const after = await storedLog(page, game.id);
    expect(after.slice(log)).toEqual([{ type: 'call', seat: 0 }]);
    await page.getByText('Agora: Bia', { exact: true }).waitFor();
    await page.getByText('✓ Ana pagou 20', { exact: true }).waitFor();
    await screenshot(page, 'ledger-turn-now');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'ledger-turn-now-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
  });
});

/** Four 20-letter names (one a single word) and a night of millions: the widest standings a table writes. */
function bigNightGame(): SeededGame {
  const big: SessionConfig = {
    ...config,
    players: ['Maria Eduarda Campos', 'Aleksandrovitchenkov', 'Bartolomeu Gonçalves', 'Cristóvão Albuquerqu'].map((name) => ({ name, stack: 5_000_000 })),
    options: { smallBlind: 25_000, bigBlind: 50_000, buyIn: { price: 20, currency: 'BRL', chips: 5_000_000 } },
  };
  const log: SessionAction[] = [
    { type: 'startHand', at: Date.now() },
    { type: 'raise', seat: 3, to: 4_975_000 },
    { type: 'call', seat: 0 },
    { type: 'fold', seat: 1 },
    { type: 'fold', seat: 2 },
  ];
  for (let street = 0; street < 3; street++) log.push({ type: 'check', seat: 3 }, { type: 'check', seat: 0 });
  log.push({ type: 'award', pot: 0, winners: [3] }, { type: 'buyIn', player: 0 });
  if (!replaySession(big, log).ok) throw new Error('the seeded night should replay');
  return { id: 'e2e-ledger-big-night', config: big, log };
}

/** Every part of every standing: outside its row or the screen, or narrower than its text (cut), each said. */
const standingsOverflow = () =>
  page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${innerWidth})`);
    for (const row of document.querySelectorAll('.standing')) {
      const box = row.getBoundingClientRect();
      if (box.left < 0 || box.right > innerWidth) problems.push(`row off screen: ${row.textContent}`);
      const parts = ['.standing-place', '.standing-name', '.standing-net', '.standing-stack'].map((selector) => row.querySelector(selector)!);
      for (const part of parts) {
        const r = part.getBoundingClientRect();
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) problems.push(`${part.className} outside its row: ${part.textContent}`);
        if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).display !== 'inline') problems.push(`${part.className} cut: ${part.textContent}`);
      }
      const [, name, net] = parts.map((part) => part.getBoundingClientRect());
      if (name.right > net.left + 0.5 && name.top < net.bottom && net.top < name.bottom) problems.push(`name under the net: ${row.textContent}`);
    }
    // The buy-ins below the standings, the same names beside their +1.
    for (const part of document.querySelectorAll('.buy-in > *')) {
      if (part.getBoundingClientRect().right > innerWidth + 0.5) problems.push(`buy-in off screen: ${part.textContent}`);
    }
    return problems;
  });

describe('the standings at a night of millions', () => {
  it('B13: 20-letter names and seven-digit results fit whole at 360 and 320 px wide, and in landscape, the buy-ins beside them too', async () => {
    await open(bigNightGame());
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Depois da mão 1' }).waitFor();
    await page.locator('.standing').first().waitFor();
    expect(await page.locator('.standing-name').allTextContents()).toEqual(['Cristóvão Albuquerqu', 'Aleksandrovitchenkov', 'Bartolomeu Gonçalves', 'Maria Eduarda Campos']);
    expect(await netOf('Maria').textContent()).toBe('−4.975.000');
    for (const [width, height] of [[360, 740], [320, 740], [740, 360]]) {
      await page.setViewportSize({ width, height });
      expect(await standingsOverflow(), `${width}×${height}`).toEqual([]);
    }
    await page.setViewportSize({ width: 320, height: 740 });
    await page.locator('.standings').scrollIntoViewIfNeeded();
    await screenshot(page, 'ledger-standings-320');
    await page.locator('.money').scrollIntoViewIfNeeded();
    await screenshot(page, 'ledger-buy-ins-320');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.locator('.standings').scrollIntoViewIfNeeded();
    await screenshot(page, 'ledger-standings-360');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'ledger-standings-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
  });
});

describe('bet sizes at a table with a chip case', () => {
  it('T4: the picks, the slider and a typed amount only ever make a raise the chips can push (25s the smallest), the all-in as it is', async () => {
    const chips: SessionConfig = {
      ...config,
      players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name, i) => ({ name, stack: i === 3 ? 4990 : 5000 })),
      options: { smallBlind: 25, bigBlind: 50 },
      chipSet: [
        { colour: 'white', value: 25, count: 100 },
        { colour: 'red', value: 100, count: 100 },
        { colour: 'green', value: 500, count: 50 },
        { colour: 'black', value: 1000, count: 50 },
      ],
    };
    const game: SeededGame = { id: 'e2e-ledger-chip-sizes', config: chips, log: [{ type: 'startHand', at: Date.now() }] };
    await open(game);
    await page.getByRole('heading', { level: 1, name: 'Vez de Davi' }).waitFor();

    // The minimum raise is 100; half the pot would be 112, which 25s cannot push: it comes to
    // the minimum, so it has no pick of its own.
    // The pot (175) is offered, and Davi's all-in as his stack is, even 4,990 (a stack is chips).
    expect(await page.locator('.picks .pick').allTextContents()).toEqual(['Mínimo', 'Pote', 'All-in']);
    await page.getByRole('button', { name: 'Pote', exact: true }).click();
    await page.getByRole('button', { name: 'Aumentar para 175', exact: true }).waitFor();
    const slider = page.locator('.slider');
    expect(await slider.evaluate((input: HTMLInputElement) => [input.min, input.step])).toEqual(['100', '25']);

    // A typed 130 makes a raise to 125 (the button says so as it is typed), 140 one to 150.
    const field = page.locator('.amount-input');
    await field.fill('130');
    await page.getByRole('button', { name: 'Aumentar para 125', exact: true }).waitFor();
    // The buttons settle half a second after the turn came (G12) before the picture is taken.
    await expect.poll(() => page.getByRole('button', { name: 'Desistir', exact: true }).isEnabled()).toBe(true);
    await screenshot(page, 'ledger-bet-typed-chips');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'ledger-bet-typed-chips-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    await field.fill('140');
    await page.getByRole('button', { name: 'Aumentar para 150', exact: true }).waitFor();
    // Leaving the field writes the raise it makes.
    await field.blur();
    expect(await field.inputValue()).toBe('150');

    // The slider's end is the all-in, not the last step of 25s below it.
    await slider.evaluate((input: HTMLInputElement) => {
      input.value = input.max;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.getByRole('button', { name: 'Aumentar para 4.990', exact: true }).waitFor();

    // The raise made is the one the button said.
    await field.fill('140');
    const log = (await storedLog(page, game.id)).length;
    await page.getByRole('button', { name: 'Aumentar para 150', exact: true }).click();
    await waitForLog(page, game, log);
    expect((await storedLog(page, game.id)).slice(log)).toEqual([{ type: 'raise', seat: 3, to: 150 }]);
  });
});
