// The tournament clock, the phone's clock held where each step puts it: a hold'em tournament
// started from the New game screen (startGame), paused across a reload, closed and reopened after
// its level ran out, and the new blinds applied at the next hand; the alarm rings only for a change
// the open page sees. (The between-hands title's size, the bar at 320 px and the big clock in the
// dark: test/e2e/screens-fit.test.ts.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { clockAt, type LevelSchedule, type SessionState } from '../../src/engine/index.ts';
import type { SeededGame } from '../support/seeded-store.ts';
import { openApp, tap, type, type OpenedApp } from './support/app.tsx';
import { expectAccessible } from './support/axe.ts';
import { openedGame, setPhoneTime, storedState } from './support/tournament-app.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2026-03-07T20:00:00-03:00');

/** Vibrations recorded (happy-dom has no motor): taps buzz once, the alarm in a pattern. */
function vibratingPhone(): unknown[] {
  const buzzes: unknown[] = [];
  Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (pattern: unknown) => buzzes.push(pattern) > 0 });
  return buzzes;
}
afterEach(() => {
  delete (navigator as { vibrate?: unknown }).vibrate;
});

const clockBar = () => screen.findByRole('region', { name: 'Relógio do torneio' });
const digits = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};
const blinds = (schedule: LevelSchedule, level: number) => {
  const { smallBlind = 0, bigBlind = 0 } = schedule.levels[level];
  return `${smallBlind.toLocaleString('pt-BR')}/${bigBlind.toLocaleString('pt-BR')}`;
};

/** A level as the clock writes it: the blinds, and the ante when there is one. */
const levelText = (schedule: LevelSchedule, level: number) => {
  const { ante, bigBlindAnte } = schedule.levels[level];
  const extra = ante ? ` · ante ${ante.toLocaleString('pt-BR')}` : bigBlindAnte ? ` · ante do big blind ${bigBlindAnte.toLocaleString('pt-BR')}` : '';
  return blinds(schedule, level) + extra;
};

async function waitForLog(app: OpenedApp, game: SeededGame, length: number): Promise<SessionState> {
  await waitFor(async () => expect((await storedState(app, game)).log.length).toBe(length));
  return storedState(app, game);
}

/** The seat to act reveals and folds (heads-up, the hand ends). */
async function foldHand(app: OpenedApp, game: SeededGame): Promise<void> {
  const state = await storedState(app, game);
  const name = game.config.players[state.hand!.pending.kind === 'bet' ? state.hand!.pending.seat : -1].name;
  await tap(`Sou ${name}: ver minhas cartas`);
  await tap('Desistir');
  await waitForLog(app, game, state.log.length + 1);
}

