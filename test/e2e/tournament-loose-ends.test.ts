// Issue 20's loose ends of a tournament night, in the production build on Chromium's fake clock:
// the phone's time set back under the clock (T23: the level stays, the host is told and sets the
// level by hand), the break coming while the desk is on screen (T18, T5: the add-on and the
// colour-up at once), a late registrant before he arrives (T19), a sale the chip case cannot
// cover (T24), the deal sheet by stack (T15) and the planner with rebuys off (T8). The hands are
// seeded (chip ledger); every move under test is tapped. Screenshots at 360×740 and 740×360.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newSession, type Level, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { quiet, shove } from '../engine/support/tournament.ts';
import { onePhone, type Browser } from './browser.ts';
import { clockTo, phoneShots } from './support/tournament-page.ts';
import { openHome, waitForLog, type SeededGame, openTable } from './play-table.ts';

const baseURL = inject('baseURL');
const MINUTE = 60_000;
const T0 = Date.parse('2026-03-07T20:00:00-03:00');

let browser: Browser;
let page: Page;

onePhone((opened) => ({ browser, page } = opened), { locale: 'en', clockAt: T0 });
beforeAll(async () => {
  await openHome(page, baseURL);
});

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const clockBar = () => page.getByRole('region', { name: 'Tournament clock' });

const levels: Level[] = [
  { smallBlind: 100, bigBlind: 200 },
  { smallBlind: 200, bigBlind: 400 },
  { smallBlind: 300, bigBlind: 600 },
  { smallBlind: 400, bigBlind: 800 },
  { smallBlind: 600, bigBlind: 1200 },
];

const night = (names: string[], patch: Partial<SessionConfig> = {}): SessionConfig => ({
  profile: 'holdem',
  players: names.map((name) => ({ name, stack: 10_000 })),
  firstDealer: 0,
  dealing: 'ledger',
  schedule: { levels, every: { minutes: 20 } },
  tournament: { currency: 'USD', buyIn: 5000, payouts: [{ upTo: 10, shares: [100] }], roundTo: 100 },
  ...patch,
});

/** The game written to the page's store and opened at its table (its last hand looked at). */
async function openAt(game: SeededGame): Promise<void> {
  await openTable(page, game);
  await clockBar().waitFor();
  const onward = button('Continue');
  if (await onward.count()) await onward.click();
}

const seeded = (id: string, config: SessionConfig, state: SessionState): SeededGame => ({ id, config, log: state.log });

