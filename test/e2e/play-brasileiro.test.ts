// Brasileiro in Chromium: the escuro bought again before any card is seen, the exchange with the
// 4-card privilege and its late fourth card, mesa at the double limit with the maximum in view,
// everything to the right; then a hand with four of a kind, its bonus at the showdown, and the
// jacker deal that follows (passo / abro, only trips open).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeHand, evaluate, getProfile, legalActions, type Card, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { screenshot, type Browser } from './browser.ts';
import { gameWithDeal } from './play-stacked.ts';
import { expectNothingHidden, newPhone, playTurn, seedGame, storedState, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');

const config: SessionConfig = {
  profile: 'brasileiro',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })),
  firstDealer: 0,
  dealing: 'deck',
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await newPhone(baseURL));
});
afterAll(async () => {
  await browser?.close();
});

const tapButton = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' }).click();
const nameOf = (seat: number) => config.players[seat].name;
const buttons = async () => (await page.locator('.action-panel button').allTextContents()).map((text) => text.trim());
const acting = (state: SessionState) => {
  const pending = state.hand!.pending;
  return 'seat' in pending ? pending.seat : -1;
};

async function open(game: SeededGame): Promise<void> {
  await seedGame(page, game);
  await page.evaluate(() => history.replaceState(null, ''));
  await page.reload(); // the most recent game in progress opens, cover up
}