describe('tournament clock', () => {
  it('H9: pauses across a reload, crosses a level while the app is closed, and the new blinds apply at the next hand', async () => {
    setPhoneTime(T0);
    const buzzes = vibratingPhone();
    const alarms = () => buzzes.filter((pattern) => Array.isArray(pattern) && pattern.length > 1).length;
    let app = await openApp({ locale: 'pt-BR' });
    await tap('Novo jogo');
    await tap(/Texas Hold'em/);
    await type('Nome do jogador no lugar 1', 'Ana');
    await type('Nome do jogador no lugar 2', 'Bia');
    for (const extra of ['Jogador 4', 'Jogador 3']) {
      const remove = screen.queryByRole('button', { name: `Tirar ${extra} da mesa` });
      if (remove) await tap(remove);
    }
    await tap(await screen.findByRole('switch', { name: 'Torneio' }));
    await tap((await screen.findAllByRole('button', { name: 'Começar o jogo' })).at(-1)!);
    await clockBar();

    const game = await openedGame(app);
    const schedule = game.config.schedule!;
    expect('minutes' in schedule.every).toBe(true);
    const level = ('minutes' in schedule.every ? schedule.every.minutes : 0) * MINUTE;
    let state = await storedState(app, game);
    expect(state.startedAt).toBeGreaterThanOrEqual(T0);
    expect(state.hand!.config.options).toMatchObject({ smallBlind: schedule.levels[0].smallBlind, bigBlind: schedule.levels[0].bigBlind });
    await within(await clockBar()).findByText('Nível 1');
    await within(await clockBar()).findByText(blinds(schedule, 0));

    // Paused two minutes in: a reload half an hour later shows the same time left, standing still.
    setPhoneTime(Date.now() + 2 * MINUTE);
    await tap(await within(await clockBar()).findByRole('button', { name: 'Pausar o relógio' }));
    state = await waitForLog(app, game, state.log.length + 1);
    const pause = state.log.at(-1)!;
    expect(pause).toMatchObject({ type: 'pauseClock' });
    const frozen = digits(level - ((pause as { at: number }).at - state.startedAt!));
    setPhoneTime(Date.now() + 30 * MINUTE);
    app = await app.reload();
    await within(await clockBar()).findByText(`Pausado · ${frozen}`);
    await within(await clockBar()).findByText('Nível 1');

    await tap(await within(await clockBar()).findByRole('button', { name: 'Continuar o relógio' }));
    state = await waitForLog(app, game, state.log.length + 1);
    expect(state.log.at(-1)).toMatchObject({ type: 'resumeClock' });

    // The app is closed; the level runs out while it is closed; it reopens on the game. (The
    // time moves with no page to see it: the page closes before any of its timers runs.)
    vi.setSystemTime(Date.now() + level);
    app = await app.reload();
    let bar = await clockBar();
    await within(bar).findByText('Nível 2');
    await within(bar).findAllByText(blinds(schedule, 1));
    const banner = await within(bar).findByRole('status');
    expect(banner.textContent).toBe(`Nível 2: ${levelText(schedule, 1)} a partir da próxima mão`);
    expect(alarms()).toBe(0); // a change found on opening shows, it does not ring
    await expectAccessible('clock-bar-rising');

    // The hand in play keeps its blinds; the next deal has the new ones.
    state = await storedState(app, game);
    expect(state.hand!.config.options.bigBlind).toBe(schedule.levels[0].bigBlind);
    await foldHand(app, game);
    await tap('Continuar');
    await screen.findByRole('button', { name: 'Dar a próxima mão' });
    await expectAccessible('between-hands-after-turn');
    await tap('Dar a próxima mão');
    state = await waitForLog(app, game, state.log.length + 3); // fold, startHand, shuffle
    expect(state.level).toBe(1);
    expect(state.hand!.config.options).toMatchObject({ smallBlind: schedule.levels[1].smallBlind, bigBlind: schedule.levels[1].bigBlind });
    bar = await clockBar();
    await waitFor(() => expect(within(bar).queryByRole('status')).toBeNull());
    await within(bar).findByText('Nível 2');

    // With the page open, the next change rings (vibration here) and raises the banner: the
    // clock runs up to it, ticking, from two seconds before.
    const left = clockAt(state, Date.now())!.left;
    if (left.kind !== 'time') throw new Error('levels by time have time left');
    setPhoneTime(Date.now() + left.ms - 2000);
    await within(bar).findByText('00:02');
    expect(alarms()).toBe(0);
    vi.setSystemTime(Date.now() + 4000);
    await within(bar).findByText('Nível 3');
    await waitFor(() => expect(alarms()).toBe(1));
    await within(bar).findByRole('status');

    await tap(await within(bar).findByRole('button', { name: /Nível 3/ }));
    const big = await screen.findByRole('dialog', { name: 'Nível 3' });
    await within(big).findByText('Jogadores: 2 de 2');
    await within(big).findByText(blinds(schedule, 2));
    await expectAccessible('clock-big');
    await tap(await within(big).findByRole('button', { name: 'Voltar à mesa' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nível 3' })).toBeNull());
  });
});
