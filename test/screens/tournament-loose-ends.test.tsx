// Issue 20's loose ends of a tournament night, the phone's clock held where each case needs it:
// the phone's time set back under the clock (T23: the level stays, the host is told and sets the
// level by hand), the break coming while the desk is on screen (T18, T5: the add-on and the
// colour-up at once), a late registrant before he arrives (T19), a sale the chip case cannot
// cover (T24), the deal sheet by stack (T15) and the planner with rebuys off (T8). The hands are
// seeded (chip ledger); every move under test is tapped. (These screens on a phone held either
// way: test/e2e/screens-fit.test.ts.)
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { newSession, type Level, type SessionConfig, type SessionState } from '../../src/engine/index.ts';
import { quiet, shove } from '../engine/support/tournament.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { openApp, tap, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { clockBar, setPhoneTime, waitForLog } from './support/tournament-app.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-07T20:00:00-03:00');

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

/** The app opened (in English) at the game's table, its last hand looked at. */
async function openAt(game: SeededGame): Promise<OpenedApp> {
  const app = await openApp({ locale: 'en', games: [game], at: { name: 'table', gameId: game.id } });
  await clockBar();
  const onward = screen.queryByRole('button', { name: 'Continue' });
  if (onward) await tap(onward);
  return app;
}

const seeded = (id: string, config: SessionConfig, state: SessionState): SeededGame => ({ id, config, log: state.log });

