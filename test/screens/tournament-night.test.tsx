// Tournament night (RULES.md T1–T21), the phone's clock held at the night's start: the chip case
// entered once, a 3-hour structure for 8 players built on the New game screen, hands played (chip
// ledger) up to the first break, where the 25s colour up with a chip race, Ana rebuys and two
// players take the add-on; players go out down to the final three, who make an ICM deal; the
// settlement pays the prizes. The hands themselves are seeded (the ledger's hand screens have
// their own tests); every tournament move is tapped. Each new screen is checked by axe (A3); the
// same screens on a phone held either way, and the walk-in form clear of the sticky deal button
// in landscape: test/e2e/screens-fit.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { clockAt, newSession, replaySession, type SessionConfig } from '../../src/engine/index.ts';
import { prizeTable, progressOf } from '../../src/engine/tournament/play.ts';
import { tournamentPlaces, tournamentSettlement } from '../../src/engine/tournament/prizes.ts';
import { quiet, shove } from '../engine/support/tournament.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { choose, element, openApp, tap, type } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { speakingPhone } from './support/speech.ts';
import { clockBar, clockTo, openedGame, reopenWith, setPhoneTime, storedState, waitForLog } from './support/tournament-app.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-07T20:00:00-03:00');
const NAMES = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Fabio', 'Gil', 'Hugo'];

