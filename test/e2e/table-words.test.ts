// Issue 20's words and frictions at the table, on screen: the hand log's blinds and amounts, an
// all-in tile's bet, an uncontested winner not asked to show (G9, B9), a fechado opener's shown
// openers (F12), a chip-ledger result with its typed board (O8), the setup's default currency in
// English, the odds history's names at 360 px and the replayer's first run seen whole (H13).
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applySession, legalActions, newSession, parseCards, seededSource, shuffle, type SessionAction, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { launchBrowser, screenshot, type Browser } from './browser.ts';
import { cardName, newPhone, phoneWith, seedGame, storedState, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');

let browser: Browser | undefined;
let page: Page;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A game from its first deal, each decision `decide`'s (the shuffles drawn from `seed`), until it says stop. */
function drive(id: string, config: SessionConfig, decide: (state: SessionState) => SessionAction | null, seed = 1): SeededGame & { state: SessionState } {
  const rng = seededSource(seed);
  let state = newSession(config);
  const log: SessionAction[] = [];
  const play = (action: SessionAction) => {
    const next = applySession(state, action);
    if (!next.ok) throw new Error(`${JSON.stringify(action)}: ${next.error.code}`);
    state = next.state;
    log.push(action);
  };
  play({ type: 'startHand', at: Date.now() });
  while (state.hand && !state.hand.result) {
    const [first] = legalActions(state.hand).actions;
    if (first?.type === 'shuffle') play({ type: 'shuffle', deck: shuffle(first.cards, rng) });
    else {
      const action = decide(state);
      if (!action) break;
      play(action);
    }
  }
  return { id, config, log, state };
}

const open = async (game: SeededGame) => {
  ({ browser, page } = await phoneWith(baseURL, game, browser));
};

/** Both orientations of the screen as it is, named `name` and `name-landscape`, and back upright. */
async function shots(name: string): Promise<void> {
  await screenshot(page, name);
  await page.setViewportSize({ width: 740, height: 360 });
  await screenshot(page, `${name}-landscape`);
  await page.setViewportSize({ width: 360, height: 740 });
}

const four = ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 }));

describe('the hand log and the seats', () => {
  it('G11, H2, G7: the log starts with the blinds and says what each call put in; an all-in tile says what it bet', async () => {
    // Duda deals: Ana small blind, Bia big blind; Caio moves all-in, Duda calls it all-in.
    const game = drive('e2e-words-holdem', { profile: 'holdem', players: four, firstDealer: 3, options: { smallBlind: 1, bigBlind: 2 } }, (state) => {
      const seat = legalActions(state.hand!).seat;
      if (seat === 2) return { type: 'raise', seat, to: 200 };
      if (seat === 3) return { type: 'call', seat };
      return null;
    });
    await open(game);
    await page.getByRole('button', { name: 'Sou Ana: ver minhas cartas' }).click();
    await page.getByRole('heading', { name: 'Vez de Ana' }).waitFor();
    await page.locator('.hand-log summary').click();
    const lines = await page.locator('.hand-log li').allTextContents();
    expect(lines.slice(0, 2)).toEqual(['Ana pôs o small blind (1)', 'Bia pôs o big blind (2)']);
    expect(lines).toContain('Caio aumentou para 200 (all-in)');
    expect(lines).toContain('Duda pagou 200 (all-in)');
    for (const name of ['Caio', 'Duda']) {
      const tile = page.locator('.seat', { hasText: name });
      expect(await tile.locator('.seat-bet').textContent()).toBe('pôs 200 na mão');
      expect(await tile.locator('.seat-mark').textContent()).toBe('All-in');
    }
    await page.locator('.hand-log').scrollIntoViewIfNeeded();
    await shots('words-hand-log');
  });
});

describe('an uncontested winner', () => {
  it('G9, B9: the last player in, without a bonus hand, takes the pot at once: nobody asks him to show', async () => {
    // Bia declines the re-buy, nobody exchanges, Bia folds: Ana's fold leaves Caio alone.
    const three = ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 }));
    const config: SessionConfig = { profile: 'brasileiro', players: three, firstDealer: 0, options: { showToClaim: true } };
    const game = drive('e2e-words-brasileiro', config, (state) => {
      const pending = state.hand!.pending;
      if (pending.kind === 'decide') return { type: 'rebuy', seat: pending.seat, accept: false };
      if (pending.kind === 'draw') return { type: 'draw', seat: pending.seat, discard: [] };
      if (pending.kind === 'bet' && pending.seat === 1) return { type: 'fold', seat: 1 };
      return null;
    });
    expect(game.state.hand!.pending).toEqual({ kind: 'bet', seat: 0 });
    await open(game);
    await page.getByRole('button', { name: 'Sou Ana: ver minhas cartas' }).click();
    await page.getByRole('button', { name: 'Desistir', exact: true }).click();
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    await page.getByText('Todos desistiram: Caio leva sem mostrar.', { exact: true }).waitFor();
    const state = await storedState(page, game);
    expect(state.history).toHaveLength(1);
    expect(state.log.some((a) => a.type === 'show' || a.type === 'muck')).toBe(false);
    await shots('words-brasileiro-uncontested');
  });

  it('F12, G12: a fechado opener nobody called who showed his openers is said to have shown them', async () => {
    const three = ['Ana', 'Bruno', 'Caio'].map((name) => ({ name, stack: 100 }));
    const game = drive('e2e-words-fechado', { profile: 'fechado', players: three, firstDealer: 0, dealing: 'ledger' }, (state) => {
      const pending = state.hand!.pending;
      if (pending.kind !== 'bet') return null;
      return pending.seat === 1 ? { type: 'bet', seat: 1, to: 2 } : { type: 'fold', seat: pending.seat };
    });
    await open(game);
    await page.getByRole('heading', { level: 1, name: 'Bruno abriu: mostrou a abertura?' }).waitFor();
    await page.getByRole('button', { name: 'Mostrou', exact: true }).click();
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    await page.getByText('Todos desistiram: Bruno mostrou a abertura e leva o pote.', { exact: true }).waitFor();
    expect(await page.getByText(/sem mostrar/).count()).toBe(0);
    await shots('words-fechado-openers-shown');
  });
});

