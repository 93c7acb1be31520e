// Baseball in Chromium: a hand with an open 4 whose extra card lands at once, the wild 3s and 9s
// starred on the tiles, who is high and why, fixed-limit buttons in units (bet 1, raise 1), five
// betting rounds to the showdown, and the resolved-pots count; then the table at 320 px.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseballTable, formatUnits, handFacts, rankOf, view, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { onePhone, screenshot, type Browser } from './browser.ts';
import { gameWithDeal } from './play-stacked.ts';
import { cardFace, expectNothingHidden, openSeeded, playTurn, seedGame, storedState } from './play-table.ts';

const baseURL = inject('baseURL');

const config: SessionConfig = {
  profile: 'baseball',
  players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 0 })),
  firstDealer: 0,
};

const table = (state: SessionState) => baseballTable(view(state.hand!, 'table'), 'pt-BR');

// The first open cards hold a 4 (its extra card dealt at once) and a wild card shows.
const game = gameWithDeal('e2e-baseball', config, (dealt) => {
  const { seats } = view(dealt.hand!, 'table');
  const facts = handFacts(view(dealt.hand!, 'table'));
  const open = table(dealt).seats;
  return facts.extraCards.some((extras) => extras.some(Boolean)) && open.some((s) => s.wild.some((w, i) => w && seats[s.seat].up[i]));
});

let browser: Browser;
let page: Page;

onePhone((opened) => ({ browser, page } = opened));

const tapButton = (name: string) => page.getByRole('button', { name, exact: true }).click();
const nameOf = (seat: number) => config.players[seat].name;
/** The seat the hand waits for. */
const acting = (state: SessionState): number => view(state.hand!, 'table').pending.seat!;

