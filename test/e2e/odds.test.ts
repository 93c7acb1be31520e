// The all-in odds in Chromium (RULES.md O1–O9): a hold'em hand all-in pre-flop with a side pot,
// whose result shows how each pot's odds went street by street; a Baseball deal whose result
// shows them from the last fold on, sampled figures with their ±; and a chip-ledger all-in where
// the table types the hands turned up and then the flop. The figures on screen are the engine's,
// worked out here in Node on the same situations: the page's worker must agree with them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  applySession,
  formatCard,
  legalActions,
  liveMoment,
  newSession,
  parseCards,
  replaySession,
  runoutMoments,
  view,
  type Card,
  type HandState,
  type HandView,
  type OddsMoment,
  type SessionAction,
  type SessionConfig,
} from '../../src/engine/index.ts';
import { equity } from '../../src/engine/odds/equity.ts';
import { language } from '../../src/ui/i18n/index.ts';
import { points } from '../../src/ui/odds/messages.ts';
import { screenshot, type Browser } from './browser.ts';
import { cellText, pageRows, rowTexts } from './odds-cells.ts';
import { gameWithDeal, playOn } from './play-stacked.ts';
import { phoneWith, storedLog, storedState, type SeededGame } from './play-table.ts';

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

/** A game whose hand, dealt from the first seeded deck whose end `wanted` accepts, is played on by `decide`. */
function playedGame(id: string, config: SessionConfig, decide: (hand: HandState) => SessionAction | null, wanted: (end: HandState) => boolean = () => true): SeededGame {
  const seeded = gameWithDeal(id, config, (dealt) => wanted(playOn(dealt, decide).hand!));
  const replayed = replaySession(seeded.config, seeded.log);
  if (!replayed.ok) throw new Error(replayed.error.code);
  return { ...seeded, log: playOn(replayed.state, decide).log };
}

/** The runout table of the result screen, as the engine says it should read. */
async function expectRunout(hand: HandState, headers: string[]): Promise<OddsMoment[]> {
  const moments = runoutMoments(hand);
  const odds = moments.map((m) => equity(m.situation));
  const section = page.locator('.runout-odds');
  await section.waitFor();
  const tables = section.locator('.odds-table');
  expect(await tables.count()).toBe(moments[0].pots.length);
  for (const [p, seats] of moments[0].situation.pots.entries()) {
    const table = tables.nth(p);
    expect(await table.locator('thead th').allTextContents()).toEqual(['Jogador', ...headers]); // the first for screen readers
    for (const [r, seat] of seats.entries()) {
      const row = table.locator('tbody tr').nth(r);
      expect(await row.locator('th').textContent()).toBe(hand.config.seats[seat].name);
      // The worker answers when ready (O9): the cells read "…" until then.
      await expect.poll(() => row.locator('td').allTextContents(), { timeout: 15_000 }).toEqual(odds.map((o) => cellText(o, p, seat)));
    }
  }
  return moments;
}

