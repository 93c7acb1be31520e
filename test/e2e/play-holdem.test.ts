// A hold'em hand in Chromium with a short all-in and a side pot: the all-in asks first, the pots
// show main and side amounts, and the showdown pays each pot to its own winner (G7, H7).
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeHand, getProfile, replaySession, view, type Card, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { launchBrowser, onePhone, screenshot } from './browser.ts';
import { playedTo } from './play-stacked.ts';
import { cardName, dealtGame, expectNothingHidden, openedGame, openSeeded, playTurn, storedState, type Move, type SeededGame, openTable } from './play-table.ts';

const baseURL = inject('baseURL');

const game = dealtGame(
  'e2e-holdem',
  {
    profile: 'holdem',
    players: [
      { name: 'Ana', stack: 50 },
      { name: 'Bia', stack: 200 },
      { name: 'Caio', stack: 200 },
    ],
    firstDealer: 0,
    options: { smallBlind: 1, bigBlind: 2 },
  },
  5,
);

let page: Page;

onePhone((opened) => (page = opened.page));

const tapButton = (name: string) => page.getByRole('button', { name, exact: true }).click();
const turn = (name: string, move: Move, shot?: string) => playTurn(page, game, name, move, shot);
const nameOf = (seat: number) => game.config.players[seat].name;

async function potLine(name: string, amount: number): Promise<void> {
  const pot = page.locator('.pot').filter({ hasText: name });
  expect(await pot.locator('.pot-amount').textContent()).toBe(String(amount));
}

describe("hold'em at the table", () => {
  it('H3–H7, G7: a short all-in, a re-raise, main and side pots, and a showdown paying each pot', async () => {
    await openSeeded(page, baseURL, game);

    // Preflop (H3): Ana, on the button with three players, speaks first and goes all-in for 50.
    await turn('Ana', async () => {
      await tapButton('All-in');
      await tapButton('Aumentar para 50');
      await page.getByText('Apostar todas as suas fichas (50)?').waitFor();
      await screenshot(page, 'table-confirm-all-in');
      await tapButton('Confirmar');
    });
    await turn('Bia', async () => {
      await page.getByRole('spinbutton').fill('120');
      await tapButton('Aumentar para 120');
    });
    let state: SessionState = await turn('Caio', () => tapButton('Pagar 118'));
    expect(state.hand?.seats.map((s) => s.allIn)).toEqual([true, false, false]);

    // The flop: Ana is all-in, so Bia (left of the button) speaks first; two pots stand.
    state = await turn('Bia', async () => {
      await potLine('Pote principal', 150);
      await potLine('Pote lateral 1', 140);
      await screenshot(page, 'table-side-pot-holdem');
      await tapButton('Mesa');
    });
    expect(state.hand?.board).toHaveLength(3);
    for (let street = 0; street < 3; street++) {
      if (street > 0) state = await turn('Bia', () => tapButton('Mesa'));
      state = await turn('Caio', () => tapButton('Mesa'));
    }

    // Showdown (H7): whoever may muck chooses; everyone here shows.
    while (state.hand?.pending.kind === 'show') {
      const seat = state.hand.pending.seat;
      state = await turn(nameOf(seat), async () => {
        await page.getByText('Showdown: mostrar ou descartar?').waitFor();
        await tapButton('Mostrar as cartas');
      });
    }
    const result = state.hand?.result;
    expect(result?.pots.map((pot) => pot.amount)).toEqual([150, 140]);
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    await expectNothingHidden(page, state, null);
    for (const [i, pot] of result!.pots.entries()) {
      const line = page.locator('.pot-result').nth(i);
      expect(await line.locator('.pot-name').textContent()).toBe(`${i === 0 ? 'Pote principal' : 'Pote lateral 1'} · ${pot.amount}`);
      const paid = pot.winners.map((seat, k) => `${nameOf(seat)} ganha ${pot.shares[k]}`).join(' · ');
      expect(await line.locator('.pot-winners').textContent()).toBe(paid);
    }
    for (const seat of [0, 1, 2]) {
      const net = page.locator('.net').filter({ hasText: nameOf(seat) });
      expect(await net.locator('.net-stack').textContent()).toBe(`→ ${state.hand!.seats[seat].stack} ${state.hand!.seats[seat].stack === 1 ? 'ficha' : 'fichas'}`);
    }
    await page.waitForTimeout(800); // the amounts' slide into the stacks
    await screenshot(page, 'table-showdown-holdem');
  });
});

