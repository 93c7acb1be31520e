// A whole draw5 hand played through the table in Chromium: hand-overs, betting (with a refused
// amount), the draw, the showdown with hand names, and the deal of the next hand.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeHand, getProfile, type Card } from '../../src/engine/index.ts';
import { onePhone, screenshot, type Browser } from './browser.ts';
import { cardName, dealtGame, expectNothingHidden, openSeeded, playTurn, seedGame, storedState, type Move } from './play-table.ts';

const baseURL = inject('baseURL');

const game = dealtGame(
  'e2e-draw5',
  {
    profile: 'draw5',
    players: [
      { name: 'Ana', stack: 100 },
      { name: 'Bia', stack: 100 },
      { name: 'Caio', stack: 100 },
    ],
    firstDealer: 0,
    hands: 3,
  },
  11,
);

let browser: Browser;
let page: Page;

onePhone((opened) => ({ browser, page } = opened));

const tapButton = (name: string) => page.getByRole('button', { name, exact: true }).click();
const turn = (name: string, move: Move, shot?: string) => playTurn(page, game, name, move, shot);

async function discard(cards: readonly Card[], label: string, shot?: string): Promise<void> {
  for (const card of cards) {
    const button = page.getByRole('button', { name: cardName(card), exact: true });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  }
  if (shot) await screenshot(page, shot);
  await tapButton(label);
}

describe('draw5 at the table', () => {
  it('D1–D13: a whole hand with two betting rounds, draws and a showdown, then the next deal (D14)', async () => {
    await openSeeded(page, baseURL, game); // the app reopens the game in progress, cover up
    await page.getByRole('heading', { name: 'Passe para Bia' }).waitFor();
    await screenshot(page, 'table-cover-draw5');

    // First round (D5): Bia, left of the dealer, checks; Caio bets; Ana and Bia call.
    await turn('Bia', () => tapButton('Mesa'), 'table-turn-draw5');
    let state = await turn('Caio', async () => {
      const amount = page.getByRole('spinbutton');
      await amount.fill('1');
      await tapButton('Apostar 1');
      await page.getByRole('alert').filter({ hasText: 'A aposta mínima é 2 fichas.' }).waitFor();
      expect((await storedState(page, game)).log).toHaveLength(3); // refused: nothing stored
      await amount.fill('10');
      await tapButton('Apostar 10');
    });
    expect(state.hand?.seats[2].bet).toBe(10);
    await turn('Ana', () => tapButton('Pagar 10'));
    state = await turn('Bia', () => tapButton('Pagar 10'));
    expect(state.hand?.pending).toEqual({ kind: 'draw', seat: 1 });

    // The draw (D6): Bia exchanges two, Caio stands pat, Ana exchanges three.
    let bia: Card[] = [];
    state = await turn(
      'Bia',
      async (s, seat) => {
        bia = s.hand!.seats[seat].cards.slice(0, 2) as Card[];
        await discard(bia, 'Trocar 2 cartas', 'table-draw-draw5');
      },
    );
    expect(state.log[state.log.length - 1]).toEqual({ type: 'draw', seat: 1, discard: bia });
    await turn('Caio', () => tapButton('Não trocar nenhuma'));
    await turn('Ana', async (s, seat) => {
      await discard(s.hand!.seats[seat].cards.slice(2, 5) as Card[], 'Trocar 3 cartas');
    });

    // Second round (D8): a fold when checking is free asks first; everyone checks.
    await turn('Bia', async () => {
      await tapButton('Desistir');
      await page.getByText('Desistir? Você pode pedir mesa sem pagar nada.').waitFor();
      await screenshot(page, 'table-confirm-fold');
      await tapButton('Cancelar');
      await tapButton('Mesa');
    });
    await turn('Caio', () => tapButton('Mesa'));
    state = await turn('Ana', () => tapButton('Mesa'));

    // Showdown (D13): every hand shown with its name, the pot to the best one.
    const hand = state.hand!;
    expect(hand.result).not.toBeNull();
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    await expectNothingHidden(page, state, null);
    const rules = getProfile('draw5').ranking(hand.config);
    for (const seat of [0, 1, 2]) {
      const name = describeHand(hand.seats[seat].cards as Card[], rules, 'pt-BR').name;
      expect(await page.getByText(name, { exact: true }).count()).toBeGreaterThan(0);
    }
    const pot = hand.result!.pots[0];
    expect(pot.amount).toBe(33);
    for (const [k, seat] of pot.winners.entries()) {
      await page.getByText(`${game.config.players[seat].name} ganha ${pot.shares[k]}`).first().waitFor();
    }
    await screenshot(page, 'table-showdown-draw5');

    await tapButton('Continuar');
    await page.getByRole('heading', { name: 'Depois da mão 1' }).waitFor();
    await page.getByText('Próximo carteador: Bia').waitFor();
    await page.getByText('Faltam 2 mãos.').waitFor();
    await screenshot(page, 'table-between-hands');

    await tapButton('Dar a próxima mão');
    await page.getByRole('heading', { name: 'Passe para Caio' }).waitFor();
    state = await storedState(page, game);
    expect(state.dealer).toBe(1);
    expect(state.hand?.pending).toEqual({ kind: 'bet', seat: 2 });
    await expectNothingHidden(page, state, null);
  });
});

describe('the table on a small phone', () => {
  it('fits 320×568 without sideways scrolling, with every control at least 44 px', async () => {
    const small = await browser.newPage();
    await small.setViewportSize({ width: 320, height: 568 });
    await small.goto(baseURL);
    await small.getByRole('heading', { level: 1 }).first().waitFor();
    await seedGame(small, dealtGame('e2e-draw5-small', game.config, 12));
    await small.evaluate(() => history.replaceState(null, ''));
    await small.reload();
    const layout = () =>
      small.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        smallest: Math.min(
          ...[...document.querySelectorAll('button, input, summary')].map((control) => {
            const box = control.getBoundingClientRect();
            return Math.min(box.width, box.height);
          }),
        ),
      }));
    await small.getByRole('heading', { name: 'Passe para Bia' }).waitFor();
    expect(await layout()).toMatchObject({ scrollWidth: 320 });
    expect((await layout()).smallest).toBeGreaterThanOrEqual(44);
    await small.getByRole('button', { name: 'Sou Bia: ver minhas cartas' }).click();
    await small.getByRole('heading', { name: 'Vez de Bia' }).waitFor();
    expect(await layout()).toMatchObject({ scrollWidth: 320 });
    expect((await layout()).smallest).toBeGreaterThanOrEqual(44);
    await screenshot(small, 'table-turn-320');
    await small.emulateMedia({ colorScheme: 'dark' });
    await screenshot(small, 'table-turn-320-dark');
    await small.close();
  });
});
