// Hold'em's house options in Chromium (RULES.md H11–H13) and the all-in run-out the table watches
// (O7): a straddle asked before the cards, a bomb pot called between hands, and a hand all-in
// before the flop run twice, street by street with each run's odds, then its result. The figures
// on screen are the engine's, worked out here in Node on the same situations.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  applySession,
  liveMoment,
  newSession,
  runoutMoments,
  view,
  type HandState,
  type SessionAction,
  type SessionConfig,
} from '../../src/engine/index.ts';
import { equity } from '../../src/engine/odds/equity.ts';
import { language } from '../../src/ui/i18n/index.ts';
import { screenshot, type Browser } from './browser.ts';
import { cellText, pageRows, rowTexts } from './odds-cells.ts';
import { applyAll, gameWithDeal, playOn } from './play-stacked.ts';
import { phoneWith, storedState, waitForLog, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');

let browser: Browser | undefined;
let page: Page;

beforeAll(() => {
  language.value = 'pt-BR';
});
afterAll(async () => {
  await browser?.close();
});

/** A phone of its own for each game. */
async function open(game: SeededGame): Promise<void> {
  ({ browser, page } = await phoneWith(baseURL, game, browser));
}

const button = (name: string) => page.getByRole('button', { name, exact: true });
const title = (name: string) => page.getByRole('heading', { level: 1, name });

/** Both a button and, turned sideways, the page's top and bottom edges hold it without scrolling. */
async function expectInView(name: string): Promise<void> {
  const box = await button(name).boundingBox();
  const size = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
}

const four = (options: SessionConfig['options']): SessionConfig => ({
  profile: 'holdem',
  players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
  firstDealer: 0,
  dealing: 'deck',
  options: { smallBlind: 1, bigBlind: 2, watchRunout: true, ...options },
});

describe("hold'em's house options", () => {
  it('H11: under the gun is asked to straddle before any card; the seat after him acts first and may raise to twice the straddle', async () => {
    const config = four({ straddle: 'utg' });
    await open({ id: 'e2e-straddle', config, log: [{ type: 'startHand', at: Date.now() }] });
    // Ana deals; Bia and Caio post the blinds; Duda, under the gun, is asked behind the cover.
    await title('Passe para Duda').waitFor();
    await button('Sou Duda: ver minhas cartas').click();
    await page.getByText('Duda: straddle?', { exact: true }).waitFor();
    expect(await page.locator('.own-cards .card').count()).toBe(0); // no card dealt yet
    await screenshot(page, 'holdem-straddle-ask');
    await button('Straddle de 4 fichas').click();
    // The shuffle comes after the straddle; the button acts first.
    await title('Passe para Ana').waitFor();
    const state = await storedState(page, { id: 'e2e-straddle', config, log: [] });
    expect(state.log.map((a) => a.type)).toEqual(['startHand', 'straddle', 'shuffle']);
    expect(state.hand!.seats.map((s) => s.bet)).toEqual([0, 1, 2, 4]);
    await button('Sou Ana: ver minhas cartas').click();
    await title('Vez de Ana').waitFor();
    await page.locator('.seat', { hasText: 'Duda' }).getByText('straddle', { exact: true }).waitFor();
    await button('Pagar 4').waitFor();
    await screenshot(page, 'holdem-straddle-turn');
    await button('Pagar 4').click();
    await waitForLog(page, { id: 'e2e-straddle', config, log: [] }, state.log.length);
  });

  it('H12, G12: between hands the table calls a bomb pot (undone and called again); everyone antes, the flop is out at once and the betting starts on it', async () => {
    const config = four({ bombPot: 10 });
    // A first hand everyone folds to the big blind.
    const folds: SessionAction[] = [
      { type: 'fold', seat: 3 },
      { type: 'fold', seat: 0 },
      { type: 'fold', seat: 1 },
    ];
    const seeded = gameWithDeal('e2e-bomb', config, () => true);
    await open({ ...seeded, log: [...seeded.log, ...folds] });
    await button('Continuar').click();
    await button('Próxima mão: bomb pot (10 fichas cada)').click();
    // G12: the app deals, yet a move between hands is taken back like any in the chip ledger.
    await button('Desfazer: Próxima mão: bomb pot').click();
    await button('Próxima mão: bomb pot (10 fichas cada)').click();
    await page.getByText(/A próxima mão é um bomb pot: todos põem 10 fichas, sem apostas antes do flop.$/).waitFor();
    await screenshot(page, 'holdem-bomb-between');
    await button('Dar o bomb pot').click();
    // Bia deals hand 2: Caio, on her left, acts first on the flop.
    await title('Passe para Caio').waitFor();
    const state = await storedState(page, seeded);
    const hand = state.hand!;
    expect(hand.config.mode).toBe('bomb');
    expect(hand.board).toHaveLength(3);
    expect(hand.seats.map((s) => s.committed)).toEqual([10, 10, 10, 10]);
    await button('Sou Caio: ver minhas cartas').click();
    await title('Vez de Caio').waitFor();
    expect(await page.locator('.board .card:not(.card-slot)').count()).toBe(3);
    await page.getByText('Bomb pot: todos puseram 10 fichas; sem apostas antes do flop.', { exact: true }).waitFor();
    await screenshot(page, 'holdem-bomb-flop');
  });
});

describe('the all-in run-out the table watches, run twice (H13, O7)', () => {
  it('O7, H13: the table agrees to run it twice, then watches each street with its odds, each run in turn, and gets each run\'s result and odds', async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 100 },
        { name: 'Bia', stack: 100 },
        { name: 'Caio', stack: 100 },
      ],
      firstDealer: 0,
      dealing: 'deck',
      options: { smallBlind: 1, bigBlind: 2, runouts: 2, watchRunout: true },
    };
    // Ana (the button) shoves, Bia calls, Caio folds: betting closed before the flop, the hands up.
    const moves: Record<number, SessionAction> = { 0: { type: 'raise', seat: 0, to: 100 }, 1: { type: 'call', seat: 1 }, 2: { type: 'fold', seat: 2 } };
    const decide = (hand: HandState): SessionAction | null => (hand.pending.kind === 'bet' ? moves[hand.pending.seat] : null);
    // A deal whose two runs go to different players, so each run's result is somebody's.
    const seeded = gameWithDeal('e2e-runout', config, (dealt) => {
      const ran = playOn(playOn(dealt, decide), (h) => (h.pending.kind === 'runIt' ? { type: 'runIt', times: 2 } : h.pending.kind === 'reveal' ? { type: 'reveal' } : null));
      const runs = ran.hand!.result?.pots[0].runs;
      return !!runs && runs[0].winners.length === 1 && runs[1].winners.length === 1 && runs[0].winners[0] !== runs[1].winners[0];
    });
    const started = applyAll(newSession(config), seeded.log);
    const closed = playOn(started, decide);
    expect(closed.hand!.pending).toEqual({ kind: 'runIt' });
    const game: SeededGame = { ...seeded, log: closed.log };
    await open(game);

    // The hands are face up with their odds before the runs are agreed.
    await title('Todos all-in: quantas vezes rodar o board?').waitFor();
    const expected = async (hand: HandState) => {
      const moment = liveMoment(view(hand, 'table'))!;
      return rowTexts(equity(moment.situation), config.players);
    };
    const rows = () => pageRows(page);
    await expect.poll(rows, { timeout: 15_000 }).toEqual(await expected(closed.hand!));
    await screenshot(page, 'holdem-run-it-choice');
    await button('Duas vezes').click();

    // Run 1, street by street.
    await title('All-in: cartas na mesa').waitFor();
    await button('Abrir o flop').waitFor();
    let state = await storedState(page, game);
    expect(state.hand!.runout).toEqual({ times: 2, runs: [] });
    await expect.poll(rows, { timeout: 15_000 }).toEqual(await expected(state.hand!));
    await expectInView('Abrir o flop');
    await screenshot(page, 'holdem-runout-preflop');
    await page.setViewportSize({ width: 740, height: 360 });
    await expectInView('Abrir o flop');
    await screenshot(page, 'holdem-runout-landscape');
    await page.setViewportSize({ width: 360, height: 740 });

    await button('Abrir o flop').click();
    await button('Abrir o turn').waitFor();
    state = await storedState(page, game);
    expect(state.hand!.board).toHaveLength(3);
    expect(await page.locator('.runout-board .board .card:not(.card-slot)').count()).toBe(3);
    await expect.poll(rows, { timeout: 15_000 }).toEqual(await expected(state.hand!));
    await screenshot(page, 'holdem-runout-flop');
    // A reload comes back to the same street: the flop is in the log.
    await page.reload();
    await button('Abrir o turn').waitFor();
    await page.setViewportSize({ width: 740, height: 360 });
    await expect.poll(rows, { timeout: 15_000 }).toEqual(await expected(state.hand!));
    await expectInView('Abrir o turn');
    await screenshot(page, 'holdem-runout-flop-landscape');
    await page.setViewportSize({ width: 360, height: 740 });
    await button('Abrir o turn').click();
    await button('Abrir o river').click();

    // Run 2 starts from the hands alone, the first run above it with who holds it.
    await page.getByText('Corrida 2 de 2', { exact: true }).waitFor();
    await button('Abrir o flop').waitFor();
    state = await storedState(page, game);
    expect(state.hand!.runout!.runs).toEqual([[]]);
    await expect.poll(rows, { timeout: 15_000 }).toEqual(await expected(state.hand!));
    await expectInView('Abrir o flop');
    await screenshot(page, 'holdem-runout-run2');
    // The calm pace: switched on, the flop comes on its own; a tap still brings the next street at once.
    await page.getByLabel('Abrir sozinho').check();
    await button('Abrir o turn').waitFor({ timeout: 10_000 });
    await page.getByLabel('Abrir sozinho').uncheck();
    for (const street of ['Abrir o turn', 'Abrir o river']) await button(street).click();

    // The result: each run's board and who took its half.
    await title('Resultado da mão 1').waitFor();
    state = await storedState(page, game);
    const [pot] = state.hand!.result!.pots;
    // 100 each and Caio's big blind: 202 chips, 101 a run.
    expect(pot.runs!.map((r) => r.amount)).toEqual([101, 101]);
    const lines = await page.locator('.runs-result .run-leaders').allTextContents();
    expect(lines.map((line) => line.split(' — ')[0])).toEqual(pot.runs!.map((r) => `${config.players[r.winners[0]].name} ganha 101`));
    await page.locator('.runs-result').scrollIntoViewIfNeeded();
    await screenshot(page, 'holdem-run-twice-result');
    // O7, H13: how the odds went, one table per run, each from the all-in through its own flop and turn.
    const moments = runoutMoments(state.hand!);
    const figure = (j: number, seat: number) => cellText(equity(moments[j].situation), 0, seat);
    const tables = page.locator('.runout-odds .odds-table');
    expect(await tables.count()).toBe(2);
    for (const run of [0, 1]) {
      const table = tables.nth(run);
      expect(await table.locator('caption').textContent()).toBe(`Corrida ${run + 1}`);
      expect(await table.locator('thead th').allTextContents()).toEqual(['Jogador', 'Pré-flop', 'Flop', 'Turn']);
      const columns = [0, ...moments.flatMap((m, j) => (m.run === run ? [j] : []))];
      for (const [r, seat] of moments[0].situation.pots[0].entries()) {
        const row = table.locator('tbody tr').nth(r);
        await expect.poll(() => row.locator('td').allTextContents(), { timeout: 15_000 }).toEqual(columns.map((j) => figure(j, seat)));
      }
    }
    await page.locator('.runout-odds').scrollIntoViewIfNeeded();
    await screenshot(page, 'holdem-run-twice-odds');
  });

  it('H13, G12: in the chip ledger the table agrees to run it twice and names the winners of each run in turn', async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 100 },
        { name: 'Bia', stack: 100 },
      ],
      firstDealer: 0,
      dealing: 'ledger',
      options: { smallBlind: 1, bigBlind: 2, runouts: 3 },
    };
    const started = applySession(newSession(config), { type: 'startHand', at: Date.now() });
    if (!started.ok) throw new Error(started.error.code);
    const moves: SessionAction[] = [{ type: 'raise', seat: 0, to: 100 }, { type: 'call', seat: 1 }];
    const allIn = playOn(started.state, (h) => (h.pending.kind === 'bet' ? moves.shift()! : null));
    const game: SeededGame = { id: 'e2e-ledger-runs', config, log: allIn.log };
    await open(game);
    await title('Todos all-in: quantas vezes rodar o board?').waitFor();
    await button('Três vezes').waitFor();
    await button('Duas vezes').click();
    await page.getByText('Vire o resto do board 2 vezes, uma corrida depois da outra.', { exact: true }).waitFor();
    await page.getByText('Corrida 1 de 2', { exact: true }).waitFor();
    await button('Ana').click();
    await button('Pote para Ana').click();
    await page.getByText('Corrida 2 de 2', { exact: true }).waitFor();
    // The second board lies beside the first: the pot says which run its count is of.
    expect(await page.locator('.ledger-board').textContent()).toBe('Corrida 2: 5 cartas no board');
    await button('Bia').click();
    await screenshot(page, 'holdem-ledger-run2-award');
    await button('Pote para Bia').click();
    await title('Resultado da mão 1').waitFor();
    const state = await storedState(page, game);
    expect(state.hand!.result!.pots[0].runs!.map((r) => r.winners)).toEqual([[0], [1]]);
    expect(await page.locator('.runs-result .run-leaders').allTextContents()).toEqual(['Ana ganha 100', 'Bia ganha 100']);
  });
});