describe('tournament night', () => {
  it('T1–T21: chip case, a 3-hour structure for 8, a break with colour-up, rebuy and add-on, down to three, an ICM deal and the settlement', async () => {
    setPhoneTime(T0);
    let app = await openApp({ locale: 'en' });

    // T1: the chip case, from a common one.
    await tap('Settings');
    await tap('Chip cases');
    await screen.findByRole('heading', { level: 1, name: 'Table chips' });
    await expectAccessible('tournament-chip-sets');
    await tap(/500 · 25–5000/);
    await screen.findByLabelText('Name of the case');
    await expectAccessible('tournament-chip-set-editor');
    await tap('Save the case');
    await screen.findByText('Case saved.');
    await tap('Back');
    await tap('Back');

    // T2, T7: New game, 8 players, chip ledger, a tournament on that case, levels built for 3 hours.
    await tap('New game');
    await tap(/Texas Hold'em/);
    for (let seat = 1; seat <= NAMES.length; seat++) {
      const label = `Name of the player in seat ${seat}`;
      if (!screen.queryByLabelText(label)) await tap('Add a player');
      await type(label, NAMES[seat - 1]);
    }
    await tap(/With real cards/);
    await tap(await screen.findByRole('switch', { name: 'Tournament' }));
    await type(await element('#option-buyInPrice'), '50');
    await choose(await element('#option-chipSet-select'), '500 · 25–5000');
    await screen.findByText('Each player starts with:');
    await screen.findByText('8 × white (25)');
    await tap('Build the levels');
    await screen.findByText('14 levels built.');
    await tap(await screen.findByRole('switch', { name: 'Rebuys' }));
    await tap(await screen.findByRole('switch', { name: 'Add-on at the break' }));
    await screen.findByText(/Should end around/);
    await screen.findByText(/Prize pool: /);
    await expectAccessible('tournament-setup');
    await tap((await screen.findAllByRole('button', { name: 'Start the game' })).at(-1)!);
    await clockBar();

    const game = await openedGame(app);
    const { config } = game;
    expect(config.schedule).toMatchObject({ every: { minutes: 20 }, breaks: { every: 4, minutes: 10 } });
    expect(config.schedule!.levels).toHaveLength(14);
    expect(config.tournament).toMatchObject({ currency: 'USD', buyIn: 5000, rebuy: { price: 5000, chips: 10_000, untilLevel: 4 }, addOn: { price: 5000, chips: 10_000, atLevel: 4 } });
    expect(config.chipSet?.map((chip) => chip.value)).toEqual([25, 100, 500, 1000, 5000]);

    // Levels 1–4 (seeded hands): Ana goes out in the first hand; the others fold round.
    let state = await storedState(app, game);
    state = shove(state, 0, 1);
    for (const minutes of [25, 45, 65, 75]) state = quiet(state, T0 + minutes * MINUTE);
    clockTo(T0 + 82 * MINUTE); // on the break after level 4
    app = await reopenWith(app, game, state);
    expect(clockAt(state, T0 + 82 * MINUTE)).toMatchObject({ level: 4, onBreak: true });

    // T5, T17, T18 at the break: the desk offers the colour-up, Ana's rebuy and the add-on.
    await screen.findByText('At this break: the white chips (25) leave the table.');
    await expectAccessible('tournament-desk-break');
    let length = state.log.length;
    await tap(/^Rebuy for Ana/);
    state = await waitForLog(app, game, length);
    expect(state.buyIns[0]).toBe(2);
    for (const name of ['Bia', 'Caio']) {
      length = state.log.length;
      await tap(new RegExp(`^Add-on for ${name}`));
      state = await waitForLog(app, game, length);
    }
    expect(progressOf(state).addOns.filter((n) => n > 0)).toHaveLength(2);

    // T6: the chip race, dealt by the app, then recorded.
    await tap('Colour up');
    const sheet = await screen.findByRole('dialog', { name: /Colour-up: white/ });
    await within(sheet).findByText(/Change every 4 white chips for one red/);
    await tap(await within(sheet).findByRole('button', { name: 'Draw the race' }));
    await within(sheet).findByText('Stacks after the colour-up');
    await expectAccessible('tournament-colour-up');
    length = state.log.length;
    await tap(await within(sheet).findByRole('button', { name: 'Done: record the colour-up' }));
    state = await waitForLog(app, game, length);
    expect(state.log.at(-1)).toMatchObject({ type: 'colourUp' });
    expect(state.stacks.every((stack) => stack % 100 === 0)).toBe(true);

    // T9: the big clock during the break.
    await tap(await within(await clockBar()).findByRole('button', { name: /Level 5/ }));
    const big = await screen.findByRole('dialog', { name: 'Level 5' });
    await within(big).findByText('Break');
    await expectAccessible('tournament-clock-break');
    // T21: with "Announce aloud" on, the next level is said in the app's language as it comes.
    const said = speakingPhone();
    await tap(await within(big).findByRole('switch', { name: /Announce aloud/ }));
    await tap(await within(big).findByRole('button', { name: 'Back to the table' }));
    clockTo(T0 + 110 * MINUTE - 2000);
    // Level 6 comes while the table is on screen: the clock's own reading once a second finds it.
    vi.setSystemTime(T0 + 110 * MINUTE + 2000);
    await within(await clockBar()).findByText('Level 6');
    await waitFor(() => expect(said).toEqual([{ text: 'Level 6: 800 and 1,600, ante 200', lang: 'en' }]));

    // After the break (seeded hands): five players go out against Bia, down to the final three.
    for (const [i, loser] of [3, 4, 5, 6, 7].entries()) state = shove(state, loser, 1, T0 + (92 + i * 3) * MINUTE);
    clockTo(T0 + 110 * MINUTE);
    app = await reopenWith(app, game, state);
    await screen.findByText('4. Hugo'); // the last one out
    expect(tournamentPlaces(state).filter((p) => p.place === null).map((p) => p.name)).toEqual(['Bia', 'Caio', 'Ana']);
    await expectAccessible('tournament-desk-final-three');

    // T14–T16: an ICM deal among the three, nothing kept aside; the tournament ends with it.
    await tap('Propose a deal');
    const deal = await screen.findByRole('dialog', { name: 'A deal among the 3 left' });
    await within(deal).findByText(/Prizes still to win/);
    await expectAccessible('tournament-deal');
    length = state.log.length;
    await tap(await within(deal).findByRole('button', { name: 'Everyone agrees: make the deal' }));
    state = await waitForLog(app, game, length);
    expect(state.over).toBe(true);

    // T20: the settlement with the prizes: who pays whom, adding up to the pool.
    await screen.findByRole('heading', { level: 2, name: 'Prizes and settlement' });
    const { pool } = prizeTable(state);
    expect(pool).toBe(8 * 5000 + 5000 + 2 * 5000);
    const settled = tournamentSettlement(state)!;
    expect(settled.results.reduce((sum, r) => sum + r.worth, 0)).toBe(pool);
    expect(settled.results.reduce((sum, r) => sum + r.net, 0)).toBe(0);
    await screen.findAllByText(/pays .*: \$/);
    expect(document.querySelectorAll('.transfer')).toHaveLength(settled.transfers.length);
    await expectAccessible('tournament-result');
    expect(replaySession(config, await app.storedLog(game.id)).ok).toBe(true);
  });

  it('T4: at a chip-ledger cash-out a stack counted by colour is added up and checked against the ledger', async () => {
    const cash: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia'].map((name) => ({ name, stack: 1500 })),
      firstDealer: 0,
      dealing: 'ledger',
      options: { smallBlind: 25, bigBlind: 50, buyIn: { price: 20, currency: 'USD', chips: 1500 } },
      chipSet: [
        { colour: 'white', value: 25, count: 100 },
        { colour: 'red', value: 100, count: 100 },
        { colour: 'green', value: 500, count: 50 },
      ],
    };
    const state = quiet(newSession(cash));
    // No screen to come back to, so the app opens the game in progress.
    await openApp({ locale: 'en', games: [{ id: 'e2e-count', config: cash, log: state.log }] });
    await tap('Continue');
    await tap('End the game');
    await tap('Confirm');
    await tap((await screen.findAllByRole('button', { name: 'Count by colour' }))[0]);
    const counter = await screen.findByRole('group', { name: "Ana's chips" });
    // Ana posted the small blind and folded: 1,475 = 3 × 25 + 4 × 100 + 2 × 500.
    for (const [label, n] of [['white (25)', 3], ['red (100)', 4], ['green (500)', 2]] as const) await type(await within(counter).findByLabelText(label), String(n));
    await within(counter).findByText('Total: 1,475 · Matches 1,475.');
    await expectAccessible('tournament-chip-count');
    await tap(await within(counter).findByRole('button', { name: 'Use this count' }));
  });

  it('T19: someone who turns up unregistered during late entry is seated from the desk between hands, his name checked; undo takes him off', async () => {
    const night: SessionConfig = {
      profile: 'holdem',
      players: ['Ana', 'Bia', 'Caio'].map((name) => ({ name, stack: 1500 })),
      firstDealer: 0,
      dealing: 'ledger',
      schedule: { levels: [{ smallBlind: 25, bigBlind: 50 }, { smallBlind: 50, bigBlind: 100 }, { smallBlind: 100, bigBlind: 200 }], every: { hands: 3 } },
      tournament: { currency: 'USD', buyIn: 5000, lateEntryUntil: 2, payouts: [{ upTo: 10, shares: [100] }], roundTo: 100 },
    };
    const game: SeededGame = { id: 'e2e-walk-in', config: night, log: quiet(newSession(night)).log };
    const app = await openApp({ locale: 'en', games: [game], at: { name: 'table', gameId: game.id } });
    await tap('Continue');
    const field = (await screen.findByLabelText('Someone turned up unregistered? Their name:')) as HTMLInputElement;

    // A name already at the table is refused as the New game screen refuses it, before any tap.
    await type(field, 'ana');
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('There is already a player called ana.'));
      expect(found).toBeDefined();
      return found!;
    });
    await within(alert).findByText('There is already a player called ana.');
    expect((await screen.findByRole('button', { name: 'Seat ana ($50.00, 1,500)' }) as HTMLButtonElement).disabled).toBe(true);
    await type(field, 'Zé');
    await screen.findByText('A new seat, between Caio and Ana, with 1,500 chips, dealt in from the next hand.');
    await expectAccessible('tournament-walk-in');
    let length = game.log.length;
    await tap('Seat Zé ($50.00, 1,500)');
    let state = await waitForLog(app, game, length);
    expect(state.log.at(-1)).toEqual({ type: 'walkIn', name: 'Zé' });
    await waitFor(() => expect((screen.getByLabelText('Someone turned up unregistered? Their name:') as HTMLInputElement).value).toBe(''));
    await screen.findByText('Zé: 1,500');
    await screen.findByText('Prize pool $200.00 · 4 entries');

    // Taken back, and seated again.
    length = state.log.length;
    await tap('Undo: Zé turned up and entered the tournament');
    state = await waitForLog(app, game, length);
    expect(state.config.players.map((p) => p.name)).toEqual(['Ana', 'Bia', 'Caio']);
    await waitFor(() => expect(screen.queryByText('Zé: 1,500')).toBeNull());
    await type('Someone turned up unregistered? Their name:', 'Zé');
    length = state.log.length;
    await tap('Seat Zé ($50.00, 1,500)');
    state = await waitForLog(app, game, length);

    // The next hand deals him in, at his seat after Caio's.
    length = state.log.length;
    await tap('Deal the next hand');
    state = await waitForLog(app, game, length);
    expect(state.hand!.seats[3].inHand).toBe(true);
    await waitFor(() => expect([...document.querySelectorAll('.seat-name')].some((el) => el.textContent?.includes('Zé'))).toBe(true));
    expect(replaySession(night, await app.storedLog(game.id)).ok).toBe(true);
  });
});
