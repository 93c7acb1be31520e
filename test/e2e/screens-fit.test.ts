// What the component tests (test/screens) cannot see of the screens they moved out of the
// browser: the layout. Each case brings a screen to where its component test asserts the words
// and the stored data, and checks it on a phone held either way (nothing wider than the screen,
// every button's label whole: support/tournament-page.ts phoneShots) with axe's colour contrast.
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchContexts, type Browser, type ContextSource } from './browser.ts';
import { phoneShots } from './support/tournament-page.ts';

const baseURL = inject('baseURL');
const NAMES = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fabio', 'Gil', 'Hugo', 'Ines', 'Joao'];

let contexts: ContextSource;
beforeAll(async () => {
  contexts = await launchContexts();
});
afterAll(async () => {
  await contexts?.close();
});

/** A new phone (its own empty storage) in `locale`, at the app's home screen. */
async function phoneIn(locale: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await contexts.newContext({ locale });
  const page = await browser.newPage();
  await page.goto(baseURL);
  return { browser, page };
}

describe('the New game screen (test/screens/setup-chip-plan.test.tsx)', () => {
  it('T2, T3: the refusal of a case that cannot post the forced bets fits a phone either way', async () => {
    const { browser, page } = await phoneIn('en');
    const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
    await button('Settings').click();
    await button('Chip cases').click();
    await button(/500 · 25–5000/).click();
    await page.getByLabel('How many 1', { exact: true }).fill('20');
    await page.getByLabel('How many 2', { exact: true }).fill('10');
    await button('Save the case').click();
    await page.getByText('Case saved.').waitFor();
    await button('Back').click();
    await button('Back').click();
    await button('New game').click();
    await button(/Texas Hold'em/).click();
    for (let seat = 1; seat <= NAMES.length; seat++) {
      const field = page.getByLabel(`Name of the player in seat ${seat}`, { exact: true });
      if (!(await field.count())) await button('Add a player').click();
      await field.fill(NAMES[seat - 1]);
    }
    await page.getByRole('switch', { name: 'Tournament' }).click();
    await page.locator('#option-chipSet-select').selectOption('500 · 25–5000');
    const refusal = page.getByRole('alert').filter({ hasText: 'forced bets' });
    await refusal.waitFor();
    await refusal.scrollIntoViewIfNeeded();
    await phoneShots(page, 'setup-chip-plan-cannot-post');
    await browser.close();
  });
});
