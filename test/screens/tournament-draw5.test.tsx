// A tournament of a game without blinds (T7), the phone's clock held at a night's start: five-card
// draw with real cards (chip ledger) on a 1–100 chip case, its ante levels built for a 3-hour night
// for 5 on the New game screen, a player out and back with a rebuy, the ante rising with the
// clock, players out down to the winner, and the settlement paying the prizes. The hands are
// seeded (the ledger's hand screens have their own tests); every tournament move is tapped.
// (The desk and the result on a phone held either way: test/e2e/screens-fit.test.ts.)
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/preact';
import { clockAt, replaySession } from '../../src/engine/index.ts';
import { prizeTable } from '../../src/engine/tournament/play.ts';
import { tournamentPlaces, tournamentSettlement } from '../../src/engine/tournament/prizes.ts';
import { quiet, shove } from '../engine/support/tournament.ts';
import { choose, element, openApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { clockBar, clockTo, openedGame, reopenWith, setPhoneTime, storedState, waitForLog } from './support/tournament-app.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-14T20:00:00-03:00');
const NAMES = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva'];

describe('a draw5 tournament night', () => {
  it('T7, T8, T17, T20: ante levels built for 3 hours, a player out and back with a rebuy, the ante rising, down to the winner and the settlement', async () => {
    setPhoneTime(T0);
    let app = await openApp({ locale: 'en' });
    await tap('Settings');
    await tap('Chip cases');
    await tap(/500 · 1–100/);
    await tap('Save the case');
    await screen.findByText('Case saved.');
    await tap('Back');
    await tap('Back');

    await tap('New game');
    await tap(/Five-card draw/);
    for (let seat = 1; seat <= NAMES.length; seat++) {
      const label = `Name of the player in seat ${seat}`;
      if (!screen.queryByLabelText(label)) await tap('Add a player');
      await type(label, NAMES[seat - 1]);
    }
    await tap(/With real cards/);
    await tap(await screen.findByRole('switch', { name: 'Tournament' }));
    await type(await element('#option-startingChips'), '500');
    await type(await element('#option-buyInPrice'), '20');
    await choose(await element('#option-chipSet-select'), '500 · 1–100');
    await screen.findByText('Each player starts with:');
    await tap('Build the levels');
    await screen.findByText(/levels built\./);
    await tap(await screen.findByRole('switch', { name: 'Rebuys' }));
    await screen.findByText(/Should end around/);
    await tap((await screen.findAllByRole('button', { name: 'Start the game' })).at(-1)!);
    let bar = await clockBar();

    const game = await openedGame(app);
    const { config } = game;
    const levels = config.schedule!.levels;
    // Draw5's levels are antes only, every one a multiple of a chip the case has, rising.
    expect(levels.every((level) => Object.keys(level).join() === 'ante')).toBe(true);
    expect(levels.slice(1).every((level, i) => level.ante! > levels[i].ante!)).toBe(true);
    expect(config.options).toMatchObject({ ante: levels[0].ante });
    expect(config.tournament).toMatchObject({ currency: 'USD', buyIn: 2000, rebuy: { price: 2000, chips: 500 } });
    await within(bar).findAllByText(`Ante ${levels[0].ante}`);

    // Level 1 (seeded): Eva goes out against Ana; then the table checks round.
    let state = await storedState(app, game);
    state = shove(state, 4, 0);
    expect(state.leftAfter[4]).toBeGreaterThanOrEqual(0);
    state = quiet(state, T0 + 5 * MINUTE);
    app = await reopenWith(app, game, state);

    // T17: Eva buys back in from the desk, and is dealt in again.
    let length = state.log.length;
    await tap(/^Rebuy for Eva/);
    state = await waitForLog(app, game, length);
    expect(state.buyIns[4]).toBe(2);
    expect(state.stacks[4]).toBe(500);

    // T7: at level 2 the next deal posts the new ante; the clock says it.
    clockTo(T0 + 21 * MINUTE);
    expect(clockAt(state, T0 + 21 * MINUTE)).toMatchObject({ level: 1 });
    bar = await clockBar();
    await within(bar).findAllByText(`Ante ${levels[1].ante}`);
    length = state.log.length;
    await tap('Deal the next hand');
    state = await waitForLog(app, game, length);
    expect(state.hand!.seats.map((seat) => seat.committed)).toEqual(state.hand!.seats.map(() => levels[1].ante));
    await expectAccessible('tournament-draw5-table-level-2');

    // Down to the winner (seeded): Ana takes everyone's chips.
    for (const [i, loser] of [1, 2, 3, 4].entries()) {
      while (state.leftAfter[loser] < 0 && !state.over) state = shove(state, loser, 0, T0 + (25 + i) * MINUTE);
    }
    expect(state.over).toBe(true);
    app = await reopenWith(app, game, state);

    // T13, T20: places and prizes, and the settlement paying them.
    await screen.findByRole('heading', { level: 2, name: 'Prizes and settlement' });
    const { pool } = prizeTable(state);
    expect(pool).toBe(5 * 2000 + 2000);
    expect(tournamentPlaces(state)[0]).toMatchObject({ name: 'Ana', place: 1 });
    const settled = tournamentSettlement(state)!;
    expect(settled.results.reduce((sum, r) => sum + r.worth, 0)).toBe(pool);
    expect(document.querySelectorAll('.transfer')).toHaveLength(settled.transfers.length);
    // Issue 35: the places and prizes come first, the transfers (with their Pix codes) after them.
    const [places, transfers] = [document.querySelector('.result-places')!, document.querySelector('.transfers')!];
    expect(places.compareDocumentPosition(transfers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectAccessible('tournament-draw5-result');
    expect(replaySession(config, await app.storedLog(game.id)).ok).toBe(true);
  });
});