describe('brasileiro at the table', () => {
  it('B3–B8: the escuro bought again before the deal, the 4-card exchange, mesa with the double limit in view', async () => {
    // The first hand waits for Bia's re-buy before any card is dealt; the app then shuffles.
    const game: SeededGame = { id: 'e2e-brasileiro', config, log: [{ type: 'startHand', at: Date.now() }] };
    await open(game);

    let state = await playTurn(
      page,
      game,
      'Bia',
      async () => {
        expect(await page.locator('.own-cards .card').count()).toBe(0); // B5: before looking at any card
        await page.getByText('Tudo gira para a direita ←').waitFor();
        await page.locator('.profile-info').getByText('Ana (carteador) pôs 1').waitFor();
        // The hand log begins with the same posts (G7, B4).
        expect(await page.locator('.hand-log li').allTextContents()).toEqual(['Ana (carteador) pôs 1', 'Caio comprou o escuro por 2']);
        await page.getByText('Escuro de Caio: para ficar, 2').waitFor();
        await page.getByText('Agora, para ficar na mão: 2. Comprando, passa a 4 e você fala por último.').waitFor();
        expect(await page.locator('.seat').filter({ hasText: 'Caio' }).locator('.seat-badge').textContent()).toBe('escuro');
        expect(await page.locator('.seat').filter({ hasText: 'Ana' }).getByLabel('Carteador').count()).toBe(1);
        await tapButton('Comprar (4)');
      },
      'brasileiro-rebuy',
    );
    expect(state.hand?.escuro).toMatchObject({ buyer: 1, amount: 4 });
    // B6: the exchange starts on the dealer's right, who may take 4: three now, the fourth later.
    expect(state.hand?.pending).toEqual({ kind: 'draw', seat: 2 });
    state = await playTurn(
      page,
      game,
      'Caio',
      async () => {
        await page.getByText('Você pode trocar até 4: recebe 3 agora e a quarta depois que todos trocarem.').waitFor();
        // B5: the hand log says what the re-buy cost, in words.
        await page.locator('.hand-log summary').click();
        await page.locator('.hand-log li', { hasText: 'Bia comprou o escuro por 4' }).waitFor();
        for (let i = 0; i < 4; i++) await page.locator('.draw-card').nth(i).click();
        await tapButton('Trocar 4 cartas');
      },
      'brasileiro-exchange-four',
    );
    expect(state.hand?.seats[2].cards).toHaveLength(4);
    state = await playTurn(page, game, 'Bia', async () => {
      await page.getByText('Caio recebe a quarta carta depois que todos trocarem.').waitFor();
      await tapButton('Não trocar nenhuma');
    });
    state = await playTurn(page, game, 'Ana', () => tapButton('Não trocar nenhuma'));
    expect(state.hand?.seats[2].cards).toHaveLength(5);

    // B7: the betting starts on the right of the last buyer (Bia): Ana, then Caio, Bia last; all say mesa.
    expect(acting(state)).toBe(0);
    const raise = legalActions(state.hand!).actions.find((a) => a.type === 'raise')!;
    state = await playTurn(
      page,
      game,
      'Ana',
      async () => {
        await page.getByText(`Limite duplo: você pode ir até ${raise.type === 'raise' ? raise.max : 0}.`).waitFor();
        expect(await buttons()).toContain('Desistir');
        expect(await buttons()).toContain('Mesa (3)');
        expect(await buttons()).toContain(`Aumentar para ${raise.type === 'raise' ? raise.min : 0}`);
        await tapButton('Mesa (3)');
      },
      'brasileiro-mesa',
    );
    state = await playTurn(page, game, 'Caio', () => tapButton('Mesa (2)'));
    state = await playTurn(page, game, 'Bia', async () => {
      expect(await buttons()).toContain('Mesa');
      await tapButton('Mesa');
    });
    expect(state.hand?.result?.pots[0].amount).toBe(12);
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    await expectNothingHidden(page, state, null);
    await screenshot(page, 'brasileiro-showdown');
  });

  it('B9, B10: four of a kind shown earns +1 from each player; the next deal is jacker, passo or abro on trips', async () => {
    const rules = (state: SessionState) => getProfile('brasileiro').ranking(state.hand!.config);
    const quads = (state: SessionState) => state.hand!.seats.findIndex((s) => evaluate(s.cards as Card[], rules(state)).category === 'four-of-a-kind');
    // Bia declines the re-buy; the deal gives someone four of a kind.
    const game = gameWithDeal('e2e-brasileiro-bonus', config, (dealt) => quads(dealt) >= 0, [{ type: 'rebuy', seat: 1, accept: false }]);
    await open(game);

    let state = await storedState(page, game);
    const lucky = quads(state);
    const hand = describeHand(state.hand!.seats[lucky].cards as Card[], rules(state), 'pt-BR').name;
    while (state.hand?.pending.kind === 'draw') state = await playTurn(page, game, nameOf(acting(state)), () => tapButton('Não trocar nenhuma'));
    while (state.hand && !state.hand.result) state = await playTurn(page, game, nameOf(acting(state)), () => tapButton(/^Mesa/));

    expect(state.hand!.result!.bonus![lucky]).toBe(2);
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    await page.getByText(`${nameOf(lucky)} mostrou ${hand.charAt(0).toLowerCase()}${hand.slice(1)}: +1 de cada`).waitFor();
    await page.getByText(`${nameOf(lucky)} recebe 2 de bônus.`).waitFor();
    await screenshot(page, 'brasileiro-bonus');

    await tapButton('Continuar');
    await page.getByRole('heading', { name: 'Depois da mão 1' }).waitFor();
    await page.getByText('A próxima mão é jacker: sem escuro, todos põem 2.').waitFor();
    await page.getByText('Próximo carteador: Caio').waitFor(); // B3: the deal moves to the right
    await tapButton('Dar a próxima mão');

    // The jacker deal: everyone posts 2, the dealer's right (Bia) speaks first: passo, or abro with trips.
    await page.getByRole('heading', { name: 'Passe para Bia' }).waitFor();
    state = await storedState(page, game);
    expect(state.hand?.config.mode).toBe('jacker');
    const mayOpen = legalActions(state.hand!).actions.some((a) => a.type === 'bet');
    state = await playTurn(
      page,
      game,
      'Bia',
      async () => {
        await page.getByText('Jacker: 6 acumuladas, 1ª rodada.').waitFor();
        await page.getByText('Só abre quem tem trinca ou melhor.').waitFor();
        expect(await page.locator('.seat').filter({ hasText: 'Caio' }).getByLabel('Carteador').count()).toBe(1);
        const shown = await buttons();
        expect(shown).toContain('Passo');
        expect(shown.some((text) => text.startsWith('Abro com'))).toBe(mayOpen);
        if (!mayOpen) await page.getByText('Sem trinca você não abre: passe.').waitFor();
        await tapButton('Passo');
      },
      'brasileiro-jacker',
    );
    expect(state.hand?.log.at(-1)).toEqual({ type: 'check', seat: 1 });
  });
});
