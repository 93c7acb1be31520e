// A tournament night in the component tests (the counterpart of test/e2e/support/tournament-page.ts
// and the table helpers of test/e2e/play-table.ts): the phone's clock held where a test puts it, the
// stored log read back and replayed by the engine, and a log the test played written to the store
// and reopened.
//
// Only `Date` is faked (vi.useFakeTimers({ toFake: ['Date'] })): the app's timers and
// fake-indexeddb's scheduling stay real, so the store never stalls; the clock stands still where
// the test set it (no wall-clock time passes on the table's clock, however slow the machine), and
// moving it on fires the `visibilitychange` the app's clock re-reads the time on (src/ui/clock/now.ts).
import { afterEach, expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { replaySession, type SessionState } from '../../../src/engine/index.ts';
import { databaseReady, writeGame, type SeededGame, type SeededRecord } from '../../support/seeded-store.ts';
import { tap, type OpenedApp } from './app.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** The phone's clock set to `at` (forward or back), and the app's screens told to read it again. */
export function setPhoneTime(at: number): void {
  if (vi.isFakeTimers()) vi.setSystemTime(at);
  else vi.useFakeTimers({ toFake: ['Date'], now: at });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The phone's clock moved on to `at` (never back), as the browser tests' clock.fastForward. */
export function clockTo(at: number): void {
  if (at > Date.now()) setPhoneTime(at);
}

/** The state the stored log replays to (the engine, here in Node). */
export async function storedState(app: OpenedApp, game: SeededGame): Promise<SessionState> {
  const replayed = replaySession(game.config, await app.storedLog(game.id));
  if (!replayed.ok) throw new Error(`stored log refused: ${replayed.error.code}`);
  return replayed.state;
}

/** Waits until the stored log has grown past `length` (the tap was committed), and replays it. */
export async function waitForLog(app: OpenedApp, game: SeededGame, length: number): Promise<SessionState> {
  await waitFor(async () => expect((await app.storedLog(game.id)).length).toBeGreaterThan(length));
  return storedState(app, game);
}

/** The game the table shows now (started by the New game screen), as stored. */
export async function openedGame(app: OpenedApp): Promise<SeededGame> {
  const id = app.shownGameId();
  return { id, config: await app.storedConfig(id), log: await app.storedLog(id) };
}

/**
 * Writes the game into the open app's store once the app has created its database: written
 * before, it would create an empty database of its own that the app's upgrade then waits on.
 */
export async function storeGame(game: SeededGame, stored: SeededRecord = {}): Promise<void> {
  await waitFor(async () => expect(await databaseReady()).toBe(true));
  await writeGame({ ...game, stored });
}

/** Writes the state's whole log to the store and reopens the game on it (an English page). */
export async function reopenWith(app: OpenedApp, game: SeededGame, state: SessionState): Promise<OpenedApp> {
  await storeGame({ ...game, log: state.log });
  const reopened = await app.reload();
  await tap('Continue');
  return reopened;
}

/** The tournament clock's bar, once it shows. */
export const clockBar = (): Promise<HTMLElement> => screen.findByRole('region', { name: 'Tournament clock' });
