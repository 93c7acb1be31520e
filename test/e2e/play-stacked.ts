// The stacked deals (test/support/stacked-deals.ts) for the browser tests, and a deal appended
// to the page's stored game.
import type { Page } from 'playwright-core';
import { appendToGame } from '../support/stacked-deals.ts';
import type { SessionAction } from '../../src/engine/index.ts';

export { applyAll, gameWithDeal, nextDeal, playOn, playedTo } from '../support/stacked-deals.ts';

/** Appends actions to the stored game as the app writes them (schema v1), for a reload to pick up. */
export async function appendActions(page: Page, id: string, actions: readonly SessionAction[]): Promise<void> {
  await page.evaluate(appendToGame, { id, actions: actions as SessionAction[] });
}
