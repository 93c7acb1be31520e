// What the component tests (test/screens) cannot see of the tables they moved out of the browser
// (the play, chip-ledger, options and odds files): the layout. Each case brings a table to where its
// component test asserts the words and the stored data, and checks it on a phone held either way
// (nothing wider than the screen, every button's label whole: support/tournament-page.ts
// phoneShots, buttons that stay where the finger is) with axe's colour contrast. And the cards
// anyone can read (A2): the four-colour deck's colours and the faces' type sizes on a 360 px phone.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { handFacts, newSession, view, type HandState, type SessionAction, type SessionConfig } from '../../src/engine/index.ts';
import { bigNightGame, ledgerConfig, rebuyGame } from '../support/ledger-games.ts';
import { dealtGame } from '../support/seeded-store.ts';
import { applyAll, drive, gameWithDeal, playedTo, playOn } from '../support/stacked-deals.ts';
import { launchContexts, layoutShot, type Browser, type ContextSource } from './browser.ts';
import { openTable, seedGame, storedLog, storedState, waitForLog, type SeededGame } from './play-table.ts';

const baseURL = inject('baseURL');
// Each case walks a table's whole way there in a browser; on two loaded cores that can take half a
// minute (the project's limit is 60 s): a busy machine must not fail them.
const slow = { timeout: 180_000 };

let contexts: ContextSource;
beforeAll(async () => {
  contexts = await launchContexts();
});
afterAll(async () => {
  await contexts?.close();
});

/** A new phone (its own empty storage) in `locale`, at the app's home screen. */
async function phoneIn(locale: string, viewport?: { width: number; height: number }): Promise<{ browser: Browser; page: Page }> {
  const browser = await contexts.newContext({ locale, ...(viewport && { viewport }) });
  const page = await browser.newPage();
  await page.goto(baseURL);
  return { browser, page };
}

/** How wide the page is, and the smallest side of any control on it. */
const layout = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    smallest: Math.min(
      ...[...document.querySelectorAll('button, input, summary')].map((control) => {
        const box = control.getBoundingClientRect();
        return Math.min(box.width, box.height);
      }),
    ),
  }));

/** A 320×568 phone on the game's table, the cover up (the app reopens the game in progress). */
async function smallPhoneWith(game: SeededGame): Promise<{ browser: Browser; page: Page }> {
  const phone = await phoneIn('pt-BR', { width: 320, height: 568 });
  await phone.page.getByRole('heading', { level: 1 }).first().waitFor();
  await seedGame(phone.page, game);
  await phone.page.reload();
  return phone;
}

const three = (profile: 'draw5' | 'baseball', stack: number): SessionConfig => ({ profile, players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack })), firstDealer: 0 });

describe('the table on a small phone (test/screens/play-draw5.test.tsx, play-baseball.test.tsx)', slow, () => {
  it('fits 320×568 without sideways scrolling, with every control at least 44 px', async () => {
    const { browser, page } = await smallPhoneWith(dealtGame('e2e-draw5-small', { ...three('draw5', 100), hands: 3 }, 12));
    await page.getByRole('heading', { name: 'Passe para Bia' }).waitFor();
    expect(await layout(page)).toMatchObject({ scrollWidth: 320 });
    expect((await layout(page)).smallest).toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Sou Bia: ver minhas cartas' }).click();
    await page.getByRole('heading', { name: 'Vez de Bia' }).waitFor();
    expect(await layout(page)).toMatchObject({ scrollWidth: 320 });
    expect((await layout(page)).smallest).toBeGreaterThanOrEqual(44);
    await layoutShot(page, 'table-turn-320');
    await page.emulateMedia({ colorScheme: 'dark' });
    await layoutShot(page, 'table-turn-320-dark');
    await browser.close();
  });

  it('baseball fits 320 px: no sideways scrolling, every control at least 44 px, on a turn with open cards', async () => {
    const config = three('baseball', 0);
    const again = gameWithDeal('e2e-baseball-small', config, (dealt) => handFacts(view(dealt.hand!, 'table')).extraCards.some((extras) => extras.some(Boolean)));
    const { browser, page } = await smallPhoneWith(again);
    const first = config.players[view((await storedState(page, again)).hand!, 'table').pending.seat!].name;
    await page.getByRole('button', { name: `Sou ${first}: ver minhas cartas` }).click();
    await page.getByRole('heading', { name: `Vez de ${first}` }).waitFor();
    const fit = await layout(page);
    expect(fit.scrollWidth).toBe(320);
    expect(fit.smallest).toBeGreaterThanOrEqual(44);
    await layoutShot(page, 'baseball-turn-320');
    await browser.close();
  });
});