describe('tournament night: the loose ends', () => {
  it('T23: level 3 dealt at T0+45 min, the phone set back to T0+6: the clock stays on level 3 and says so, the next hand posts 300/600, and the host sets level 2 by hand', async () => {
    const config = night(['Ana', 'Bia', 'Caio']);
    let state = newSession(config);
    for (const minutes of [0, 25, 45]) state = quiet(state, T0 + minutes * MINUTE);
    expect(state.level).toBe(2);
    const game = seeded('e2e-clock-back', config, state);
    setPhoneTime(T0 + 46 * MINUTE);
    let app = await openAt(game);
    await within(await clockBar()).findByText('Level 3');

    setPhoneTime(T0 + 6 * MINUTE);
    // Behind the 46 minutes the page last read, not only the 45 the log carries.
    let bar = await clockBar();
    await within(bar).findByText("The phone's time went back 40 min: the tournament clock stays where it was.");
    await within(bar).findByText('Level 3');
    await within(bar).findByText('300/600');
    await expectAccessible('tournament-clock-back');

    // The next hand is dealt at level 3, and a reload keeps both the level and the notice.
    let length = state.log.length;
    await tap('Deal the next hand');
    state = await waitForLog(app, game, length);
    expect(state.log.at(-1)).toMatchObject({ type: 'startHand' });
    expect(state.level).toBe(2);
    expect(state.hand!.config.options).toMatchObject({ smallBlind: 300, bigBlind: 600 });
    app = await app.reload();
    bar = await clockBar();
    await within(bar).findByText(/^The phone's time went back/);
    await within(bar).findByText('Level 3');

    // The big clock says it too.
    await tap(await within(bar).findByRole('button', { name: /Level 3/ }));
    const big = await screen.findByRole('dialog', { name: 'Level 3' });
    await within(big).findByText(/^The phone's time went back/);
    await within(big).findByRole('button', { name: 'Set the level' });
    await expectAccessible('tournament-clock-big-back');
    await tap(await within(big).findByRole('button', { name: 'Back to the table' }));

    // The host sets level 2 by hand: it starts now, with its whole 20 minutes.
    bar = await clockBar();
    await tap(await within(bar).findByRole('button', { name: 'Set the level' }));
    await tap(await within(bar).findByRole('button', { name: 'Previous level' }));
    await within(bar).findByText('The chosen level starts now, with its full time, and applies from the next hand.');
    await expectAccessible('tournament-clock-set-level');
    length = state.log.length;
    await tap(await within(bar).findByRole('button', { name: 'Start level 2 now' }));
    state = await waitForLog(app, game, length);
    expect(state.log.at(-1)).toMatchObject({ type: 'setLevel', level: 1 });
    bar = await clockBar();
    await within(bar).findByText('Level 2');
    await within(bar).findByText(/^(20:00|19:5\d)$/);
    await waitFor(() => expect(within(bar).queryByText(/^The phone's time/)).toBeNull());
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
    setPhoneTime(T0 + 40 * MINUTE - 5000);
    await openAt(game);
    await screen.findByRole('button', { name: 'Deal the next hand' });
    expect(screen.queryByText(/Add-on on sale/)).toBeNull();
    // The phone's time moves past the break's start with nothing tapped: the desk's own
    // once-a-second reading of the clock brings the break up.
    vi.setSystemTime(T0 + 40 * MINUTE + 5000);
    await screen.findByText('Add-on on sale at this break: $50.00 for 5,000, one per player.');
    await screen.findByText('At this break: the white chips (25) leave the table.');
    await screen.findByRole('button', { name: /^Add-on for Ana/ });
    await screen.findByRole('button', { name: 'Colour up' });
  });

  it('T19: a late registrant before he arrives is not here yet — not "0 chips, out" at the table, not placed on the big clock', async () => {
    const config = night(['Ana', 'Bia', 'Caio', 'Hugo'], {
      players: ['Ana', 'Bia', 'Caio', 'Hugo'].map((name) => ({ name, stack: 10_000, ...(name === 'Hugo' ? { late: true } : {}) })),
      tournament: { currency: 'USD', buyIn: 5000, lateEntryUntil: 2, payouts: [{ upTo: 10, shares: [100] }], roundTo: 100 },
    });
    const game = seeded('e2e-late', config, quiet(newSession(config), T0 + 50 * MINUTE));
    const withHand = { ...game, log: [...game.log, { type: 'startHand' as const, at: T0 + 51 * MINUTE }] };
    setPhoneTime(T0 + 52 * MINUTE);
    await openAt(withHand);
    const players = await screen.findByRole('list', { name: 'Players' });
    const hugo = await waitFor(() => {
      const item = within(players).getAllByRole('listitem').find((li) => li.textContent?.includes('Hugo'));
      expect(item).toBeDefined();
      return item!;
    });
    await within(hugo).findByText('Not here yet');
    expect(hugo.textContent).not.toMatch(/Out|0 chips/);
    await expectAccessible('tournament-late-seat');
    await tap(await within(await clockBar()).findByRole('button', { name: /Level 1/ }));
    const big = await screen.findByRole('dialog', { name: 'Level 1' });
    await within(big).findByText('Players: 3 of 3');
    await within(big).findByText('Still to come: Hugo');
    expect(within(big).queryByRole('list', { name: 'Out' })).toBeNull();
    await expectAccessible('tournament-late-clock');
    await tap(await within(big).findByRole('button', { name: 'Back to the table' }));
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
    const now = T0 + 52 * MINUTE;
    setPhoneTime(now);
    let state = quiet(newSession(config), now - 2 * MINUTE);
    state = shove(state, 0, 2, now - MINUTE);
    const game = seeded('e2e-case-short', config, state);
    await openAt(game);
    await screen.findByText('The case has only 2,000 more in chips off the table: 6,000 will need chips from elsewhere.');
    await screen.findByRole('button', { name: /^Rebuy for Ana/ });
    await expectAccessible('tournament-case-short');

    await tap('Propose a deal');
    const sheet = await screen.findByRole('dialog', { name: /A deal among/ });
    const shown = await waitFor(() => {
      const lines = [...sheet.querySelectorAll('.deal-lines li span')].map((line) => line.textContent ?? '');
      expect(lines.length).toBeGreaterThan(0);
      return lines;
    });
    const stacks = shown.map((line) => Number(line.split(' · ')[1].replace(/,/g, '')));
    expect(stacks).toEqual([...stacks].sort((a, b) => b - a));
    expect(shown.map((line) => line.split(' · ')[0])).toEqual(['Caio', 'Bia']); // by stack, not by seat
    await expectAccessible('tournament-deal-by-stack');
    await tap(await within(sheet).findByRole('button', { name: 'Back' }));
  });

  it('T8: with rebuys off the planner says no "with rebuys" end; with rebuys on it does', async () => {
    await openApp({ locale: 'en' });
    await tap('New game');
    await tap(/Texas Hold'em/);
    await tap(await screen.findByRole('switch', { name: 'Tournament' }));
    await tap('Build the levels');
    await screen.findByText(/Should end around/);
    expect(screen.queryByText(/^With \d+ rebuys?:/)).toBeNull();
    await expectAccessible('tournament-plan-no-rebuys');
    await tap(await screen.findByRole('switch', { name: 'Rebuys' }));
    await screen.findByText(/^With \d+ rebuys?: around/);
  });
});