describe('the odds at an all-in', () => {
  it("O1, O2, O7: hold'em all-in pre-flop with a side pot: the result shows each pot's odds pre-flop, on the flop and on the turn", async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 50 },
        { name: 'Bia', stack: 200 },
        { name: 'Caio', stack: 200 },
      ],
      firstDealer: 0,
      options: { smallBlind: 1, bigBlind: 2 },
    };
    // Ana (the button, first pre-flop with three) is all-in for 50, Bia re-raises all-in, Caio calls; every hand is shown (H7).
    const moves: Record<number, SessionAction> = { 0: { type: 'raise', seat: 0, to: 50 }, 1: { type: 'raise', seat: 1, to: 200 }, 2: { type: 'call', seat: 2 } };
    const game = playedGame('e2e-odds-holdem', config, (hand) => {
      if (hand.pending.kind === 'bet') return moves[hand.pending.seat];
      return hand.pending.kind === 'show' ? { type: 'show', seat: hand.pending.seat } : null;
    });
    await open(game);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    const hand = (await storedState(page, game)).hand!;
    expect(hand.result?.pots.map((p) => p.eligible)).toEqual([
      [0, 1, 2],
      [1, 2],
    ]);
    await expectRunout(hand, ['Pré-flop', 'Flop', 'Turn']);
    expect(await page.locator('.runout-odds .odds-pot-title').allTextContents()).toEqual(['Pote principal', 'Pote lateral 1']);
    await page.getByText('Exato: todas as possibilidades contadas.', { exact: true }).waitFor();
    await page.locator('.runout-odds').scrollIntoViewIfNeeded();
    await screenshot(page, 'odds-holdem-runout');
  });

  it('O6, O7, O4: Baseball (no all-in, S2): the result shows the odds after each street from the last fold, sampled ones with their ±', async () => {
    const config: SessionConfig = {
      profile: 'baseball',
      players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name) => ({ name, stack: 0 })),
      firstDealer: 3,
    };
    // Everyone checks; Davi folds on third street, his open card out of the stock (O5). The deck: one that gives
    // Ana, Bia or Caio an extra card for an open 4.
    const decide = (hand: HandState): SessionAction | null => {
      if (hand.pending.kind !== 'bet') return null;
      const seat = hand.pending.seat;
      return seat === 3 ? { type: 'fold', seat } : { type: 'check', seat };
    };
    const game = playedGame('e2e-odds-baseball', config, decide, (end) => end.result !== null && end.seats.slice(0, 3).some((s) => s.cards.length > 7));
    await open(game);
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    const hand = (await storedState(page, game)).hand!;
    const moments = await expectRunout(hand, ['3 cartas', '4 cartas', '5 cartas', '6 cartas']);
    expect(moments[0].situation.dead).toHaveLength(1); // Davi's open card
    const sampled = moments.map((m) => equity(m.situation)).filter((o) => !o.exact);
    expect(sampled.length).toBeGreaterThan(0);
    const widest = Math.max(...sampled.map((o) => o.error));
    await page.getByText(`± ${points(widest)} pontos: 100.000 distribuições sorteadas.`, { exact: true }).waitFor();
    await page.locator('.runout-odds').scrollIntoViewIfNeeded();
    await screenshot(page, 'odds-baseball-runout');
    // Four streets fit the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('O2, O8, O9: in the chip ledger the table types the hands turned up, then the flop; the figures follow each card; the typed cards are entries, kept and undone', async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: [
        { name: 'Ana', stack: 100 },
        { name: 'Bia', stack: 100 },
      ],
      firstDealer: 0,
      dealing: 'ledger',
      options: { smallBlind: 1, bigBlind: 2 },
    };
    const started = applySession(newSession(config), { type: 'startHand', at: Date.now() });
    if (!started.ok) throw new Error(started.error.code);
    const first = legalActions(started.state.hand!).seat!;
    const moves: SessionAction[] = [{ type: 'raise', seat: first, to: 100 }, { type: 'call', seat: 1 - first }];
    const allIn = playOn(started.state, (h) => (h.pending.kind === 'bet' ? moves.shift()! : null));
    const hand = allIn.hand!;
    expect(hand.pending).toEqual({ kind: 'award', pot: 0 });
    await open({ id: 'e2e-odds-ledger', config, log: allIn.log });
    await page.getByRole('heading', { level: 1, name: 'Quem ganhou?' }).waitFor();
    // Nothing until the cards are typed (O8).
    expect(await page.locator('.odds-row').count()).toBe(0);
    await screenshot(page, 'odds-ledger-offer');
    await page.getByRole('button', { name: 'Ver as chances: digitar as cartas mostradas', exact: true }).click();

    const typed = [parseCards('Ac Ad'), parseCards('Kh Ks')];
    const typeCards = async (cards: readonly Card[]) => {
      for (const c of cards) {
        const rank = formatCard(c)[0];
        await page.locator('.picker-keys.ranks .key', { hasText: new RegExp(`^${rank === 'T' ? '10' : rank}$`) }).click();
        await page.locator(`.suit-key[data-card="${formatCard(c)}"]`).click();
      }
      await page.getByRole('button', { name: 'Pronto', exact: true }).click();
    };
    await page.getByText('Cartas de Ana', { exact: true }).waitFor();
    await typeCards(typed[0]);
    await page.getByText('Cartas de Bia', { exact: true }).waitFor();
    await typeCards(typed[1]);

    /** The figures the engine gives for the typed hands and `board`. */
    const expected = (board: string) => {
      const v = view(hand, 'table');
      const seen: HandView = { ...v, seats: v.seats.map((s) => ({ ...s, cards: typed[s.seat] })), board: parseCards(board) };
      return rowTexts(equity(liveMoment(seen)!.situation), config.players);
    };
    const rows = () => pageRows(page);
    await expect.poll(rows, { timeout: 15_000 }).toEqual(expected(''));
    await page.getByText('Exato: todas as 1.712.304 possibilidades.', { exact: true }).waitFor();
    // The winners are still named by the table, on the same screen.
    await page.getByRole('button', { name: 'Pote para …', exact: true }).waitFor();
    await screenshot(page, 'odds-ledger-holdem-preflop');

    await page.getByRole('button', { name: 'Digitar o flop', exact: true }).click();
    await typeCards(parseCards('Kd 7c 2s'));
    await expect.poll(rows, { timeout: 15_000 }).toEqual(expected('Kd 7c 2s'));
    await page.getByText('Exato: todas as 990 possibilidades.', { exact: true }).waitFor();
    await screenshot(page, 'odds-ledger-holdem-flop');

    // O8: what the table typed are entries of the hand: a reload keeps them all...
    const logged = (await storedLog(page, 'e2e-odds-ledger')).slice(allIn.log.length);
    expect(logged).toEqual([
      { type: 'show', seat: 0, cards: typed[0] },
      { type: 'show', seat: 1, cards: typed[1] },
      { type: 'deal', to: 'board', cards: parseCards('Kd 7c 2s'), run: 0 },
    ]);
    await page.reload();
    await expect.poll(rows, { timeout: 15_000 }).toEqual(expected('Kd 7c 2s'));
    // ...and undo takes them back one at a time, the last first.
    await page.getByRole('button', { name: /^Desfazer: Board: / }).click();
    await expect.poll(rows, { timeout: 15_000 }).toEqual(expected(''));
    await page.getByRole('button', { name: 'Digitar o flop', exact: true }).waitFor();
    expect(await storedLog(page, 'e2e-odds-ledger')).toHaveLength(allIn.log.length + 4);
  });
});