describe('the run-out the table watches (test/screens/holdem-options.test.tsx)', slow, () => {
  it('O7, H13: each street\'s button is in view without scrolling, upright and turned sideways', async () => {
    const config: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 100 })),
      firstDealer: 0,
      dealing: 'deck',
      options: { smallBlind: 1, bigBlind: 2, runouts: 2, watchRunout: true },
    };
    // Ana shoves, Bia calls, Caio folds, and the table has agreed to run it twice.
    const moves: Record<number, SessionAction> = { 0: { type: 'raise', seat: 0, to: 100 }, 1: { type: 'call', seat: 1 }, 2: { type: 'fold', seat: 2 } };
    const decide = (hand: HandState): SessionAction | null => (hand.pending.kind === 'bet' ? moves[hand.pending.seat] : hand.pending.kind === 'runIt' ? { type: 'runIt', times: 2 } : null);
    const seeded = gameWithDeal('e2e-runout-fit', config, () => true);
    const { browser, page } = await phoneIn('pt-BR');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await seedGame(page, { ...seeded, log: playOn(applyAll(newSession(config), seeded.log), decide).log });
    await page.reload();
    const inView = async (name: string, width: number, height: number) => {
      await page.setViewportSize({ width, height });
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, `${name} at ${width}×${height}`).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(height);
    };
    await page.getByRole('button', { name: 'Abrir o flop', exact: true }).waitFor();
    await inView('Abrir o flop', 360, 740);
    await layoutShot(page, 'holdem-runout-preflop');
    await inView('Abrir o flop', 740, 360);
    await layoutShot(page, 'holdem-runout-landscape');
    await page.getByRole('button', { name: 'Abrir o flop', exact: true }).click();
    await page.getByRole('button', { name: 'Abrir o turn', exact: true }).waitFor();
    await inView('Abrir o turn', 740, 360);
    await layoutShot(page, 'holdem-runout-flop-landscape');
    await browser.close();
  });
});

/** A phone on the game's table (pt-BR, 360×740). */
async function tableOf(game: SeededGame): Promise<{ browser: Browser; page: Page }> {
  const phone = await phoneIn('pt-BR');
  await phone.page.getByRole('heading', { level: 1 }).first().waitFor();
  await openTable(phone.page, game);
  return phone;
}

