// fechado in Chromium: a deal nobody can open (passo / mesa only, the openers shown, the chips left
// on the table and the ladder's next step), then a deal that is opened (abro, repique, the mesa
// player who may only call or drop, the 0–4 exchange, the second round, the carried chips won).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getProfile, hasOpeners, type Card, type Openers, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { onePhone, screenshot } from './browser.ts';
import { appendActions, gameWithDeal, nextDeal } from './play-stacked.ts';
import { expectNothingHidden, openSeeded, playTurn, seedGame, storedState, type Move } from './play-table.ts';

const baseURL = inject('baseURL');

const config: SessionConfig = {
  profile: 'fechado',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })),
  firstDealer: 0,
};

const holds = (state: SessionState, seat: number, openers: Openers) =>
  hasOpeners(state.hand!.seats[seat].cards as Card[], openers, getProfile('fechado').ranking(state.hand!.config));

// Deal 1 (Ana deals, Bia speaks first): nobody holds a pair of jacks or better.
const game = gameWithDeal('e2e-fechado', config, (dealt) => [0, 1, 2].every((seat) => !holds(dealt, seat, 'jacks')));

let page: Page;

onePhone((opened) => (page = opened.page));

const tapButton = (name: string) => page.getByRole('button', { name, exact: true }).click();
const turn = (name: string, move: Move, shot?: string) => playTurn(page, game, name, move, shot);
const buttons = async () => (await page.locator('.action-panel button').allTextContents()).map((text) => text.trim());

describe('fechado at the table', () => {
  it('F5, F7, F12: a deal nobody can open — passo or mesa only, the chips stay, the next deal needs queens', async () => {
    await openSeeded(page, baseURL, game);

    for (const [name, shot] of [['Bia', 'fechado-no-openers'], ['Caio', undefined], ['Ana', undefined]] as const) {
      await turn(
        name,
        async () => {
          await page.getByText('Abertura: par de valetes ou melhor').waitFor();
          await page.getByText('Você não tem abertura (par de valetes ou melhor): passe ou peça mesa.').waitFor();
          expect(await buttons()).toEqual(['Passo', 'Mesa']);
          await tapButton('Mesa');
        },
        shot,
      );
    }
    const state = await storedState(page, game);
    expect(state.history).toHaveLength(1);
    expect(state.carried).toEqual({ chips: 3, deals: 1 });
    await page.getByText('Ninguém abriu: 3 ficam na mesa para a próxima rodada.').waitFor();
    await page.getByText('Próxima abertura: par de damas ou melhor.').waitFor();
    await expectNothingHidden(page, state, null);
    await screenshot(page, 'fechado-dead-deal');

    await tapButton('Continuar');
    await page.getByRole('heading', { name: 'Depois da mão 1' }).waitFor();
    await page.getByText('Na mesa, de uma rodada sem abertura: 3').waitFor();
    await page.getByText('Próxima abertura: par de damas ou melhor.').waitFor();
    await screenshot(page, 'fechado-between-carried');
  });

  it('F8, F9, F11, F12: the next deal is opened with queens, repique, the mesa player only calls or drops, exchange, showdown', async () => {
    // Deal 2 (Bia deals, Caio speaks first): Caio cannot open, Ana can, Bia cannot.
    const before = await storedState(page, game);
    const deal = nextDeal(before, (dealt) => !holds(dealt, 2, 'queens') && holds(dealt, 0, 'queens') && !holds(dealt, 1, 'queens'));
    await appendActions(page, game.id, deal);
    await page.reload();

    await turn('Caio', async () => {
      await page.getByText('Abertura: par de damas ou melhor').waitFor();
      await page.getByText('Na mesa, de uma rodada sem abertura: 3').waitFor();
      expect(await buttons()).toEqual(['Passo', 'Mesa']);
      await tapButton('Mesa');
    });
    let state = await turn(
      'Ana',
      async () => {
        expect(await buttons()).toContain('Mesa');
        // G7: the pot on the screen counts the 3 chips carried and this deal's 3 pingos; so does its Pot pick.
        expect(await page.locator('.pot-total .pot-amount').textContent()).toBe('6');
        await tapButton('Pote');
        expect(await page.getByRole('spinbutton').inputValue()).toBe('6');
        await page.getByRole('spinbutton').fill('2');
        await tapButton('Abro com 2');
      },
      'fechado-open',
    );
    expect(state.hand?.opened).toEqual({ seat: 0, shown: true });
    await turn('Bia', async () => {
      await page.getByText('Ana abriu.').waitFor();
      await page.getByRole('spinbutton').fill('4');
      await tapButton('Repique para 4');
    });
    await turn(
      'Caio',
      async () => {
        await page.getByText('Você pediu mesa: agora só acompanha ou sai.').waitFor();
        expect(await buttons()).toEqual(['Sair', 'Acompanhar 4']);
        await tapButton('Sair');
      },
      'fechado-mesa-only',
    );
    state = await turn('Ana', async () => {
      expect(await buttons()).toContain('Contra-repique para 5');
      await tapButton('Acompanhar 2');
    });
    expect(state.hand?.pending).toEqual({ kind: 'draw', seat: 0 });

    // F9: the exchange, 0 to 4 cards, from the first player still in on the dealer's left.
    state = await turn('Ana', async (s, seat) => {
      await page.getByText('Troca de 0 a 4 cartas.').waitFor();
      const cards = s.hand!.seats[seat].cards as Card[];
      for (const card of cards.slice(0, 4)) await page.locator('.draw-card').nth(cards.indexOf(card)).click();
      await tapButton('Trocar 4 cartas');
    });
    expect(state.hand?.seats[0].exchanged).toEqual([4]);
    await turn('Bia', () => tapButton('Não trocar nenhuma'));

    // F11: the last raiser speaks first; both say mesa and the best hand takes the pot with the carried chips.
    await turn('Bia', () => tapButton('Mesa'));
    state = await turn('Ana', () => tapButton('Mesa'));
    const result = state.hand!.result!;
    expect(result.pots[0].amount).toBe(3 + 3 + 4 + 4);
    await page.getByRole('heading', { name: 'Resultado da mão 2' }).waitFor();
    await expectNothingHidden(page, state, null);
    expect(state.carried).toEqual({ chips: 0, deals: 0 });
    await screenshot(page, 'fechado-showdown');
  });

  it('F13: the escuro variant shows its chain of posts and what staying in costs; no openers asked', async () => {
    const escuro = gameWithDeal('e2e-fechado-escuro', { ...config, options: { escuroPosters: 3 } }, () => true);
    await seedGame(page, escuro);
    await page.evaluate(() => history.replaceState(null, ''));
    await page.reload(); // the most recent game in progress opens
    await playTurn(
      page,
      escuro,
      'Ana',
      async () => {
        await page.getByText('Escuro: Ana 1 · Bia 2 · Caio 4 (escurante)').waitFor();
        await page.getByText('Para ficar, pague o escuro de Caio (4).').waitFor();
        expect(await page.getByText(/^Abertura:/).count()).toBe(0);
        expect(await buttons()).toEqual(['Sair', 'Acompanhar 3']);
        await tapButton('Acompanhar 3');
      },
      'fechado-escuro',
    );
  });
});
