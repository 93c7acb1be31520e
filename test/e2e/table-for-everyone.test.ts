// Issue 23, "a table anyone can play at": the four-colour deck and cards readable at arm's length
// on a 360 px phone (A2), and axe with colour contrast on home, the settings and a seat's turn
// (A3), on the built app. (The turns said aloud, A1: test/screens/table-for-everyone.test.tsx.)
import { inject, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SessionConfig } from '../../src/engine/index.ts';
import { screenshot, type Browser } from './browser.ts';
import { expectAccessible } from './support/axe.ts';
import { newPhone, openTable } from './play-table.ts';
import { playedTo } from '../support/stacked-deals.ts';

const baseURL = inject('baseURL');

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

async function withPhone(body: (page: Page, browser: Browser) => Promise<void>): Promise<void> {
  const { browser, page } = await newPhone(baseURL);
  try {
    await body(page, browser);
  } finally {
    await browser.close();
  }
}

describe('cards anyone can read', () => {
  it("A2: the four-colour deck: spades black, hearts red, diamonds blue, clubs green; every face's rank and suit at least 16 px and inside the card, at 360 px", async () => {
    await withPhone(async (page) => {
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
      await screenshot(page, 'a2-four-colour-showdown');
      await page.setViewportSize({ width: 740, height: 360 });
      await screenshot(page, 'a2-four-colour-showdown-landscape');
    });
  });
});

describe('every control named', () => {
  it('A3: home, the settings and a seat\'s turn name every control, and axe finds no violation on them', async () => {
    await withPhone(async (page) => {
      await expectAccessible(page, 'home');
      await page.getByRole('button', { name: 'Configurações' }).click();
      await page.getByRole('heading', { name: 'Configurações' }).waitFor();
      await expectAccessible(page, 'settings');
      const game = playedTo('a3-turn', baseball, (state) => state.hand?.pending.kind === 'bet');
      await openTable(page, game);
      await page.getByRole('button', { name: /^Sou .*: ver minhas cartas$/ }).click();
      await page.getByRole('heading', { name: /^Vez de / }).waitFor();
      await expectAccessible(page, 'seat-turn');
      const unnamed = await page.evaluate(() => Array.from(document.querySelectorAll('button, input, select, [role="button"]')).filter((control) => !(control.getAttribute('aria-label') ?? control.textContent ?? '').trim() && !control.getAttribute('aria-labelledby') && !(control as HTMLInputElement).labels?.length).length);
      expect(unnamed).toBe(0);
    });
  });
});