describe('the chip ledger’s typed board', () => {
  it('O8: the board the table typed is on the result, card by card, and named the Board', async () => {
    const two = ['Ana', 'Bia'].map((name) => ({ name, stack: 100 }));
    const typed: SessionAction[] = [
      { type: 'show', seat: 0, cards: parseCards('As Ah') },
      { type: 'show', seat: 1, cards: parseCards('Ks Kh') },
      { type: 'deal', to: 'board', cards: parseCards('Kd 7c 2s 4s 3h'), run: 0 },
    ];
    const game = drive('e2e-words-ledger-board', { profile: 'holdem', players: two, firstDealer: 0, dealing: 'ledger', options: { smallBlind: 1, bigBlind: 2 } }, (state) => {
      const pending = state.hand!.pending;
      if (pending.kind === 'bet') return pending.seat === 0 ? { type: 'raise', seat: 0, to: 100 } : { type: 'call', seat: 1 };
      return typed.shift() ?? null;
    });
    expect(game.state.hand!.result!.pots[0].winners).toEqual([1]);
    await open(game);
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    const board = page.getByRole('group', { name: 'Cartas da mesa' });
    expect(await board.getByRole('img').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual([
      'Rei de ouros',
      'Sete de paus',
      'Dois de espadas',
      'Quatro de espadas',
      'Três de copas',
    ]);
    expect(await page.getByText(/Cartas na mesa/).count()).toBe(0);
    await shots('words-ledger-board-result');
  });
});

describe('a table set up in English', () => {
  it('B13: the currency the language brings (US$) is the default, so it is not said to differ from R$', async () => {
    browser = await launchBrowser({ locale: 'en-US' });
    page = await browser.newPage();
    await page.goto(baseURL);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: /Brazilian poker/i }).click();
    const help = page.locator('#option-currency-help');
    await help.waitFor();
    expect(await help.textContent()).not.toContain('default');
    expect(await page.locator('.field-default').allTextContents()).toEqual([]);
    await page.locator('#option-currency-help').scrollIntoViewIfNeeded();
    await shots('words-setup-currency-en');
  });
});

describe('a board run twice', () => {
  const two = ['Jogador 1', 'Jogador 2'].map((name) => ({ name, stack: 100 }));
  const config: SessionConfig = { profile: 'holdem', players: two, firstDealer: 0, options: { smallBlind: 1, bigBlind: 2, runouts: 2, watchRunout: true } };
  const game = drive('e2e-words-runs', config, (state) => {
    const pending = state.hand!.pending;
    if (pending.kind === 'bet') return pending.seat === 0 ? { type: 'raise', seat: 0, to: 100 } : { type: 'call', seat: 1 };
    if (pending.kind === 'runIt') return { type: 'runIt', times: 2 };
    if (pending.kind === 'reveal') return { type: 'reveal' };
    return null;
  });

  it('O7: the odds history names each player in full at 360 px, never "Joga…"', async () => {
    await open(game);
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    const names = page.locator('.runout-odds th[scope="row"]');
    await names.first().waitFor();
    for (const cell of await names.all()) {
      expect(['Jogador 1', 'Jogador 2']).toContain(await cell.textContent());
      expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await page.locator('.runout-odds').scrollIntoViewIfNeeded();
    await shots('words-odds-history');
  });

  it('H13: the replayer shows run 1’s river before run 2 is dealt', async () => {
    const first = game.state.hand!.board;
    ({ browser, page } = await newPhone(baseURL));
    await seedGame(page, { ...game, id: 'e2e-words-replay' }, { status: 'finished' });
    await page.evaluate(() => history.replaceState({ screen: { name: 'replay', gameId: 'e2e-words-replay', hand: 1 }, depth: 0 }, ''));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Mão 1' }).waitFor();
    const next = page.getByRole('button', { name: 'Próxima' });
    const runOne = page.getByRole('group', { name: 'Corrida 1' });
    let seen = false;
    while (!(await next.isDisabled())) {
      await next.click();
      // Before the last step (where every run is listed with its winners), run 1 whole while run 2 is dealt.
      if ((await next.isDisabled()) || (await runOne.count()) === 0 || (await runOne.getByRole('img').count()) < 5) continue;
      expect(await runOne.getByRole('img').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual(first.map(cardName));
      if (!seen) await shots('words-replay-run1-river');
      seen = true;
    }
    expect(seen).toBe(true);
  });
});