describe('tournament night: the loose ends', () => {
  it('T23: level 3 dealt at T0+45 min, the phone set back to T0+6: the clock stays on level 3 and says so, the next hand posts 300/600, and the host sets level 2 by hand', async () => {
    const config = night(['Ana', 'Bia', 'Caio']);
    let state = newSession(config);
    for (const minutes of [0, 25, 45]) state = quiet(state, T0 + minutes * MINUTE);
    expect(state.level).toBe(2);
    const game = seeded('e2e-clock-back', config, state);
    await clockTo(browser, page, T0 + 46 * MINUTE);
    await openAt(game);
    await clockBar().getByText('Level 3', { exact: true }).waitFor();

    await browser.context.clock.setSystemTime(T0 + 6 * MINUTE);
    // Behind the 46 minutes the page last read, not only the 45 the log carries.
    await clockBar().getByText("The phone's time went back 40 min: the tournament clock stays where it was.").waitFor();
    await clockBar().getByText('Level 3', { exact: true }).waitFor();
    await clockBar().getByText('300/600').waitFor();
    await phoneShots(page, 'tournament-clock-back');

    // The next hand is dealt at level 3, and a reload keeps both the level and the notice.
    let length = state.log.length;
    await button('Deal the next hand').click();
    state = await waitForLog(page, game, length);
    expect(state.log.at(-1)).toMatchObject({ type: 'startHand' });
    expect(state.level).toBe(2);
    expect(state.hand!.config.options).toMatchObject({ smallBlind: 300, bigBlind: 600 });
    await page.reload();
    await clockBar().getByText(/^The phone's time went back/).waitFor();
    await clockBar().getByText('Level 3', { exact: true }).waitFor();

    // The big clock says it too.
    await clockBar().getByRole('button', { name: /Level 3/ }).click();
    const big = page.getByRole('dialog', { name: 'Level 3' });
    await big.getByText(/^The phone's time went back/).waitFor();
    await big.getByRole('button', { name: 'Set the level' }).waitFor();
    await phoneShots(page, 'tournament-clock-big-back');
    await big.getByRole('button', { name: 'Back to the table' }).click();

    // The host sets level 2 by hand: it starts now, with its whole 20 minutes.
    await clockBar().getByRole('button', { name: 'Set the level' }).click();
    await clockBar().getByRole('button', { name: 'Previous level' }).click();
    await clockBar().getByText('The chosen level starts now, with its full time, and applies from the next hand.').waitFor();
    await phoneShots(page, 'tournament-clock-set-level');
    length = state.log.length;
    await clockBar().getByRole('button', { name: 'Start level 2 now' }).click();
    state = await waitForLog(page, game, length);
    expect(state.log.at(-1)).toMatchObject({ type: 'setLevel', level: 1 });
    await clockBar().getByText('Level 2', { exact: true }).waitFor();
    await clockBar().getByText(/^(20:00|19:5\d)$/).waitFor();
    await expect.poll(() => clockBar().getByText(/^The phone's time/).count()).toBe(0);
  });

  it('T18, T5: the break starts while the desk is on screen — the add-on and the colour-up come up at once, with no trip back home', async () => {
    const config = night(['Ana', 'Bia', 'Caio'], {
      schedule: { levels: [{ smallBlind: 25, bigBlind: 50 }, { smallBlind: 50, bigBlind: 100 }, { smallBlind: 100, bigBlind: 200 }, { smallBlind: 200, bigBlind: 400 }], every: { minutes: 20 }, breaks: { every: 2, minutes: 10 } },
      tournament: { currency: 'USD', buyIn: 5000, addOn: { price: 5000, chips: 5000, atLevel: 2 }, payouts: [{ upTo: 10, shares: [100] }], roundTo: 100 },
      chipSet: [
        { colour: 'white', value: 25, count: 200 },
        { colour: 'red', value: 100, count: 200 },
        { colour: 'green', value: 500, count: 100 },
        { colour: 'black', value: 1000, count: 100 },
      ],
    });
    let state = newSession(config);
    for (const minutes of [0, 20, 38]) state = quiet(state, T0 + minutes * MINUTE);
    const game = seeded('e2e-break-desk', config, state);
    await clockTo(browser, page, T0 + 40 * MINUTE - 5000);
    await openAt(game);
    await button('Deal the next hand').waitFor();
    expect(await page.getByText(/Add-on on sale/).count()).toBe(0);
    await browser.context.clock.runFor(10_000);
    await page.getByText('Add-on on sale at this break: $50.00 for 5,000, one per player.').waitFor();
    await page.getByText('At this break: the white chips (25) leave the table.').waitFor();
    await button(/^Add-on for Ana/).waitFor();
    await button('Colour up').waitFor();
  });

  it('T19: a late registrant before he arrives is not here yet — not "0 chips, out" at the table, not placed on the big clock', async () => {
    const config = night(['Ana', 'Bia', 'Caio', 'Hugo'], {
      players: ['Ana', 'Bia', 'Caio', 'Hugo'].map((name) => ({ name, stack: 10_000, ...(name === 'Hugo' ? { late: true } : {}) })),
      tournament: { currency: 'USD', buyIn: 5000, lateEntryUntil: 2, payouts: [{ upTo: 10, shares: [100] }], roundTo: 100 },
    });
    const game = seeded('e2e-late', config, quiet(newSession(config), T0 + 50 * MINUTE));
    const withHand = { ...game, log: [...game.log, { type: 'startHand' as const, at: T0 + 51 * MINUTE }] };
    await clockTo(browser, page, T0 + 52 * MINUTE);
    await openAt(withHand);
    const hugo = page.getByRole('list', { name: 'Players', exact: true }).getByRole('listitem').filter({ hasText: 'Hugo' });
    await hugo.getByText('Not here yet').waitFor();
    expect(await hugo.textContent()).not.toMatch(/Out|0 chips/);
    await phoneShots(page, 'tournament-late-seat');
    await clockBar().getByRole('button', { name: /Level 1/ }).click();
    const big = page.getByRole('dialog', { name: 'Level 1' });
    await big.getByText('Players: 3 of 3').waitFor();
    await big.getByText('Still to come: Hugo').waitFor();
    expect(await big.getByRole('list', { name: 'Out' }).count()).toBe(0);
    await phoneShots(page, 'tournament-late-clock');
    await big.getByRole('button', { name: 'Back to the table' }).click();
  });

  it('T24, T15: a rebuy the chip case cannot cover is said beside it; the deal sheet lists the players by stack', async () => {
    // 100 reds and 20 greens: 20,000 in chips, the three stacks of 6,000 leave 2,000 in the case.
    const config = night(['Ana', 'Bia', 'Caio'], {
      players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 6000 })),
      schedule: { levels, every: { minutes: 20 } },
      tournament: { currency: 'USD', buyIn: 5000, rebuy: { price: 5000, chips: 6000, untilLevel: 4 }, payouts: [{ upTo: 10, shares: [70, 30] }], roundTo: 100 },
      chipSet: [
        { colour: 'red', value: 100, count: 100 },
        { colour: 'green', value: 500, count: 20 },
      ],
    });
    // Ana loses most of her stack to Caio (she calls for less than all of it: a fold after the flop).
    const now = await page.evaluate(() => Date.now()); // the page's clock, as the tests before left it
    let state = quiet(newSession(config), now - 2 * MINUTE);
    state = shove(state, 0, 2, now - MINUTE);
    const game = seeded('e2e-case-short', config, state);
    await openAt(game);
    await page.getByText('The case has only 2,000 more in chips off the table: 6,000 will need chips from elsewhere.').waitFor();
    await button(/^Rebuy for Ana/).waitFor();
    // Clear of the sticky deal button.
    await page.getByText(/The case has only/).evaluate((note) => note.scrollIntoView({ block: 'center' }));
    await phoneShots(page, 'tournament-case-short');

    await button('Propose a deal').click();
    const sheet = page.getByRole('dialog', { name: /A deal among/ });
    const lines = sheet.locator('.deal-lines li span');
    await lines.first().waitFor();
    const shown = await lines.allTextContents();
    const stacks = shown.map((line) => Number(line.split(' · ')[1].replace(/,/g, '')));
    expect(stacks).toEqual([...stacks].sort((a, b) => b - a));
    expect(shown.map((line) => line.split(' · ')[0])).toEqual(['Caio', 'Bia']); // by stack, not by seat
    await phoneShots(page, 'tournament-deal-by-stack');
    await sheet.getByRole('button', { name: 'Back' }).click();
  });

  it('T8: with rebuys off the planner says no "with rebuys" end; with rebuys on it does', async () => {
    const home = button('Home'); // from the table of the test before, if it ran
    if (await home.count()) await home.click();
    await button('New game').click();
    await button(/Texas Hold'em/).click();
    await page.getByRole('switch', { name: 'Tournament' }).click();
    await button('Build the levels').click();
    await page.getByText(/Should end around/).waitFor();
    expect(await page.getByText(/^With \d+ rebuys?:/).count()).toBe(0);
    await page.getByText(/Should end around/).scrollIntoViewIfNeeded();
    await phoneShots(page, 'tournament-plan-no-rebuys');
    await page.getByRole('switch', { name: 'Rebuys' }).click();
    await page.getByText(/^With \d+ rebuys?: around/).waitFor();
  });
});
