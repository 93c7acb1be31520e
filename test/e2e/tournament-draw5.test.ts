// A tournament of a game without blinds (T7) in the production build, on Chromium's fake clock:
// five-card draw with real cards (chip ledger) on a 1–100 chip case, its ante levels built for a
// 3-hour night for 5 on the New game screen, a player out and back with a rebuy, the ante rising
// with the clock, players out down to the winner, and the settlement paying the prizes. The
// hands are seeded (the ledger's hand screens have their own tests); every tournament move is
// tapped. Screenshots of the table's desk and the result at 360×740 and 740×360.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clockAt, replaySession } from '../../src/engine/index.ts';
import { prizeTable } from '../../src/engine/tournament/play.ts';
import { tournamentPlaces, tournamentSettlement } from '../../src/engine/tournament/prizes.ts';
import { quiet, shove } from '../engine/support/tournament.ts';
import { onePhone, type Browser } from './browser.ts';
import { clockTo, phoneShots, reopenWith } from './support/tournament-page.ts';
import { openedGame, storedLog, storedState, waitForLog } from './play-table.ts';

const baseURL = inject('baseURL');
const MINUTE = 60_000;
const T0 = Date.parse('2026-03-14T20:00:00-03:00');
const NAMES = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva'];

let browser: Browser;
let page: Page;

onePhone((opened) => ({ browser, page } = opened), { locale: 'en', clockAt: T0 });

const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });

describe('a draw5 tournament night', () => {
  it('T7, T8, T17, T20: ante levels built for 3 hours, a player out and back with a rebuy, the ante rising, down to the winner and the settlement', async () => {
    await page.goto(baseURL);
    await button('Settings').click();
    await button('Chip cases').click();
    await button(/500 · 1–100/).click();
    await button('Save the case').click();
    await page.getByText('Case saved.').waitFor();
    await button('Back').click();
    await button('Back').click();

    await button('New game').click();
    await button(/Five-card draw/).click();
    for (let seat = 1; seat <= NAMES.length; seat++) {
      const field = page.getByLabel(`Name of the player in seat ${seat}`, { exact: true });
      if (!(await field.count())) await button('Add a player').click();
      await field.fill(NAMES[seat - 1]);
    }
    await button(/With real cards/).click();
    await page.getByRole('switch', { name: 'Tournament' }).click();
    await page.locator('#option-startingChips').fill('500');
    await page.locator('#option-buyInPrice').fill('20');
    await page.locator('#option-chipSet-select').selectOption('500 · 1–100');
    await page.getByText('Each player starts with:').waitFor();
    await button('Build the levels').click();
    await page.getByText(/levels built\./).waitFor();
    await page.getByRole('switch', { name: 'Rebuys' }).click();
    await page.getByText(/Should end around/).waitFor();
    await button('Start the game').last().click();
    const bar = page.getByRole('region', { name: 'Tournament clock' });
    await bar.waitFor();

    const game = await openedGame(page);
    const { config } = game;
    const levels = config.schedule!.levels;
    // Draw5's levels are antes only, every one a multiple of a chip the case has, rising.
    expect(levels.every((level) => Object.keys(level).join() === 'ante')).toBe(true);
    expect(levels.slice(1).every((level, i) => level.ante! > levels[i].ante!)).toBe(true);
    expect(config.options).toMatchObject({ ante: levels[0].ante });
    expect(config.tournament).toMatchObject({ currency: 'USD', buyIn: 2000, rebuy: { price: 2000, chips: 500 } });
    await bar.getByText(`Ante ${levels[0].ante}`, { exact: true }).first().waitFor();

    // Level 1 (seeded): Eva goes out against Ana; then the table checks round.
    let state = await storedState(page, game);
    state = shove(state, 4, 0);
    expect(state.leftAfter[4]).toBeGreaterThanOrEqual(0);
    state = quiet(state, T0 + 5 * MINUTE);
    await reopenWith(page, game, state);

    // T17: Eva buys back in from the desk, and is dealt in again.
    let length = state.log.length;
    await button(/^Rebuy for Eva/).click();
    state = await waitForLog(page, game, length);
    expect(state.buyIns[4]).toBe(2);
    expect(state.stacks[4]).toBe(500);

    // T7: at level 2 the next deal posts the new ante; the clock says it.
    await clockTo(browser, page, T0 + 21 * MINUTE);
    expect(clockAt(state, T0 + 21 * MINUTE)).toMatchObject({ level: 1 });
    await bar.getByText(`Ante ${levels[1].ante}`, { exact: true }).first().waitFor();
    length = state.log.length;
    await button('Deal the next hand').click();
    state = await waitForLog(page, game, length);
    expect(state.hand!.seats.map((seat) => seat.committed)).toEqual(state.hand!.seats.map(() => levels[1].ante));
    await phoneShots(page, 'tournament-draw5-table-level-2');

    // Down to the winner (seeded): Ana takes everyone's chips.
    for (const [i, loser] of [1, 2, 3, 4].entries()) {
      while (state.leftAfter[loser] < 0 && !state.over) state = shove(state, loser, 0, T0 + (25 + i) * MINUTE);
    }
    expect(state.over).toBe(true);
    await reopenWith(page, game, state);

    // T13, T20: places and prizes, and the settlement paying them.
    await page.getByRole('heading', { level: 2, name: 'Prizes and settlement' }).waitFor();
    const { pool } = prizeTable(state);
    expect(pool).toBe(5 * 2000 + 2000);
    expect(tournamentPlaces(state)[0]).toMatchObject({ name: 'Ana', place: 1 });
    const settled = tournamentSettlement(state)!;
    expect(settled.results.reduce((sum, r) => sum + r.worth, 0)).toBe(pool);
    expect(await page.locator('.transfer').count()).toBe(settled.transfers.length);
    await phoneShots(page, 'tournament-draw5-result');
    expect(replaySession(config, await storedLog(page, game.id)).ok).toBe(true);
  });
});