describe('the chip-ledger table (test/screens/ledger-table.test.tsx)', slow, () => {
  it('B13: the undo of a rebuy is in view between hands with nothing over it; the chips counted at the end are fields 48 px tall', async () => {
    const { browser, page } = await tableOf(rebuyGame());
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Depois da mão 1' }).waitFor();
    // The deal button sticks to the bottom: it must not lie over the undo.
    const undo = page.getByRole('button', { name: 'Desfazer: +1 compra para Ana' });
    expect(
      await undo.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= innerHeight && button.contains(hit);
      }),
    ).toBe(true);
    await layoutShot(page, 'ledger-between-rebuy');
    await page.getByRole('button', { name: 'Encerrar o jogo', exact: true }).click();
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Fim do jogo' }).waitFor();
    const heights = await page.locator('.counts input').evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().height));
    expect(heights).toHaveLength(4);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(48);
    await layoutShot(page, 'ledger-end-rebuy');
    await browser.close();
  });

  it('G12: the next player\'s call button stands where the last one\'s was', async () => {
    const game: SeededGame = { id: 'e2e-ledger-still', config: ledgerConfig, log: [{ type: 'startHand', at: Date.now() }] };
    const { browser, page } = await tableOf(game);
    await page.getByRole('heading', { level: 1, name: 'Vez de Davi' }).waitFor();
    const call = page.getByRole('button', { name: 'Pagar 20', exact: true });
    const before = await call.boundingBox();
    const log = (await storedLog(page, game.id)).length;
    await call.click();
    await waitForLog(page, game, log);
    await page.getByRole('heading', { level: 1, name: 'Vez de Ana' }).waitFor();
    expect(await call.boundingBox()).toEqual(before);
    await layoutShot(page, 'ledger-turn-now');
    await browser.close();
  });

  it('B13: 20-letter names and seven-digit results fit whole at 360 and 320 px wide, and in landscape, the buy-ins beside them too', async () => {
    const { browser, page } = await tableOf(bigNightGame());
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Depois da mão 1' }).waitFor();
    await page.locator('.standing').first().waitFor();
    // Every part of every standing: outside its row or the screen, or narrower than its text (cut), each said.
    const overflow = () =>
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
    for (const [width, height] of [[360, 740], [320, 740], [740, 360]]) {
      await page.setViewportSize({ width, height });
      expect(await overflow(), `${width}×${height}`).toEqual([]);
    }
    await page.setViewportSize({ width: 320, height: 740 });
    await page.locator('.standings').scrollIntoViewIfNeeded();
    await layoutShot(page, 'ledger-standings-320');
    await page.locator('.money').scrollIntoViewIfNeeded();
    await layoutShot(page, 'ledger-buy-ins-320');
    await page.setViewportSize({ width: 740, height: 360 });
    await layoutShot(page, 'ledger-standings-landscape');
    await browser.close();
  });
});

describe('the odds history (test/screens/table-words.test.tsx)', slow, () => {
  it('O7: the odds history names each player in full at 360 px, never "Joga…"', async () => {
    const players = ['Jogador 1', 'Jogador 2'].map((name) => ({ name, stack: 100 }));
    const config: SessionConfig = { profile: 'holdem', players, firstDealer: 0, options: { smallBlind: 1, bigBlind: 2, runouts: 2, watchRunout: true } };
    const game = drive('e2e-words-runs', config, (state) => {
      const pending = state.hand!.pending;
      if (pending.kind === 'bet') return pending.seat === 0 ? { type: 'raise', seat: 0, to: 100 } : { type: 'call', seat: 1 };
      if (pending.kind === 'runIt') return { type: 'runIt', times: 2 };
      if (pending.kind === 'reveal') return { type: 'reveal' };
      return null;
    });
    const { browser, page } = await tableOf(game);
    await page.getByRole('heading', { name: 'Resultado da mão 1' }).waitFor();
    const names = page.locator('.runout-odds th[scope="row"]');
    await names.first().waitFor();
    for (const cell of await names.all()) expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth), await cell.textContent() ?? '').toBe(true);
    await page.locator('.runout-odds').scrollIntoViewIfNeeded();
    await layoutShot(page, 'words-odds-history');
    await browser.close();
  });
});

describe('the odds history of a Baseball deal (test/screens/odds.test.tsx)', slow, () => {
  it('O6, O7: four streets of odds fit the phone: nothing wider than the screen', async () => {
    const config: SessionConfig = { profile: 'baseball', players: ['Ana', 'Bia', 'Caio', 'Davi'].map((name) => ({ name, stack: 0 })), firstDealer: 3 };
    // Everyone checks; Davi folds on third street; someone gets an extra card for an open 4.
    const decide = (hand: HandState): SessionAction | null => (hand.pending.kind !== 'bet' ? null : hand.pending.seat === 3 ? { type: 'fold', seat: 3 } : { type: 'check', seat: hand.pending.seat });
    const seeded = gameWithDeal('e2e-odds-baseball', config, (dealt) => {
      const end = playOn(dealt, decide).hand!;
      return end.result !== null && end.seats.slice(0, 3).some((s) => s.cards.length > 7);
    });
    const { browser, page } = await tableOf({ ...seeded, log: playOn(applyAll(newSession(config), seeded.log), decide).log });
    await page.getByRole('heading', { level: 1, name: 'Resultado da mão 1' }).waitFor();
    await page.locator('.runout-odds .odds-table td').first().waitFor();
    await page.locator('.runout-odds').scrollIntoViewIfNeeded();
    await layoutShot(page, 'odds-baseball-runout');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await browser.close();
  });
});