describe('baseball at the table', () => {
  it('S1, S5, S6: an open 4 and its extra card, wild cards starred, who is high and why, bet 1 / raise 1, five rounds to the showdown', async () => {
    await openSeeded(page, baseURL, game);

    let state = await storedState(page, game);
    const seats = view(state.hand!, 'table').seats;
    const facts = handFacts(view(state.hand!, 'table'));
    const lucky = seats.find((s) => facts.extraCards[s.seat].some(Boolean))!;
    const extraAt = facts.extraCards[lucky.seat].indexOf(true);
    const high = table(state).high!;
    expect(state.hand?.pending).toEqual({ kind: 'bet', seat: high.seat });

    // Third street: the high hand bets 1, the next raises 1, the last calls, the bettor calls.
    const moves = [
      async () => {
        await page.getByText(`${nameOf(high.seat)} abre: ${high.hand!.name}`, { exact: false }).first().waitFor();
        await page.getByText(`${lucky.name}: 4 aberto (${cardFace(lucky.cards[extraAt - 1]!)}) → carta extra ${cardFace(lucky.cards[extraAt]!)}`).waitFor();
        await page.getByText('★ = curinga (todo 3 e todo 9)').waitFor();
        await page.getByText('Potes resolvidos: 0 de 8').waitFor();
        await page.getByText('Limite fixo: 1 por aposta, até 3 aumentos.').waitFor();
        expect(await page.locator('.seat .wild-mark').count()).toBeGreaterThan(0);
        expect(await page.locator('.seat .wild-mark').first().textContent()).toContain('curinga');
        expect(await page.locator('.seat .extra-mark').count()).toBe(1);
        // S2: a baseball stack is in units, never chips (everyone has paid the 1-unit ante).
        expect(await page.locator('.seat .seat-stack').allTextContents()).toEqual(['−1 unidade', '−1 unidade', '−1 unidade']);
        expect(await page.getByRole('spinbutton').count()).toBe(0); // fixed limit: nothing to type
        // The seat's own cards: the two closed apart from the open one(s), its wild cards starred.
        const me = view(state.hand!, high.seat).seats[high.seat];
        const wild = table(state).seats[high.seat].wild;
        const faces = (up: boolean) => me.cards.flatMap((card, i) => (me.up[i] === up ? [cardFace(card!)] : []));
        const own = (group: string) => page.getByRole('group', { name: group });
        expect(await own('Fechadas: só você vê').locator('.card').allTextContents()).toEqual(faces(false));
        expect(await own('Abertas: a mesa vê').locator('.card').allTextContents()).toEqual(faces(true));
        expect(await page.locator('.own-groups .wild-mark').count()).toBe(wild.filter(Boolean).length);
        await tapButton('Apostar 1');
      },
      () => tapButton('Aumentar 1 (para 2)'),
      () => tapButton('Pagar 2'),
      () => tapButton('Pagar 1'),
    ];
    for (const [i, move] of moves.entries()) {
      state = await playTurn(page, game, nameOf(acting(state)), move, i === 0 ? 'baseball-open-four' : undefined);
    }
    expect(state.hand!.seats.map((s) => s.committed)).toEqual([180, 180, 180]);

    // Fourth to seventh street: everyone checks; each round starts with its own high hand (S5).
    let rounds = 0;
    while (state.hand && !state.hand.result && state.hand.pending.kind === 'bet') {
      const seat = acting(state);
      const starts = state.hand.seats.every((s) => s.bet === 0) && state.hand.round?.faced.every((f) => f < 0);
      if (starts) {
        rounds++;
        expect(seat).toBe(table(state).high!.seat);
      }
      state = await playTurn(page, game, nameOf(seat), () => tapButton('Mesa'), rounds === 3 && starts ? 'baseball-sixth-street' : undefined);
    }
    expect(rounds).toBe(4);
    const result = state.hand!.result!;
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    await expectNothingHidden(page, state, null);
    const pot = result.pots[0];
    expect(formatUnits(pot.amount)).toBe('9'); // 3 antes and 3 × 2
    expect(await page.locator('.pot-result .pot-name').first().textContent()).toBe('Pote · 9');
    for (const [k, seat] of pot.winners.entries()) {
      await page.getByText(`${nameOf(seat)} ganha ${formatUnits(pot.shares[k], { separator: ',' })}`).first().waitFor();
    }
    // S2: stacks and results in units; the shown hands' 3s and 9s starred as on the tiles.
    const stacks = await page.locator('.nets .net-stack').allTextContents();
    expect(stacks.length).toBe(3);
    for (const text of stacks) expect(text).toMatch(/^→ −?[\d⅓⅔½¼¾⁄⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉]+ unidades?$/);
    const shownWild = state.hand!.seats.flatMap((s) => (s.shown ? s.cards.filter((c) => c !== null && (rankOf(c) === 1 || rankOf(c) === 7)) : []));
    expect(await page.locator('.shown-hands .wild-mark').count()).toBe(shownWild.length);
    if (shownWild.length > 0) expect(await page.locator('.shown-hands .wild-mark').first().textContent()).toContain('curinga');
    await screenshot(page, 'baseball-showdown');

    await tapButton('Continuar');
    await page.getByRole('heading', { name: 'Depois da mão 1' }).waitFor();
    await page.getByText('Potes resolvidos: 1 de 8').waitFor();
    for (const text of await page.locator('.standing-stack').allTextContents()) expect(text).toMatch(/unidades?$/);
    expect(await page.locator('.standings').textContent()).not.toContain('fichas');
  });

  it('fits 320 px: no sideways scrolling, every control at least 44 px, on a turn with open cards', async () => {
    const small = await browser.newPage();
    await small.setViewportSize({ width: 320, height: 568 });
    await small.goto(baseURL);
    await small.getByRole('heading', { level: 1 }).first().waitFor();
    const again = gameWithDeal('e2e-baseball-small', config, (dealt) => handFacts(view(dealt.hand!, 'table')).extraCards.some((extras) => extras.some(Boolean)));
    await seedGame(small, again);
    await small.evaluate(() => history.replaceState(null, ''));
    await small.reload();
    const first = nameOf(acting(await storedState(small, again)));
    await small.getByRole('button', { name: `Sou ${first}: ver minhas cartas` }).click();
    await small.getByRole('heading', { name: `Vez de ${first}` }).waitFor();
    const layout = await small.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      smallest: Math.min(
        ...[...document.querySelectorAll('button, input, summary')].map((control) => {
          const box = control.getBoundingClientRect();
          return Math.min(box.width, box.height);
        }),
      ),
    }));
    expect(layout.scrollWidth).toBe(320);
    expect(layout.smallest).toBeGreaterThanOrEqual(44);
    await screenshot(small, 'baseball-turn-320');
    await small.close();
  });
});
