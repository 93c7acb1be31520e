// E1, E3: a hold'em night's hands out for a tracker, in the production build: the game's history
// writes the whole night and the replayer its hand, each from the seat chosen, as PokerStars text
// that the project's reader reads back to the hand the engine played here in Node.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, parseStarsHands, starsFinalStacks, type SessionConfig } from '../../src/engine/index.ts';
import { run } from '../engine/support/session.ts';
import { stackedDeck } from '../engine/support/table.ts';
import { onePhone, screenshot, type Browser } from './browser.ts';
import { seedGame } from './play-table.ts';
import { phoneShots } from './support/tournament-page.ts';

const baseURL = inject('baseURL');
const night = Date.UTC(2026, 11, 3, 0, 0, 0);

/** Ana (button) raises, Bia goes all in, Caio and Ana call; Bia's aces and Caio's kings shown, Ana's queens mucked. */
const config: SessionConfig = {
  profile: 'holdem',
  players: [{ name: 'Ana', stack: 200 }, { name: 'Bia', stack: 60 }, { name: 'Caio', stack: 200 }],
  firstDealer: 0,
  dealing: 'deck',
  options: { smallBlind: 1, bigBlind: 2 },
};
const played = run(
  newSession(config),
  { type: 'startHand', at: night + 60_000 },
  { type: 'shuffle', deck: stackedDeck(['AsAh', 'KsKh', 'QcQd'], '2c7d9h 4s 3h') },
  { type: 'raise', seat: 0, to: 10 },
  { type: 'raise', seat: 1, to: 60 },
  { type: 'call', seat: 2 },
  { type: 'call', seat: 0 },
  { type: 'check', seat: 2 },
  { type: 'bet', seat: 0, to: 40 },
  { type: 'call', seat: 2 },
  ...[2, 0, 2, 0].map((seat) => ({ type: 'check' as const, seat })),
  { type: 'show', seat: 1 },
  { type: 'show', seat: 2 },
  { type: 'muck', seat: 0 },
);
const after = played.history[0].after;

const opener = (page: Page) => page.locator('summary', { hasText: 'Exportar para um tracker' });

/** Opens the export, chooses whose seat, saves the file: its text. */
async function downloaded(page: Page, chooser: string, shots: string): Promise<string> {
  await opener(page).click();
  await page.getByLabel('Do ponto de vista de').selectOption({ label: chooser });
  await screenshot(page, shots);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Salvar o arquivo' }).click();
  return readFileSync(await (await download).path(), 'utf8');
}

describe('hands for a tracker', () => {
  let page: Page;
  onePhone((phone: { browser: Browser; page: Page }) => ({ page } = phone));

  it('E1, E3: the night from the history and the hand from the replayer, each from the chosen seat, read back to the hand played', async () => {
    await page.goto(baseURL);
    await seedGame(page, { id: 'tracker-night', config, log: played.log }, { status: 'finished', createdAt: night });
    await page.evaluate(() => history.replaceState({ screen: { name: 'game-history', gameId: 'tracker-night' }, depth: 1 }, ''));
    await page.reload();
    await opener(page).waitFor();
    await phoneShots(page, 'tracker-history');

    const whole = parseStarsHands(await downloaded(page, 'Bia', 'tracker-history-open'));
    expect(whole).toHaveLength(1);
    expect(whole[0].hero).toEqual({ name: 'Bia', cards: ['As', 'Ah'] });
    expect(starsFinalStacks(whole[0])).toEqual({ Ana: after[0], Bia: after[1], Caio: after[2] });
    await page.getByText('Mãos exportadas para o tracker: 1.').waitFor();

    await page.getByRole('button', { name: 'Rever a mão 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mão 1' }).waitFor();
    // Closed, the export is one line above the hand: the table and its controls stay in view.
    await phoneShots(page, 'tracker-replay');
    const [hand] = parseStarsHands(await downloaded(page, 'Ana', 'tracker-replay-open'));
    // Ana's own mucked queens are hers to see; the others' cards only as they were shown.
    expect(hand.hero).toEqual({ name: 'Ana', cards: ['Qc', 'Qd'] });
    expect(hand.shows.map((s) => s.name)).toEqual(['Bia', 'Caio']);
    expect(hand.id).toBe(whole[0].id);
    await page.getByText('Mão 1 exportada para o tracker.').waitFor();
  });
});