describe('cards anyone can read (test/screens/table-for-everyone.test.tsx)', slow, () => {
  const baseball: SessionConfig = {
    profile: 'baseball',
    players: ['Ana', 'Bia', 'Caio', 'Duda'].map((name) => ({ name, stack: 200 })),
    firstDealer: 0,
  };

  interface Face {
    readonly suit: string;
    readonly colour: string;
    readonly rankPx: number;
    readonly suitPx: number;
    /** The rank and suit glyphs lie inside the card's face. */
    readonly inside: boolean;
  }

  /** In the page: every face-up card on screen, its suit's colour, its glyphs' sizes and whether they fit. */
  function faces(): Face[] {
    return Array.from(document.querySelectorAll<HTMLElement>('.card:not(.card-down)')).map((card) => {
      const rank = card.querySelector<HTMLElement>('.card-rank')!;
      const suit = card.querySelector<HTMLElement>('.card-suit')!;
      const box = card.getBoundingClientRect();
      const within = (el: HTMLElement) => {
        const r = el.getBoundingClientRect();
        return r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
      };
      return {
        suit: Array.from(card.classList).find((c) => c.startsWith('suit-'))!.slice(5),
        colour: getComputedStyle(card).color,
        rankPx: parseFloat(getComputedStyle(rank).fontSize),
        suitPx: parseFloat(getComputedStyle(suit).fontSize),
        inside: within(rank) && within(suit),
      };
    });
  }

  /** r, g, b of a computed colour. */
  const rgb = (colour: string) => colour.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number);

  it("A2: the four-colour deck: spades black, hearts red, diamonds blue, clubs green; every face's rank and suit at least 16 px and inside the card, at 360 px", async () => {
    const { browser, page } = await phoneIn('pt-BR');
    try {
      await page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
      await page.evaluate(() => localStorage.setItem('mesa.settings.fourColourDeck', 'true'));
      const game = playedTo('a2-faces', baseball, (state) => state.hand?.result != null, 3);
      await openTable(page, game);
      await page.locator('.card:not(.card-down)').first().waitFor();
      const seen = await page.evaluate(faces);
      expect(new Set(seen.map((face) => face.suit))).toEqual(new Set(['s', 'h', 'd', 'c']));
      for (const face of seen) {
        const [r, g, b] = rgb(face.colour);
        if (face.suit === 's') expect(Math.max(r, g, b), 'spades are black').toBeLessThan(80);
        if (face.suit === 'h') expect(r > 150 && g < 80 && b < 80, `hearts are red: ${face.colour}`).toBe(true);
        if (face.suit === 'd') expect(b > 150 && r < 80, `diamonds are blue: ${face.colour}`).toBe(true);
        if (face.suit === 'c') expect(g > 100 && r < 80 && b < 100, `clubs are green: ${face.colour}`).toBe(true);
        expect(face.rankPx, 'a rank read at arm’s length').toBeGreaterThanOrEqual(16);
        expect(face.suitPx, 'a suit read at arm’s length').toBeGreaterThanOrEqual(16);
        expect(face.inside, 'rank and suit inside the card').toBe(true);
      }
      await layoutShot(page, 'a2-four-colour-showdown');
      await page.setViewportSize({ width: 740, height: 360 });
      await layoutShot(page, 'a2-four-colour-showdown-landscape');
    } finally {
      await browser.close();
    }
  });
});
