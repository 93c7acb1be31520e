// The table's component tests: a stored game replayed by the engine here, the tap a browser
// gives (it waits for a button to be enabled), a seat's turn played behind the privacy cover and
// the privacy check run against what the engine says each viewer may see (as test/e2e/play-table.ts
// does in the browser).
import { screen, waitFor } from '@testing-library/preact';
import { expect } from 'vitest';
import { replaySession, type Seat, type SessionState } from '../../../src/engine/index.ts';
import type { SeededGame } from '../../support/seeded-store.ts';
import { expectAccessible } from './axe.ts';
import { expectNothingHidden } from './privacy.ts';
import { tap, type OpenedApp } from './app.tsx';

/** The state the stored log replays to (the engine, here in Node). */
export async function storedState(app: OpenedApp, game: SeededGame): Promise<SessionState> {
  const replayed = replaySession(game.config, await app.storedLog(game.id));
  if (!replayed.ok) throw new Error(`stored log refused: ${replayed.error.code}`);
  return replayed.state;
}

/** Waits until the stored log has grown past `length` (the tap was committed). */
export async function waitForLog(app: OpenedApp, game: SeededGame, length: number): Promise<SessionState> {
  await waitFor(async () => expect((await app.storedLog(game.id)).length).toBeGreaterThan(length));
  return storedState(app, game);
}

/** The texts of the elements `selector` finds now, trimmed. */
export const texts = (selector: string, within: ParentNode = document): string[] =>
  [...within.querySelectorAll(selector)].map((el) => (el.textContent ?? '').trim());

/** The one element `selector` finds among those whose text holds `text` (Playwright's `filter({ hasText })`). */
export function withText(selector: string, text: string | RegExp): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => (typeof text === 'string' ? el.textContent?.includes(text) : text.test(el.textContent ?? '')));
  if (found.length !== 1) throw new Error(`${found.length} ${selector} hold ${String(text)}`);
  return found[0];
}

/** Waits until `withText` finds its element, and returns it. */
export const findWithText = (selector: string, text: string | RegExp): Promise<HTMLElement> => waitFor(() => withText(selector, text));

export type Move = (state: SessionState, seat: Seat) => Promise<void>;

/**
 * One seat's turn: the cover names it and nothing of anyone's cards is on the page; the seat
 * reveals, sees only what view(state, seat) allows, makes `move`, and the tap is stored. A seat
 * that acts twice in a row keeps the phone, so it finds its own screen instead of the cover.
 * `shot`: the browser test's screenshot there, checked by axe.
 */
export async function playTurn(app: OpenedApp, game: SeededGame, name: string, move: Move, shot?: string): Promise<SessionState> {
  const cover = `Passe para ${name}`;
  const own = `Vez de ${name}`;
  const covered = await waitFor(() => {
    if (screen.queryByRole('heading', { name: cover })) return true;
    if (screen.queryByRole('heading', { name: own })) return false;
    throw new Error(`neither "${cover}" nor "${own}" on the screen`);
  });
  const before = await storedState(app, game);
  const seat = game.config.players.findIndex((p) => p.name === name);
  expect(before.hand?.pending).toMatchObject({ seat });
  if (covered) {
    expectNothingHidden(before, null);
    await tap(`Sou ${name}: ver minhas cartas`);
    await screen.findByRole('heading', { name: own });
  }
  expectNothingHidden(before, seat);
  if (shot) await expectAccessible(shot);
  await move(before, seat);
  const after = await waitForLog(app, game, before.log.length);
  // G11: a seat that exchanged cards sees its new ones before it hides them and passes the phone.
  const last = after.log[before.log.length];
  const drew = last?.type === 'draw' && (typeof last.discard === 'number' ? last.discard : last.discard.length) > 0;
  if (drew && after.hand && !after.hand.result && after.hand.pending.kind !== 'complete' && !('seat' in after.hand.pending && after.hand.pending.seat === seat)) {
    await screen.findByRole('heading', { name: `${name}: suas cartas depois da troca` });
    expectNothingHidden(after, seat);
    await tap('Esconder e passar o celular');
  }
  return after;
}

/** The game the table shows now (started by the New game screen), as stored. */
export async function openedGame(app: OpenedApp): Promise<SeededGame> {
  const id = app.shownGameId();
  return { id, config: await app.storedConfig(id), log: await app.storedLog(id) };
}