describe("hold'em all-in (H7, TDA rule 16)", () => {
  const allIn = dealtGame(
    'e2e-holdem-all-in',
    {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 50 },
        { name: 'Bia', stack: 200 },
      ],
      firstDealer: 0,
      options: { smallBlind: 1, bigBlind: 2 },
    },
    8,
  );

  it('H7: an all-in called before the flop turns both hands up at once — nobody is asked to show or muck — and the board runs out', async () => {
    // A browser of its own: the other hand of this file stays open in the shared one.
    const fresh = await launchBrowser({ locale: 'pt-BR' });
    try {
      const tab = await fresh.newPage();
      await openSeeded(tab, baseURL, allIn);
      const tap = (name: string) => tab.getByRole('button', { name, exact: true }).click();
      // Heads-up the button (Ana) posts the small blind and speaks first (H8).
      await playTurn(tab, allIn, 'Ana', async () => {
        await tap('All-in');
        await tap('Aumentar para 50');
        await tap('Confirmar');
      });
      const state = await playTurn(tab, allIn, 'Bia', () => tap('Pagar 48'));
      const hand = state.hand!;
      expect(hand.log.filter((a) => a.type === 'show' || a.type === 'muck')).toEqual([]);
      expect(hand.board).toHaveLength(5);
      expect(view(hand, 'table').runout).toEqual({ board: 0, times: 1, boards: [hand.board] });
      await tab.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
      expect(await tab.getByText('Showdown: mostrar ou descartar?').count()).toBe(0);
      // Both hands face up for the whole table, the cover down.
      for (const card of hand.seats.flatMap((s) => s.cards)) expect(await tab.getByRole('img', { name: cardName(card!), exact: true }).count()).toBeGreaterThan(0);
      await expectNothingHidden(tab, state, null);
      await tab.waitForTimeout(800); // the amounts' slide into the stacks
      await screenshot(tab, 'table-all-in-holdem');
    } finally {
      await fresh.close();
    }
  });
});

describe('a game from the New game screen', () => {
  it('G9: from the rule book defaults; everyone folds to the big blind, who takes the pot unshown', async () => {
    const fresh = await launchBrowser({ locale: 'pt-BR' });
    try {
      const tab = await fresh.newPage();
      await tab.goto(baseURL);
      await tab.getByRole('button', { name: 'Novo jogo' }).click();
      await tab.getByRole('button', { name: /Texas Hold'em/ }).click();
      await tab.getByLabel('Nome do jogador no lugar 1', { exact: true }).fill('Ana');
      await tab.getByLabel('Nome do jogador no lugar 2', { exact: true }).fill('Bia');
      await tab.getByRole('button', { name: 'Começar o jogo' }).last().click();
      await tab.getByRole('heading', { name: /^Passe para / }).waitFor();
      const started = await openedGame(tab);
      let state = await storedState(tab, started);
      expect(state.log.map((a) => a.type)).toEqual(['startHand', 'shuffle']); // the deck was drawn and stored
      while (state.hand?.pending.kind === 'bet') {
        const name = started.config.players[state.hand.pending.seat].name;
        state = await playTurn(tab, started, name, () => tab.getByRole('button', { name: 'Desistir', exact: true }).click());
      }
      const result = state.hand?.result;
      expect(result?.uncontested).toBe(true);
      const winner = started.config.players[result!.pots[0].winners[0]].name;
      await tab.getByText(`Todos desistiram: ${winner} leva sem mostrar.`).waitFor();
      await expectNothingHidden(tab, state, null);
      await tab.getByRole('button', { name: 'Continuar', exact: true }).click();
      await tab.getByRole('heading', { name: 'Depois da mão 1' }).waitFor();
    } finally {
      await fresh.close();
    }
  });
});

/** Heads-up, checked down to a showdown where both hands read the same by name and one still wins. */
function kickerGame(): { game: SeededGame; names: [string, string] } {
  const config: SessionConfig = { profile: 'holdem', players: ['Ana', 'Bia'].map((name) => ({ name, stack: 100 })), firstDealer: 0, dealing: 'deck', options: { smallBlind: 1, bigBlind: 2 } };
  for (let seed = 1; seed < 5000; seed++) {
    const game = playedTo('e2e-holdem-kicker', config, (s) => s.hand!.result !== null, seed);
    const hand = (replaySession(config, game.log) as { state: SessionState }).state.hand!;
    const rules = getProfile('holdem').ranking(hand.config);
    const made = hand.seats.map((s) => describeHand([...(s.cards as Card[]), ...hand.board], rules, 'pt-BR'));
    if (made[0].name === made[1].name && made[0].value !== made[1].value) return { game, names: [made[0].name, made[1].name] };
  }
  throw new Error('no seed deals two hands of one name');
}

describe('the showdown says why a hand won', () => {
  it('G3: two hands of the same name are told apart by the kicker that decided', async () => {
    const { game, names } = kickerGame();
    await openTable(page, game);
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    const said = await page.locator('.shown-rank').allTextContents();
    expect(said).toHaveLength(2);
    // Each name starts as before and goes on to what decided, so the two no longer read the same.
    for (const text of said) expect(names.some((name) => text.startsWith(`${name}, `))).toBe(true);
    expect(said[0]).not.toBe(said[1]);
    await screenshot(page, 'table-showdown-kicker');
    await page.setViewportSize({ width: 740, height: 360 });
    await screenshot(page, 'table-showdown-kicker-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
  });
});
