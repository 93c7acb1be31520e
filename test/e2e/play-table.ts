// Shared by the table's browser tests: a game seeded straight into the page's IndexedDB (a
// stacked deck, so every hand is known in advance), its log read back and replayed by the engine
// here in Node, and the privacy check run against what the engine says each viewer may see.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { replaySession, type Seat, type SessionAction, type SessionState } from '../../src/engine/index.ts';
import type { Browser, ContextSource } from './browser.ts';
import { hiddenCards } from '../support/hidden-cards.ts';
import { configOf, databaseReady, logOf, readStore, writeGame, type SeededGame, type SeededRecord } from '../support/seeded-store.ts';

// Written by the browser tests into the page and by the component tests into the fake IndexedDB.
export { configOf, databaseReady, dealtGame, logOf, readStore, writeGame, type SeededGame, type SeededRecord } from '../support/seeded-store.ts';
export { cardName, hiddenCards } from '../support/hidden-cards.ts';

/** Every record of one of the page's stores, as the app wrote it. */
export async function storedRecords<T>(page: Page, store: string): Promise<T[]> {
  return (await page.evaluate(readStore, store)) as T[];
}

/**
 * Writes the game as the app stores it (the game record and one record per action), once the app
 * has created its database. A reload then reopens it, as the app does at start-up.
 */
export async function seedGame(page: Page, game: SeededGame, stored: SeededRecord = {}): Promise<void> {
  // Polled from here, by hand: waitForFunction takes the promise an async predicate returns for a
  // truthy answer, and expect.poll needs a Vitest test around it (not a beforeAll, not a bench).
  for (const deadline = Date.now() + 10_000; !(await page.evaluate(databaseReady)); ) {
    if (Date.now() > deadline) throw new Error('the app created no database in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await page.evaluate(writeGame, { ...game, stored });
}

/** The game's log as the page stored it. */
export async function storedLog(page: Page, id: string): Promise<SessionAction[]> {
  return logOf(await storedRecords(page, 'actions'), id);
}

/** The state the stored log replays to (the engine, here in Node). */
export async function storedState(page: Page, game: SeededGame): Promise<SessionState> {
  const replayed = replaySession(game.config, await storedLog(page, game.id));
  if (!replayed.ok) throw new Error(`stored log refused: ${replayed.error.code}`);
  return replayed.state;
}

/**
 * G11 in the page: every card `viewer` may not see (other seats' closed cards, the stock, the
 * muck) is absent from the DOM, its text, the accessibility tree, the title and the URL.
 * `viewer` null: the cover is up, so only the table's public cards may show.
 */
export async function expectNothingHidden(page: Page, state: SessionState, viewer: Seat | null): Promise<void> {
  const hidden = hiddenCards(state, viewer);
  const [html, text, title] = await Promise.all([page.content(), page.evaluate(() => document.body.textContent ?? ''), page.title()]);
  const aria = await page.locator('body').ariaSnapshot();
  const url = decodeURIComponent(page.url());
  const leaks = hidden.filter(({ name, face }) => {
    return [html, aria, title, url].some((where) => where.includes(name)) || [text, title, url, aria].some((where) => where.includes(face));
  });
  expect(leaks.map(({ face }) => face), `cards hidden from ${viewer ?? 'the table'} found on the page`).toEqual([]);
}

/** Waits until the stored log has grown past `length` (the tap was committed). */
export async function waitForLog(page: Page, game: SeededGame, length: number): Promise<SessionState> {
  await expect.poll(async () => (await storedLog(page, game.id)).length, { timeout: 10_000 }).toBeGreaterThan(length);
  return storedState(page, game);
}

/** The game the table shows now (started by the New game screen), as stored. */
export async function openedGame(page: Page): Promise<SeededGame> {
  const id = await page.evaluate(() => (history.state as { screen: { gameId: string } }).screen.gameId);
  return { id, config: configOf(await storedRecords(page, 'games'), id), log: await storedLog(page, id) };
}

/** The app at its home screen on `page`: by then it has created its database. */
export async function openHome(page: Page, baseURL: string): Promise<void> {
  await page.goto(baseURL);
  await page.getByRole('heading', { level: 1, name: 'Mesa' }).waitFor();
}

/** The game stored and the page reloaded straight onto its table (the app opens the screen in its history state). */
export async function openTable(page: Page, game: SeededGame): Promise<void> {
  await seedGame(page, game);
  await page.evaluate((gameId) => history.replaceState({ screen: { name: 'table', gameId }, depth: 0 }, ''), game.id);
  await page.reload();
}

/** A phone of its own (a fresh context of `phones`, in pt-BR: its own storage and service workers) with the app at its home screen. */
export async function newPhone(phones: ContextSource, baseURL: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await phones.newContext({ locale: 'pt-BR' });
  const page = await browser.newPage();
  await openHome(page, baseURL);
  return { browser, page };
}
